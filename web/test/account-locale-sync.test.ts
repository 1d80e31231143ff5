// The remembered language follows the person to a new browser (decision 0026), but never undoes a
// language picked on this page: the identity fetched at load can answer after the account form saved
// a new language (the French journey of daily-use.test.ts failed that way once in CI).
import { describe, expect, it } from 'vitest';
import { localeToApply } from '../src/layout/AccountLocaleSync.tsx';

describe('applying the remembered language', () => {
  it('applies the account language in a browser loaded in another one', () => {
    expect(localeToApply('fr', 'en', 'en')).toBe('fr');
    expect(localeToApply('nl', 'en', 'en')).toBe('nl');
  });

  it('keeps a language picked since the page loaded, whatever a late identity answer says', () => {
    // Loaded in English, French chosen and saved, then the identity fetched at load answers "en".
    expect(localeToApply('en', 'fr', 'en')).toBeUndefined();
    // Loaded in English, Dutch chosen, an older answer says French.
    expect(localeToApply('fr', 'nl', 'en')).toBeUndefined();
  });

  it('does nothing without a known language, or when it is already shown', () => {
    expect(localeToApply(undefined, 'en', 'en')).toBeUndefined();
    expect(localeToApply('de', 'en', 'en')).toBeUndefined();
    expect(localeToApply('en', 'en', 'en')).toBeUndefined();
  });
});
