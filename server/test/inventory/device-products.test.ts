import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
const post = (resource: string, payload: object) => staff({ method: 'POST', url: `/api/v1/${resource}/`, payload });
const list = async (qs = '') => {
  const res = await staff({ method: 'GET', url: `/api/v1/device_products/?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (body: any) => body.results.map((p: any) => p.name).sort();

let br1: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  br1 = (
    await post('device_products', { reference: 'BR1', name: 'MAX BR1 Pro 5G', brand: 'Peplink', ports_count: 1, stock_min_level: 2, stock_max_level: 3 })
  ).json().id;
  await post('device_products', { reference: 'FH', name: 'FusionHub', virtual: true });
  await post('device_products', { reference: 'ANT', name: 'Antenna', managed: false, accessory: true, stock_min_level: 1 });
  await post('device_products', { reference: 'PSU', name: 'Power supply', managed: false });
});
afterAll(() => t.close());

describe('device products', () => {
  it('requires reference and name, refuses inverted levels and duplicate live references', async () => {
    const empty = await post('device_products', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ reference: 'Reference is required.', name: 'Name is required.' });
    const inverted = await post('device_products', { reference: 'X', name: 'X', stock_min_level: 5, stock_max_level: 1 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().message).toBe('The minimum stock level cannot be above the maximum.');
    const dup = await post('device_products', { reference: 'BR1', name: 'Copy' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('A device product with this reference already exists.');
    const edit = await staff({ method: 'PUT', url: `/api/v1/device_products/${br1}`, payload: { stock_min_level: 9 } });
    expect(edit.statusCode).toBe(400);
  });

  it('lists 50 per page, managed by default, not virtual nor accessories unless asked', async () => {
    const body = await list();
    expect(names(body)).toEqual(['MAX BR1 Pro 5G']);
    expect(names(await list('managed=false'))).toEqual(['Power supply']);
    expect(names(await list('managed=false&accessory=true'))).toEqual(['Antenna']);
    expect(names(await list('virtual=true'))).toEqual(['FusionHub']);
    expect(names(await list('managed=all&virtual=all&accessory=all&q=an'))).toEqual(['Antenna']);
    for (let i = 0; i < 55; i++) await post('device_products', { reference: `BULK-${i}`, name: `Bulk ${i}` });
    const page = await list();
    expect(page.results).toHaveLength(50);
    expect(page.count).toBe(56);
  });

  it('counts stock from live devices and sets the alert against the min and max levels', async () => {
    const low = (await list('q=BR1')).results[0];
    expect(low).toMatchObject({ devices_count: 0, devices_stock_count: 0, stock_count: 0, stock_status: 'low', stock_alert: true });
    for (const serial of ['S1', 'S2', 'S3', 'S4']) {
      expect((await post('devices', { serial, product_id: br1 })).statusCode).toBe(201);
    }
    const over = (await list('q=BR1')).results[0];
    expect(over).toMatchObject({ devices_count: 4, devices_stock_count: 4, stock_status: 'over', stock_alert: false });
    const [s4] = (await staff({ method: 'GET', url: '/api/v1/devices/?serial=S4' })).json().results;
    await staff({ method: 'DELETE', url: `/api/v1/devices/${s4.id}`, payload: { archived_reason: 'LOST' } });
    expect((await list('q=BR1')).results[0]).toMatchObject({ devices_count: 3, devices_stock_count: 3, stock_status: 'ok', stock_alert: false });
    expect(names(await list('stock_alert=true&managed=all&accessory=all'))).toEqual(['Antenna']);
    const show = await staff({ method: 'GET', url: `/api/v1/devices/?product_id=${br1}&in_stock=true` });
    expect(show.json().count).toBe(3);
  });

  it('exports and archives', async () => {
    const res = await staff({ method: 'GET', url: '/api/v1/device_products/export.xls' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const fh = (await list('virtual=true')).results[0];
    expect((await staff({ method: 'DELETE', url: `/api/v1/device_products/${fh.id}`, payload: { archived_reason: 'OTHER' } })).json().success).toBe(true);
    expect(names(await list('virtual=true'))).toEqual([]);
    // A live product took the reference meanwhile: unarchive refused.
    expect((await post('device_products', { reference: 'FH', name: 'FusionHub 2' })).statusCode).toBe(201);
    const back = await staff({ method: 'POST', url: `/api/v1/device_products/${fh.id}/unarchive` });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'device_product_reference_taken', params: { id: expect.any(Number) } });
  });
});
