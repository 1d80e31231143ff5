// One set-up for the console's render tests (no DOM here: renderToString): a router, react-query,
// the MUI theme, a store, the console's translations, a data provider, notifications and the resource
// definitions, around the element under test, with the record (or form) it reads. Answers the page's
// text without tags and styles.
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  AuthContext,
  type AuthProvider,
  DataProviderContext,
  type DataProvider,
  Form,
  type I18nProvider,
  I18nContext,
  memoryStore,
  NotificationContextProvider,
  type RaRecord,
  RecordContextProvider,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  StoreContextProvider,
  testDataProvider,
} from 'react-admin';
import { type InitialEntry, MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../src/i18n/i18nProvider.ts';

export interface RenderOptions {
  record?: Record<string, unknown>;
  /** The resource the element belongs to (its labels are read from it). */
  resource?: string;
  definitions?: Record<string, { name: string; hasShow?: boolean; recordRepresentation?: string }>;
  dataProvider?: Partial<DataProvider>;
  /** Answers already in react-query's cache: [resource, row] of a getMany by one id. */
  cached?: [string, { id: number }][];
  /** Answers already in react-query's cache, by their whole query key. */
  queries?: [QueryKey, unknown][];
  /** The console's translations (English) unless given; null for react-admin's default, which answers the keys. */
  i18n?: I18nProvider | null;
  /** The locale the store holds (the language the console speaks); none unless given. */
  locale?: string;
  /** The element inside a react-admin form on this record (its inputs read it). */
  form?: Record<string, unknown>;
  /** Where the router stands: a path with its query, or a location with its state ('/' unless given). */
  location?: InitialEntry;
  /** The auth provider (none unless given: react-admin then takes every visitor as signed in). */
  auth?: AuthProvider;
}

/** The element rendered inside the console's providers, as HTML. */
export function renderWithAdmin(element: ReactElement, opts: RenderOptions = {}): string {
  const client = new QueryClient();
  for (const [resource, row] of opts.cached ?? []) client.setQueryData([resource, 'getMany', { ids: [String(row.id)], meta: undefined }], [row]);
  for (const [key, data] of opts.queries ?? []) client.setQueryData(key, data);
  let inner: ReactElement = opts.form ? h(Form, { record: opts.form, onSubmit: () => {} }, element) : element;
  if (opts.record) inner = h(RecordContextProvider, { value: opts.record as RaRecord }, inner);
  if (opts.resource) inner = h(ResourceContextProvider, { value: opts.resource }, inner);
  inner = h(
    DataProviderContext.Provider,
    { value: testDataProvider(opts.dataProvider) },
    h(NotificationContextProvider, null, h(ResourceDefinitionContextProvider, { definitions: opts.definitions ?? {} }, inner)),
  );
  if (opts.i18n !== null) inner = h(I18nContext, { value: opts.i18n ?? i18nProvider }, inner);
  if (opts.auth) inner = h(AuthContext, { value: opts.auth }, inner);
  return renderToString(
    h(
      MemoryRouter,
      opts.location ? { initialEntries: [opts.location] } : null,
      h(
        QueryClientProvider,
        { client },
        h(ThemeProvider, { theme: createTheme() }, h(StoreContextProvider, { value: memoryStore(opts.locale ? { locale: opts.locale } : undefined) }, inner)),
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

/** Renders what a form's props hook answers for each field, as JSON. */
const FieldProps = ({ useProps, fields }: { useProps: () => (field: string) => unknown; fields: string[] }) => {
  const props = useProps();
  return h('pre', null, JSON.stringify(Object.fromEntries(fields.map((f) => [f, props(f)]))));
};

/**
 * What a form's props hook (field -> props) answers for each field, rendered with the record (none:
 * the create form) and no translations (texts are their keys). Answered as JSON carries it.
 */
export function fieldPropsOf<P>(useProps: () => (field: string) => P, fields: string[], record?: Record<string, unknown>): Record<string, P> {
  const html = renderWithAdmin(h(FieldProps, { useProps, fields }), { record, i18n: null });
  return JSON.parse(html.replace(/^<pre>|<\/pre>$/g, '').replace(/&quot;/g, '"'));
}
