// The reference lists spec 1 §2.2 registers with no screens (docs/decisions/0042): orders (the
// packages), products (device and service products, one stable id scheme) and locations (the sites),
// read through the generic list contract over views; nothing can be written through them.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, companies, customers, deviceProducts, packages, serviceProducts, sites } from '../../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => Promise<any>;
const ids: Record<string, number> = {};
const get = async (url: string) => {
  const res = await staff({ method: 'GET', url: `/api/v1/${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  const db = t.database.db;
  const [acme, globex] = await db
    .insert(customers)
    .values([{ name: 'Acme Shipping' }, { name: 'Globex Retail' }])
    .returning();
  const [company] = await db.insert(companies).values({ name: 'Reseller', invoice_prefix: 1 }).returning();
  const [address] = await db.insert(addresses).values({ name: 'Acme HQ', customer_id: acme.id }).returning();
  const [antwerp, stock] = await db
    .insert(sites)
    .values([
      { name: 'Acme Antwerp', customer_id: acme.id, city: 'Antwerpen', country: 'BE', address: 'Kaai 12, 2000 Antwerpen', lat: 51.22, lng: 4.4 },
      { name: 'Warehouse', is_stock: true, city: 'Mechelen', country: 'BE' },
    ])
    .returning();
  await db.insert(sites).values({ name: 'Old depot', customer_id: globex.id, city: 'Gent', archived_at: new Date() });
  const base = { invoicing_address_id: address.id, billing_company_id: company.id };
  const [order] = await db
    .insert(packages)
    .values([
      {
        ...base,
        customer_id: acme.id,
        site_id: antwerp.id,
        reference: 'PKG-ACME-1',
        so_number: 'SO-1001',
        name: 'Acme fleet',
        // Confirmed, with no services or lines yet: its status follows its parts (decision 0063).
        status: 'provisioning',
        start_date: '2026-01-01',
      },
      { ...base, customer_id: acme.id, reference: 'PKG-ACME-2', so_number: 'SO-1002', name: 'Acme spare', status: 'draft' },
      { ...base, customer_id: acme.id, reference: 'PKG-ACME-OLD', name: 'Acme ended', status: 'ended', archived_at: new Date() },
    ])
    .returning();
  const [router] = await db
    .insert(deviceProducts)
    .values({ reference: 'BR1-MINI', name: 'Balance Router Mini', brand: 'Peplink', category: 'router' })
    .returning();
  const [sp] = await db.insert(serviceProducts).values({ reference: 'DATA-10', name: 'Data 10 GB', service_type: 'data', price: 12.5 }).returning();
  Object.assign(ids, { acme: acme.id, antwerp: antwerp.id, stock: stock.id, order: order.id, router: router.id, sp: sp.id });
});
afterAll(async () => t.close());

describe('orders', () => {
  it('lists the live customer orders with their reference, SO number, customer, site, status and dates', async () => {
    const list = await get(`orders/?customer_id=${ids.acme}&sort=reference&order=ASC`);
    expect(list.count).toBe(2);
    expect(list.results[0]).toMatchObject({
      id: ids.order,
      reference: 'PKG-ACME-1',
      so_number: 'SO-1001',
      name: 'Acme fleet',
      customer_id: ids.acme,
      customer_name: 'Acme Shipping',
      site_id: ids.antwerp,
      site_name: 'Acme Antwerp',
      status: 'provisioning',
      start_date: '2026-01-01',
    });
    expect((await get('orders/?q=so-1002')).results.map((r: any) => r.reference)).toEqual(['PKG-ACME-2']);
    expect((await get('orders/?status=draft')).count).toBe(1);
    expect((await get('orders/?archived=true')).results.map((r: any) => r.reference)).toEqual(['PKG-ACME-OLD']);
    expect((await get(`orders/${ids.order}`)).reference).toBe('PKG-ACME-1');
  });

  it('answers bad filters with a 400 and exports with the filters', async () => {
    expect((await staff({ method: 'GET', url: '/api/v1/orders/?customer_id=abc' })).statusCode).toBe(400);
    expect((await staff({ method: 'GET', url: '/api/v1/orders/?sort=notes' })).statusCode).toBe(400);
    const res = await staff({ method: 'GET', url: `/api/v1/orders/export.xls?customer_id=${ids.acme}` });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    expect(book.worksheets[0].rowCount).toBe(3);
  });
});

describe('products', () => {
  it('lists device and service products in one list, with a stable id telling the kind', async () => {
    const list = await get('products/?sort=name&order=ASC');
    expect(list.results.map((r: any) => [r.id, r.kind, r.product_id, r.reference])).toEqual([
      [ids.router * 10 + 1, 'device', ids.router, 'BR1-MINI'],
      [ids.sp * 10 + 2, 'service', ids.sp, 'DATA-10'],
    ]);
    expect(list.results[1]).toMatchObject({ service_type: 'data', price: 12.5, currency: 'EUR' });
    expect((await get(`products/${ids.sp * 10 + 2}`)).name).toBe('Data 10 GB');
    expect((await get('products/?kind=device')).results.map((r: any) => r.name)).toEqual(['Balance Router Mini']);
    expect((await get('products/?q=data')).results.map((r: any) => r.kind)).toEqual(['service']);
    expect((await get(`products/?id=${ids.router * 10 + 1},${ids.sp * 10 + 2}`)).count).toBe(2);
    expect((await staff({ method: 'GET', url: `/api/v1/products/${ids.router * 10 + 3}` })).statusCode).toBe(404);
  });
});

describe('locations', () => {
  it('lists the live sites as places with their address and coordinates', async () => {
    const list = await get('locations/?sort=name&order=ASC');
    // The stock site every database starts with (migration 0003) is a location too.
    expect(list.results.map((r: any) => r.name)).toEqual(['Acme Antwerp', 'Stock', 'Warehouse']);
    expect(list.results[0]).toMatchObject({
      id: ids.antwerp,
      customer_name: 'Acme Shipping',
      city: 'Antwerpen',
      address: 'Kaai 12, 2000 Antwerpen',
      lat: 51.22,
      lng: 4.4,
    });
    expect((await get('locations/?is_stock=true&sort=name&order=ASC')).results.map((r: any) => r.name)).toEqual(['Stock', 'Warehouse']);
    expect((await get('locations/?q=antwerpen')).results.map((r: any) => r.id)).toEqual([ids.antwerp]);
    expect((await get('locations/?archived=all')).count).toBe(4);
  });
});

describe('read-only reference lists', () => {
  it('offers no write route: creates, updates, archives and restores answer 404 and change nothing', async () => {
    for (const name of ['orders', 'products', 'locations']) {
      const before = (await get(`${name}/?archived=all`)).count;
      const calls = [
        { method: 'POST', url: `/api/v1/${name}/`, payload: { name: 'x' } },
        { method: 'PUT', url: `/api/v1/${name}/1`, payload: { name: 'x' } },
        { method: 'PATCH', url: `/api/v1/${name}/1`, payload: { name: 'x' } },
        { method: 'DELETE', url: `/api/v1/${name}/1`, payload: { archived_reason: 'x' } },
        { method: 'POST', url: `/api/v1/${name}/1/unarchive` },
      ];
      for (const call of calls) expect((await staff(call)).statusCode, `${call.method} ${call.url}`).toBe(404);
      expect((await get(`${name}/?archived=all`)).count).toBe(before);
    }
  });

  it('is read by staff only', async () => {
    const portal = t.as((await createUser(t, 'portal')).token);
    for (const name of ['orders', 'products', 'locations']) {
      expect((await portal({ method: 'GET', url: `/api/v1/${name}/` })).statusCode).toBe(403);
      expect((await t.as(null)({ method: 'GET', url: `/api/v1/${name}/` })).statusCode).toBe(401);
    }
  });
});
