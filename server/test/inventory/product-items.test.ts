import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceProducts } from '../../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
let customerId: number;
let otherCustomerId: number;
let siteId: number;
let otherSiteId: number;
let stockSiteId: number;
let antenna: number;
let psu: number;
let router: number;
let oldProduct: number;

const post = (url: string, payload: unknown) => staff({ method: 'POST', url: `/api/v1${url}`, payload });
const get = async (url: string) => (await staff({ method: 'GET', url: `/api/v1${url}` })).json();
const periods = async (id: number) =>
  (
    await t.database.query(
      `select action, site_id, customer_id, end_date is null as open from records where object_type = 'product_item' and object_id = $1 order by id`,
      [id],
    )
  ).rows;

const product = async (reference: string, over: Partial<typeof deviceProducts.$inferInsert> = {}) =>
  (
    await t.database.db
      .insert(deviceProducts)
      .values({ reference, name: reference, managed: false, accessory: true, ...over })
      .returning({ id: deviceProducts.id })
  )[0].id;

beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  customerId = (await post('/customers/', { name: 'Festival Org' })).json().id;
  otherCustomerId = (await post('/customers/', { name: 'Other Org' })).json().id;
  siteId = (await post('/sites/', { name: 'Main stage', customer_id: customerId })).json().id;
  otherSiteId = (await post('/sites/', { name: 'Back office', customer_id: otherCustomerId })).json().id;
  stockSiteId = (await post('/sites/', { name: 'Antwerp stock', is_stock: true })).json().id;
  antenna = await product('ANT-5G-MIMO', { brand: 'Poynting', family: 'Antenna', sub_family: 'MIMO', category: 'Accessory' });
  psu = await product('PSU-12V', { brand: 'Peplink', family: 'Power', category: 'Accessory' });
  router = await product('BR1-PRO', { managed: true, accessory: false, brand: 'Peplink', family: 'Router' });
  oldProduct = await product('ANT-OLD', { archived_at: new Date() });
});
afterAll(() => t.close());

const createItem = async (over: Record<string, unknown> = {}) => {
  const res = await post('/product_items/', { serial: `SN-${Math.random().toString(36).slice(2, 10)}`, product_id: antenna, ...over });
  expect(res.statusCode).toBe(201);
  return res.json();
};

describe('product items', () => {
  it('creates an item with its nested product, site customer and an Ops History period', async () => {
    const item = await createItem({ site_id: siteId, rent_sold: 'RENT' });
    expect(item).toMatchObject({
      customer_id: customerId,
      customer_name: 'Festival Org',
      site_name: 'Main stage',
      in_stock: false,
      product: {
        reference: 'ANT-5G-MIMO',
        name: 'ANT-5G-MIMO',
        brand: 'Poynting',
        family: 'Antenna',
        sub_family: 'MIMO',
        category: 'Accessory',
        managed: false,
        virtual: false,
        accessory: true,
        description: null,
      },
    });
    expect(await periods(item.id)).toEqual([{ action: 'create', site_id: siteId, customer_id: customerId, open: true }]);
    const stocked = await createItem({ site_id: stockSiteId });
    expect(stocked.in_stock).toBe(true);
  });

  it('refuses an archived product, a duplicate serial per product, a site of another customer', async () => {
    const archived = await post('/product_items/', { serial: 'X-1', product_id: oldProduct });
    expect(archived.statusCode).toBe(400);
    expect(archived.json().message).toBe('The product is archived.');
    const noProduct = await post('/product_items/', { serial: 'X-1' });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().errors.product_id).toBe('Choose a device product.');
    const noSerial = await post('/product_items/', { product_id: antenna });
    expect(noSerial.json().errors.serial).toBe('Serial is required.');
    await createItem({ serial: 'DUP-1' });
    const dup = await post('/product_items/', { serial: 'DUP-1', product_id: antenna });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A product item with serial DUP-1 already exists for this product.');
    // The same serial on another product is another item.
    expect((await post('/product_items/', { serial: 'DUP-1', product_id: psu })).statusCode).toBe(201);
    const mismatch = await post('/product_items/', { serial: 'X-2', product_id: antenna, site_id: otherSiteId, customer_id: customerId });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe("The site does not belong to the item's customer.");
    // A managed product is accepted by the single create (only the bulk create is for unmanaged ones).
    expect((await post('/product_items/', { serial: 'R-1', product_id: router })).statusCode).toBe(201);
  });

  it('filters by default on archived=false and in_stock=false, and by product fields, ids, reserved, billing and q', async () => {
    const a = await createItem({ serial: 'FLT-ANT-1', site_id: siteId, buy_sm: 'LOAN', router_serial: 'ROUTER-FLT-9' });
    const b = await createItem({ serial: 'FLT-PSU-1', product_id: psu, site_id: siteId, rent_sold: 'SOLD', power_supply_serial: 'PS-FLT-7' });
    const s = await createItem({ serial: 'FLT-ANT-2' });
    const ids = async (qs: string) => (await get(`/product_items/?${qs}`)).results.map((r: any) => r.id);
    expect(await ids('q=FLT')).toEqual([b.id, a.id]);
    expect(await ids('q=FLT&in_stock=true')).toEqual([s.id]);
    expect(await ids('q=FLT&in_stock=all&brand=poynting')).toEqual([s.id, a.id]);
    expect(await ids('q=FLT&family=Power')).toEqual([b.id]);
    expect(await ids('q=FLT&sub_family=MIMO&category=Accessory')).toEqual([a.id]);
    expect(await ids(`q=FLT&product_ids=${psu}&product_ids=${antenna}`)).toEqual([b.id, a.id]);
    expect(await ids('q=FLT&buy_sm=LOAN')).toEqual([a.id]);
    expect(await ids('q=FLT&rent_sold=SOLD')).toEqual([b.id]);
    expect(await ids('q=ROUTER-FLT')).toEqual([a.id]);
    expect(await ids('q=PS-FLT')).toEqual([b.id]);
    expect(await ids(`q=FLT&customer_id=${customerId}&site_id=${siteId}`)).toEqual([b.id, a.id]);
    expect(await ids('q=FLT&reserved=true&in_stock=all')).toEqual([]);
    const xls = await staff({ method: 'GET', url: '/api/v1/product_items/export.xls?q=FLT' });
    expect(xls.statusCode).toBe(200);
    expect(xls.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('moves an item to a site: site required, customer taken from the site, Ops History period moved', async () => {
    const item = await createItem({ site_id: siteId });
    const noSite = await post(`/product_items/${item.id}/move`, {});
    expect(noSite.statusCode).toBe(400);
    expect(noSite.json().errors.site_id).toBe('A site is required.');
    const moved = await post(`/product_items/${item.id}/move`, { site_id: String(otherSiteId) });
    expect(moved.json()).toMatchObject({ success: true, site_id: otherSiteId, customer_id: otherCustomerId, customer_name: 'Other Org', in_stock: false });
    expect(await periods(item.id)).toEqual([
      { action: 'create', site_id: siteId, customer_id: customerId, open: false },
      { action: 'move', site_id: otherSiteId, customer_id: otherCustomerId, open: true },
    ]);
  });

  it('goes back to stock only when out of stock and not archived, to site 1 or a chosen stock site', async () => {
    const item = await createItem({ site_id: siteId, reserved: true });
    const notStock = await post(`/product_items/${item.id}/return`, { site_id: siteId });
    expect(notStock.statusCode).toBe(400);
    expect(notStock.json().message).toBe('Choose a stock site.');
    const back = await post(`/product_items/${item.id}/return`, {});
    expect(back.json()).toMatchObject({ success: true, in_stock: true, site_id: 1, customer_id: null, reserved: false });
    const again = await post(`/product_items/${item.id}/return`, {});
    expect(again.json()).toEqual({
      success: false,
      reason: 'The product item is already in stock.',
      message: 'The product item is already in stock.',
      code: 'product_item_in_stock',
      params: {},
    });
    expect((await periods(item.id)).map((p: any) => [p.action, p.site_id, p.open])).toEqual([
      ['create', siteId, false],
      ['return', 1, true],
    ]);
    const other = await createItem({ site_id: siteId });
    const toAntwerp = await post(`/product_items/${other.id}/return`, { site_id: stockSiteId });
    expect(toAntwerp.json()).toMatchObject({ success: true, site_id: stockSiteId });
  });

  it('reserves items in stock, one or in bulk with counts, and releases them', async () => {
    const a = await createItem({ site_id: stockSiteId });
    const b = await createItem({ site_id: stockSiteId });
    const out = await createItem({ site_id: siteId });
    const one = await post(`/product_items/${a.id}/reserve`, {});
    expect(one.json()).toMatchObject({ success: true, reserved: true });
    const bulk = await post('/product_items/reserve', { ids: [a.id, b.id, out.id, 999999] });
    expect(bulk.json()).toEqual({
      success: false,
      count_reserved: 1,
      count_failed: 3,
      results: [
        { id: a.id, success: false, reason: 'The product item is already reserved.', code: 'product_item_reserved', params: {} },
        { id: b.id, success: true },
        { id: out.id, success: false, reason: 'Only product items in stock can be reserved.', code: 'product_item_reserve_not_in_stock', params: {} },
        { id: 999999, success: false, reason: 'Not found.', code: 'not_found', params: {} },
      ],
    });
    const form = await staff({
      method: 'POST',
      url: '/api/v1/product_items/reserve',
      payload: `ids=${a.id},${b.id}&reserved=false`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.json()).toMatchObject({ success: true, count_reserved: 2, count_failed: 0 });
  });

  it('archives with detach closing the period, refuses actions on archived items, and unarchives', async () => {
    const item = await createItem({ site_id: siteId });
    const bulk = await post('/product_items/bulk', {
      ids: [item.id, 999999],
      archived_reason: 'BROKEN',
      archived_notes: 'Dropped',
      archived_date: '2026-01-02',
      decommission: true,
      detach: true,
    });
    expect(bulk.json()).toEqual([
      { id: item.id, success: true },
      { id: 999999, success: false, reason: 'Not found.', code: 'not_found', params: {} },
    ]);
    const archived = await get(`/product_items/${item.id}`);
    expect(archived).toMatchObject({ archived_reason: 'BROKEN', archived_notes: 'Dropped', archived_date: '2026-01-02', decommission: true });
    expect((await periods(item.id)).every((p: any) => !p.open)).toBe(true);
    expect((await post(`/product_items/${item.id}/move`, { site_id: otherSiteId })).json()).toMatchObject({
      success: false,
      reason: 'The product item is archived.',
    });
    expect((await post(`/product_items/${item.id}/return`, {})).json()).toMatchObject({ success: false, reason: 'The product item is archived.' });
    const back = await post(`/product_items/${item.id}/unarchive`, {});
    expect(back.json()).toMatchObject({ success: true, archived_at: null });
    expect((await periods(item.id)).at(-1)).toMatchObject({ action: 'unarchive', open: true });

    const kept = await createItem({ site_id: siteId });
    await staff({ method: 'DELETE', url: `/api/v1/product_items/${kept.id}`, payload: { archived_reason: 'LOST', detach: false } });
    expect((await periods(kept.id)).at(-1).open).toBe(true);
  });
});

describe('product items in bulk', () => {
  it('moves items named by serial, one per line, with billing mode; all or none', async () => {
    await createItem({ serial: 'MOVE-A' });
    await createItem({ serial: 'MOVE-B' });
    const unknown = await post('/product_items/move', { serials: 'MOVE-A\nMOVE-Z', site_id: siteId });
    expect(unknown.json()).toEqual({
      success: false,
      reason: 'Unknown serials: MOVE-Z',
      message: 'Unknown serials: MOVE-Z',
      code: 'product_items_unknown_serials',
      params: { serials: 'MOVE-Z' },
    });
    expect((await get('/product_items/?q=MOVE-A&in_stock=all')).results[0].site_id).toBeNull();
    const noSite = await post('/product_items/move', { serials: 'MOVE-A' });
    expect(noSite.statusCode).toBe(400);
    const moved = await post('/product_items/move', { serials: 'MOVE-A\r\n\nMOVE-B\n', site_id: siteId, rent_sold: 'RENT' });
    expect(moved.json()).toEqual({ success: true, count: 2 });
    const rows = (await get(`/product_items/?q=MOVE-&site_id=${siteId}`)).results;
    expect(rows.map((r: any) => [r.serial, r.customer_id, r.rent_sold, r.in_stock])).toEqual([
      ['MOVE-B', customerId, 'RENT', false],
      ['MOVE-A', customerId, 'RENT', false],
    ]);
    const byIds = await post('/product_items/move', { ids: rows.map((r: any) => r.id), site_id: 1 });
    expect(byIds.json()).toEqual({ success: true, count: 2 });
  });

  it('bulk-creates serials of an unmanaged product into stock, with a dry run listing created and existing', async () => {
    await createItem({ serial: 'BULK-2', product_id: psu });
    const managed = await post('/product_items/bulk_create', { product_items_refs: 'BULK-1', product_id: router });
    expect(managed.statusCode).toBe(400);
    expect(managed.json().message).toBe('Choose a device product that is not managed and not archived: managed products are devices.');
    const archived = await post('/product_items/bulk_create', { product_items_refs: 'BULK-1', product_id: oldProduct });
    expect(archived.statusCode).toBe(400);
    const empty = await post('/product_items/bulk_create', { product_items_refs: '\n \n', product_id: psu });
    expect(empty.statusCode).toBe(400);
    const dry = await post('/product_items/bulk_create', {
      product_items_refs: 'BULK-1\nBULK-2\nBULK-3\nBULK-1',
      product_id: psu,
      supplier: 'AMAZON',
      dry: true,
    });
    expect(dry.json()).toEqual({ success: true, dry: true, created: ['BULK-1', 'BULK-3'], existing: ['BULK-2'], count_created: 2, count_existing: 1 });
    expect((await get('/product_items/?q=BULK-1&in_stock=all')).count).toBe(0);
    const made = await post('/product_items/bulk_create', {
      product_items_refs: 'BULK-1\nBULK-2\nBULK-3',
      product_id: String(psu),
      supplier: 'AMAZON',
      dry: 'false',
    });
    expect(made.json()).toMatchObject({ success: true, dry: false, count_created: 2, count_existing: 1 });
    const stock = (await get('/product_items/?q=BULK-&in_stock=true&site_id=1')).results;
    expect(stock.map((r: any) => [r.serial, r.site_id, r.supplier])).toEqual([
      ['BULK-3', 1, 'AMAZON'],
      ['BULK-1', 1, 'AMAZON'],
    ]);
    // Each created item is logged and starts its Ops History period in stock.
    const logged = (
      await t.database.query(`select count(*)::int c from logs where object_type = 'product_item' and verb = 'create' and object_repr in ('BULK-1', 'BULK-3')`)
    ).rows[0];
    expect(logged.c).toBe(2);
    for (const r of stock) expect(await periods(r.id)).toEqual([{ action: 'create', site_id: 1, customer_id: null, open: true }]);
  });
});
