// Role dashboards on the home page (issue 14): a stock user sees stock and network tiles, an admin
// every section; each tile's count equals the total of the list it opens with its filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let admin: (o: any) => any;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.as((await createUser(t, 'admin')).token);
});
afterAll(() => t.close());

const query = (filter: Record<string, unknown>) => new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)])).toString();

describe('work dashboard', () => {
  it('shows a stock user the stock and network sections, an admin all of them, each tile equal to its list', async () => {
    const post = async (resource: string, payload: object) => (await admin({ method: 'POST', url: `/api/v1/${resource}/`, payload })).json();
    const product = await post('device_products', { reference: 'WD-R', name: 'Work router', brand: 'Peplink', ports_count: 1, stock_min_level: 5 });
    await post('devices', { serial: 'WORK-0001', product_id: product.id, in_stock: true });
    await post('devices', { serial: 'WORK-0002', product_id: product.id, in_stock: true, reserved: true });

    const stock = await createUser(t, 'staff', { work_role: 'stock' });
    const asStock = t.as(stock.token);
    const mine = (await asStock({ method: 'GET', url: '/api/v1/stats/work' })).json();
    expect(mine.role).toBe('stock');
    expect(mine.sections.map((s: any) => s.key)).toEqual(['stock', 'network']);

    const all = (await admin({ method: 'GET', url: '/api/v1/stats/work' })).json();
    expect(all.role).toBeNull();
    expect(all.sections.map((s: any) => s.key)).toEqual(['stock', 'network', 'delivery', 'sales', 'accounting']);

    const byKey = Object.fromEntries(all.sections.flatMap((s: any) => s.tiles).map((tile: any) => [tile.key, tile.count]));
    expect(byKey.devices_in_stock).toBeGreaterThanOrEqual(2);
    expect(byKey.devices_reserved).toBeGreaterThanOrEqual(1);
    expect(byKey.products_below_minimum).toBeGreaterThanOrEqual(1);
    for (const section of all.sections) {
      for (const tile of section.tiles) {
        const res = await admin({ method: 'GET', url: `/api/v1/${tile.resource}/?${query(tile.filter)}` });
        expect(res.statusCode, tile.key).toBe(200);
        expect({ tile: tile.key, count: res.json().count }).toEqual({ tile: tile.key, count: tile.count });
      }
    }
  });

  it('keeps the role on the user, refusing one that does not exist', async () => {
    const u = await createUser(t, 'staff');
    const ok = await admin({ method: 'PUT', url: `/api/v1/users/${u.user.id}`, payload: { work_role: 'delivery' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().work_role).toBe('delivery');
    const bad = await admin({ method: 'PUT', url: `/api/v1/users/${u.user.id}`, payload: { work_role: 'astronaut' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.work_role).toContain('One of: sales, presales, delivery, stock, network, accounting.');
    expect((await t.as(u.token)({ method: 'GET', url: '/api/v1/stats/work' })).json().sections.map((s: any) => s.key)).toEqual(['delivery', 'stock']);
  });

  it('is refused without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/stats/work' })).statusCode).toBe(401);
  });
});
