import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

describe('generic resource API on customers', () => {
  it('creates, lists, updates, archives and unarchives with log entries', async () => {
    const created = await staff({ method: 'POST', url: '/api/v1/customers/', payload: { name: 'Acme' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const list = await staff({ method: 'GET', url: '/api/v1/customers/?q=acm' });
    expect(list.json()).toMatchObject({ count: 1, results: [{ id, name: 'Acme' }] });

    const same = await staff({ method: 'PUT', url: `/api/v1/customers/${id}`, payload: { name: 'Acme' } });
    expect(same.statusCode).toBe(200);
    await staff({ method: 'PUT', url: `/api/v1/customers/${id}`, payload: { name: 'Acme Corp', id, sites_count: 5 } });

    const archived = await staff({ method: 'DELETE', url: '/api/v1/customers/', payload: { ids: [id, 999], archived_reason: 'OTHER' } });
    expect(archived.json()).toEqual([
      { id, success: true },
      { id: 999, success: false, reason: 'Not found.', code: 'not_found', params: {} },
    ]);
    expect((await staff({ method: 'GET', url: '/api/v1/customers/' })).json().count).toBe(0);
    expect((await staff({ method: 'GET', url: '/api/v1/customers/?archived=true' })).json().results[0].archived_reason).toBe('OTHER');

    const un = await staff({ method: 'POST', url: '/api/v1/customers/unarchive', payload: { ids: [id] } });
    expect(un.json()).toEqual([{ id, success: true }]);

    const { rows } = await t.database.query(`select verb, before, after from logs where object_type = 'customer' and object_id = $1 order by id`, [String(id)]);
    expect(rows.map((r) => r.verb)).toEqual(['create', 'update', 'archive', 'update']);
    expect(rows[1].before).toEqual({ name: 'Acme' });
    expect(rows[1].after).toEqual({ name: 'Acme Corp' });
  });

  it('answers Invalid page. past the end and 400 on bad list parameters', async () => {
    expect((await staff({ method: 'GET', url: '/api/v1/customers/?page=50' })).json()).toMatchObject({ detail: 'Invalid page.' });
    for (const qs of ['sort=nope', 'page=-1', 'page_size=100000', 'bogus=1', 'active=maybe', 'order=sideways', 'id=abc']) {
      const res = await staff({ method: 'GET', url: `/api/v1/customers/?${qs}` });
      expect(res.statusCode, qs).toBe(400);
    }
  });

  it('refuses a customer without a name', async () => {
    const res = await staff({ method: 'POST', url: '/api/v1/customers/', payload: { name: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toBe('Customer name is required.');
  });
});
