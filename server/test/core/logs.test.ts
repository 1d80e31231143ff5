import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs } from '../../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
let staffId: number;
let customerId: number;
let siteId: number;
beforeAll(async () => {
  t = await createTestApp();
  const s = await createUser(t, 'staff', { firstname: 'Sophie', lastname: 'Lambert' });
  staff = t.as(s.token);
  staffId = s.user.id;
  customerId = (await staff({ method: 'POST', url: '/api/v1/customers/', payload: { name: 'Dekker Logistics' } })).json().id;
  siteId = (await staff({ method: 'POST', url: '/api/v1/sites/', payload: { name: 'Rotterdam depot', customer_id: customerId } })).json().id;
  await staff({ method: 'PUT', url: `/api/v1/sites/${siteId}`, payload: { city: 'Rotterdam' } });
  await staff({ method: 'POST', url: '/api/v1/contacts/', payload: { name: 'Daan Visser', customer_id: customerId } });
  // What a sync job writes, and entries of embedded lists whose resources are not built yet.
  await t.database.db.insert(logs).values([
    {
      verb: 'update',
      object_type: 'device',
      object_id: '77',
      object_repr: 'PEP-1234',
      by_system: true,
      author_name: 'system',
      refs: { device_id: 77, site_id: siteId },
    },
    {
      verb: 'update',
      object_type: 'sim',
      object_id: '5',
      object_repr: '8932000000000000005',
      refs: { sim_id: 5, device_id: 77 },
      author_id: staffId,
      author_name: 'Sophie Lambert',
    },
    {
      verb: 'login',
      object_type: 'user',
      object_id: String(staffId),
      object_repr: 'staff@example.com',
      author_id: staffId,
      author_name: 'Sophie Lambert',
      refs: {},
    },
  ]);
});
afterAll(() => t.close());

const list = async (qs = '') => {
  const res = await staff({ method: 'GET', url: `/api/v1/logs/?${qs}` });
  expect(res.statusCode, qs).toBe(200);
  return res.json() as { count: number; results: any[] };
};

describe('activity log', () => {
  it('hides system entries by default, newest first, 25 a page', async () => {
    const human = await list();
    expect(human.results.every((r) => r.by_system === false)).toBe(true);
    const ids = human.results.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const all = await list('by_system=all');
    expect(all.count).toBe(human.count + 1);
    expect((await list('by_system=true')).results.map((r) => r.object_repr)).toEqual(['PEP-1234']);

    for (let i = 0; i < 30; i += 1) await t.database.db.insert(logs).values({ verb: 'update', object_type: 'filler', object_id: String(i), refs: {} });
    const page = await list('object_type=filler');
    expect(page.results).toHaveLength(25);
    expect(page.count).toBe(30);
  });

  it('filters by author, verb, object and date, and searches author, object name and type', async () => {
    expect((await list(`user_id=${staffId}&activity_verb=login`)).results.map((r) => r.verb)).toEqual(['login']);
    expect((await list('activity_verb=create')).results.map((r) => r.object_type).sort()).toEqual(['contact', 'customer', 'site']);
    expect((await list(`object_type=site&object_id=${siteId}`)).results.map((r) => r.verb)).toEqual(['update', 'create']);
    expect((await list('q=lambert&activity_verb=create')).count).toBe(3);
    expect((await list('q=rotterdam')).results.every((r) => r.object_repr === 'Rotterdam depot')).toBe(true);
    expect((await list('q=contact')).results.map((r) => r.object_repr)).toEqual(['Daan Visser']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`created_at_gte=${today}&object_type=site`)).count).toBe(2);
    expect((await list('created_at_lte=2000-01-01')).count).toBe(0);
  });

  it('serves the embedded log lists through refs', async () => {
    const site = await list(`site_id=${siteId}&by_system=all`);
    expect(site.results.map((r) => `${r.object_type}:${r.verb}`)).toEqual(['device:update', 'site:update', 'site:create']);
    expect((await list(`site_id=${siteId}`)).count).toBe(2);
    expect((await list(`customer_id=${customerId}`)).results.map((r) => r.object_type).sort()).toEqual(['contact', 'customer', 'site', 'site']);
    expect((await list('device_id=77&by_system=all')).count).toBe(2);
    expect((await list('sim_id=5')).results[0].object_repr).toBe('8932000000000000005');
    expect((await list('device_id=77&sim_id=5')).count).toBe(1);
    // null: the entries about no site at all (the login, the contact, the customer, the SIM).
    expect((await list('site_id=null&object_type=site')).count).toBe(0);
    expect((await list('site_id=null&activity_verb=login')).count).toBe(1);
    for (const key of ['line_id', 'package_id', 'service_id', 'product_item_id', 'starlink_service_line_id']) expect((await list(`${key}=1`)).count).toBe(0);
  });

  it('is read-only and refuses bad filters', async () => {
    expect((await staff({ method: 'POST', url: '/api/v1/logs/', payload: { verb: 'create' } })).statusCode).toBe(404);
    expect((await staff({ method: 'DELETE', url: '/api/v1/logs/1', payload: {} })).statusCode).toBe(404);
    for (const qs of ['site_id=abc', 'user_id=1.5', 'by_system=sometimes', 'created_at_gte=yesterday', 'verb=create']) {
      expect((await staff({ method: 'GET', url: `/api/v1/logs/?${qs}` })).statusCode, qs).toBe(400);
    }
    expect((await staff({ method: 'GET', url: '/api/v1/logs/values/verb' })).json().results).toContain('create');
  });

  it('is closed to portal users', async () => {
    const portal = t.as((await createUser(t, 'portal')).token);
    expect((await portal({ method: 'GET', url: '/api/v1/logs/' })).statusCode).toBe(403);
  });
});
