// Mail over a real SMTP conversation: nodemailer (SMTP_URL) talking to smtp-server on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, lastMailTo, linkToken, login, postForm } from '../support/auth-helpers.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Console <console@example.com>', PUBLIC_URL: 'https://console.example.com' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('mail over SMTP', () => {
  it('delivers the forgotten-password link, and the link works', async () => {
    const { user } = await createUser(t, 'staff');
    expect((await postForm(t, '/api/v1/account/forget_password', { login: user.email })).json()).toEqual({ success: true, message: 'An email has been sent' });
    await t.app.services.mail.flush();
    const mail = await sink.waitFor((m) => m.to.includes(user.email));
    expect(mail.from).toBe('console@example.com');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('https://console.example.com/reset_password/');
    expect((await lastMailTo(t, user.email)).status).toBe('sent');

    const res = await postForm(t, '/api/v1/account/reset_password', { token: linkToken(mail.text), password: 'over-the-wire' });
    expect(res.json()).toEqual({ success: true, message: 'Your password has been changed.' });
  });

  it('delivers the second-factor code, and the code works', async () => {
    const { user, password } = await createUser(t, 'staff', { mfa_enabled: true });
    const first = (await login(t, { login: user.email, password })).json();
    expect(first).toMatchObject({ success: true, method_name: 'email' });
    await t.app.services.mail.flush();
    const mail = await sink.waitFor((m) => m.to.includes(user.email) && m.subject === 'Your sign-in code');
    const res = await postForm(t, '/api/v1/account/login/mfa/confirm_code', { ephemeral_token: first.ephemeral_token, code: codeIn(mail.text) });
    expect(res.json()).toMatchObject({ success: true, token: expect.any(String) });
  });

  it('delivers the confirmation e-mail of a new user', async () => {
    const admin = await createUser(t, 'admin');
    const res = await t.as(admin.token)({
      method: 'POST',
      url: '/api/v1/users/',
      payload: { email: 'welcome@example.com', firstname: 'Wel', lastname: 'Come' },
    });
    expect(res.statusCode).toBe(201);
    await t.app.services.mail.flush();
    const mail = await sink.waitFor((m) => m.to.includes('welcome@example.com'));
    expect(mail.subject).toBe('Your account has been created');
    expect(mail.text).toContain('Hello Wel Come');
    expect(linkToken(mail.text)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('sends nothing for an unknown address', async () => {
    await postForm(t, '/api/v1/account/forget_password', { login: 'unknown-smtp@example.com' });
    await t.app.services.mail.flush();
    expect(sink.messages.some((m) => m.to.includes('unknown-smtp@example.com'))).toBe(false);
  });
});
