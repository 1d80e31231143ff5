// The console's language is chosen per user in the account settings and remembered on the server
// (issue 14, decision 0026): GET /account tells it, PUT /account changes it, the spec's body without
// it keeps working and keeps the remembered language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../support/auth-helpers.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the account locale', () => {
  it('is English for a new user, at sign-in and on GET /account', async () => {
    const { user, token, password } = await createUser(t, 'staff');
    expect((await t.as(token)({ method: 'GET', url: '/api/v1/account' })).json()).toMatchObject({ locale: 'en' });
    expect((await login(t, { login: user.email, password })).json().user).toMatchObject({ locale: 'en' });
  });

  it('is remembered when PUT /account sets it, kept by a body without it, and never logged as a change', async () => {
    const { user, token, password } = await createUser(t, 'staff');
    const base = { email: user.email, firstname: user.firstname, lastname: user.lastname };
    const res = await t.as(token)({ method: 'PUT', url: '/api/v1/account', payload: { ...base, locale: 'fr' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Account updated', locale: 'fr' });
    expect((await t.as(token)({ method: 'GET', url: '/api/v1/account' })).json()).toMatchObject({ locale: 'fr' });
    // Another browser signing in gets the remembered language.
    expect((await login(t, { login: user.email, password })).json().user).toMatchObject({ locale: 'fr' });

    // The spec's body (no locale) changes the name and keeps the language.
    const spec = await t.as(token)({ method: 'PUT', url: '/api/v1/account', payload: { ...base, firstname: 'Anne', theme: 'dark' } });
    expect(spec.json()).toMatchObject({ success: true, firstname: 'Anne', locale: 'fr' });

    await t.as(token)({ method: 'PUT', url: '/api/v1/account', payload: { ...base, firstname: 'Anne', locale: 'nl' } });
    const { rows } = await t.database.query(`select before, after from logs where verb = 'update' and object_type = 'user' and object_id = $1 order by id`, [
      String(user.id),
    ]);
    // A language (or theme) switch is a preference, not a change (issue 28): only the name change is logged.
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0].after).sort()).toEqual(['firstname', 'fullname']);
    // ...and the switches are in the access trail (decision 0084).
    const trail = await t.database.query(`select details from access_events where kind = 'preferences' and user_id = $1 order by id`, [user.id]);
    expect(trail.rows.map((r) => r.details)).toContainEqual({ locale: { from: 'fr', to: 'nl' } });
  });

  it('answers 400 naming the languages for an unknown one, data unchanged', async () => {
    const { user, token } = await createUser(t, 'portal');
    const res = await t.as(token)({ method: 'PUT', url: '/api/v1/account', payload: { email: user.email, firstname: 'x', lastname: 'y', locale: 'de' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { locale: 'One of: en, fr, nl.' } });
    expect((await t.as(token)({ method: 'GET', url: '/api/v1/account' })).json()).toMatchObject({ locale: 'en', firstname: user.firstname });
  });
});
