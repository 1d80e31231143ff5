// Issue 28: Stow and Unstow were offered together on a satellite terminal. The contract's table of
// terminal commands (TERMINAL_COMMANDS_FROM, DESIGN rule 11) says which state offers which: a dish that
// reports (online, searching) may be stowed, one that does not (offline, unknown) may be unstowed,
// and the show page's buttons follow it (decision 0085).
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { DataProviderContext, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { TERMINAL_COMMANDS, TERMINAL_STATES, type TerminalState, terminalCommandAllowed } from '@console/contract';
import { type TerminalCommand, TerminalCommandButton } from '../src/resources/starlink_terminals/TerminalActions.tsx';
import type { TerminalRecord } from '../src/resources/starlink_terminals/types.ts';

const offered = (state: TerminalState) =>
  TERMINAL_COMMANDS.filter((command: TerminalCommand) =>
    renderToString(
      h(
        MemoryRouter,
        null,
        h(
          QueryClientProvider,
          { client: new QueryClient() },
          h(
            ThemeProvider,
            { theme: createTheme() },
            h(
              DataProviderContext.Provider,
              { value: testDataProvider() },
              h(
                ResourceContextProvider,
                { value: 'starlink_terminals' },
                h(
                  RecordContextProvider,
                  { value: { id: 1, terminal_id: 'ut-1', state, archived_at: null } as Partial<TerminalRecord> as TerminalRecord },
                  h(TerminalCommandButton, { command }),
                ),
              ),
            ),
          ),
        ),
      ),
    ).includes('<button'),
  );

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
