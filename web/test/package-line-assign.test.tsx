// Assign Me on a package line (spec 2 §2, issue 25): hidden when DRAFT, and offered only on a line with
// a service, since it assigns that service (POST /services/{id}/assign, the spec's only assign call).
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { offersAssign, PackageLineAssignButton } from '../src/resources/package_lines/PackageLineAssignButton.tsx';
import type { PackageLineRecord } from '../src/resources/package_lines/types.ts';
import { renderWithAdmin } from './support/render.ts';

// No translations: the button's label is its key.
const render = (record: Partial<PackageLineRecord>) => renderWithAdmin(h(PackageLineAssignButton), { record, resource: 'package_lines', i18n: null });

describe('Assign Me on a package line', () => {
  it('is offered past draft on a line with a service', () => {
    for (const status of ['provisioning', 'provisioned', 'shipped', 'delivered'] as const)
      expect(render({ id: 3, status, service_id: 9 })).toContain('resources.package_lines.actions.assign');
  });

  it('is hidden on a draft line', () => {
    expect(render({ id: 3, status: 'draft', service_id: 9 })).toBe('');
    expect(offersAssign({ status: 'draft', service_id: 9 })).toBe(false);
  });

  it('is hidden on a line without a service (nothing to assign)', () => {
    expect(render({ id: 3, status: 'shipped', service_id: null })).toBe('');
  });
});
