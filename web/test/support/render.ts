// One set-up for the console's render tests (no DOM here: renderToString): a router, react-query,
// the MUI theme, the console's translations, a data provider and the resource definitions, around
// the element under test, with the record it reads. Answers the page's text without tags and styles.
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  DataProviderContext,
  type DataProvider,
  type I18nProvider,
  I18nContext,
  RecordContextProvider,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  testDataProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../src/i18n/i18nProvider.ts';

export interface RenderOptions {
  record?: Record<string, unknown>;
  /** The resource the element belongs to (its labels are read from it). */
  resource?: string;
  definitions?: Record<string, { name: string; hasShow?: boolean; recordRepresentation?: string }>;
  dataProvider?: Partial<DataProvider>;
  /** Answers already in react-query's cache: [resource, row] of a getMany by one id. */
  cached?: [string, { id: number }][];
  /** The console's translations (English) unless given. */
  i18n?: I18nProvider;
}

/** The element rendered inside the console's providers, as HTML. */
export function renderWithAdmin(element: ReactElement, opts: RenderOptions = {}): string {
  const client = new QueryClient();
  for (const [resource, row] of opts.cached ?? []) client.setQueryData([resource, 'getMany', { ids: [String(row.id)], meta: undefined }], [row]);
  let inner: ReactElement = opts.record ? h(RecordContextProvider, { value: opts.record }, element) : element;
  if (opts.resource) inner = h(ResourceContextProvider, { value: opts.resource }, inner);
  return renderToString(
    h(
      MemoryRouter,
      null,
      h(
        QueryClientProvider,
        { client },
        h(
          ThemeProvider,
          { theme: createTheme() },
          h(
            I18nContext,
            { value: opts.i18n ?? i18nProvider },
            h(
              DataProviderContext.Provider,
              { value: testDataProvider(opts.dataProvider) },
              h(ResourceDefinitionContextProvider, { definitions: opts.definitions ?? {} }, inner),
            ),
          ),
        ),
      ),
    ),
  );
}

/** The visible text of rendered HTML: no styles, no tags, ordinary spaces. */
export const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\u00a0\u202f]/g, ' ');
