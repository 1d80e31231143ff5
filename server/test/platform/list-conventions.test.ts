// The list conventions the console builds on (issue 14): every list says what it can sort, every
// declared sort works, and the devices list sorts by the names it shows (customer, site, product).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

describe('list fields', () => {
  it('names the sortable fields and filters of every list, from the declarations', async () => {
    const res = await staff({ method: 'GET', url: '/api/v1/list_fields' });
    expect(res.statusCode).toBe(200);
    const { resources } = res.json();
    expect(resources.devices.sortable).toEqual(
      expect.arrayContaining([
        'id',
        'serial',
        'name',
        'customer_name',
        'site_name',
        'product_name',
        'ic_server_name',
        'ic_organization_name',
        'sim_cards_count',
        'reserved',
        'is_new',
      ]),
    );
    expect(resources.simcards.sortable).toEqual(expect.arrayContaining(['iccid', 'provider_name', 'customer_name', 'device_serial']));
    expect(resources.devices.filters).toContain('customer_id');
  });

  it('is refused without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/list_fields' })).statusCode).toBe(401);
  });

  it('every declared sort field of every list answers 200 both ways', async () => {
    const { resources } = (await staff({ method: 'GET', url: '/api/v1/list_fields' })).json();
    const failures: string[] = [];
    for (const [name, meta] of Object.entries<{ sortable: string[] }>(resources)) {
      for (const field of meta.sortable) {
        for (const order of ['ASC', 'DESC']) {
          const res = await staff({ method: 'GET', url: `/api/v1/${name}/?sort=${field}&order=${order}&page_size=5` });
          // A list only admins read answers 403 to staff: that is its gate, not its sort.
          if (res.statusCode !== 200 && res.statusCode !== 403) failures.push(`${name}.${field} ${order}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('sorts devices by the customer name they show', async () => {
    const post = async (resource: string, payload: object) => (await staff({ method: 'POST', url: `/api/v1/${resource}/`, payload })).json();
    const zed = await post('customers', { name: 'Zed Sort' });
    const abe = await post('customers', { name: 'Abe Sort' });
    const product = await post('device_products', { reference: 'SORT-R', name: 'Sort router', brand: 'Peplink', ports_count: 1 });
    expect(product.id).toBeGreaterThan(0);
    await post('devices', { serial: 'SORT-0001', product_id: product.id, customer_id: zed.id });
    await post('devices', { serial: 'SORT-0002', product_id: product.id, customer_id: abe.id });
    const res = await staff({ method: 'GET', url: '/api/v1/devices/?q=SORT-000&sort=customer_name&order=ASC' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((d: any) => d.customer_name)).toEqual(['Abe Sort', 'Zed Sort']);
  });
});

describe('archive reason', () => {
  const message = 'Give a reason for archiving.';
  it('is required on archive one and archive many, and nothing is archived without it', async () => {
    const c = (await staff({ method: 'POST', url: '/api/v1/customers/', payload: { name: 'Keep me' } })).json();
    for (const payload of [undefined, {}, { archived_reason: '' }, { archived_reason: '   ' }, { archived_reason: null }]) {
      const one = await staff({ method: 'DELETE', url: `/api/v1/customers/${c.id}`, ...(payload === undefined ? {} : { payload }) });
      expect(one.statusCode, JSON.stringify(payload)).toBe(400);
      expect(one.json().message).toContain(message);
      expect(one.json().errors.archived_reason).toContain(message);
    }
    const many = await staff({ method: 'DELETE', url: '/api/v1/customers/', payload: { ids: [c.id] } });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors.archived_reason).toContain(message);
    expect((await staff({ method: 'GET', url: `/api/v1/customers/${c.id}` })).json().archived_at).toBeNull();
    const done = await staff({ method: 'DELETE', url: `/api/v1/customers/${c.id}`, payload: { archived_reason: 'OTHER' } });
    expect(done.statusCode).toBe(200);
    expect(done.json().archived_reason).toBe('OTHER');
  });
});
