import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicesResource } from '../../src/resources/inventory/devices/devices.resource.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
let portal: (o: any) => any;
let customerId: number;
let otherCustomerId: number;
let siteId: number;
let otherSiteId: number;
let archivedSiteId: number;
let br1: number;
let hd4: number;
let unmanaged: number;
let archivedProduct: number;

const post = async (resource: string, payload: object) => {
  const res = await staff({ method: 'POST', url: `/api/v1/${resource}/`, payload });
  if (res.statusCode !== 201) throw new Error(`${resource}: ${res.body}`);
  return res.json();
};
const rows = async (q: string, params: unknown[] = []) => (await t.database.query(q, params)).rows;

beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  portal = t.as((await createUser(t, 'portal')).token);
  customerId = (await post('customers', { name: 'Brasserie Devices' })).id;
  otherCustomerId = (await post('customers', { name: 'Other Customer' })).id;
  siteId = (await post('sites', { name: 'Brasserie HQ', customer_id: customerId, lat: 50.85, lng: 4.35, address: 'Grand-Place 1, 1000 Bruxelles, BE' })).id;
  otherSiteId = (await post('sites', { name: 'Other HQ', customer_id: otherCustomerId, lat: 51.2, lng: 4.4 })).id;
  archivedSiteId = (await post('sites', { name: 'Closed', customer_id: customerId })).id;
  await staff({ method: 'DELETE', url: `/api/v1/sites/${archivedSiteId}`, payload: { archived_reason: 'OTHER' } });
  br1 = (await post('device_products', { reference: 'MAX-BR1-PRO-5G', name: 'MAX BR1 Pro 5G', brand: 'Peplink', ports_count: 1 })).id;
  hd4 = (await post('device_products', { reference: 'MAX-HD4', name: 'MAX HD4', brand: 'Peplink', ports_count: 4 })).id;
  unmanaged = (await post('device_products', { reference: 'ANT-5G', name: 'Antenna', managed: false, accessory: true })).id;
  archivedProduct = (await post('device_products', { reference: 'OLD', name: 'Old router', ports_count: 1 })).id;
  await staff({ method: 'DELETE', url: `/api/v1/device_products/${archivedProduct}`, payload: { archived_reason: 'OTHER' } });
});
afterAll(() => t.close());

describe('device create and edit', () => {
  it('creates a device in stock at site 1 with its product ports, and opens its Ops History period', async () => {
    const res = await staff({ method: 'POST', url: '/api/v1/devices/', payload: { serial: '1111-2222-0001', name: 'Spare BR1', product_id: br1 } });
    expect(res.statusCode).toBe(201);
    const d = res.json();
    expect(d).toMatchObject({
      serial: '1111-2222-0001',
      site_id: 1,
      site_name: 'Stock',
      in_stock: true,
      customer_id: null,
      ports_map: { 'Cellular 1 SIM A': null, 'Cellular 1 SIM B': null },
      ports_count: 2,
      sim_cards_count: 0,
      lines_count: 0,
      wans: [],
      ips: [],
      online_status: 'never_online',
      status_led: 'gray',
      product_name: 'MAX BR1 Pro 5G',
    });
    expect(d.product).toMatchObject({ reference: 'MAX-BR1-PRO-5G', name: 'MAX BR1 Pro 5G', brand: 'Peplink', managed: true, virtual: false, accessory: false });
    const periods = await rows(`select object_type, action, site_id, device_id, end_date from records where object_id = $1 and object_type = 'device'`, [d.id]);
    expect(periods).toEqual([{ object_type: 'device', action: 'create', site_id: 1, device_id: d.id, end_date: null }]);
  });

  it('a device at a customer site takes the site customer and place; not in stock needs a site', async () => {
    const res = await staff({ method: 'POST', url: '/api/v1/devices/', payload: { serial: 'HD4-0001', product_id: hd4, site_id: siteId } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ customer_id: customerId, customer_name: 'Brasserie Devices', in_stock: false, lat: 50.85, lng: 4.35, ports_count: 8 });
    expect(Object.keys(res.json().ports_map)).toEqual([
      'Cellular 1 SIM A',
      'Cellular 1 SIM B',
      'Cellular 2 SIM A',
      'Cellular 2 SIM B',
      'Cellular 3 SIM A',
      'Cellular 3 SIM B',
      'Cellular 4 SIM A',
      'Cellular 4 SIM B',
    ]);

    const noSite = await staff({ method: 'POST', url: '/api/v1/devices/', payload: { serial: 'HD4-0002', product_id: hd4, in_stock: false } });
    expect(noSite.statusCode).toBe(400);
    expect(noSite.json().message).toBe('Choose a site: a device always stands at a site (site 1 is the stock).');

    const mismatch = await staff({
      method: 'POST',
      url: '/api/v1/devices/',
      payload: { serial: 'HD4-0003', product_id: hd4, site_id: siteId, customer_id: otherCustomerId },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('The site belongs to another customer.');

    const archived = await staff({ method: 'POST', url: '/api/v1/devices/', payload: { serial: 'HD4-0004', product_id: hd4, site_id: archivedSiteId } });
    expect(archived.statusCode).toBe(400);
    expect(archived.json().message).toBe('The site is archived.');
  });

  it('refuses a duplicate serial with a clear 400, and bad serials', async () => {
    const dup = await staff({ method: 'POST', url: '/api/v1/devices/', payload: { serial: '1111-2222-0001', product_id: br1 } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('A device with this serial already exists.');
    expect(dup.json().errors.serial).toBe('A device with this serial already exists.');
    for (const serial of ['', '   ', 'has space', 'x'.repeat(65), 'é-1']) {
      const bad = await staff({ method: 'POST', url: '/api/v1/devices/', payload: { serial, product_id: br1 } });
      expect(bad.statusCode, serial).toBe(400);
      expect(bad.json().errors.serial, serial).toBeTruthy();
    }
    const missing = await staff({ method: 'POST', url: '/api/v1/devices/', payload: { product_id: br1 } });
    expect(missing.json().errors.serial).toBe('Serial is required.');
  });

  it('needs a managed device product that is not archived', async () => {
    for (const product_id of [unmanaged, archivedProduct, 999999]) {
      const res = await staff({ method: 'POST', url: '/api/v1/devices/', payload: { serial: `P-${product_id}`, product_id } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Choose a managed device product that is not archived.');
    }
    const none = await staff({ method: 'POST', url: '/api/v1/devices/', payload: { serial: 'P-none' } });
    expect(none.json().errors.product_id).toBe('Choose a device product.');
    expect((await rows(`select count(*)::int n from devices where serial like 'P-%'`))[0].n).toBe(0);
  });

  it('edit: serial unique, product change reshapes ports, site change follows the site customer and moves the period', async () => {
    const d = await post('devices', { serial: 'EDIT-1', product_id: br1 });
    const dup = await staff({ method: 'PUT', url: `/api/v1/devices/${d.id}`, payload: { serial: '1111-2222-0001' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('A device with this serial already exists.');

    const bigger = await staff({ method: 'PUT', url: `/api/v1/devices/${d.id}`, payload: { product_id: hd4 } });
    expect(bigger.statusCode).toBe(200);
    expect(bigger.json().ports_count).toBe(8);
    const unmanagedEdit = await staff({ method: 'PUT', url: `/api/v1/devices/${d.id}`, payload: { product_id: unmanaged } });
    expect(unmanagedEdit.statusCode).toBe(400);

    const moved = await staff({ method: 'PUT', url: `/api/v1/devices/${d.id}`, payload: { site_id: siteId, in_stock: false } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ site_id: siteId, customer_id: customerId, lat: 50.85 });
    const periods = await rows(`select action, site_id, end_date is null as open from records where object_type = 'device' and object_id = $1 order by id`, [
      d.id,
    ]);
    expect(periods).toEqual([
      { action: 'create', site_id: 1, open: false },
      { action: 'move', site_id: siteId, open: true },
    ]);
    const noSite = await staff({ method: 'PUT', url: `/api/v1/devices/${d.id}`, payload: { site_id: null } });
    expect(noSite.statusCode).toBe(400);
    // Saved unchanged: nothing logged.
    const before = (await rows(`select count(*)::int n from logs where object_type = 'device' and object_id = $1`, [String(d.id)]))[0].n;
    const same = await staff({ method: 'PUT', url: `/api/v1/devices/${d.id}`, payload: moved.json() });
    expect(same.statusCode).toBe(200);
    expect((await rows(`select count(*)::int n from logs where object_type = 'device' and object_id = $1`, [String(d.id)]))[0].n).toBe(before);
  });

  it('is staff only', async () => {
    expect((await portal({ method: 'GET', url: '/api/v1/devices/' })).statusCode).toBe(403);
    expect((await portal({ method: 'POST', url: '/api/v1/devices/move', payload: { site_id: 1, ids: [1] } })).statusCode).toBe(403);
  });
});

describe('device list', () => {
  beforeAll(async () => {
    await post('devices', { serial: 'FH-0001', name: 'Fusion hub', product_id: br1, is_fusion_hub: true, site_id: siteId });
    await post('devices', { serial: 'RES-0001', product_id: br1, reserved: true });
    await t.database.query(`update devices set online_status = 'online', server_id = null, ic_group_id = 7 where serial = 'HD4-0001'`);
  });

  const list = async (qs: string) => {
    const res = await staff({ method: 'GET', url: `/api/v1/devices/?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const serials = (body: any) => body.results.map((d: any) => d.serial).sort();

  it('hides fusion hubs and archived devices by default; filters', async () => {
    expect(serials(await list(''))).not.toContain('FH-0001');
    expect(serials(await list('only_fusion_hub=true'))).toEqual(['FH-0001']);
    expect(serials(await list(`customer_id=${customerId}`))).toEqual(['EDIT-1', 'HD4-0001']);
    expect(serials(await list(`site_id=${siteId}&only_fusion_hub=all`))).toEqual(['EDIT-1', 'FH-0001', 'HD4-0001']);
    expect(serials(await list('reserved=true'))).toEqual(['RES-0001']);
    expect(serials(await list(`in_stock=true&product_id=${br1}`))).toEqual(['1111-2222-0001', 'RES-0001']);
    expect(serials(await list('online_status=online'))).toEqual(['HD4-0001']);
    expect(serials(await list('ic_group_id=7'))).toEqual(['HD4-0001']);
    expect(serials(await list('map=true&in_stock=false&page_size=500'))).toEqual(['EDIT-1', 'HD4-0001']);
    expect(serials(await list('q=2222'))).toEqual(['1111-2222-0001']);
    expect(serials(await list('q=spare'))).toEqual(['1111-2222-0001']);
    const sorted = await list('sort=serial&order=ASC');
    expect(sorted.results[0].serial).toBe('1111-2222-0001');
    expect((await list('online_status=online')).results[0].status_led).toBe('green');
  });

  it('refuses unknown filters and sorts', async () => {
    expect((await staff({ method: 'GET', url: '/api/v1/devices/?nope=1' })).statusCode).toBe(400);
    expect((await staff({ method: 'GET', url: '/api/v1/devices/?sort=notes' })).statusCode).toBe(400);
  });

  it('exports what a human reads', async () => {
    const res = await staff({ method: 'GET', url: '/api/v1/devices/export.xls' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Opened as a spreadsheet program would: the declared columns, one row per live device, real dates.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(devicesResource.exportColumns!.map((c) => c.header));
    const live = (await staff({ method: 'GET', url: '/api/v1/devices/?page_size=500' })).json();
    expect(live.count).toBeGreaterThan(0);
    expect(sheet.rowCount - 1).toBe(live.count);
    const column = (key: string) => devicesResource.exportColumns!.findIndex((c) => c.key === key) + 1;
    const bySerial = new Map(live.results.map((d: any) => [d.serial, d]));
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      const device: any = bySerial.get(row.getCell(column('serial')).value as string);
      expect(device, `row ${r}`).toBeDefined();
      expect(row.getCell(column('created_at')).value).toBeInstanceOf(Date);
      expect((row.getCell(column('created_at')).value as Date).toISOString()).toBe(device.created_at);
      expect(row.getCell(column('customer_name')).value ?? null).toBe(device.customer_name);
    }
  });

  it('is found by the global search', async () => {
    const res = await staff({ method: 'GET', url: '/api/v1/search/live?q=HD4-0001' });
    expect(res.json().results ?? res.json()).toEqual(expect.arrayContaining([expect.objectContaining({ resource: 'devices', label: 'HD4-0001' })]));
  });
});

describe('device moves', () => {
  it('moves one device to a live site: new customer, closed and opened periods with the reason', async () => {
    const d = await post('devices', { serial: 'MOVE-1', product_id: br1, site_id: siteId });
    const res = await staff({ method: 'POST', url: `/api/v1/devices/${d.id}/move`, payload: { site_id: otherSiteId, reason: 'Relocated' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, site_id: otherSiteId, customer_id: otherCustomerId, lat: 51.2 });
    const periods = await rows(
      `select action, site_id, customer_id, comment, end_date is null as open from records where object_type = 'device' and object_id = $1 order by id`,
      [d.id],
    );
    expect(periods.at(-1)).toEqual({ action: 'move', site_id: otherSiteId, customer_id: otherCustomerId, comment: 'Relocated', open: true });
    expect(periods.filter((p) => p.open)).toHaveLength(1);

    const records = await staff({ method: 'GET', url: `/api/v1/devices/${d.id}/records` });
    expect(records.statusCode).toBe(200);
    expect(records.json().results.map((r: any) => r.action)).toEqual(['move', 'create']);
    expect((await staff({ method: 'GET', url: '/api/v1/devices/999999/records' })).statusCode).toBe(404);
  });

  it('detaches the lines of a moved device: they stay at their site', async () => {
    const d = await post('devices', { serial: 'MOVE-LINE-1', product_id: br1, site_id: siteId });
    const line = await post('lines', { site_id: siteId, line_type: 'FTTH', subscription_id: 'SUB-MOVE-1' });
    const attach = await staff({ method: 'POST', url: `/api/v1/lines/${line.id}/attach`, payload: { device_id: d.id } });
    expect(attach.json(), attach.body).toMatchObject({ success: true });
    const res = await staff({ method: 'POST', url: `/api/v1/devices/${d.id}/move`, payload: { site_id: otherSiteId, reason: 'Relocated' } });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await rows(`select device_id, site_id from lines where id = $1`, [line.id]);
    expect(after).toEqual({ device_id: null, site_id: siteId });
    const [period] = await rows(
      `select end_date is not null as closed, comment from records where object_type = 'line' and object_id = $1 order by id desc limit 1`,
      [line.id],
    );
    expect(period).toEqual({ closed: true, comment: 'Relocated' });
  });

  it('requires a live site', async () => {
    const d = await post('devices', { serial: 'MOVE-2', product_id: br1 });
    const none = await staff({ method: 'POST', url: `/api/v1/devices/${d.id}/move`, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.site_id).toBe('Choose a site.');
    const archived = await staff({ method: 'POST', url: `/api/v1/devices/${d.id}/move`, payload: { site_id: archivedSiteId } });
    expect(archived.statusCode).toBe(400);
    expect(archived.json().message).toBe('The site is archived.');
    const ghost = await staff({ method: 'POST', url: `/api/v1/devices/${d.id}/move`, payload: { site_id: 999999 } });
    expect(ghost.statusCode).toBe(400);
    expect((await staff({ method: 'POST', url: '/api/v1/devices/999999/move', payload: { site_id: siteId } })).statusCode).toBe(404);
    expect((await rows(`select site_id from devices where id = $1`, [d.id]))[0].site_id).toBe(1);
  });

  it('moves devices in bulk by ids (form, repeated) or serials, all or nothing', async () => {
    const a = await post('devices', { serial: 'BULK-MV-1', product_id: br1 });
    const b = await post('devices', { serial: 'BULK-MV-2', product_id: br1 });
    const form = `ids=${a.id}&ids=${b.id}&site_id=${siteId}&reason=Install&rent_sold=RENT`;
    const res = await staff({ method: 'POST', url: '/api/v1/devices/move', payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, count: 2 });
    expect(await rows(`select site_id, customer_id, rent_sold from devices where id in ($1, $2)`, [a.id, b.id])).toEqual([
      { site_id: siteId, customer_id: customerId, rent_sold: 'RENT' },
      { site_id: siteId, customer_id: customerId, rent_sold: 'RENT' },
    ]);

    const bySerial = await staff({ method: 'POST', url: '/api/v1/devices/move', payload: { device_serials: 'BULK-MV-1\nBULK-MV-2\n', site_id: otherSiteId } });
    expect(bySerial.json()).toMatchObject({ success: true, count: 2 });

    const unknown = await staff({ method: 'POST', url: '/api/v1/devices/move', payload: { device_serials: ['BULK-MV-1', 'NOPE-1'], site_id: siteId } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: false, reason: 'Unknown serials: NOPE-1.', code: 'devices_unknown_serials', params: { serials: 'NOPE-1' } });
    expect((await rows(`select site_id from devices where id = $1`, [a.id]))[0].site_id).toBe(otherSiteId);

    const archivedSite = await staff({ method: 'POST', url: '/api/v1/devices/move', payload: { ids: [a.id], site_id: archivedSiteId } });
    expect(archivedSite.json()).toEqual({
      success: false,
      reason: 'The site is archived.',
      code: 'invalid_input',
      params: { details: 'The site is archived.', fields: ['site_id'] },
    });
    const noSite = await staff({ method: 'POST', url: '/api/v1/devices/move', payload: { ids: [a.id] } });
    expect(noSite.statusCode).toBe(400);
    const nothing = await staff({ method: 'POST', url: '/api/v1/devices/move', payload: { site_id: siteId } });
    expect(nothing.json()).toEqual({
      success: false,
      reason: 'Choose the devices to move.',
      code: 'invalid_input',
      params: { details: 'Choose the devices to move.', fields: ['ids'] },
    });
  });
});

describe('device bulk create', () => {
  it('dry run lists what would be created and what exists, without writing', async () => {
    const before = (await rows(`select count(*)::int n from devices`))[0].n;
    const res = await staff({
      method: 'POST',
      url: '/api/v1/devices/bulk',
      payload: { devices_refs: 'NEW-0001\n1111-2222-0001\r\nNEW-0002\n\nNEW-0001\n', product_id: br1, supplier: 'PEPLINK', dry: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, created: ['NEW-0001', 'NEW-0002'], existing: ['1111-2222-0001'], count_created: 2, count_existing: 1 });
    expect((await rows(`select count(*)::int n from devices`))[0].n).toBe(before);
  });

  it('creates for real at the stock site by default, from a form or an array', async () => {
    const form = `devices_refs=NEW-0001%0ANEW-0002&product_id=${br1}&supplier=PEPLINK&dry=false`;
    const res = await staff({ method: 'POST', url: '/api/v1/devices/bulk', payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.json()).toMatchObject({ success: true, count_created: 2, count_existing: 0 });
    const made = await rows(`select serial, site_id, in_stock, supplier, ports_map from devices where serial like 'NEW-%' order by serial`);
    expect(made).toHaveLength(2);
    expect(made[0]).toMatchObject({
      serial: 'NEW-0001',
      site_id: 1,
      in_stock: true,
      supplier: 'PEPLINK',
      ports_map: { 'Cellular 1 SIM A': null, 'Cellular 1 SIM B': null },
    });
    expect((await rows(`select count(*)::int n from logs where object_type = 'device' and verb = 'create' and object_repr like 'NEW-%'`))[0].n).toBe(2);

    const again = await staff({
      method: 'POST',
      url: '/api/v1/devices/bulk',
      payload: { devices_refs: ['NEW-0002', 'NEW-0003'], product_id: br1, site_id: siteId },
    });
    expect(again.json()).toMatchObject({ created: ['NEW-0003'], existing: ['NEW-0002'], count_created: 1, count_existing: 1 });
    expect((await rows(`select site_id, customer_id, in_stock from devices where serial = 'NEW-0003'`))[0]).toEqual({
      site_id: siteId,
      customer_id: customerId,
      in_stock: false,
    });
  });

  it('refuses invalid serials naming them, an empty list, and products that are not managed', async () => {
    const bad = await staff({ method: 'POST', url: '/api/v1/devices/bulk', payload: { devices_refs: 'GOOD-1\nbad serial\nx/y?', product_id: br1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Invalid serials: bad serial, x/y?.');
    const empty = await staff({ method: 'POST', url: '/api/v1/devices/bulk', payload: { devices_refs: '\n \n', product_id: br1 } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.devices_refs).toBeTruthy();
    const product = await staff({ method: 'POST', url: '/api/v1/devices/bulk', payload: { devices_refs: 'GOOD-1', product_id: unmanaged } });
    expect(product.statusCode).toBe(400);
    expect(product.json().message).toBe('Choose a managed device product that is not archived.');
    expect((await rows(`select count(*)::int n from devices where serial = 'GOOD-1'`))[0].n).toBe(0);
  });
});

describe('device ports table and stats', () => {
  it('lists each port with its SIM and WAN', async () => {
    const d = await post('devices', { serial: 'PORTS-1', product_id: br1 });
    await t.database.query(
      `insert into wans (device_id, name, ic_id, ic_status, wan_type) values ($1, 'Cellular 1', 2, 'Connected', 'cellular'), ($1, 'WAN', 1, 'Connected', 'ethernet')`,
      [d.id],
    );
    const res = await staff({ method: 'GET', url: `/api/v1/devices/${d.id}/ports` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      results: [
        {
          port: 'Cellular 1 SIM A',
          sim_id: null,
          iccid: null,
          sim_status: null,
          wan_id: expect.any(Number),
          wan_name: 'Cellular 1',
          wan_ic_id: 2,
          status: 'Connected',
        },
        {
          port: 'Cellular 1 SIM B',
          sim_id: null,
          iccid: null,
          sim_status: null,
          wan_id: expect.any(Number),
          wan_name: 'Cellular 1',
          wan_ic_id: 2,
          status: 'Connected',
        },
      ],
    });
    const device = (await staff({ method: 'GET', url: `/api/v1/devices/${d.id}` })).json();
    expect(device.wans.map((w: any) => w.name)).toEqual(['Cellular 1', 'WAN']);
    expect((await staff({ method: 'GET', url: '/api/v1/devices/999999/ports' })).statusCode).toBe(404);
  });

  it('counts devices on the server', async () => {
    const res = await staff({ method: 'GET', url: '/api/v1/stats/devices' });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    // The devices list's totals (decision 0066): live devices, fusion hubs left out as the list leaves them out.
    const [{ live, stock, hubs }] = await rows(
      `select count(*) filter (where archived_at is null and not is_fusion_hub)::int live, count(*) filter (where archived_at is null and in_stock and not is_fusion_hub)::int stock,
              count(*) filter (where archived_at is null and is_fusion_hub)::int hubs from devices`,
    );
    expect(s.fusion_hubs).toBe(hubs);
    expect(s.total).toBe(live);
    expect(s.in_stock).toBe(stock);
    expect(s.online_status.online).toBe(1);
    expect(s.products[0]).toMatchObject({ key: 'MAX BR1 Pro 5G' });
    expect((await portal({ method: 'GET', url: '/api/v1/stats/devices' })).statusCode).toBe(403);
  });
});
