// The breadcrumbs of the console's own pages (issue 25): /invoices/export once read "#export / Edit"
// and asked the API for invoice "export" (400), /starlink_usages/reports read "/ / Edit", and the
// Add-device page's title showed the raw "{{name}}". Every page of App.tsx under a resource path is
// named in resources.<resource>.pages, so the trail names the page and asks for no record; and no
// message uses a placeholder syntax the i18n provider (polyglot, %{name}) does not fill.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.ts';
import { fr } from '../src/i18n/fr.ts';
import { nl } from '../src/i18n/nl.ts';
import { parseCrumbs } from '../src/layout/Breadcrumbs.tsx';
import { leaves } from '../scripts/i18n-keys.ts';

const src = (path: string) => readFileSync(new URL(`../src/${path}`, import.meta.url), 'utf8');
const resourceNames = [...src('resources/index.ts').matchAll(/\{ name: '(\w+)', \.\.\./g)].map((m) => m[1]);
/** The custom pages with the layout, from the console's route table. */
const pagePaths = (() => {
  const app = src('App.tsx');
  return [...app.slice(app.indexOf('<CustomRoutes>'), app.indexOf('</CustomRoutes>')).matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]);
})();

type Tree = { [key: string]: string | Tree };
const lookup = (messages: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], messages);
const isPageIn = (messages: unknown) => (resource: string, page: string) => typeof lookup(messages, `resources.${resource}.pages.${page}`) === 'string';

/** Pages under a resource path, with the id filled: /invoices/export, /devices/7/deploy. */
const resourcePages = pagePaths.filter((path) => resourceNames.includes(path.split('/')[1])).map((path) => path.replace(':id', '7'));

describe('breadcrumbs of the console pages', () => {
  it('finds the pages under a resource path in the route table', () => {
    expect(resourcePages).toEqual(expect.arrayContaining(['/invoices/export', '/starlink_usages/reports', '/sites/7/build', '/devices/7/deploy']));
  });

  for (const [language, messages] of Object.entries({ en, fr, nl })) {
    it(`names every page under a resource path as a page, not a record to edit (${language})`, () => {
      for (const path of resourcePages) {
        const route = parseCrumbs(path, isPageIn(messages));
        const page = path.split('/').at(-1);
        expect(route?.action, path).toBe(page);
        // A collection page asks for no record (GET /invoices/export answered 400).
        if (!path.includes('/7/')) expect(route?.id, path).toBeUndefined();
        else expect(route?.id, path).toBe('7');
      }
    });
  }

  it('still reads a record, its edit form and an edit tab (positive control)', () => {
    const isPage = isPageIn(en);
    expect(parseCrumbs('/invoices/12', isPage)).toEqual({ resource: 'invoices', id: '12', action: 'edit' });
    expect(parseCrumbs('/invoices/12/show', isPage)).toEqual({ resource: 'invoices', id: '12' });
    expect(parseCrumbs('/invoices/create', isPage)).toEqual({ resource: 'invoices', action: 'create' });
    // Without its page name, /invoices/export was read as invoice "export": the bug this guards.
    expect(parseCrumbs('/invoices/export', () => false)).toEqual({ resource: 'invoices', id: 'export', action: 'edit' });
  });

  it('no message uses {{placeholder}}: the console fills %{placeholder} only', () => {
    for (const messages of [en, fr, nl]) {
      const raw = leaves(messages).filter(([, text]) => /\{\{/.test(String(text)));
      expect(raw).toEqual([]);
    }
  });
});
