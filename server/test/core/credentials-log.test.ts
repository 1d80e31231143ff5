// Hidden credentials (a controller server's api_secret, a SIM provider's password, any `hidden`
// column) are never logged, but replacing one is: the entry names the credential, never its value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allLogText } from '../support/auth-helpers.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let admin: ReturnType<TestApp['as']>;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t, 'admin');
  admin = t.as(a.token);
  adminId = a.user.id;
});
afterAll(() => t.close());

const entries = async (objectType: string, id: number) =>
  (await t.database.query(`select verb, author_id, before, after from logs where object_type = $1 and object_id = $2 order by id`, [objectType, String(id)]))
    .rows;

describe('changing a hidden credential', () => {
  it('logs which credential of a controller server changed, with its author, never the value', async () => {
    const created = await admin({ method: 'POST', url: '/api/v1/servers/', payload: { name: 'venus', api_key: 'k1', api_secret: 'first-S3cret' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await entries('server', id))[0].after).toMatchObject({ credentials_changed: ['api_secret'] });

    expect((await admin({ method: 'PUT', url: `/api/v1/servers/${id}`, payload: { api_secret: 'second-S3cret' } })).statusCode).toBe(200);
    const [, rotated] = await entries('server', id);
    expect(rotated).toEqual({ verb: 'update', author_id: adminId, before: { credentials_changed: null }, after: { credentials_changed: ['api_secret'] } });

    // The same secret sent back is no change: no entry.
    await admin({ method: 'PUT', url: `/api/v1/servers/${id}`, payload: { api_secret: 'second-S3cret' } });
    expect(await entries('server', id)).toHaveLength(2);

    // Clearing it is a change too, and is logged alongside the other fields.
    await admin({ method: 'PUT', url: `/api/v1/servers/${id}`, payload: { api_secret: '', description: 'retired' } });
    const cleared = (await entries('server', id))[2];
    expect(cleared.after).toEqual({ description: 'retired', has_api_secret: false, credentials_changed: ['api_secret'] });

    const text = await allLogText(t);
    for (const secret of ['first-S3cret', 'second-S3cret']) expect(text).not.toContain(secret);
  });

  it('logs a SIM provider password change by name; a blank field keeps it and logs nothing', async () => {
    const created = await admin({ method: 'POST', url: '/api/v1/providers/', payload: { name: 'Webbing', api: 'webbing', password: 'prov-Pa55' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    await admin({ method: 'PUT', url: `/api/v1/providers/${id}`, payload: { password: 'prov-Pa55-new' } });
    const [, changed] = await entries('provider', id);
    expect(changed).toMatchObject({ verb: 'update', author_id: adminId, after: { credentials_changed: ['password'] } });
    await admin({ method: 'PUT', url: `/api/v1/providers/${id}`, payload: { password: '' } });
    expect(await entries('provider', id)).toHaveLength(2);
    const text = await allLogText(t);
    for (const secret of ['prov-Pa55', 'prov-Pa55-new']) expect(text).not.toContain(secret);
  });
});
