// The second-factor screen when the code could not be sent (decision 0070): the sign-in answer still
// opens the challenge, carrying a code and the server's words; the screen shows the translated reason
// instead of "a code has been sent", and keeps "Send a new code".
import { createElement as h } from 'react';
import type { AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../src/i18n/en.ts';
import { MfaCodePage } from '../src/layout/MfaCodePage.tsx';
import { authProvider, MfaRequiredError, mfaNoticeOf, type MfaChallenge } from '../src/providers/authProvider.ts';
import { renderWithAdmin } from './support/render.ts';

const noAuth: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => [],
};

const render = (challenge: MfaChallenge) => renderWithAdmin(h(MfaCodePage), { location: { pathname: '/login/mfa/code', state: challenge }, auth: noAuth });

const htmlText = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

afterEach(() => vi.unstubAllGlobals());

describe('second-factor screen when the SMS could not be sent', () => {
  it('shows the translated reason instead of the instructions, with the resend link', () => {
    const html = htmlText(render({ ephemeral_token: 'e1', method_name: 'sms', notice: { code: 'sms_number_refused', message: 'server words' } }));
    expect(html).toContain(en.errors.sms_number_refused);
    expect(html).not.toContain(en.app.auth.mfa_instructions_sms);
    expect(html).toContain(en.app.auth.resend);
  });

  it('falls back to the server words for a code it does not know, and shows the instructions when all went well', () => {
    expect(htmlText(render({ ephemeral_token: 'e1', method_name: 'sms', notice: { code: 'sms_later_reason', message: 'Server words.' } }))).toContain(
      'Server words.',
    );
    const fine = htmlText(render({ ephemeral_token: 'e1', method_name: 'sms' }));
    expect(fine).toContain(en.app.auth.mfa_instructions_sms);
    expect(fine).not.toContain(en.errors.sms_not_sent);
  });

  it('carries the reason of the sign-in answer into the challenge, and reads it from a refused resend', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      setItem: (k: string, v: string) => stored.set(k, v),
      getItem: (k: string) => stored.get(k) ?? null,
      removeItem: () => {},
    });
    vi.stubGlobal('localStorage', { setItem: () => {}, getItem: () => null, removeItem: () => {} });
    const answer = { success: true, ephemeral_token: 'e2', method_name: 'sms', code: 'sms_not_sent', message: 'The code could not be sent by SMS.' };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
    const err = await authProvider.login({ username: 'a@example.com', password: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MfaRequiredError);
    expect((err as MfaRequiredError).challenge).toEqual({
      ephemeral_token: 'e2',
      method_name: 'sms',
      notice: { code: 'sms_not_sent', message: 'The code could not be sent by SMS.' },
    });
    expect(JSON.parse(stored.get('mfa_challenge')!).notice.code).toBe('sms_not_sent');
    expect(mfaNoticeOf({ body: { success: false, code: 'sms_not_sent', message: 'm' } })).toEqual({ code: 'sms_not_sent', message: 'm' });
    expect(mfaNoticeOf(new Error('network'))).toBeUndefined();
  });
});
