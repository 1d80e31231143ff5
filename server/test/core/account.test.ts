// Sign-in, brute-force brakes, sessions, logout and the account settings (spec 1 §4, §7.1; spec 3 Account).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allLogText, freshIp, login, post, postForm } from '../support/auth-helpers.ts';
import { loginKey } from '../../src/resources/core/account/login-throttle.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

// Every password verification (argon2) goes through this spy, which calls the real one.
const verifications = vi.hoisted(() => vi.fn());
vi.mock('../../src/platform/auth/secrets.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/platform/auth/secrets.ts')>();
  return {
    ...real,
    verifyPassword: (stored: string | null | undefined, password: string) => {
      verifications();
      return real.verifyPassword(stored, password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVALID = 'Unable to log in with provided credentials.';
const THROTTLED = 'Too many failed attempts from this address. Try again in a few minutes.';

const keyOf = async (login: string) => loginKey(login);
async function throttleRow(login: string, address: string): Promise<{ failures: number; blocked_until: Date | null }> {
  const { rows } = await t.database.query('select failures, blocked_until from login_throttle where login_key = $1 and address = $2', [
    await keyOf(login),
    address,
  ]);
  return rows[0];
}
const secondsUntil = (at: Date | null) => (at ? (new Date(at).getTime() - Date.now()) / 1000 : 0);

describe('POST /account/login', () => {
  it('answers 400 with a message per missing field', async () => {
    const res = await login(t, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { login: 'This field is required.', password: 'This field is required.' } });
    const blank = await login(t, { login: '  ', password: '' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['login', 'password']);
  });

  it('refuses wrong credentials with 200 success:false, for known and unknown e-mails alike', async () => {
    const { user } = await createUser(t, 'staff');
    const wrong = await login(t, { login: user.email, password: 'nope-nope' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ success: false, message: INVALID, code: 'login_invalid', params: {} });
    const unknown = await login(t, { login: 'nobody@example.com', password: 'whatever' });
    expect(unknown.json()).toEqual({ success: false, message: INVALID, code: 'login_invalid', params: {} });
  });

  it('signs in with a session token, the user and the permission list; logs the login', async () => {
    const { user, password } = await createUser(t, 'staff', { can_manage_users: true, email: 'Mixed.Case@Example.com' });
    const res = await login(t, { login: 'mixed.case@example.com', password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: expect.any(String),
      user: {
        id: user.id,
        email: 'Mixed.Case@Example.com',
        firstname: 'staff',
        lastname: user.lastname,
        fullname: `staff ${user.lastname}`,
        is_admin: false,
        is_staff: true,
        customer_id: null,
        theme: 'light',
        permissions: ['can_manage_users', 'is_staff'],
      },
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.ephemeral_token).toBeUndefined();

    // The token works, and only its hash is stored.
    const me = await t.as(body.token)({ method: 'GET', url: '/api/v1/account' });
    expect(me.statusCode).toBe(200);
    const stored = await t.database.query(`select token_hash, kind, expires_at from auth_tokens where user_id = $1 and kind = 'session'`, [user.id]);
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(body.token);
    const ttlHours = (new Date(stored.rows.at(-1).expires_at).getTime() - Date.now()) / 3600_000;
    expect(ttlHours).toBeGreaterThan(t.config.TOKEN_TTL_HOURS - 0.1);
    expect(ttlHours).toBeLessThanOrEqual(t.config.TOKEN_TTL_HOURS);

    // A sign-in is an event of the access trail, not a change to the activity log (decision 0084).
    const { rows } = await t.database.query(`select kind, user_id, email from access_events where kind = 'sign_in' and user_id = $1`, [user.id]);
    expect(rows).toEqual([{ kind: 'sign_in', user_id: user.id, email: 'Mixed.Case@Example.com' }]);
    const logged = await t.database.query(`select count(*)::int as n from logs where object_type = 'user' and object_id = $1`, [String(user.id)]);
    expect(logged.rows[0].n).toBe(0);
    const last = await t.database.query('select last_login_at from users where id = $1', [user.id]);
    expect(last.rows[0].last_login_at).not.toBeNull();
  });

  it('adds is_admin to an admin’s permissions', async () => {
    const { user, password } = await createUser(t, 'admin');
    const body = (await login(t, { login: user.email, password })).json();
    expect(body.user.is_admin).toBe(true);
    expect(body.user.permissions).toEqual(expect.arrayContaining(['is_admin', 'is_staff']));
  });

  it('accepts a form body', async () => {
    const { user, password } = await createUser(t, 'portal');
    const res = await postForm(t, '/api/v1/account/login', { login: user.email, password });
    expect(res.json()).toMatchObject({ success: true, user: { id: user.id, is_staff: false, permissions: [] } });
  });

  it('refuses an inactive account with the right password only', async () => {
    const { user, password } = await createUser(t, 'staff', { active: false });
    expect((await login(t, { login: user.email, password: 'wrong-password' })).json().message).toBe(INVALID);
    expect((await login(t, { login: user.email, password })).json()).toEqual({
      success: false,
      message: 'This account is inactive.',
      code: 'account_inactive',
      params: {},
    });
  });

  it('blocks one address for one login after 5 failures, with growing waits, while the owner signs in from another address', async () => {
    const { user, password } = await createUser(t, 'staff');
    const attacker = freshIp();
    const started = Date.now();
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await login(t, { login: user.email, password: 'bad-guess' }, attacker)).json().message);
    // 200 + 400 + 600 + 800 + 1000 ms of brakes.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(answers).toEqual([INVALID, INVALID, INVALID, INVALID, THROTTLED]);
    // The attacker's address is not even asked for the password any more...
    expect((await login(t, { login: user.email, password }, attacker)).json()).toEqual({
      success: false,
      message: THROTTLED,
      code: 'login_throttled',
      params: {},
    });
    const key = await throttleRow(user.email, attacker);
    expect(key.failures).toBe(5);
    expect(secondsUntil(key.blocked_until)).toBeGreaterThan(25);
    expect(secondsUntil(key.blocked_until)).toBeLessThanOrEqual(30);
    // ...but the owner, elsewhere, is not locked out.
    expect((await login(t, { login: user.email, password }, freshIp())).json().success).toBe(true);

    // Once the wait is over the address may try again; its next failure waits twice as long.
    await t.database.query(`update login_throttle set blocked_until = now() - interval '1 second' where address = $1`, [attacker]);
    expect((await login(t, { login: user.email, password: 'bad-guess' }, attacker)).json().message).toBe(THROTTLED);
    const again = await throttleRow(user.email, attacker);
    expect(again.failures).toBe(6);
    expect(secondsUntil(again.blocked_until)).toBeGreaterThan(55);
    expect(secondsUntil(again.blocked_until)).toBeLessThanOrEqual(60);
    // The right password from that address, once its wait is over, works and starts the count again.
    await t.database.query(`update login_throttle set blocked_until = now() - interval '1 second' where address = $1`, [attacker]);
    expect((await login(t, { login: user.email, password }, attacker)).json().success).toBe(true);
    expect((await throttleRow(user.email, attacker)).failures).toBe(0);
    // Nothing is kept on the user any more.
    const { rows } = await t.database.query('select failed_logins, locked_until from users where id = $1', [user.id]);
    expect(rows[0]).toEqual({ failed_logins: 0, locked_until: null });
  });

  it('checks no more passwords than the free failures in a burst of concurrent tries from one address', async () => {
    const { user } = await createUser(t, 'staff');
    const ip = freshIp();
    verifications.mockClear();
    const guesses = Array.from({ length: 12 }, (_, i) => `wrong-guess-${i}`);
    const answers = await Promise.all(guesses.map((p) => login(t, { login: user.email, password: p }, ip).then((r) => r.json())));
    // Five passwords checked (argon2), whatever order the tries reached the database in; the rest wait.
    expect(verifications).toHaveBeenCalledTimes(5);
    expect(answers.filter((a) => a.message === INVALID)).toHaveLength(4);
    expect(answers.filter((a) => a.message === THROTTLED)).toHaveLength(8);
  });

  it('leaves no wait behind after concurrent right sign-ins of one login from one address', async () => {
    const { user, password } = await createUser(t, 'staff');
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(t, { login: user.email, password }, ip).then((r) => r.json())));
    expect(answers.filter((a) => a.success).length).toBeGreaterThanOrEqual(5);
    expect((await login(t, { login: user.email, password }, ip)).json().success).toBe(true);
    expect(await throttleRow(user.email, ip)).toMatchObject({ failures: 0, blocked_until: null });
  });

  it('answers an unknown account exactly as a known one, locked or not: same status, messages and comparable timing', async () => {
    const { user } = await createUser(t, 'staff');
    const checks: number[] = [];
    const sequence = async (loginName: string) => {
      const ip = freshIp();
      verifications.mockClear();
      const out: { status: number; body: unknown; ms: number }[] = [];
      for (let i = 0; i < 6; i++) {
        const started = performance.now();
        const res = await login(t, { login: loginName, password: 'bad-guess' }, ip);
        out.push({ status: res.statusCode, body: res.json(), ms: performance.now() - started });
      }
      checks.push(verifications.mock.calls.length);
      return out;
    };
    const known = await sequence(user.email);
    const unknown = await sequence(`nobody-${user.id}@example.com`);
    expect(unknown.map(({ status, body }) => ({ status, body }))).toEqual(known.map(({ status, body }) => ({ status, body })));
    expect(known.map((a) => (a.body as { message: string }).message)).toEqual([INVALID, INVALID, INVALID, INVALID, THROTTLED, THROTTLED]);
    // An unknown login is checked against a dummy argon2 hash (as many argon2 verifications as a known
    // one) and counted like a known one: the same brakes, so the time of each answer says nothing either.
    expect(checks).toEqual([5, 5]);
    const total = (answers: { ms: number }[]) => answers.reduce((sum, a) => sum + a.ms, 0);
    expect(total(unknown)).toBeGreaterThan(total(known) * 0.75);
    expect(total(unknown)).toBeLessThan(total(known) * 1.33);
  });

  it("under failures spread over many addresses, gives new addresses one try while the owner's known address keeps its five", async () => {
    const { user, password } = await createUser(t, 'staff');
    const home = freshIp();
    expect((await login(t, { login: user.email, password }, home)).json().success).toBe(true);
    // Thirty failures from six addresses in the last hour.
    for (let i = 0; i < 6; i++) {
      await t.database.query(
        `insert into login_throttle (login_key, address, failures, last_failure_at, blocked_until) values ($1, $2, 5, now(), now() - interval '1 second')`,
        [await keyOf(user.email), `203.0.113.${i + 1}`],
      );
    }
    const stranger = freshIp();
    expect((await login(t, { login: user.email, password: 'bad-guess' }, stranger)).json().message).toBe(THROTTLED);
    expect((await login(t, { login: user.email, password }, stranger)).json().message).toBe(THROTTLED);
    // The owner's address: a mistake is just a mistake, and the right password works.
    expect((await login(t, { login: user.email, password: 'bad-guess' }, home)).json().message).toBe(INVALID);
    expect((await login(t, { login: user.email, password }, home)).json().success).toBe(true);
  });

  it('resets the failure count on success, so failures must be consecutive', async () => {
    const { user, password } = await createUser(t, 'staff');
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await login(t, { login: user.email, password: 'bad-guess' }, ip);
    expect((await login(t, { login: user.email, password }, ip)).json().success).toBe(true);
    expect((await login(t, { login: user.email, password: 'bad-guess' }, ip)).json().message).toBe(INVALID);
  });

  it('answers 429 once an address exceeds the login rate limit', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await login(t, {}, ip)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    const limited = await login(t, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, message: expect.stringMatching(/^Too many requests/) });
    // Another address is not affected.
    expect((await login(t, {})).statusCode).toBe(400);
  });

  it('takes its login limit from LOGIN_RATE_LIMIT', async () => {
    const strict = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await strict.app.inject({ method: 'POST', url: '/api/v1/account/login', payload: {} })).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await strict.close();
    }
  });

  it('does not let a client choose its address with X-Forwarded-For (TRUST_PROXY is off by default)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await login(t, {}, ip);
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      payload: {},
      remoteAddress: ip,
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(spoofed.statusCode).toBe(429);
  });
});

describe('tokens and the guard', () => {
  it('answers 401 without a token, with a malformed, unknown, expired or revoked one', async () => {
    const get = (token: string | null) => t.as(token)({ method: 'GET', url: '/api/v1/account' });
    expect((await get(null)).statusCode).toBe(401);
    expect((await get('short')).statusCode).toBe(401);
    expect((await get('x'.repeat(43))).statusCode).toBe(401);

    const expired = await createUser(t, 'staff');
    await t.database.query(`update auth_tokens set expires_at = now() - interval '1 minute' where user_id = $1`, [expired.user.id]);
    expect((await get(expired.token)).statusCode).toBe(401);

    const { token } = await createUser(t, 'staff');
    expect((await get(token)).statusCode).toBe(200);
    const out = await t.as(token)({ method: 'POST', url: '/api/v1/account/logout' });
    expect(out.json()).toEqual({ success: true });
    expect((await get(token)).statusCode).toBe(401);
    expect((await t.as(token)({ method: 'POST', url: '/api/v1/account/logout' })).statusCode).toBe(401);
  });

  it('stops honouring the token of a user who is deactivated', async () => {
    const { user, token } = await createUser(t, 'staff');
    await t.database.query('update users set active = false where id = $1', [user.id]);
    expect((await t.as(token)({ method: 'GET', url: '/api/v1/account' })).statusCode).toBe(401);
  });

  it('keeps portal users out of staff routes with 403 but lets them use /account', async () => {
    const { token } = await createUser(t, 'portal');
    const as = t.as(token);
    expect((await as({ method: 'GET', url: '/api/v1/users/' })).statusCode).toBe(403);
    expect((await as({ method: 'GET', url: '/api/v1/customers/' })).statusCode).toBe(403);
    expect((await as({ method: 'GET', url: '/api/v1/account' })).statusCode).toBe(200);
  });
});

describe('GET and PUT /account', () => {
  it('reads the signed-in user without any secret', async () => {
    const { user, token } = await createUser(t, 'staff', { can_manage_users: true, theme: 'dark' });
    const res = await t.as(token)({ method: 'GET', url: '/api/v1/account' });
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      firstname: 'staff',
      lastname: user.lastname,
      theme: 'dark',
      mfa_enabled: false,
      permissions: ['can_manage_users', 'is_staff'],
    });
    for (const secret of ['password', 'password_hash', 'failed_logins', 'locked_until']) expect(res.json()).not.toHaveProperty(secret);
  });

  it('answers 400 with a message per field', async () => {
    const { token } = await createUser(t, 'portal');
    const res = await t.as(token)({
      method: 'PUT',
      url: '/api/v1/account',
      payload: { email: 'not-an-email', firstname: '', password: 'short', theme: 'pink' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toEqual({
      email: 'Enter a valid e-mail address.',
      firstname: 'This field is required.',
      lastname: 'This field is required.',
      password: 'The password must be at least 8 characters.',
      theme: 'One of: light, dark.',
    });
  });

  it('refuses an e-mail that another user has, whatever its case', async () => {
    const other = await createUser(t, 'staff');
    const { token } = await createUser(t, 'staff');
    const res = await t.as(token)({ method: 'PUT', url: '/api/v1/account', payload: { email: other.user.email.toUpperCase(), firstname: 'A', lastname: 'B' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { email: 'A user with this e-mail already exists.' } });
  });

  it('updates the account, logs the change without the password, and signs out the other sessions', async () => {
    const { user, token, password } = await createUser(t, 'portal');
    const other = (await login(t, { login: user.email, password })).json().token;
    const newPassword = 'A-much-better-passphrase';
    const res = await t.as(token)({
      method: 'PUT',
      url: '/api/v1/account',
      payload: {
        email: `renamed-${user.id}@example.com`,
        firstname: 'Ann',
        lastname: 'Lee',
        password: newPassword,
        current_password: password,
        theme: 'dark',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Account updated',
      email: `renamed-${user.id}@example.com`,
      firstname: 'Ann',
      lastname: 'Lee',
      theme: 'dark',
    });
    expect(JSON.stringify(res.json())).not.toContain(newPassword);

    expect((await t.as(token)({ method: 'GET', url: '/api/v1/account' })).statusCode).toBe(200);
    expect((await t.as(other)({ method: 'GET', url: '/api/v1/account' })).statusCode).toBe(401);
    expect((await login(t, { login: `renamed-${user.id}@example.com`, password })).json().success).toBe(false);
    expect((await login(t, { login: `renamed-${user.id}@example.com`, password: newPassword })).json().success).toBe(true);

    const { rows } = await t.database.query(`select before, after, author_id from logs where verb = 'update' and object_type = 'user' and object_id = $1`, [
      String(user.id),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].author_id).toBe(user.id);
    expect(rows[0].after).toMatchObject({ firstname: 'Ann', lastname: 'Lee', password_changed: true });
    // The theme is a preference of the person, not a change to log (issue 28).
    expect(rows[0].after).not.toHaveProperty('theme');
    expect(rows[0].before).toMatchObject({ firstname: 'portal', password_changed: null });
  });

  it('sets a new password only with the right current one, answered on its field (issue 28)', async () => {
    const { user, token, password } = await createUser(t, 'staff');
    const base = { email: user.email, firstname: 'Renamed', lastname: user.lastname, password: 'A-new-passphrase-28' };
    for (const [extra, message] of [
      [{}, 'Enter your current password to set a new one.'],
      [{ current_password: '' }, 'Enter your current password to set a new one.'],
      [{ current_password: 'not-my-password' }, 'The current password is incorrect.'],
    ] as const) {
      const res = await t.as(token)({ method: 'PUT', url: '/api/v1/account', payload: { ...base, ...extra } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { current_password: message } });
    }
    // Nothing of a refused body is written: the name and the password stay.
    expect((await login(t, { login: user.email, password })).json().success).toBe(true);
    expect((await t.as(token)({ method: 'GET', url: '/api/v1/account' })).json()).toMatchObject({ firstname: user.firstname });

    const ok = await t.as(token)({ method: 'PUT', url: '/api/v1/account', payload: { ...base, current_password: password } });
    expect(ok.json()).toMatchObject({ success: true, firstname: 'Renamed' });
    expect((await login(t, { login: user.email, password: 'A-new-passphrase-28' })).json().success).toBe(true);
    // Without a new password the current one is not asked for.
    const plain = await t.as(token)({ method: 'PUT', url: '/api/v1/account', payload: { email: user.email, firstname: 'Again', lastname: user.lastname } });
    expect(plain.json()).toMatchObject({ success: true, firstname: 'Again' });
  });

  it('keeps the password when the field is blank and writes no entry when nothing changed', async () => {
    const { user, token, password } = await createUser(t, 'staff');
    const same = { email: user.email, firstname: user.firstname, lastname: user.lastname, password: '', theme: 'light' };
    const res = await t.as(token)({ method: 'PUT', url: '/api/v1/account', payload: same });
    expect(res.json()).toMatchObject({ success: true, message: 'Account updated' });
    expect((await login(t, { login: user.email, password })).json().success).toBe(true);
    const { rows } = await t.database.query(`select 1 from logs where verb = 'update' and object_id = $1`, [String(user.id)]);
    expect(rows).toHaveLength(0);
  });

  it('never writes a password or its hash into the log', async () => {
    const text = await allLogText(t);
    for (const secret of ['Correct-Horse-9', 'A-much-better-passphrase', '$argon2', 'password_hash']) expect(text).not.toContain(secret);
  });

  it('does not answer 500 to odd bodies', async () => {
    const { token } = await createUser(t, 'staff');
    for (const payload of [
      { email: 5, firstname: [], lastname: {} },
      { email: 'a@b.co', firstname: 'x'.repeat(5000), lastname: 'y' },
    ]) {
      const res = await t.as(token)({ method: 'PUT', url: '/api/v1/account', payload });
      expect(res.statusCode).toBe(400);
    }
    const weird = await post(t, '/api/v1/account/login', { login: 'a@b.co', password: 'p'.repeat(300) });
    expect(weird.statusCode).toBe(400);
  });
});
