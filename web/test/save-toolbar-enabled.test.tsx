// Issue 28: Save was disabled on an untouched form with no word of why. The toolbars of every form
// (common/SaveToolbar.tsx) keep it enabled, as react-admin's own guidance now has it; a click on an
// untouched create form shows what is missing through the validation (decision 0085).
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { DataProviderContext, Form, ResourceContextProvider, SaveButton, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DialogSaveToolbar, SaveToolbar } from '../src/common/SaveToolbar.tsx';

const render = (toolbar: ReactNode) =>
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
            h(ResourceContextProvider, { value: 'sites' }, h(Form, { record: { id: 1, name: 'Depot' }, onSubmit: () => {} }, toolbar)),
          ),
        ),
      ),
    ),
  );

/** The submit button's opening tag. */
const submitTag = (html: string) => html.match(/<button[^>]*type="submit"[^>]*>/)?.[0] ?? '';

describe('Save on an untouched form', () => {
  it('is disabled by react-admin by default (the defect)', () => {
    expect(submitTag(render(h(SaveButton)))).toContain('disabled');
  });

  it('stays enabled in the form toolbar', () => {
    const tag = submitTag(render(h(SaveToolbar)));
    expect(tag).not.toBe('');
    expect(tag).not.toContain('disabled');
  });

  it('stays enabled in the dialog toolbar', () => {
    const tag = submitTag(render(h(DialogSaveToolbar, { onCancel: () => {} })));
    expect(tag).not.toBe('');
    expect(tag).not.toContain('disabled');
  });
});
