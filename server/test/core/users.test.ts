// The users resource: list contract, hidden secrets, who may grant what, the confirmation e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allLogText, lastMailTo, linkToken, login, mailsTo, postForm } from '../support/auth-helpers.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let manager: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, 'admin');
  manager = await createUser(t, 'staff', { can_manage_users: true });
});
afterAll(() => t.close());

const TAKEN = 'A user with this e-mail already exists.';

describe('reading users', () => {
  it('lists active users by default, hides secrets and computes fullname', async () => {
    const inactive = await createUser(t, 'portal', { active: false, firstname: 'Gone' });
    const as = t.as(manager.token);
    const list = (await as({ method: 'GET', url: '/api/v1/users/?page_size=100' })).json();
    expect(list.results.map((u: any) => u.id)).not.toContain(inactive.user.id);
    const all = (await as({ method: 'GET', url: '/api/v1/users/?active=all&page_size=100' })).json();
    expect(all.results.map((u: any) => u.id)).toContain(inactive.user.id);
    const one = (await as({ method: 'GET', url: `/api/v1/users/${manager.user.id}` })).json();
    expect(one).toMatchObject({ email: manager.user.email, fullname: `staff ${manager.user.lastname}`, can_manage_users: true });
    for (const secret of ['password_hash', 'failed_logins', 'locked_until', 'password']) {
      expect(one).not.toHaveProperty(secret);
      expect(list.results[0]).not.toHaveProperty(secret);
    }
  });

  it('filters by q, customer_id, is_admin, is_staff, mfa_enabled and sorts', async () => {
    const [{ id: customerId }] = (await t.database.query(`insert into customers (name) values ('Portal Co') returning id`)).rows;
    const portal = await createUser(t, 'portal', { customer_id: customerId, firstname: 'Quentin', mfa_enabled: true });
    const as = t.as(manager.token);
    const ids = async (qs: string) => (await as({ method: 'GET', url: `/api/v1/users/?${qs}` })).json().results.map((u: any) => u.id);
    expect(await ids('q=quent')).toEqual([portal.user.id]);
    expect(await ids(`customer_id=${customerId}`)).toEqual([portal.user.id]);
    expect(await ids('is_admin=true')).toEqual([admin.user.id]);
    expect(await ids('is_staff=false')).toContain(portal.user.id);
    expect(await ids('is_staff=false')).not.toContain(manager.user.id);
    expect(await ids('mfa_enabled=true')).toEqual([portal.user.id]);
    const byCustomer = (await as({ method: 'GET', url: `/api/v1/users/?customer_id=${customerId}` })).json().results[0];
    expect(byCustomer.customer_name).toBe('Portal Co');
    expect((await as({ method: 'GET', url: '/api/v1/users/?sort=email&order=ASC' })).statusCode).toBe(200);
    expect((await as({ method: 'GET', url: '/api/v1/users/?sort=password_hash' })).statusCode).toBe(400);
    expect((await as({ method: 'GET', url: '/api/v1/users/?locked_until=1' })).statusCode).toBe(400);
  });

  it('is staff only: 403 for portal users, 401 without a token', async () => {
    const portal = await createUser(t, 'portal');
    expect((await t.as(portal.token)({ method: 'GET', url: '/api/v1/users/' })).statusCode).toBe(403);
    expect((await t.as(portal.token)({ method: 'GET', url: `/api/v1/users/${portal.user.id}` })).statusCode).toBe(403);
    expect((await t.as(null)({ method: 'GET', url: '/api/v1/users/' })).statusCode).toBe(401);
  });
});

describe('creating and changing users', () => {
  it('requires a valid, unused e-mail (case-insensitive) and answers field errors', async () => {
    const as = t.as(manager.token);
    const missing = await as({ method: 'POST', url: '/api/v1/users/', payload: { firstname: 'No' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ email: 'This field is required.' });
    const bad = await as({ method: 'POST', url: '/api/v1/users/', payload: { email: 'not-an-email' } });
    expect(bad.json().errors).toEqual({ email: 'Enter a valid e-mail address.' });
    const dup = await as({ method: 'POST', url: '/api/v1/users/', payload: { email: manager.user.email.toUpperCase() } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ success: false, message: TAKEN, errors: { email: TAKEN } });
    const other = await createUser(t, 'portal');
    const rename = await as({ method: 'PUT', url: `/api/v1/users/${other.user.id}`, payload: { email: manager.user.email } });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().errors).toEqual({ email: TAKEN });
  });

  it('creates a portal user, logs it without secrets and mails a set-password link valid 72 hours', async () => {
    const as = t.as(manager.token);
    const res = await as({
      method: 'POST',
      url: '/api/v1/users/',
      payload: { email: 'new.portal@example.com', firstname: 'New', lastname: 'Portal', can_view_invoices: true, mfa_method: 'email' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ email: 'new.portal@example.com', fullname: 'New Portal', is_staff: false, active: true, can_view_invoices: true });
    expect(created).not.toHaveProperty('password_hash');

    const mail = await lastMailTo(t, 'new.portal@example.com');
    expect(mail.subject).toBe('Your account has been created');
    expect(mail.body).toContain(`${t.config.PUBLIC_URL}/reset_password/`);
    const { rows } = await t.database.query(`select expires_at from auth_tokens where user_id = $1 and kind = 'reset'`, [created.id]);
    const hours = (new Date(rows[0].expires_at).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    // No password yet: nobody can sign in until the link is used.
    expect((await login(t, { login: 'new.portal@example.com', password: '' })).statusCode).toBe(400);
    const set = await postForm(t, '/api/v1/account/reset_password', { token: linkToken(mail.body), password: 'my-own-password' });
    expect(set.json()).toEqual({ success: true, message: 'Your password has been changed.' });
    expect((await login(t, { login: 'new.portal@example.com', password: 'my-own-password' })).json()).toMatchObject({
      success: true,
      user: { permissions: ['can_view_invoices'] },
    });

    const log = await t.database.query(`select verb, author_id, after from logs where object_type = 'user' and object_id = $1 order by id`, [
      String(created.id),
    ]);
    expect(log.rows[0]).toMatchObject({ verb: 'create', author_id: manager.user.id, after: { email: 'new.portal@example.com' } });
    expect(await allLogText(t)).not.toContain('$argon2');
  });

  it('sends no link to a user created inactive', async () => {
    const res = await t.as(manager.token)({ method: 'POST', url: '/api/v1/users/', payload: { email: 'dormant@example.com', active: false } });
    expect(res.statusCode).toBe(201);
    expect(await mailsTo(t, 'dormant@example.com')).toEqual([]);
  });

  it('drops the whole creation, mail included, when it is refused', async () => {
    const res = await t.as(manager.token)({ method: 'POST', url: '/api/v1/users/', payload: { email: 'refused@example.com', customer_id: 987654 } });
    expect(res.statusCode).toBe(400);
    expect(await mailsTo(t, 'refused@example.com')).toEqual([]);
  });

  it('lets only an admin grant or change is_admin, is_staff, can_manage_pricing and can_impersonate', async () => {
    const as = t.as(manager.token);
    for (const flag of ['is_admin', 'is_staff', 'can_manage_pricing', 'can_impersonate']) {
      const res = await as({ method: 'POST', url: '/api/v1/users/', payload: { email: `grant-${flag}@example.com`, [flag]: true } });
      expect(res.statusCode, flag).toBe(403);
    }
    // Sending the current value is not a change.
    const plain = await as({ method: 'POST', url: '/api/v1/users/', payload: { email: 'plain@example.com', is_staff: false, can_manage_users: true } });
    expect(plain.statusCode).toBe(201);
    expect((await as({ method: 'PUT', url: `/api/v1/users/${plain.json().id}`, payload: { is_staff: true } })).statusCode).toBe(403);
    expect((await as({ method: 'PUT', url: `/api/v1/users/${plain.json().id}`, payload: { is_staff: false, lastname: 'Kept' } })).json().lastname).toBe('Kept');

    // A user manager cannot hand themselves the power to act as customers either.
    expect((await as({ method: 'PUT', url: `/api/v1/users/${manager.user.id}`, payload: { can_impersonate: true } })).statusCode).toBe(403);

    const byAdmin = await t.as(admin.token)({
      method: 'POST',
      url: '/api/v1/users/',
      payload: { email: 'pricing@example.com', is_staff: true, can_manage_pricing: true, can_impersonate: true },
    });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()).toMatchObject({ is_staff: true, can_manage_pricing: true, can_impersonate: true });
  });

  it("announces can_impersonate in the holder's permission list at sign-in", async () => {
    const holder = await createUser(t, 'staff', { can_impersonate: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      payload: { login: holder.user.email, password: holder.password },
      remoteAddress: '10.77.0.1',
    });
    expect(res.json().user.permissions).toEqual(['can_impersonate', 'is_staff']);
  });

  it('keeps user managers away from admin accounts', async () => {
    const res = await t.as(manager.token)({ method: 'PUT', url: `/api/v1/users/${admin.user.id}`, payload: { email: 'takeover@example.com' } });
    expect(res.statusCode).toBe(403);
    expect((await t.as(admin.token)({ method: 'GET', url: `/api/v1/users/${admin.user.id}` })).json().email).toBe(admin.user.email);
  });

  it("keeps user managers away from the accounts of those who may impersonate (their e-mail would open customers' portals)", async () => {
    const holder = await createUser(t, 'staff', { can_impersonate: true });
    const res = await t.as(manager.token)({ method: 'PUT', url: `/api/v1/users/${holder.user.id}`, payload: { email: 'takeover2@example.com' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only an admin may change this account.');
    expect((await t.as(admin.token)({ method: 'PUT', url: `/api/v1/users/${holder.user.id}`, payload: { lastname: 'Renamed' } })).statusCode).toBe(200);
  });

  it('needs can_manage_users to write', async () => {
    const staff = await createUser(t, 'staff');
    expect((await t.as(staff.token)({ method: 'POST', url: '/api/v1/users/', payload: { email: 'x@example.com' } })).statusCode).toBe(403);
    expect((await t.as(staff.token)({ method: 'PUT', url: `/api/v1/users/${staff.user.id}`, payload: { firstname: 'Me' } })).statusCode).toBe(403);
    expect((await t.as(staff.token)({ method: 'GET', url: '/api/v1/users/' })).statusCode).toBe(200);
  });

  it('ignores password fields on the generic routes and has no archive route', async () => {
    const as = t.as(admin.token);
    const res = await as({ method: 'POST', url: '/api/v1/users/', payload: { email: 'nopw@example.com', password: 'injected-pass', password_hash: 'x' } });
    expect(res.statusCode).toBe(201);
    const { rows } = await t.database.query('select password_hash from users where id = $1', [res.json().id]);
    expect(rows[0].password_hash).toBeNull();
    expect((await as({ method: 'DELETE', url: `/api/v1/users/${res.json().id}` })).statusCode).toBe(404);
  });

  it('deactivating a user ends their sessions at once', async () => {
    const portal = await createUser(t, 'portal');
    await t.as(manager.token)({ method: 'PUT', url: `/api/v1/users/${portal.user.id}`, payload: { active: false } });
    expect((await t.as(portal.token)({ method: 'GET', url: '/api/v1/account' })).statusCode).toBe(401);
  });
});
