// Issue 28: Stow and Unstow were offered together on a satellite terminal. The contract's table of
// terminal commands (TERMINAL_COMMANDS_FROM, DESIGN rule 11) says which state offers which: a dish that
// reports (online, searching) may be stowed, one that does not (offline, unknown) may be unstowed,
// and the show page's buttons follow it (decision 0085).
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { TERMINAL_COMMANDS, TERMINAL_STATES, type TerminalState, terminalCommandAllowed } from '@console/contract';
import { type TerminalCommand, TerminalCommandButton } from '../src/resources/starlink_terminals/TerminalActions.tsx';
import type { TerminalRecord } from '../src/resources/starlink_terminals/types.ts';
import { renderWithAdmin } from './support/render.ts';

const offered = (state: TerminalState) =>
  TERMINAL_COMMANDS.filter((command: TerminalCommand) => {
    const record: Partial<TerminalRecord> = { id: 1, terminal_id: 'ut-1', state, archived_at: null };
    return renderWithAdmin(h(TerminalCommandButton, { command }), { record, resource: 'starlink_terminals', i18n: null }).includes('<button');
  });

describe('the commands a satellite terminal is offered', () => {
  it('never offer Stow and Unstow together', () => {
    for (const state of TERMINAL_STATES) expect(terminalCommandAllowed('stow', state) && terminalCommandAllowed('unstow', state)).toBe(false);
  });

  it('offer Stow to a dish that reports, Unstow to one that does not, Reboot to every one', () => {
    expect(offered('online')).toEqual(['stow', 'reboot']);
    expect(offered('searching')).toEqual(['stow', 'reboot']);
    expect(offered('offline')).toEqual(['unstow', 'reboot']);
    expect(offered('unknown')).toEqual(['unstow', 'reboot']);
  });
});
