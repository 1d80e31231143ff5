// The language (issue 28): the browser's language until someone picks one, a switch in the app bar
// and on the sign-in page, and a choice made there saved on the account (PUT /account locale).
import { createElement as h } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocale } from '../src/i18n/browserLocale.ts';
import { LanguageMenu, saveAccountLocale } from '../src/layout/LanguageMenu.tsx';
import type { ConsoleDataProvider } from '../src/providers/dataProvider.ts';
import { consoleStore } from '../src/providers/store.ts';
import { renderWithAdmin } from './support/render.ts';

afterEach(() => vi.unstubAllGlobals());

const fakeLocalStorage = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
  setItem: (key: string, value: string) => {
    values[key] = value;
  },
  removeItem: (key: string) => {
    delete values[key];
  },
});

describe('the language before anyone picks one', () => {
  it('is the first browser language the console speaks, English otherwise', () => {
    expect(browserLocale(['fr-BE', 'en-GB'])).toBe('fr');
    expect(browserLocale(['de-DE', 'nl-NL', 'fr'])).toBe('nl');
    expect(browserLocale(['NL'])).toBe('nl');
    expect(browserLocale(['de-DE', 'es'])).toBe('en');
    expect(browserLocale([])).toBe('en');
    expect(browserLocale(undefined)).toBe('en');
  });

  it('is what the store answers for the locale until one is chosen; a choice wins afterwards', () => {
    const values: Record<string, string> = {};
    vi.stubGlobal('localStorage', fakeLocalStorage(values));
    vi.stubGlobal('navigator', { languages: ['nl-BE', 'fr-BE'] });
    const store = consoleStore();
    expect(store.getItem('locale', 'en')).toBe('nl');
    store.setItem('locale', 'fr');
    expect(store.getItem('locale', 'en')).toBe('fr');
    vi.stubGlobal('navigator', { languages: ['de-DE'] });
    store.removeItem('locale');
    expect(store.getItem('locale', 'en')).toBe('en');
  });
});

const renderMenu = (locale: string) => renderWithAdmin(h(LanguageMenu), { locale });

describe('the language switch', () => {
  it('shows the language in use, named for screen readers', () => {
    expect(renderMenu('nl')).toContain('>NL<');
    const html = renderMenu('en');
    expect(html).toContain('>EN<');
    expect(html).toContain('aria-label="Choose the language of the console"');
  });

  it('saves a choice on the account with the spec body as it is and the new language', async () => {
    const calls: unknown[][] = [];
    const dataProvider = {
      get: async (path: string) => {
        calls.push(['GET', path]);
        return { email: 'ann@example.com', firstname: 'Ann', lastname: 'Lee', theme: 'dark', locale: 'en' };
      },
      put: async (path: string, body: unknown) => {
        calls.push(['PUT', path, body]);
        return { success: true };
      },
    } as unknown as ConsoleDataProvider;
    await saveAccountLocale(dataProvider, 'fr');
    expect(calls).toEqual([
      ['GET', 'account'],
      ['PUT', 'account', { email: 'ann@example.com', firstname: 'Ann', lastname: 'Lee', locale: 'fr' }],
    ]);
  });
});
