import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
const q = async (text: string, params: unknown[] = []) => (await t.database.query(text, params)).rows as any[];

beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

describe('SIM providers', () => {
  it('keeps the password write-only and counts SIM cards', async () => {
    const res = await staff({
      method: 'POST',
      url: '/api/v1/providers/',
      payload: { name: 'Webbing', api: 'webbing', iccid_prefix: '8997', password: 's3cret', prefered_apn: 'webbing.io' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    expect(p).not.toHaveProperty('password');
    expect(p).toMatchObject({ has_password: true, is_manageable: true, simcards_count: 0 });
    await staff({ method: 'POST', url: '/api/v1/simcards/', payload: { iccid: '8997000000000000001' } });
    const list = await staff({ method: 'GET', url: '/api/v1/providers/?q=webb' });
    expect(list.json().results[0]).toMatchObject({ id: p.id, simcards_count: 1 });
    expect(JSON.stringify(list.json())).not.toContain('s3cret');

    await staff({ method: 'PUT', url: `/api/v1/providers/${p.id}`, payload: { password: '', description: 'roaming' } });
    expect((await q(`select password from providers where id = $1`, [p.id]))[0].password).toBe('s3cret');
    await staff({ method: 'PUT', url: `/api/v1/providers/${p.id}`, payload: { password: 'n3w' } });
    expect((await q(`select password from providers where id = $1`, [p.id]))[0].password).toBe('n3w');
    const logs = await q(`select before, after from logs where object_type = 'provider'`);
    expect(JSON.stringify(logs)).not.toMatch(/s3cret|n3w/);
  });

  it('validates the API name and the ICCID prefix; makes SIMs unmanageable without an API', async () => {
    expect((await staff({ method: 'POST', url: '/api/v1/providers/', payload: { name: 'X', api: 'nope' } })).statusCode).toBe(400);
    expect((await staff({ method: 'POST', url: '/api/v1/providers/', payload: { name: 'X', iccid_prefix: '89AB' } })).json().errors.iccid_prefix).toBe(
      'The ICCID prefix is digits only.',
    );
    expect((await staff({ method: 'POST', url: '/api/v1/providers/', payload: { name: ' ' } })).json().errors.name).toBe('Provider name is required.');
    const [{ id }] = await q(`select id from providers where name = 'Webbing'`);
    await staff({ method: 'PUT', url: `/api/v1/providers/${id}`, payload: { api: null } });
    const sims = await staff({ method: 'GET', url: '/api/v1/simcards/?is_manageable=false' });
    expect(sims.json().count).toBe(1);
  });
});
