// Sessions are cached for a few seconds (decision 0012); nothing that ends or narrows a session may
// wait for that cache to expire: logout, deactivation and permission changes apply to the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let admin: ReturnType<TestApp['as']>;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.as((await createUser(t, 'admin')).token);
});
afterAll(() => t.close());

const customersAs = (token: string) => t.as(token)({ method: 'GET', url: '/api/v1/customers/' });

describe('cached sessions', () => {
  it('refuses a token at once after logout', async () => {
    const { token } = await createUser(t, 'staff');
    expect((await customersAs(token)).statusCode).toBe(200);
    expect((await t.as(token)({ method: 'POST', url: '/api/v1/account/logout' })).statusCode).toBe(200);
    expect((await customersAs(token)).statusCode).toBe(401);
  });

  it('refuses a deactivated user at once', async () => {
    const { user, token } = await createUser(t, 'staff');
    expect((await customersAs(token)).statusCode).toBe(200);
    const res = await admin({ method: 'PUT', url: `/api/v1/users/${user.id}`, payload: { active: false } });
    expect(res.statusCode).toBe(200);
    expect((await customersAs(token)).statusCode).toBe(401);
  });

  it('revokes every session of a deactivated user in the same write; reactivation brings none back', async () => {
    const { user, token } = await createUser(t, 'staff');
    const second = await createSession(t, user.id);
    expect((await customersAs(token)).statusCode).toBe(200);
    expect((await admin({ method: 'PUT', url: `/api/v1/users/${user.id}`, payload: { active: false } })).statusCode).toBe(200);
    const { rows } = await t.database.query(`select count(*)::int as live from auth_tokens where user_id = $1 and kind = 'session' and used_at is null`, [
      user.id,
    ]);
    expect(rows[0].live).toBe(0);
    expect((await admin({ method: 'PUT', url: `/api/v1/users/${user.id}`, payload: { active: true } })).statusCode).toBe(200);
    expect((await customersAs(token)).statusCode).toBe(401);
    expect((await customersAs(second)).statusCode).toBe(401);
  });

  it('applies a lost staff flag to the next request', async () => {
    const { user, token } = await createUser(t, 'staff');
    expect((await customersAs(token)).statusCode).toBe(200);
    const res = await admin({ method: 'PUT', url: `/api/v1/users/${user.id}`, payload: { is_staff: false } });
    expect(res.statusCode).toBe(200);
    expect((await customersAs(token)).statusCode).toBe(403);
  });

  it('answers GET /account from the session but never with what a write under /account or /users changed', async () => {
    const { user, token } = await createUser(t, 'staff');
    const me = () => t.as(token)({ method: 'GET', url: '/api/v1/account' });
    expect((await me()).json()).toMatchObject({ id: user.id, firstname: user.firstname });
    expect((await admin({ method: 'PUT', url: `/api/v1/users/${user.id}`, payload: { firstname: 'Renamed' } })).statusCode).toBe(200);
    expect((await me()).json()).toMatchObject({ id: user.id, firstname: 'Renamed', fullname: `Renamed ${user.lastname}` });
    const own = { email: user.email, firstname: 'Mine', lastname: 'Again', theme: 'dark' };
    expect((await t.as(token)({ method: 'PUT', url: '/api/v1/account', payload: own })).statusCode).toBe(200);
    const after = (await me()).json();
    expect(after).toMatchObject({ firstname: 'Mine', lastname: 'Again', fullname: 'Mine Again', theme: 'dark' });
    // Nothing secret rides along with the session's copy of the row.
    expect(after).not.toHaveProperty('password_hash');
    expect(after).not.toHaveProperty('failed_logins');
  });
});
