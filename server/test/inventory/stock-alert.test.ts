// Stock alerts (spec 2 §2): a device product whose stock falls below its minimum level raises
// stock_alert, and the stock team gets one e-mail at the crossing, not one per write below it.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: InjectOptions) => Promise<LightMyRequestResponse>;
const rows = async (q: string, params: unknown[] = []) => (await t.database.query(q, params)).rows;
const post = async (url: string, payload: object) => {
  const res = await staff({ method: 'POST', url: `/api/v1/${url}`, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const alerts = async () => rows(`select recipient, subject, body from outbox where subject like 'Stock alert:%' order by id`);

beforeAll(async () => {
  t = await createTestApp({ STOCK_TEAM_EMAIL: 'stock-team@example.com' });
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(async () => {
  await t?.close();
});

describe('stock alert', () => {
  it('mails the stock team once when the stock falls below the minimum, again only after it recovered', async () => {
    const product = await post('device_products/', {
      reference: 'SA-1',
      name: 'Alert router',
      managed: true,
      ports_count: 1,
      stock_min_level: 2,
      stock_max_level: 10,
    });
    const customer = await post('customers/', { name: 'Alert customer' });
    const site = await post('sites/', { name: 'Alert site', customer_id: customer.id });
    const devices = [];
    for (const serial of ['SA-D1', 'SA-D2', 'SA-D3']) devices.push(await post('devices/', { serial, product_id: product.id, site_id: 1 }));
    expect(await alerts()).toEqual([]);
    const deploy = (id: number) => post(`devices/${id}/deploy`, { customer_id: customer.id, site_id: site.id });

    await deploy(devices[0].id); // 2 in stock: at the minimum, no alert
    expect(await alerts()).toEqual([]);
    await deploy(devices[1].id); // 1 < 2: the crossing
    const [mail] = await alerts();
    expect(mail).toMatchObject({ recipient: 'stock-team@example.com', subject: 'Stock alert: SA-1 Alert router' });
    expect(mail.body).toContain('In stock: 1 (1 devices, 0 product items)');
    expect(mail.body).toContain('Minimum level: 2');
    const listed = (await staff({ method: 'GET', url: '/api/v1/device_products/?stock_alert=true&managed=all&virtual=all&accessory=all' })).json();
    expect(listed.results.map((p: { id: number }) => p.id)).toContain(product.id);

    await deploy(devices[2].id); // 0: still below, no second mail
    expect(await alerts()).toHaveLength(1);
    for (const d of devices) await post(`devices/${d.id}/back_to_stock`, { disassemble: false });
    expect(await alerts()).toHaveLength(1);
    await deploy(devices[0].id);
    await deploy(devices[1].id); // below again after having recovered: a new alert
    expect(await alerts()).toHaveLength(2);
  });

  it('raising the minimum above the stock is a crossing too; a write that leaves the stock below mails nothing more', async () => {
    const product = await post('device_products/', { reference: 'SA-2', name: 'Quiet antenna', managed: false });
    await post('product_items/', { serial: 'SA-PI-1', product_id: product.id, in_stock: true });
    const before = (await alerts()).length;
    await staff({ method: 'PUT', url: `/api/v1/device_products/${product.id}`, payload: { stock_min_level: 5 } });
    const after = await alerts();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1).subject).toBe('Stock alert: SA-2 Quiet antenna');
    await staff({ method: 'PUT', url: `/api/v1/device_products/${product.id}`, payload: { description: 'unchanged stock' } });
    expect(await alerts()).toHaveLength(before + 1);
  });
});
