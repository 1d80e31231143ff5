import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

describe('home counters', () => {
  it('count what the lists show by default', async () => {
    const post = async (resource: string, payload: object) => (await staff({ method: 'POST', url: `/api/v1/${resource}/`, payload })).json();
    const a = await post('customers', { name: 'A' });
    await post('customers', { name: 'B', active: false });
    const c = await post('customers', { name: 'C' });
    await staff({ method: 'DELETE', url: `/api/v1/customers/${c.id}`, payload: { archived_reason: 'OTHER' } });
    await post('sites', { name: 'S1', customer_id: a.id });
    await post('contacts', { name: 'K1', customer_id: a.id });
    await post('contacts', { name: 'K2', customer_id: a.id });
    await post('companies', { name: 'Co', invoice_prefix: 1 });
    await post('addresses', { name: 'Ad', customer_id: a.id });
    await createUser(t, 'portal', { customer_id: a.id });
    await createUser(t, 'portal', { active: false });
    await createUser(t, 'admin');

    const res = await staff({ method: 'GET', url: '/api/v1/stats/home' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      customers: 2,
      active_customers: 1,
      sites: 2, // with the stock site
      contacts: 2,
      users: 3,
      staff_users: 2,
      portal_users: 1,
      companies: 1,
      addresses: 1,
    });
    const portal = t.as((await createUser(t, 'portal')).token);
    expect((await portal({ method: 'GET', url: '/api/v1/stats/home' })).statusCode).toBe(403);
  });
});
