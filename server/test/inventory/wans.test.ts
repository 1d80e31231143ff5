import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
const deviceIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  const product = (await staff({ method: 'POST', url: '/api/v1/device_products/', payload: { reference: 'BR1', name: 'BR1', ports_count: 1 } })).json();
  for (const serial of ['W-1', 'W-2']) {
    deviceIds.push((await staff({ method: 'POST', url: '/api/v1/devices/', payload: { serial, product_id: product.id } })).json().id);
  }
  await t.database.query(
    `insert into wans (device_id, name, ic_id, wan_type, status_led, sim_a) values ($1, 'Cellular 1', 2, 'cellular', 'green', '{"iccid":"8932"}'), ($1, 'WAN', 1, 'other', 'gray', null), ($2, 'Cellular 1', 2, 'cellular', 'red', null)`,
    deviceIds,
  );
});
afterAll(() => t.close());

describe('wans', () => {
  it('are listed by device, read-only', async () => {
    const res = await staff({ method: 'GET', url: `/api/v1/wans/?device_id=${deviceIds[0]}&sort=name&order=ASC` });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(2);
    expect(res.json().results[0]).toMatchObject({ name: 'Cellular 1', ic_id: 2, status_led: 'green', sim_a: { iccid: '8932' } });
    expect((await staff({ method: 'GET', url: '/api/v1/wans/' })).json().count).toBe(3);
    expect((await staff({ method: 'POST', url: '/api/v1/wans/', payload: { name: 'x', device_id: deviceIds[0] } })).statusCode).toBe(404);
    expect((await staff({ method: 'DELETE', url: `/api/v1/wans/${res.json().results[0].id}` })).statusCode).toBe(404);
    expect((await staff({ method: 'GET', url: '/api/v1/wans/?archived=false' })).statusCode).toBe(400);
  });
});
