// The show header renders its actions before the record has loaded: a page opened by its URL (a
// reload, a bookmark) once crashed on the terminal's Stow, Unstow and Reboot reading archived_at of
// no record (issue 25). They wait for the record and render nothing until then.
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { TerminalCommandButton } from '../src/resources/starlink_terminals/TerminalActions.tsx';
import type { TerminalRecord } from '../src/resources/starlink_terminals/types.ts';
import { renderWithAdmin } from './support/render.ts';

// The contexts the button reads, without <Admin>: its first render is what a server render shows.
const render = (record: Partial<TerminalRecord> | undefined) =>
  renderWithAdmin(h(TerminalCommandButton, { command: 'stow' }), { record, resource: 'starlink_terminals', i18n: null });

describe('terminal commands on a show page', () => {
  it('render nothing while the record is loading', () => {
    expect(render(undefined)).toBe('');
  });

  it('offer the command once the record is there, and not on an archived terminal', () => {
    expect(render({ id: 1, terminal_id: 'ut-1', state: 'online', archived_at: null })).toContain('<button');
    expect(render({ id: 1, terminal_id: 'ut-1', state: 'online', archived_at: '2026-01-01T00:00:00Z' })).toBe('');
  });
});
