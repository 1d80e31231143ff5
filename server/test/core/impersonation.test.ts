// Impersonating users and customers: who may be impersonated, the signed one-minute single-use
// link, its redemption by the portal, and the log (spec 1 §4 Impersonate, §6, §7.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetSessions } from '../../src/platform/auth/session-cache.ts';
import { post } from '../support/auth-helpers.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;
let admin: ReturnType<TestApp['as']>;
beforeAll(async () => {
  t = await createTestApp({ PORTAL_URL: 'https://portal.example.com/' });
  staff = await createUser(t, 'staff', { can_impersonate: true });
  admin = t.as((await createUser(t, 'admin')).token);
});
afterAll(() => t.close());

const INVALID = { success: false, message: 'This link is invalid or has expired.', code: 'link_invalid', params: {} };
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const redeem = (token: string) => post(t, '/api/v1/account/impersonation/redeem', { token });
const impersonateUser = (id: number, token = staff.token) => t.as(token)({ method: 'POST', url: `/api/v1/users/${id}/impersonate` });
const impersonateCustomer = (id: number, token = staff.token) => t.as(token)({ method: 'POST', url: `/api/v1/customers/${id}/impersonate` });

async function customer(over: { active?: boolean; archived?: boolean } = {}) {
  const { rows } = await t.database.query(
    `insert into customers (name, active, archived_at) values ($1, $2, ${over.archived ? 'now()' : 'null'}) returning id`,
    [`Customer ${Math.random().toString(36).slice(2, 8)}`, over.active ?? true],
  );
  return rows[0].id as number;
}

describe('POST /users/{id}/impersonate', () => {
  it('gives a one-minute portal link for an active portal user and logs the impersonation', async () => {
    const target = await createUser(t, 'portal');
    const res = await impersonateUser(target.user.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, reason: null });
    expect(body.redirect_url).toMatch(/^https:\/\/portal\.example\.com\/impersonate\?token=[A-Za-z0-9._-]+$/);

    const { rows } = await t.database.query(`select actor_id, user_id, expires_at, token_hash from auth_tokens where kind = 'impersonation' and user_id = $1`, [
      target.user.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].actor_id).toBe(staff.user.id);
    expect(rows[0].token_hash).not.toBe(tokenOf(body.redirect_url));
    const seconds = (new Date(rows[0].expires_at).getTime() - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);

    // The access trail (decision 0084), not the activity log.
    const log = await t.database.query(`select kind, actor_id from access_events where kind = 'impersonation_start' and user_id = $1`, [target.user.id]);
    expect(log.rows).toEqual([{ kind: 'impersonation_start', actor_id: staff.user.id }]);
    expect((await t.database.query(`select 1 from logs where verb = 'impersonate'`)).rows).toHaveLength(0);
  });

  it('refuses admin and staff targets and inactive users with a reason', async () => {
    const refusal = 'Admin and staff accounts cannot be impersonated.';
    for (const role of ['admin', 'staff'] as const) {
      const target = await createUser(t, role);
      expect((await impersonateUser(target.user.id)).json()).toEqual({
        success: false,
        redirect_url: null,
        reason: refusal,
        code: 'impersonation_privileged',
        params: {},
      });
    }
    const inactive = await createUser(t, 'portal', { active: false });
    expect((await impersonateUser(inactive.user.id)).json()).toEqual({
      success: false,
      redirect_url: null,
      reason: 'This user is inactive.',
      code: 'impersonation_user_inactive',
      params: {},
    });
    expect((await t.database.query(`select 1 from auth_tokens where kind = 'impersonation' and user_id = $1`, [inactive.user.id])).rows).toHaveLength(0);
  });

  it('needs can_impersonate: 403 for staff without it and portal users, 401 without a token, 404 for a missing user', async () => {
    const portal = await createUser(t, 'portal');
    const plainStaff = await createUser(t, 'staff', { can_manage_users: true });
    const target = await createUser(t, 'portal');
    expect((await impersonateUser(target.user.id, portal.token)).statusCode).toBe(403);
    expect((await impersonateUser(target.user.id, plainStaff.token)).statusCode).toBe(403);
    expect((await impersonateCustomer(await customer(), plainStaff.token)).statusCode).toBe(403);
    // Admins hold every permission.
    expect((await admin({ method: 'POST', url: `/api/v1/users/${target.user.id}/impersonate` })).json().success).toBe(true);
    expect((await t.as(null)({ method: 'POST', url: `/api/v1/users/${target.user.id}/impersonate` })).statusCode).toBe(401);
    expect((await impersonateUser(999999)).statusCode).toBe(404);
  });
});

describe('POST /account/impersonation/redeem', () => {
  it('trades the link for a session of the target, once; the session is attributed to the staff member', async () => {
    const target = await createUser(t, 'portal');
    const token = tokenOf((await impersonateUser(target.user.id)).json().redirect_url);
    const res = await redeem(token);
    expect(res.json()).toMatchObject({ success: true, token: expect.any(String), user: { id: target.user.id, email: target.user.email, is_staff: false } });
    const me = await t.as(res.json().token)({ method: 'GET', url: '/api/v1/account' });
    expect(me.json().id).toBe(target.user.id);
    expect((await redeem(token)).json()).toEqual(INVALID);

    const log = await t.database.query(`select actor_id, details from access_events where kind = 'sign_in' and user_id = $1`, [target.user.id]);
    expect(log.rows).toEqual([{ actor_id: staff.user.id, details: { impersonated: true } }]);
    // Not the user's own sign-in.
    expect((await t.database.query('select last_login_at from users where id = $1', [target.user.id])).rows[0].last_login_at).toBeNull();
  });

  it('refuses expired, forged and tampered links', async () => {
    const target = await createUser(t, 'portal');
    const token = tokenOf((await impersonateUser(target.user.id)).json().redirect_url);
    const [nonce, expiry, signature] = token.split('.');
    expect((await redeem(`${nonce}.${Number(expiry) + 60_000}.${signature}`)).json()).toEqual(INVALID);
    expect((await redeem(`${nonce}.${expiry}.${'A'.repeat(signature.length)}`)).json()).toEqual(INVALID);
    expect((await redeem('not-a-token-at-all')).json()).toEqual(INVALID);
    await t.database.query(`update auth_tokens set expires_at = now() - interval '1 second' where kind = 'impersonation' and user_id = $1`, [target.user.id]);
    expect((await redeem(token)).json()).toEqual(INVALID);
  });

  it('refuses a link whose staff member lost the permission or was deactivated since', async () => {
    for (const change of [{ can_impersonate: false }, { active: false }]) {
      const other = await createUser(t, 'staff', { can_impersonate: true });
      const target = await createUser(t, 'portal');
      const token = tokenOf((await impersonateUser(target.user.id, other.token)).json().redirect_url);
      await t.database.query(`update users set ${Object.keys(change)[0]} = false where id = $1`, [other.user.id]);
      expect((await redeem(token)).json()).toEqual(INVALID);
    }
  });

  it('refuses a link whose target became staff or inactive since', async () => {
    const target = await createUser(t, 'portal');
    const token = tokenOf((await impersonateUser(target.user.id)).json().redirect_url);
    await t.database.query('update users set is_staff = true where id = $1', [target.user.id]);
    expect((await redeem(token)).json()).toEqual(INVALID);
  });

  it('answers 400 without a token', async () => {
    expect((await post(t, '/api/v1/account/impersonation/redeem', {})).statusCode).toBe(400);
  });
});

describe('POST /customers/{id}/impersonate', () => {
  it('opens the customer’s oldest active portal user and logs on the customer', async () => {
    const id = await customer();
    await createUser(t, 'staff', { customer_id: id });
    await createUser(t, 'portal', { customer_id: id, active: false });
    const oldest = await createUser(t, 'portal', { customer_id: id });
    await createUser(t, 'portal', { customer_id: id });
    const res = await impersonateCustomer(id);
    expect(res.json()).toMatchObject({
      success: true,
      reason: null,
      redirect_url: expect.stringMatching(/^https:\/\/portal\.example\.com\/impersonate\?token=/),
    });
    const session = (await redeem(tokenOf(res.json().redirect_url))).json();
    expect(session.user.id).toBe(oldest.user.id);
    const log = await t.database.query(
      `select user_id, email, actor_id, details from access_events where kind = 'impersonation_start' and details->>'customer_id' = $1`,
      [String(id)],
    );
    expect(log.rows).toEqual([
      { user_id: oldest.user.id, email: oldest.user.email, actor_id: staff.user.id, details: expect.objectContaining({ customer_id: id }) },
    ]);
  });

  it('refuses inactive and archived customers and customers without a portal user', async () => {
    const none = await customer();
    await createUser(t, 'staff', { customer_id: none });
    expect((await impersonateCustomer(none)).json()).toEqual({
      success: false,
      redirect_url: null,
      reason: 'This customer has no active portal user.',
      code: 'impersonation_no_portal_user',
      params: {},
    });
    const inactive = await customer({ active: false });
    await createUser(t, 'portal', { customer_id: inactive });
    expect((await impersonateCustomer(inactive)).json()).toEqual({
      success: false,
      redirect_url: null,
      reason: 'This customer is inactive.',
      code: 'impersonation_customer_inactive',
      params: {},
    });
    const archived = await customer({ archived: true });
    await createUser(t, 'portal', { customer_id: archived });
    expect((await impersonateCustomer(archived)).json()).toEqual({
      success: false,
      redirect_url: null,
      reason: 'This customer is archived.',
      code: 'impersonation_customer_archived',
      params: {},
    });
  });

  it('answers 404 for a missing customer and 403 to portal users', async () => {
    expect((await impersonateCustomer(999999)).statusCode).toBe(404);
    const portal = await createUser(t, 'portal');
    expect((await impersonateCustomer(await customer(), portal.token)).statusCode).toBe(403);
  });
});

/** An impersonated session of a new portal user, opened by `by` (a staff member with the permission by default). */
async function impersonatedSession(by?: Awaited<ReturnType<typeof createUser>>) {
  const opener = by ?? (await createUser(t, 'staff', { can_impersonate: true }));
  const target = await createUser(t, 'portal');
  const link = tokenOf((await impersonateUser(target.user.id, opener.token)).json().redirect_url);
  const session = (await redeem(link)).json().token as string;
  return { opener, target, session, as: t.as(session) };
}
const accountOf = (as: ReturnType<TestApp['as']>) => as({ method: 'GET', url: '/api/v1/account' });
const SECURITY_REFUSAL = { success: false, message: 'An impersonated session cannot change the e-mail, password or security settings of the account.' };

describe('an impersonated session', () => {
  it('cannot change the e-mail or the password of the account, and nothing of it changes', async () => {
    const { target, as } = await impersonatedSession();
    const base = { email: target.user.email, firstname: 'Ann', lastname: 'Lee' };
    for (const payload of [
      { ...base, email: `taken-over-${target.user.id}@example.com` },
      { ...base, password: 'A-new-password-1' },
    ]) {
      const res = await as({ method: 'PUT', url: '/api/v1/account', payload });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(SECURITY_REFUSAL);
    }
    const { rows } = await t.database.query('select email, firstname, password_hash from users where id = $1', [target.user.id]);
    expect(rows[0]).toMatchObject({ email: target.user.email, firstname: 'portal', password_hash: target.user.password_hash });
    // The owner still signs in with their own password.
    expect((await post(t, '/api/v1/account/login', { login: target.user.email, password: target.password })).json().success).toBe(true);
  });

  it('logs its writes with the staff member as author and the impersonated account named', async () => {
    const { opener, target, as } = await impersonatedSession();
    const res = await as({ method: 'PUT', url: '/api/v1/account', payload: { email: target.user.email, firstname: 'Ann', lastname: 'Lee', theme: 'dark' } });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.database.query(
      `select author_id, author_name, refs, after from logs where verb = 'update' and object_type = 'user' and object_id = $1`,
      [String(target.user.id)],
    );
    expect(rows).toEqual([
      {
        author_id: opener.user.id,
        author_name: `staff ${opener.user.lastname} (as ${target.user.email})`,
        refs: expect.objectContaining({ impersonated_user_id: target.user.id, user_id: target.user.id }),
        after: expect.objectContaining({ firstname: 'Ann' }),
      },
    ]);
  });

  it('ends, at the next request, when the staff member behind it is deactivated, and stays ended after reactivation', async () => {
    const { opener, as } = await impersonatedSession();
    expect((await accountOf(as)).statusCode).toBe(200); // cached now
    expect((await admin({ method: 'PUT', url: `/api/v1/users/${opener.user.id}`, payload: { active: false } })).statusCode).toBe(200);
    expect((await accountOf(as)).statusCode).toBe(401);
    expect((await admin({ method: 'PUT', url: `/api/v1/users/${opener.user.id}`, payload: { active: true } })).statusCode).toBe(200);
    expect((await accountOf(as)).statusCode).toBe(401);
  });

  it('ends, at the next request, when the staff member loses the permission', async () => {
    const { opener, as } = await impersonatedSession();
    expect((await accountOf(as)).statusCode).toBe(200);
    expect((await admin({ method: 'PUT', url: `/api/v1/users/${opener.user.id}`, payload: { can_impersonate: false } })).statusCode).toBe(200);
    expect((await accountOf(as)).statusCode).toBe(401);
    expect((await admin({ method: 'PUT', url: `/api/v1/users/${opener.user.id}`, payload: { can_impersonate: true } })).statusCode).toBe(200);
    expect((await accountOf(as)).statusCode).toBe(401);
  });

  it('checks the staff member on every request, not only at redemption (a change made outside this process)', async () => {
    const { opener, as } = await impersonatedSession();
    expect((await accountOf(as)).statusCode).toBe(200);
    await t.database.query('update users set can_impersonate = false where id = $1', [opener.user.id]);
    forgetSessions(); // what the 5-second cache does by itself on its own schedule
    expect((await accountOf(as)).statusCode).toBe(401);
    await t.database.query('update users set can_impersonate = true where id = $1', [opener.user.id]);
    forgetSessions();
    expect((await accountOf(as)).statusCode).toBe(401);
  });

  it('ends when its target becomes staff: the session never carries staff rights', async () => {
    const { target, as } = await impersonatedSession();
    expect((await accountOf(as)).statusCode).toBe(200);
    expect((await admin({ method: 'PUT', url: `/api/v1/users/${target.user.id}`, payload: { is_staff: true } })).statusCode).toBe(200);
    expect((await as({ method: 'GET', url: '/api/v1/customers/' })).statusCode).toBe(401);
  });

  it("ends when the staff member signs out; the account's own sessions live on", async () => {
    const opener = await createUser(t, 'staff', { can_impersonate: true });
    const { target, as } = await impersonatedSession(opener);
    const own = t.as(target.token);
    expect((await accountOf(as)).statusCode).toBe(200);
    expect((await t.as(opener.token)({ method: 'POST', url: '/api/v1/account/logout' })).statusCode).toBe(200);
    expect((await accountOf(as)).statusCode).toBe(401);
    expect((await accountOf(own)).statusCode).toBe(200);
  });

  it('signing out of the impersonated session ends only that session', async () => {
    const { opener, as } = await impersonatedSession();
    expect((await as({ method: 'POST', url: '/api/v1/account/logout' })).statusCode).toBe(200);
    expect((await accountOf(as)).statusCode).toBe(401);
    expect((await accountOf(t.as(opener.token))).statusCode).toBe(200);
  });
});
