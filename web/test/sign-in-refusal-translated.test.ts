// A refused sign-in reads in the user's language (decision 0076): the answer's code is translated, the
// server's English words are only the fallback for a code the console does not know.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../src/i18n/i18nProvider.ts';
import { authProvider } from '../src/providers/authProvider.ts';

const answering = (body: object) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
const refusalOf = async (credentials: object) => ((await authProvider.login(credentials).catch((e: unknown) => e)) as Error).message;

afterEach(() => vi.unstubAllGlobals());
afterAll(() => i18nProvider.changeLocale('en'));

describe('sign-in refusals', () => {
  it('shows the wrong-password, throttled and second-factor refusals in French and Dutch', async () => {
    vi.stubGlobal('localStorage', { setItem: () => {}, getItem: () => null, removeItem: () => {} });
    await i18nProvider.changeLocale('fr');
    answering({ success: false, message: 'Unable to log in with provided credentials.', code: 'login_invalid', params: {} });
    expect(await refusalOf({ username: 'a@example.com', password: 'x' })).toBe('Impossible de se connecter avec les identifiants fournis.');
    answering({ success: false, message: 'Invalid code.', code: 'mfa_code_invalid', params: {} });
    expect(await refusalOf({ ephemeral_token: 'e', code: '123456' })).toBe('Code invalide.');

    await i18nProvider.changeLocale('nl');
    answering({ success: false, message: 'Too many failed attempts from this address. Try again in a few minutes.', code: 'login_throttled', params: {} });
    expect(await refusalOf({ username: 'a@example.com', password: 'x' })).toBe(
      'Te veel mislukte pogingen vanaf dit adres. Probeer het over enkele minuten opnieuw.',
    );
  });

  it('falls back to the server’s words for an answer without a code', async () => {
    vi.stubGlobal('localStorage', { setItem: () => {}, getItem: () => null, removeItem: () => {} });
    await i18nProvider.changeLocale('fr');
    answering({ success: false, message: 'Some words from an older server.' });
    expect(await refusalOf({ username: 'a@example.com', password: 'x' })).toBe('Some words from an older server.');
  });
});
