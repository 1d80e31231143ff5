// Forgotten password: the link by e-mail (kept in the outbox without SMTP), single use, expiry,
// and what a reset does to sessions, lockout and the log (spec 1 §5, §7.1, §8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allLogText, freshIp, lastMailTo, linkToken, login, mailsTo, post, postForm } from '../support/auth-helpers.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SENT = { success: true, message: 'An email has been sent' };
const INVALID_LINK = { success: false, message: 'This link is invalid or has expired.', code: 'link_invalid', params: {} };
const NEW_PASSWORD = 'brand-new-secret';

async function requestLink(email: string) {
  const res = await postForm(t, '/api/v1/account/forget_password', { login: email });
  expect(res.json()).toEqual(SENT);
  return linkToken((await lastMailTo(t, email)).body);
}

describe('POST /account/forget_password', () => {
  it('answers the same for unknown e-mails and sends nothing', async () => {
    const res = await postForm(t, '/api/v1/account/forget_password', { login: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    expect(await mailsTo(t, 'ghost@example.com')).toEqual([]);
  });

  it('answers 400 without login', async () => {
    const res = await post(t, '/api/v1/account/forget_password', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ login: 'This field is required.' });
  });

  it('queues a link to the console, stored in the outbox without SMTP; JSON bodies work too', async () => {
    const { user } = await createUser(t, 'staff');
    const res = await post(t, '/api/v1/account/forget_password', { login: user.email.toUpperCase() });
    expect(res.json()).toEqual(SENT);
    const mail = await lastMailTo(t, user.email);
    expect(mail.status).toBe('stored');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.body).toContain(`${t.config.PUBLIC_URL}/reset_password/`);
    const stored = await t.database.query(`select token_hash, expires_at from auth_tokens where user_id = $1 and kind = 'reset'`, [user.id]);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].token_hash).not.toBe(linkToken(mail.body));
    const minutes = (new Date(stored.rows[0].expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('sends nothing to an inactive account', async () => {
    const { user } = await createUser(t, 'staff', { active: false });
    expect((await postForm(t, '/api/v1/account/forget_password', { login: user.email })).json()).toEqual(SENT);
    expect(await mailsTo(t, user.email)).toEqual([]);
  });

  it('answers 429 past the per-address limit', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < 5; i++) expect((await postForm(t, '/api/v1/account/forget_password', { login: 'ghost@example.com' }, ip)).statusCode).toBe(200);
    expect((await postForm(t, '/api/v1/account/forget_password', { login: 'ghost@example.com' }, ip)).statusCode).toBe(429);
  });
});

describe('POST /account/reset_password', () => {
  it('requires a password of at least 6 characters', async () => {
    const res = await postForm(t, '/api/v1/account/reset_password', { token: 'whatever-token', password: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { password: 'The password must be at least 6 characters.' } });
    const missing = await post(t, '/api/v1/account/reset_password', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['password', 'token']);
  });

  it('refuses an unknown link', async () => {
    const res = await postForm(t, '/api/v1/account/reset_password', { token: 'a'.repeat(43), password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(INVALID_LINK);
  });

  it('changes the password once, clears the lockout, ends every session and logs without the password', async () => {
    const { user, token: session, password } = await createUser(t, 'staff');
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(t, { login: user.email, password: 'bad-guess' }, ip);
    expect((await login(t, { login: user.email, password }, ip)).json().message).toMatch(/Too many failed attempts/);

    const token = await requestLink(user.email);
    const res = await postForm(t, '/api/v1/account/reset_password', { token, password: NEW_PASSWORD });
    expect(res.json()).toEqual({ success: true, message: 'Your password has been changed.' });

    expect((await t.as(session)({ method: 'GET', url: '/api/v1/account' })).statusCode).toBe(401);
    expect((await postForm(t, '/api/v1/account/reset_password', { token, password: 'another-one' })).json()).toEqual(INVALID_LINK);
    expect((await login(t, { login: user.email, password })).json().success).toBe(false);
    // The blocked address may try again at once: the reset proved the owner.
    expect((await login(t, { login: user.email, password: NEW_PASSWORD }, ip)).json().success).toBe(true);

    const { rows } = await t.database.query(
      `select verb, before, after, author_id from logs where object_type = 'user' and object_id = $1 and verb = 'update'`,
      [String(user.id)],
    );
    expect(rows).toEqual([{ verb: 'update', before: { password_changed: null }, after: { password_changed: true }, author_id: user.id }]);
    const text = await allLogText(t);
    expect(text).not.toContain(NEW_PASSWORD);
    expect(text).not.toContain('$argon2');
  });

  it('refuses an expired link', async () => {
    const { user } = await createUser(t, 'staff');
    const token = await requestLink(user.email);
    await t.database.query(`update auth_tokens set expires_at = now() - interval '1 second' where user_id = $1 and kind = 'reset'`, [user.id]);
    expect((await postForm(t, '/api/v1/account/reset_password', { token, password: NEW_PASSWORD })).json()).toEqual(INVALID_LINK);
  });

  it('keeps only the newest link alive', async () => {
    const { user } = await createUser(t, 'staff');
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect((await postForm(t, '/api/v1/account/reset_password', { token: first, password: NEW_PASSWORD })).json()).toEqual(INVALID_LINK);
    expect((await postForm(t, '/api/v1/account/reset_password', { token: second, password: NEW_PASSWORD })).json().success).toBe(true);
  });

  it('refuses the link of an account deactivated since', async () => {
    const { user } = await createUser(t, 'staff');
    const token = await requestLink(user.email);
    await t.database.query('update users set active = false where id = $1', [user.id]);
    expect((await postForm(t, '/api/v1/account/reset_password', { token, password: NEW_PASSWORD })).json()).toEqual(INVALID_LINK);
  });
});
