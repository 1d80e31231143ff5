// Second factor: admin switches, the challenge at sign-in, codes by e-mail and SMS, resend,
// wrong codes, expiry (spec 1 §4 MFA and Session, §5, §7.1).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IntegrationError } from '../../src/integrations/http.ts';
import { SmsRecipientRefused } from '../../src/integrations/sms/api.ts';
import { codeIn, freshIp, lastMailTo, login, mailsTo, post } from '../support/auth-helpers.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, 'admin');
});
afterAll(() => t.close());

const INVALID = { success: false, message: 'Invalid code.', code: 'mfa_code_invalid', params: {} };
const EXPIRED = { success: false, message: 'The code has expired. Please sign in again.', code: 'mfa_code_expired', params: {} };

async function startMfaLogin(over: Record<string, unknown> = {}) {
  const u = await createUser(t, 'staff', { mfa_enabled: true, ...over });
  const res = await login(t, { login: u.user.email, password: u.password });
  return { ...u, res, body: res.json() };
}

const confirm = (payload: Record<string, unknown>, ip = freshIp()) => post(t, '/api/v1/account/login/mfa/confirm_code', payload, ip);
const resend = (ephemeral_token: string) => post(t, '/api/v1/account/login/mfa/dispatch_code', { ephemeral_token });

describe('POST /users/{id}/mfa/enable and /disable', () => {
  it('lets an admin switch MFA and answers a reason when already in that state; logged as an update', async () => {
    const { user } = await createUser(t, 'portal');
    const as = t.as(admin.token);
    expect((await as({ method: 'POST', url: `/api/v1/users/${user.id}/mfa/enable` })).json()).toEqual({ success: true, reason: null });
    expect((await as({ method: 'POST', url: `/api/v1/users/${user.id}/mfa/enable` })).json()).toEqual({
      success: false,
      reason: 'MFA is already enabled.',
      code: 'mfa_already_enabled',
      params: {},
    });
    expect((await as({ method: 'GET', url: `/api/v1/users/${user.id}` })).json().mfa_enabled).toBe(true);
    expect((await as({ method: 'POST', url: `/api/v1/users/${user.id}/mfa/disable` })).json()).toEqual({ success: true, reason: null });
    expect((await as({ method: 'POST', url: `/api/v1/users/${user.id}/mfa/disable` })).json()).toEqual({
      success: false,
      reason: 'MFA is already disabled.',
      code: 'mfa_already_disabled',
      params: {},
    });
    const { rows } = await t.database.query(`select verb, before, after, author_id from logs where object_type = 'user' and object_id = $1 order by id`, [
      String(user.id),
    ]);
    expect(rows).toEqual([
      { verb: 'update', before: { mfa_enabled: false }, after: { mfa_enabled: true }, author_id: admin.user.id },
      { verb: 'update', before: { mfa_enabled: true }, after: { mfa_enabled: false }, author_id: admin.user.id },
    ]);
  });

  it('is refused with 403 to staff (even user managers) and portal users, 401 without a token, 404 for a missing user', async () => {
    const { user } = await createUser(t, 'portal');
    const manager = await createUser(t, 'staff', { can_manage_users: true });
    const portal = await createUser(t, 'portal');
    for (const token of [manager.token, portal.token]) {
      expect((await t.as(token)({ method: 'POST', url: `/api/v1/users/${user.id}/mfa/enable` })).statusCode).toBe(403);
      expect((await t.as(token)({ method: 'POST', url: `/api/v1/users/${user.id}/mfa/disable` })).statusCode).toBe(403);
    }
    expect((await t.as(null)({ method: 'POST', url: `/api/v1/users/${user.id}/mfa/enable` })).statusCode).toBe(401);
    expect((await t.as(admin.token)({ method: 'POST', url: '/api/v1/users/999999/mfa/enable' })).statusCode).toBe(404);
    expect((await t.as(admin.token)({ method: 'POST', url: '/api/v1/users/abc/mfa/enable' })).statusCode).toBe(400);
  });

  it('cannot be switched through the generic update', async () => {
    const { user } = await createUser(t, 'portal');
    const manager = await createUser(t, 'staff', { can_manage_users: true });
    await t.as(manager.token)({ method: 'PUT', url: `/api/v1/users/${user.id}`, payload: { mfa_enabled: true, firstname: 'Zed' } });
    expect((await t.as(admin.token)({ method: 'GET', url: `/api/v1/users/${user.id}` })).json()).toMatchObject({ mfa_enabled: false, firstname: 'Zed' });
  });
});

describe('sign-in with a second factor by e-mail', () => {
  it('answers an ephemeral token and the method instead of a session, and mails a 6-digit code', async () => {
    const { user, body } = await startMfaLogin();
    expect(body).toMatchObject({ success: true, ephemeral_token: expect.any(String), method_name: 'email' });
    expect(body.token).toBeUndefined();
    expect(body.user).toBeUndefined();
    const mail = await lastMailTo(t, user.email);
    expect(mail.subject).toBe('Your sign-in code');
    expect(codeIn(mail.body)).toMatch(/^\d{6}$/);
    // No sign-in until the second step: the trail has the challenge (decision 0084).
    expect((await t.database.query(`select kind from access_events where user_id = $1`, [user.id])).rows).toEqual([{ kind: 'mfa_challenge' }]);
  });

  it('gives the session, user and permissions for the right code, once; the login is logged', async () => {
    const { user, body } = await startMfaLogin();
    const code = codeIn((await lastMailTo(t, user.email)).body);
    const res = await confirm({ ephemeral_token: body.ephemeral_token, code });
    expect(res.json()).toMatchObject({
      success: true,
      token: expect.any(String),
      permissions: ['is_staff'],
      user: { id: user.id, email: user.email, permissions: ['is_staff'] },
      message: expect.any(String),
    });
    expect((await t.as(res.json().token)({ method: 'GET', url: '/api/v1/account' })).json().mfa_enabled).toBe(true);
    expect((await confirm({ ephemeral_token: body.ephemeral_token, code })).json()).toEqual(EXPIRED);
    expect((await t.database.query(`select 1 from access_events where kind = 'sign_in' and user_id = $1`, [user.id])).rows).toHaveLength(1);
  });

  it('accepts a code sent as a JSON number or with spaces around it', async () => {
    const { user, body } = await startMfaLogin();
    const code = codeIn((await lastMailTo(t, user.email)).body);
    const sent = code.startsWith('0') ? ` ${code} ` : Number(code);
    expect((await confirm({ ephemeral_token: body.ephemeral_token, code: sent })).json().success).toBe(true);
  });

  it('answers Invalid code. for a wrong code, then expired after 5 wrong attempts (even for the right code)', async () => {
    const { user, body } = await startMfaLogin();
    const code = codeIn((await lastMailTo(t, user.email)).body);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await confirm({ ephemeral_token: body.ephemeral_token, code: wrong })).json()).toEqual(INVALID);
    expect((await confirm({ ephemeral_token: body.ephemeral_token, code })).json()).toEqual(EXPIRED);
  });

  it('answers expired once the 10 minutes are over, and for unknown tokens', async () => {
    const { user, body } = await startMfaLogin();
    const code = codeIn((await lastMailTo(t, user.email)).body);
    const { rows } = await t.database.query(`select expires_at from auth_tokens where user_id = $1 and kind = 'mfa'`, [user.id]);
    const minutes = (new Date(rows[0].expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    await t.database.query(`update auth_tokens set expires_at = now() - interval '1 second' where user_id = $1 and kind = 'mfa'`, [user.id]);
    expect((await confirm({ ephemeral_token: body.ephemeral_token, code })).json()).toEqual(EXPIRED);
    expect((await confirm({ ephemeral_token: 'b'.repeat(43), code })).json()).toEqual(EXPIRED);
    expect((await resend('b'.repeat(43))).json()).toEqual(EXPIRED);
  });

  it('answers 400 for an empty code or a missing token', async () => {
    const { body } = await startMfaLogin();
    const empty = await confirm({ ephemeral_token: body.ephemeral_token, code: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ code: 'This field is required.' });
    expect((await confirm({ code: '123456' })).statusCode).toBe(400);
    expect((await post(t, '/api/v1/account/login/mfa/dispatch_code', {})).statusCode).toBe(400);
  });

  it('resends a new code on dispatch_code; the previous code stops working', async () => {
    const { user, body } = await startMfaLogin();
    const first = codeIn((await lastMailTo(t, user.email)).body);
    expect((await resend(body.ephemeral_token)).json()).toMatchObject({ success: true, message: 'A new code has been sent.', method_name: 'email' });
    const mails = await mailsTo(t, user.email);
    expect(mails).toHaveLength(2);
    const second = codeIn(mails[1].body);
    if (first !== second) expect((await confirm({ ephemeral_token: body.ephemeral_token, code: first })).json()).toEqual(INVALID);
    expect((await confirm({ ephemeral_token: body.ephemeral_token, code: second })).json().success).toBe(true);
  });

  it('drops an earlier challenge when the user signs in again', async () => {
    const { user, password, body } = await startMfaLogin();
    const firstCode = codeIn((await lastMailTo(t, user.email)).body);
    await login(t, { login: user.email, password });
    expect((await confirm({ ephemeral_token: body.ephemeral_token, code: firstCode })).json()).toEqual(EXPIRED);
  });

  it('still refuses a wrong password before any code is sent', async () => {
    const { user } = await createUser(t, 'staff', { mfa_enabled: true });
    expect((await login(t, { login: user.email, password: 'bad-guess' })).json()).toEqual({
      success: false,
      message: 'Unable to log in with provided credentials.',
      code: 'login_invalid',
      params: {},
    });
    expect(await mailsTo(t, user.email)).toEqual([]);
  });

  it('stops a challenge when MFA is disabled meanwhile', async () => {
    const { user, body } = await startMfaLogin();
    const code = codeIn((await lastMailTo(t, user.email)).body);
    await t.as(admin.token)({ method: 'POST', url: `/api/v1/users/${user.id}/mfa/disable` });
    expect((await confirm({ ephemeral_token: body.ephemeral_token, code })).json()).toEqual(EXPIRED);
  });
});

describe('sign-in with a second factor by SMS', () => {
  it('goes through the configured gateway (the simulator by default)', async () => {
    const gateway = t.app.services.integrations.sms as unknown as { sent: { to: string; text: string }[] };
    const { body } = await startMfaLogin({ mfa_method: 'sms', phone: '+32 470 11 22 33' });
    expect(body).toMatchObject({ success: true, method_name: 'sms' });
    const sms = gateway.sent.at(-1)!;
    expect(sms.to).toBe('+32 470 11 22 33');
    expect((await confirm({ ephemeral_token: body.ephemeral_token, code: codeIn(sms.text) })).json().success).toBe(true);
  });

  it('sends the code through the SMS gateway to the user’s phone', async () => {
    const send = vi.fn(async (_to: string, _text: string) => ({ id: 'sms-1' }));
    t.app.services.integrations.sms = { send };
    const { user, body } = await startMfaLogin({ mfa_method: 'sms', phone: '+32 470 12 34 56' });
    expect(body).toMatchObject({ success: true, method_name: 'sms', ephemeral_token: expect.any(String) });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toBe('+32 470 12 34 56');
    const code = codeIn(send.mock.calls[0][1]);
    expect(await mailsTo(t, user.email)).toEqual([]);

    expect((await resend(body.ephemeral_token)).json()).toMatchObject({ success: true, method_name: 'sms' });
    expect(send).toHaveBeenCalledTimes(2);
    const second = codeIn(send.mock.calls[1][1]);
    if (code !== second) expect((await confirm({ ephemeral_token: body.ephemeral_token, code })).json()).toEqual(INVALID);
    expect((await confirm({ ephemeral_token: body.ephemeral_token, code: second })).json().success).toBe(true);
  });

  it('falls back to e-mail when the user has no phone number', async () => {
    const send = vi.fn(async () => ({ id: 'x' }));
    t.app.services.integrations.sms = { send };
    const { user, body } = await startMfaLogin({ mfa_method: 'sms', phone: null });
    expect(body.method_name).toBe('email');
    expect(send).not.toHaveBeenCalled();
    expect(codeIn((await lastMailTo(t, user.email)).body)).toMatch(/^\d{6}$/);
  });

  it('opens the second-factor step with the reason when the SMS could not be sent, and says it again on resend', async () => {
    const down = new IntegrationError('SMS (Twilio)', 'HTTP 503, Twilio error 20500: Internal Server Error', 503, { body: '{"secret":"remote body"}' });
    const send = vi.fn(async (_to: string, _text: string): Promise<{ id: string }> => Promise.reject(down));
    t.app.services.integrations.sms = { send };
    const { body } = await startMfaLogin({ mfa_method: 'sms', phone: '+32470000000' });
    const NOT_SENT = 'The code could not be sent by SMS: the SMS service did not accept it. Please try again later.';
    expect(body).toEqual({ success: true, ephemeral_token: expect.any(String), method_name: 'sms', code: 'sms_not_sent', params: {}, message: NOT_SENT });
    expect(JSON.stringify(body)).not.toMatch(/remote body|Twilio/);
    expect((await resend(body.ephemeral_token)).json()).toEqual({ success: false, code: 'sms_not_sent', params: {}, message: NOT_SENT });

    // Back up: the resend delivers, and the code confirms the challenge opened by the failed sign-in.
    send.mockImplementation(async () => ({ id: 'SM1' }));
    expect((await resend(body.ephemeral_token)).json()).toMatchObject({ success: true, method_name: 'sms' });
    const code = codeIn(send.mock.calls.at(-1)![1]);
    expect((await confirm({ ephemeral_token: body.ephemeral_token, code })).json().success).toBe(true);
  });

  it('says when the provider refused the account’s phone number', async () => {
    const refused = new SmsRecipientRefused('SMS (Twilio)', "HTTP 400, Twilio error 21211: Invalid 'To' Phone Number", 400);
    t.app.services.integrations.sms = { send: vi.fn(async () => Promise.reject(refused)) };
    const { body } = await startMfaLogin({ mfa_method: 'sms', phone: '+32470000001' });
    expect(body).toMatchObject({
      ephemeral_token: expect.any(String),
      method_name: 'sms',
      code: 'sms_number_refused',
      message: 'The code could not be sent by SMS: the phone number of this account was refused. Please ask an administrator to check it.',
    });
  });
});
