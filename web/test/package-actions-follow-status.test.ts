// The package actions the console offers follow the status its parts give it (issue 25, decision
// 0063): the contract's derivation, then the package machine's checker the server also enforces.
import { derivePackageStatus, type PackageAction } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { packageAllows } from '../src/resources/services/workflow.ts';

const ACTIONS: PackageAction[] = ['confirm', 'start', 'invoice', 'clone'];
const offered = (status: string, archived = false) => ACTIONS.filter((a) => packageAllows({ id: 1, status, archived_at: archived ? '2026-01-01' : null }, a));

describe('package actions by derived status', () => {
  it('a draft offers Confirm; a delivered package no Confirm; an ended one no Start; an archived one nothing', () => {
    expect(offered('draft')).toEqual(['confirm', 'clone']);
    const delivered = derivePackageStatus('provisioning', ['DELIVERED', 'PAUSED'], ['delivered']);
    expect(delivered).toBe('delivered');
    expect(offered(delivered)).toEqual(['start', 'invoice', 'clone']);
    const ended = derivePackageStatus('ending', ['ENDED'], ['delivered']);
    expect(ended).toBe('ended');
    expect(offered(ended)).toEqual(['invoice', 'clone']);
    expect(offered(derivePackageStatus('delivered', ['ENDING', 'ENDED'], []))).toEqual(['invoice', 'clone']);
    expect(offered(delivered, true)).toEqual([]);
  });
});
