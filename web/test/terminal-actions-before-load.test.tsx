// The show header renders its actions before the record has loaded: a page opened by its URL (a
// reload, a bookmark) once crashed on the terminal's Stow, Unstow and Reboot reading archived_at of
// no record (issue 25). They wait for the record and render nothing until then.
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { DataProviderContext, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { TerminalCommandButton } from '../src/resources/starlink_terminals/TerminalActions.tsx';
import type { TerminalRecord } from '../src/resources/starlink_terminals/types.ts';

// The contexts the button reads, without <Admin>: its first render is what a server render shows.
const render = (record: Partial<TerminalRecord> | undefined) =>
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
              h(RecordContextProvider, { value: record }, h(TerminalCommandButton, { command: 'stow' })),
            ),
          ),
        ),
      ),
    ),
  );

describe('terminal commands on a show page', () => {
  it('render nothing while the record is loading', () => {
    expect(render(undefined)).toBe('');
  });

  it('offer the command once the record is there, and not on an archived terminal', () => {
    expect(render({ id: 1, terminal_id: 'ut-1', state: 'online', archived_at: null })).toContain('<button');
    expect(render({ id: 1, terminal_id: 'ut-1', state: 'online', archived_at: '2026-01-01T00:00:00Z' })).toBe('');
  });
});
