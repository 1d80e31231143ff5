// The business, delivery and stock dashboards' stats calls (spec 2 §2 Dashboards, §7): each counter
// equals the total of the list its tile opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceProducts } from '../../src/db/schema/index.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
});
afterAll(() => c.t.close());

const stats = async (name: string) => {
  const res = await c.staff({ method: 'GET', url: `/api/v1/admin/dashboard/${name}/stats` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const count = async (url: string) => (await c.get(url)).count;
const ddmmyyyy = (d: Date) => `01/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

describe('dashboard stats', () => {
  it('business: tiles equal their lists, started services per month', async () => {
    const empty = await stats('business');
    expect(empty.services).toMatchObject({ provisioning: 0, to_invoice: 0, idle: 0, not_invoiced: 0 });
    expect(empty.services.monthly).toHaveLength(12);
    expect(empty.services.monthly.at(-1)).toEqual({ date: ddmmyyyy(new Date()), value: 0 });
    const draft = await c.createPackage();
    const confirmed = await c.createPackage();
    await c.createService(confirmed.id);
    await c.post(`/packages/${confirmed.id}/confirm`);
    const running = await c.createService(confirmed.id);
    const idle = await c.createService(confirmed.id);
    const thisMonth = `${new Date().toISOString().slice(0, 8)}01`;
    await force(c.t, 'services', running.id, { status: 'DELIVERED', start_date: thisMonth });
    await force(c.t, 'services', idle.id, { status: 'IDLE' });
    const line = await c.createLine(confirmed.id);
    await force(c.t, 'package_lines', line.id, { status: 'delivered' });
    const s = await stats('business');
    expect(s.services).toMatchObject({
      provisioning: await count('/services/?status=provisioning'),
      to_invoice: await count('/services/?to_invoice=true'),
      idle: await count('/services/?status=idle'),
      not_invoiced: await count('/services/?not_invoiced=true'),
    });
    expect(s.services).toMatchObject({ provisioning: 1, to_invoice: 1, idle: 1, not_invoiced: 1 });
    expect(s.services.monthly.at(-1)).toEqual({ date: ddmmyyyy(new Date()), value: 1 });
    expect(s.packages).toEqual({
      draft: await count('/packages/?status=draft'),
      provisioning: await count('/packages/?status=provisioning'),
      not_invoiced: await count('/packages/?not_invoiced=true'),
    });
    expect(s.packages).toEqual({ draft: 1, provisioning: 1, not_invoiced: 1 });
    expect(s.package_lines).toEqual({ to_invoice: await count('/package_lines/?not_invoiced=true') });
    expect(s.package_lines.to_invoice).toBe(1);
    expect(draft.status).toBe('draft');
  });

  it('delivery: services and package lines of the delivery queue by status', async () => {
    const pkg = await c.createPackage();
    await c.post(`/packages/${pkg.id}/confirm`);
    const a = await c.createService(pkg.id, { type: 'sdwan' });
    const b = await c.createService(pkg.id, { type: 'line' });
    await force(c.t, 'services', a.id, { status: 'PROVISIONED' });
    await force(c.t, 'services', b.id, { status: 'PROVISIONED' });
    const l = await c.createLine(pkg.id);
    await force(c.t, 'package_lines', l.id, { status: 'shipped' });
    const s = await stats('delivery');
    for (const status of ['provisioning', 'provisioned', 'shipped']) {
      expect(s.services[status], status).toBe(await count(`/services/?status=${status}&queue=delivery`));
      expect(s.package_lines[status], status).toBe(await count(`/package_lines/?status=${status}&queue=delivery`));
    }
    expect(s.services.provisioned).toBeGreaterThan(0);
    expect(s.package_lines.shipped).toBeGreaterThan(0);
  });

  it('stock: devices, product items and starlinks in stock, stock alerts', async () => {
    const [{ id: dish }] = await c.t.database.db
      .insert(deviceProducts)
      .values({ reference: 'UTR-211', name: 'Starlink Standard', brand: 'Starlink', family: 'Satellite', managed: false, stock_min_level: 5 })
      .returning({ id: deviceProducts.id });
    await c.post('/product_items/', { serial: 'KIT-1', product_id: dish });
    await c.post('/product_items/', { serial: 'ANT-9', product_id: c.antenna });
    await c.post('/devices/', { serial: 'STK-1', product_id: c.router });
    const s = await stats('stock');
    expect(s).toEqual({
      devices: { in_stock: 1, by_product: [{ key: 'BR1-PRO', value: 1 }] },
      product_items: { in_stock: 2 },
      starlinks: { in_stock: 1 },
      device_products: { stock_alert: 1 },
    });
    expect(s.starlinks.in_stock).toBe(await count('/product_items/?brand=starlink&family=satellite&in_stock=true'));
    expect(s.device_products.stock_alert).toBe(await count('/device_products/?stock_alert=true&managed=all&accessory=all&virtual=all'));
  });
});
