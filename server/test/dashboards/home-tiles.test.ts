// The home page's counters agree with the lists their tiles open (issue 14: "Customers 30" opened a
// list of 27, the list's default Active filter counting fewer): each counter of /stats/home equals the
// total of its tile's list, with the tile's filter as the console sends it (contract HOME_TILES).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_TILES } from '@console/contract';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

const query = (filter: Record<string, unknown>) => new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)])).toString();

describe('home tiles', () => {
  it('each counter equals the total of the list its tile opens', async () => {
    const post = async (resource: string, payload: object) => (await staff({ method: 'POST', url: `/api/v1/${resource}/`, payload })).json();
    const a = await post('customers', { name: 'Active one' });
    await post('customers', { name: 'Inactive one', active: false });
    await post('customers', { name: 'Inactive two', active: false });
    const gone = await post('customers', { name: 'Archived' });
    await staff({ method: 'DELETE', url: `/api/v1/customers/${gone.id}`, payload: { archived_reason: 'OTHER' } });
    await post('sites', { name: 'S1', customer_id: a.id });
    await post('contacts', { name: 'K1', customer_id: a.id });
    await post('companies', { name: 'Co', invoice_prefix: 1 });
    await post('addresses', { name: 'Ad', customer_id: a.id });
    await createUser(t, 'portal', { customer_id: a.id });
    await createUser(t, 'portal', { active: false });
    // An admin who is not flagged staff: the staff tile opens is_staff=true, so it counts is_staff.
    await createUser(t, 'admin', { is_staff: false });

    const stats = (await staff({ method: 'GET', url: '/api/v1/stats/home' })).json();
    expect(stats.customers).toBe(3);
    expect(stats.active_customers).toBe(1);
    for (const tile of HOME_TILES) {
      const res = await staff({ method: 'GET', url: `/api/v1/${tile.resource}/?${query(tile.filter)}` });
      expect(res.statusCode, tile.key).toBe(200);
      expect({ tile: tile.key, count: res.json().count }).toEqual({ tile: tile.key, count: stats[tile.key] });
    }
  });
});
