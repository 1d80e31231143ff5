// The delivery workflow (spec 2 §2, §4, §7, §8): provision rules by type, ship and deliver, end,
// bulk ship of services and package lines (JSON and multipart), package confirm, start and clone.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedMessage, trackingUrl } from '@console/contract';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
});
afterAll(() => c.t.close());

const today = () => new Date().toISOString().slice(0, 10);
const provisioning = async (over: Record<string, unknown> = {}, pkgOver: Record<string, unknown> = {}) => {
  const pkg = await c.createPackage(pkgOver);
  const s = await c.createService(pkg.id, over);
  await force(c.t, 'services', s.id, { status: 'PROVISIONING' });
  return s;
};
let seq = 0;
const device = async (over: Record<string, unknown> = {}) => {
  const res = await c.post('/devices/', { serial: `DEV-${++seq}`, product_id: c.router, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
function multipart(fields: [string, string][]) {
  const boundary = '----commercialboundary';
  const body = `${fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('')}--${boundary}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('service provision', () => {
  it('SDWAN requires a device in stock of the chosen product, and takes it to the service site', async () => {
    const s = await provisioning({ type: 'sdwan', device_product_id: c.router, sold: true, data_limit: 20 });
    const none = await c.post(`/services/${s.id}/provision`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.device_id).toBe('A device is required.');
    const deployed = await device({ site_id: c.siteId, in_stock: false });
    const notStock = await c.post(`/services/${s.id}/provision`, { device_id: deployed.id });
    expect(notStock.statusCode).toBe(409);
    expect(notStock.json().message).toBe('The device is not in stock.');
    const { id: otherProduct } = (
      await c.t.database.query(`insert into device_products (reference, name, managed) values ('B-ONE', 'B One', true) returning id`)
    ).rows[0] as { id: number };
    const wrong = await device({ product_id: otherProduct });
    const wrongRes = await c.post(`/services/${s.id}/provision`, { device_id: wrong.id });
    expect(wrongRes.statusCode).toBe(409);
    expect(wrongRes.json().message).toBe('The device is not of the chosen product.');
    expect((await c.get(`/services/${s.id}`)).status).toBe('PROVISIONING');
    const stock = await device();
    expect(stock).toMatchObject({ in_stock: true, site_id: 1 });
    const res = await c.post(`/services/${s.id}/provision`, { device_id: String(stock.id), data_limit_contacts: 'noc@festival.test', notes: 'rack 2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'PROVISIONED', device_id: stock.id, device_serial: stock.serial, notes: 'rack 2' });
    expect(await c.get(`/devices/${stock.id}`)).toMatchObject({
      in_stock: false,
      site_id: c.siteId,
      customer_id: c.customerId,
      data_limit: 20,
      data_limit_contacts: 'noc@festival.test',
    });
    const periods = (await c.t.database.query(`select action, site_id from records where object_type = 'device' and object_id = $1 order by id`, [stock.id]))
      .rows;
    expect(periods.at(-1)).toMatchObject({ action: 'move', site_id: c.siteId });
  });

  it('SDWAN provision sets the ports of the device as a deploy does (ports_map as the console sends it)', async () => {
    const { id: dual } = (
      await c.t.database.query(`insert into device_products (reference, name, managed, ports_count) values ('DUAL-2', 'Dual SIM', true, 2) returning id`)
    ).rows[0] as { id: number };
    const s = await provisioning({ type: 'sdwan', device_product_id: dual, sold: true });
    const stock = await device({ product_id: dual });
    const ports = Object.keys(stock.ports_map);
    expect(ports.length).toBeGreaterThan(1);
    const iccid = `8932${String(Date.now()).padStart(15, '0')}`;
    const bulk = await c.post('/simcards/bulk', { iccids: [iccid] });
    expect(bulk.statusCode, bulk.body).toBeLessThan(300);
    const { id: simId } = (await c.t.database.query(`select id from simcards where iccid = $1`, [iccid])).rows[0] as { id: number };
    const bad = await c.post(`/services/${s.id}/provision`, { device_id: stock.id, ports_map: '{not json' });
    expect(bad.statusCode).toBe(400);
    expect((await c.get(`/services/${s.id}`)).status).toBe('PROVISIONING');
    const res = await c.post(`/services/${s.id}/provision`, { device_id: stock.id, ports_map: JSON.stringify({ [ports[1]]: simId, [ports[0]]: null }) });
    expect(res.statusCode, res.body).toBe(200);
    const after = await c.get(`/devices/${stock.id}`);
    expect(after.ports_map).toEqual({ ...Object.fromEntries(ports.map((p) => [p, null])), [ports[1]]: simId });
    expect(await c.get(`/simcards/${simId}`)).toMatchObject({ device_id: stock.id, device_port_name: ports[1], site_id: c.siteId });
  });

  it('SDWAN needs the service to have a site', async () => {
    const s = await provisioning({ type: 'sdwan', site_id: null }, { site_id: null });
    const res = await c.post(`/services/${s.id}/provision`, { device_id: (await device()).id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The service has no site: set its site before provisioning.');
  });

  it('SDIP requires an available IP and hands it to the customer', async () => {
    const s = await provisioning({ type: 'sdip' });
    expect((await c.post(`/services/${s.id}/provision`, {})).json().errors.ip_id).toBe('An IP is required.');
    const ip = (await c.post('/ips/', { address: '185.20.1.10' })).json();
    const res = await c.post(`/services/${s.id}/provision`, { ip_id: ip.id });
    expect(res.json()).toMatchObject({ success: true, status: 'PROVISIONED', ip_id: ip.id, ip_address: '185.20.1.10' });
    expect(await c.get(`/ips/${ip.id}`)).toMatchObject({ available: false, customer_id: c.customerId });
    const again = await provisioning({ type: 'sdip' });
    const taken = await c.post(`/services/${again.id}/provision`, { ip_id: ip.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('The IP is not available.');
  });

  it('LINE requires a line of the customer', async () => {
    const s = await provisioning({ type: 'line' });
    expect((await c.post(`/services/${s.id}/provision`, {})).json().errors.line_id).toBe('A line is required.');
    const foreign = (await c.post('/lines/', { customer_id: c.otherCustomerId, subscription_id: 'SUB-X' })).json();
    const refused = await c.post(`/services/${s.id}/provision`, { line_id: foreign.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The line does not belong to the customer.');
    const own = (await c.post('/lines/', { customer_id: c.customerId, subscription_id: 'SUB-1' })).json();
    expect((await c.post(`/services/${s.id}/provision`, { line_id: own.id })).json()).toMatchObject({
      status: 'PROVISIONED',
      line_id: own.id,
      line_subscription_id: 'SUB-1',
    });
  });

  it('CUSTOM requires a serial; other types need nothing', async () => {
    const s = await provisioning({ type: 'custom' });
    expect((await c.post(`/services/${s.id}/provision`, { serial: '  ' })).json().errors.serial).toBe('A serial is required.');
    expect((await c.post(`/services/${s.id}/provision`, { serial: 'CUS-9' })).json()).toMatchObject({ status: 'PROVISIONED', serial: 'CUS-9' });
    const data = await provisioning({ type: 'consultancy' });
    expect((await c.post(`/services/${data.id}/provision`)).json().status).toBe('PROVISIONED');
  });
});

describe('ship, deliver, end', () => {
  it('ship defaults the date to today and derives the tracking link; deliver requires a date', async () => {
    const s = await provisioning();
    await force(c.t, 'services', s.id, { status: 'PROVISIONED' });
    const shipped = await c.post(`/services/${s.id}/ship`, { tracking_code: '1Z999AA10123456784' });
    expect(shipped.json()).toMatchObject({
      status: 'SHIPPED',
      shipping_date: today(),
      shipping_tracking_code: '1Z999AA10123456784',
      shipping_tracking_url: trackingUrl('1Z999AA10123456784'),
    });
    const noDate = await c.post(`/services/${s.id}/deliver`, {});
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().errors.date).toBe('A delivery date is required.');
    expect((await c.post(`/services/${s.id}/deliver`, { date: '2026-05-02' })).json()).toMatchObject({ status: 'DELIVERED', delivery_date: '2026-05-02' });
  });

  it('end requires an end date and a reason; a date ahead is ENDING, a past one ENDED', async () => {
    const s = await provisioning();
    await force(c.t, 'services', s.id, { status: 'DELIVERED', start_date: '2026-01-01' });
    expect((await c.post(`/services/${s.id}/end`, { end_reason: 'RMA' })).json().errors.end_date).toBe('An end date is required.');
    expect((await c.post(`/services/${s.id}/end`, { end_date: '2099-01-31' })).json().errors.end_reason).toBe('An end reason is required.');
    expect((await c.post(`/services/${s.id}/end`, { end_date: '2099-01-31', end_reason: 'DOWNSELL' })).json()).toMatchObject({
      status: 'ENDING',
      end_date: '2099-01-31',
      end_reason: 'DOWNSELL',
    });
    const past = await provisioning();
    await force(c.t, 'services', past.id, { status: 'PAUSED', start_date: '2026-01-01' });
    const form = new URLSearchParams({ end_date: '2026-02-28', end_reason: 'LEGACY REASON' }).toString();
    const res = await c.staff({
      method: 'POST',
      url: `/api/v1/services/${past.id}/end`,
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.json()).toMatchObject({ status: 'ENDED', end_reason: 'LEGACY REASON' });
  });

  it('assign takes the caller, or a staff user given', async () => {
    const s = await provisioning();
    expect((await c.post(`/services/${s.id}/assign`)).json()).toMatchObject({ assignee_id: c.staffUserId, assignee_name: expect.any(String) });
  });
});

describe('bulk ship', () => {
  it('ships services one transaction, answering per item with the count message', async () => {
    const a = await provisioning();
    const b = await provisioning();
    const draft = await provisioning();
    await force(c.t, 'services', a.id, { status: 'PROVISIONED' });
    await force(c.t, 'services', b.id, { status: 'PROVISIONED' });
    await force(c.t, 'services', draft.id, { status: 'DRAFT' });
    const res = await c.post('/services/ship', { ids: [a.id, b.id, draft.id, 999999], date: '2026-06-01', tracking_code: 'BULK-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      count: 2,
      message: shippedMessage(2),
      results: [
        { id: a.id, success: true },
        { id: b.id, success: true },
        {
          id: draft.id,
          success: false,
          reason: 'Cannot ship from status DRAFT: allowed only from PROVISIONED.',
          code: 'state_refused',
          params: { action: 'ship', status: 'DRAFT', from: ['PROVISIONED'] },
        },
        { id: 999999, success: false, reason: 'Service not found.', code: 'not_found', params: {} },
      ],
    });
    expect(shippedMessage(2)).toBe('2 item(s) shipped');
    expect(await c.get(`/services/${a.id}`)).toMatchObject({ status: 'SHIPPED', shipping_date: '2026-06-01', shipping_tracking_code: 'BULK-1' });
    // Each shipped service has its own log entry (one insert for the batch); the refused ones none.
    const logged = (
      await c.t.database.query(
        `select object_id, before, after from logs where object_type = 'service' and verb = 'update' and after->>'status' = 'SHIPPED' and object_id = any($1)`,
        [[a.id, b.id, draft.id].map(String)],
      )
    ).rows as any[];
    expect(logged.map((l) => Number(l.object_id)).sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(logged[0]).toMatchObject({ before: { status: 'PROVISIONED' }, after: { status: 'SHIPPED', shipping_tracking_code: 'BULK-1' } });
    const c2 = await provisioning();
    await force(c.t, 'services', c2.id, { status: 'PROVISIONED' });
    expect((await c.post('/services/ship', { ids: String(c2.id) })).json()).toMatchObject({ success: true, count: 1, message: '1 item(s) shipped' });
    expect((await c.post('/services/ship', {})).statusCode).toBe(400);
    const noDate = await c.post('/services/deliver', { ids: [a.id, b.id] });
    expect(noDate.json().errors.date).toBe('A delivery date is required.');
    expect((await c.post('/services/deliver', { ids: [a.id, b.id, draft.id], date: '2026-06-05' })).json()).toMatchObject({
      success: false,
      count: 2,
      message: '2 item(s) delivered',
      results: [
        { id: a.id, success: true },
        { id: b.id, success: true },
        { id: draft.id, success: false },
      ],
    });
  });

  it('ships package lines from a multipart form, and delivers a list', async () => {
    const pkg = await c.createPackage();
    const a = await c.createLine(pkg.id);
    const b = await c.createLine(pkg.id);
    await force(c.t, 'package_lines', a.id, { status: 'provisioned' });
    await force(c.t, 'package_lines', b.id, { status: 'provisioned' });
    const form = multipart([
      ['ids', String(a.id)],
      ['ids', String(b.id)],
      ['date', '2026-06-02'],
      ['tracking_code', 'PL-7'],
    ]);
    const res = await c.staff({ method: 'POST', url: '/api/v1/package_lines/ship', ...form });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, count: 2, message: '2 item(s) shipped' });
    expect(await c.get(`/package_lines/${b.id}`)).toMatchObject({
      status: 'shipped',
      shipping_date: '2026-06-02',
      shipping_tracking_code: 'PL-7',
      shipping_tracking_url: trackingUrl('PL-7'),
    });
    const noDate = await c.post('/package_lines/deliver', { ids: [a.id, b.id] });
    expect(noDate.statusCode).toBe(400);
    expect((await c.post('/package_lines/deliver', { ids: [a.id, b.id], date: '2026-06-03' })).json()).toMatchObject({
      success: true,
      count: 2,
      message: '2 item(s) delivered',
    });
  });
});

describe('package line provision', () => {
  it('takes serials of product items in stock of the line product, to the line site', async () => {
    const pkg = await c.createPackage();
    const line = await c.createLine(pkg.id, { qty: 2 });
    await force(c.t, 'package_lines', line.id, { status: 'provisioning' });
    const empty = await c.post(`/package_lines/${line.id}/provision`, { serials: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The serials of the product items are required.');
    const item = (await c.post('/product_items/', { serial: 'ANT-001', product_id: c.antenna })).json();
    await c.post('/product_items/', { serial: 'ANT-002', product_id: c.antenna, site_id: c.siteId });
    const three = await c.post(`/package_lines/${line.id}/provision`, { serials: 'A\nB\nC' });
    expect(three.json().message).toBe('At most 2 serial(s) for this line.');
    const notInStock = await c.post(`/package_lines/${line.id}/provision`, { serials: 'ANT-001\nANT-002' });
    expect(notInStock.statusCode).toBe(409);
    expect(notInStock.json().message).toBe('No product item in stock with serial ANT-002.');
    // Nothing moved: the refusal rolled the whole provision back.
    expect((await c.get(`/product_items/${item.id}`)).in_stock).toBe(true);
    const ok = await c.post(`/package_lines/${line.id}/provision`, { serials: ['ANT-001'] });
    expect(ok.json()).toMatchObject({ success: true, status: 'provisioned', serials: ['ANT-001'] });
    expect(await c.get(`/product_items/${item.id}`)).toMatchObject({ in_stock: false, site_id: c.siteId, customer_id: c.customerId });
  });
});

describe('packages', () => {
  it('confirm moves a draft and its draft services and lines into provisioning', async () => {
    const pkg = await c.createPackage();
    const s = await c.createService(pkg.id);
    const l = await c.createLine(pkg.id);
    const res = await c.post(`/packages/${pkg.id}/confirm`);
    expect(res.json()).toEqual({ success: true, id: pkg.id, status: 'provisioning', message: 'Package Confirmed' });
    expect((await c.get(`/services/${s.id}`)).status).toBe('PROVISIONING');
    expect((await c.get(`/package_lines/${l.id}`)).status).toBe('provisioning');
    const logs = (await c.t.database.query(`select verb from logs where object_type = 'service' and object_id = $1 order by id`, [String(s.id)])).rows.map(
      (r: any) => r.verb,
    );
    expect(logs).toEqual(['create', 'update']);
  });

  it('start sets the start date of every service lacking one', async () => {
    const pkg = await c.createPackage();
    const a = await c.createService(pkg.id);
    const b = await c.createService(pkg.id, { start_date: '2026-01-15' });
    await c.post(`/packages/${pkg.id}/confirm`);
    const res = await c.post(`/packages/${pkg.id}/start`, { date: '2026-02-01' });
    expect(res.json()).toMatchObject({ success: true, id: pkg.id, start_date: '2026-02-01', started: 1 });
    expect((await c.get(`/services/${a.id}`)).start_date).toBe('2026-02-01');
    expect((await c.get(`/services/${b.id}`)).start_date).toBe('2026-01-15');
    const other = await c.createPackage();
    await c.post(`/packages/${other.id}/confirm`);
    expect((await c.post(`/packages/${other.id}/start`)).json().start_date).toBe(today());
  });

  it('clone copies the package and its services as a new draft and answers its id', async () => {
    const pkg = await c.createPackage({ name: 'Summer festival', notes: 'gate B' });
    const s = await c.createService(pkg.id, { type: 'sdwan', price: 80, name: 'Main link' });
    await c.post(`/packages/${pkg.id}/confirm`);
    await force(c.t, 'services', s.id, { status: 'DELIVERED', start_date: '2026-01-01', shipping_tracking_code: 'T-1' });
    const res = await c.post(`/packages/${pkg.id}/clone`);
    expect(res.json()).toMatchObject({ success: true, message: 'Package Cloned' });
    const cloneId = res.json().id;
    expect(cloneId).not.toBe(pkg.id);
    const clone = await c.get(`/packages/${cloneId}`);
    expect(clone).toMatchObject({ status: 'draft', name: 'Summer festival', notes: 'gate B', customer_id: c.customerId, start_date: null, services_count: 1 });
    expect(clone.reference).not.toBe(pkg.reference);
    const [copy] = (await c.get(`/services/?package_id=${cloneId}`)).results;
    expect(copy).toMatchObject({ status: 'DRAFT', type: 'sdwan', price: 80, name: 'Main link', start_date: null, shipping_tracking_code: null });
    expect((await c.get(`/services/${s.id}`)).status).toBe('DELIVERED');
  });

  it('exports the items to invoice of the filtered packages', async () => {
    const pkg = await c.createPackage({ so_number: 'SO-INV-1', default_vat_code: 'vat_21' });
    const running = await c.createService(pkg.id, { type: 'data', name: 'Data 50', price: 29, qty: 2 });
    await c.createService(pkg.id, { type: 'sdwan' });
    const line = await c.createLine(pkg.id, { price: 449, qty: 1 });
    await c.post(`/packages/${pkg.id}/confirm`);
    await force(c.t, 'services', running.id, { status: 'DELIVERED', start_date: '2026-01-01' });
    await force(c.t, 'package_lines', line.id, { status: 'delivered', serials: '{KIT-9}' });
    const draft = await c.createPackage({ so_number: 'SO-INV-2' });
    await c.createService(draft.id);
    const res = await c.staff({ method: 'GET', url: `/api/v1/packages/export/invoicing.xls?q=SO-INV` });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const rows = [];
    for (let r = 2; r <= sheet.rowCount; r++) rows.push(Object.fromEntries(headers.map((h, i) => [h, sheet.getRow(r).getCell(i + 1).value])));
    expect(rows).toEqual([
      expect.objectContaining({
        Package: pkg.reference,
        'SO number': 'SO-INV-1',
        Customer: 'Festival Org',
        'Billing company': 'Reseller SA',
        Item: 'service',
        'Item ID': running.id,
        Description: 'Data 50',
        Qty: 2,
        Price: 29,
        Total: 58,
        'VAT code': 'vat_21',
        'VAT rate (%)': 21,
      }),
      expect.objectContaining({ Package: pkg.reference, Item: 'hardware', 'Item ID': line.id, Description: 'ANT-5G', Qty: 1, Price: 449, Total: 449 }),
    ]);
    const lines = await c.staff({ method: 'GET', url: `/api/v1/package_lines/export.xls?package_id=${pkg.id}` });
    const linesBook = new ExcelJS.Workbook();
    await linesBook.xlsx.load(lines.rawPayload as any);
    const serialsColumn = ((linesBook.worksheets[0].getRow(1).values as unknown[]).slice(1) as string[]).indexOf('Serials') + 1;
    expect(linesBook.worksheets[0].getRow(2).getCell(serialsColumn).value).toBe('KIT-9');
  });
});
