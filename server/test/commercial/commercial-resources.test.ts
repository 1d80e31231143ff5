// Packages, services, package lines, service products and data pools as declared resources (spec 2
// §2, §3, §9): create rules and messages, defaults, filters and default filters, exports.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSizeFor } from '@console/contract';
import { allResources } from '../../src/platform/registry.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
});
afterAll(() => c.t.close());

const ids = (list: any) => list.results.map((r: any) => r.id).sort((a: number, b: number) => a - b);

describe('service products', () => {
  it('creates a product with its type required and counts its services', async () => {
    const missing = await c.post('/service_products/', { reference: 'X' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ service_type: 'Choose a service type.', name: 'Name is required.' });
    const bad = await c.post('/service_products/', { reference: 'X', name: 'X', service_type: 'nope' });
    expect(bad.json().errors.service_type).toBe('Choose a service type.');
    const res = await c.post('/service_products/', {
      reference: 'DATA-50',
      name: 'Data 50 GB',
      service_type: 'data',
      price: '19.90',
      data_included: 50,
      extra_price: 2.5,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ frequency: 'monthly', currency: 'EUR', price: 19.9, data_included: 50, extra_price: 2.5, services_count: 0 });
    const pkg = await c.createPackage();
    const service = await c.createService(pkg.id, { type: undefined, product_id: res.json().id, price: undefined });
    // Choosing a product sets the type and the product's terms.
    expect(service).toMatchObject({
      type: 'data',
      name: 'Data 50 GB',
      price: 19.9,
      list_price: 19.9,
      data_included: 50,
      data_extra_price: 2.5,
      product_name: 'Data 50 GB',
    });
    expect((await c.get(`/service_products/${res.json().id}`)).services_count).toBe(1);
    const wrongType = await c.post('/services/', { package_id: pkg.id, type: 'sdwan', product_id: res.json().id });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('The product is not of the service type.');
    const sdwan = await c.post('/service_products/', { reference: 'SDWAN-1', name: 'SD-WAN', service_type: 'sdwan', frequency: 'yearly' });
    expect((await c.get('/service_products/?service_type=sdwan')).results.map((r: any) => r.id)).toEqual([sdwan.json().id]);
    expect((await c.get('/service_products/?frequency=yearly')).count).toBe(1);
    expect((await c.get('/service_products/?q=DATA-5')).count).toBe(1);
  });
});

describe('packages', () => {
  it('requires the customer and the billing address, defaults billing company 1 and email, draft, a reference', async () => {
    const none = await c.post('/packages/', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toMatchObject({ invoicing_address_id: 'A billing address is required.', customer_id: 'A customer is required.' });
    const pkg = await c.createPackage();
    expect(pkg).toMatchObject({
      billing_company_id: 1,
      invoicing_delivery_method: 'email',
      status: 'draft',
      currency: 'EUR',
      reference: `PKG-${String(pkg.id).padStart(6, '0')}`,
      customer_name: 'Festival Org',
      site_name: 'Main stage',
      billing_company_name: 'Reseller SA',
      invoicing_address_name: 'Festival billing',
      services_count: 0,
      fulfillment_rate: null,
      services_by_type: {},
      active_services_by_type: {},
    });
    const cleared = await c.put(`/packages/${pkg.id}`, { invoicing_address_id: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().errors.invoicing_address_id).toBe('A billing address is required.');
  });

  it('refuses a site or a billing address of another customer', async () => {
    const site = await c.post('/packages/', { customer_id: c.customerId, invoicing_address_id: c.addressId, site_id: c.otherSiteId });
    expect(site.statusCode).toBe(400);
    expect(site.json().message).toBe('The site does not belong to the customer.');
    const address = await c.post('/packages/', { customer_id: c.customerId, invoicing_address_id: c.otherAddressId });
    expect(address.statusCode).toBe(400);
    expect(address.json().message).toBe('The billing address does not belong to the customer.');
    const company = await c.post('/packages/', { customer_id: c.customerId, invoicing_address_id: c.addressId, billing_company_id: 999 });
    expect(company.json().message).toBe('Billing company not found.');
  });

  it('counts its services by type, active ones, and its fulfillment rate', async () => {
    const pkg = await c.createPackage();
    const a = await c.createService(pkg.id, { type: 'sdwan' });
    await c.createService(pkg.id, { type: 'sdwan' });
    await c.createService(pkg.id, { type: 'data' });
    await c.createLine(pkg.id);
    await force(c.t, 'services', a.id, { status: 'DELIVERED' });
    expect(await c.get(`/packages/${pkg.id}`)).toMatchObject({
      services_count: 3,
      services_by_type: { sdwan: 2, data: 1 },
      active_services_by_type: { sdwan: 1 },
      fulfillment_rate: 25,
    });
  });

  it('filters by customer, status (any case), not_invoiced; archived by default off', async () => {
    const other = await c.createPackage({ customer_id: c.otherCustomerId, invoicing_address_id: c.otherAddressId, site_id: c.otherSiteId });
    expect((await c.get(`/packages/?customer_id=${c.otherCustomerId}`)).results.map((r: any) => r.id)).toEqual([other.id]);
    const confirmed = await c.createPackage();
    await force(c.t, 'packages', confirmed.id, { status: 'provisioning' });
    expect(ids(await c.get('/packages/?status=provisioning'))).toEqual([confirmed.id]);
    expect(ids(await c.get('/packages/?status=PROVISIONING'))).toEqual([confirmed.id]);
    expect((await c.get('/packages/?not_invoiced=true')).count).toBe(0);
    const s = await c.createService(confirmed.id);
    await force(c.t, 'services', s.id, { start_date: '2026-01-01' });
    expect(ids(await c.get('/packages/?not_invoiced=true'))).toEqual([confirmed.id]);
    expect((await c.get('/packages/?not_invoiced=false')).results.some((r: any) => r.id === confirmed.id)).toBe(false);
    const archived = await c.createPackage();
    expect((await c.staff({ method: 'DELETE', url: `/api/v1/packages/${archived.id}`, payload: { archived_reason: 'OTHER' } })).statusCode).toBe(200);
    expect((await c.get('/packages/')).results.some((r: any) => r.id === archived.id)).toBe(false);
    expect(ids(await c.get('/packages/?archived=true'))).toEqual([archived.id]);
    expect((await c.get(`/packages/?q=${confirmed.reference}`)).results.map((r: any) => r.id)).toEqual([confirmed.id]);
  });

  it('moves its services and lines along when given to another customer', async () => {
    const pkg = await c.createPackage({ site_id: null });
    const s = await c.createService(pkg.id);
    const l = await c.createLine(pkg.id, { site_id: null });
    const moved = await c.put(`/packages/${pkg.id}`, { customer_id: c.otherCustomerId, invoicing_address_id: c.otherAddressId });
    expect(moved.statusCode).toBe(200);
    expect((await c.get(`/services/${s.id}`)).customer_id).toBe(c.otherCustomerId);
    expect((await c.get(`/package_lines/${l.id}`)).customer_id).toBe(c.otherCustomerId);
  });
});

describe('services', () => {
  it('takes the customer, site and status from its package; type required; staff assignee', async () => {
    const draft = await c.createPackage();
    const s = await c.createService(draft.id, { shipping_tracking_code: 'TRK 1' });
    expect(s).toMatchObject({
      status: 'DRAFT',
      customer_id: c.customerId,
      customer_name: 'Festival Org',
      site_id: c.siteId,
      qty: 1,
      frequency: 'monthly',
      reference: `SRV-${String(s.id).padStart(6, '0')}`,
      shipping_tracking_url: 'https://www.17track.net/en/track?nums=TRK%201',
      package: { id: draft.id, reference: draft.reference, desired_date: null, status: 'draft' },
      queue: null,
    });
    const noType = await c.post('/services/', { package_id: draft.id });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors.type).toBe('Choose a service type.');
    const badType = await c.post('/services/', { package_id: draft.id, type: 'fax' });
    expect(badType.statusCode).toBe(400);
    const site = await c.post('/services/', { package_id: draft.id, type: 'data', site_id: c.otherSiteId });
    expect(site.json().message).toBe('The site does not belong to the customer.');
    const portal = await c.post('/users/', { email: 'portal-x@example.com', firstname: 'P', lastname: 'X', is_staff: false, customer_id: c.customerId });
    if (portal.statusCode === 201) {
      const notStaff = await c.post('/services/', { package_id: draft.id, type: 'data', assignee_id: portal.json().id });
      expect(notStaff.json().message).toBe('Only staff users can be chosen here.');
    }
    // Status is moved only by the actions: a form sending it changes nothing.
    await c.put(`/services/${s.id}`, { status: 'DELIVERED', name: 'Renamed' });
    expect(await c.get(`/services/${s.id}`)).toMatchObject({ status: 'DRAFT', name: 'Renamed' });
    const confirmed = await c.createPackage();
    await force(c.t, 'packages', confirmed.id, { status: 'provisioning' });
    expect((await c.createService(confirmed.id)).status).toBe('PROVISIONING');
  });

  it('filters: q, type, package, customer, frequency, status, queue, assignee, not_invoiced, to_invoice, archived', async () => {
    const pkg = await c.createPackage({ customer_id: c.otherCustomerId, invoicing_address_id: c.otherAddressId, site_id: c.otherSiteId });
    const line = await c.createService(pkg.id, { type: 'line', name: 'Fiber Quay' });
    const sdwan = await c.createService(pkg.id, { type: 'sdwan', frequency: 'yearly', assignee_id: c.staffUserId });
    const running = await c.createService(pkg.id, { type: 'data' });
    const once = await c.createService(pkg.id, { type: 'activation', frequency: 'onetime' });
    await force(c.t, 'services', line.id, { status: 'PROVISIONING' });
    await force(c.t, 'services', sdwan.id, { status: 'SHIPPED' });
    await force(c.t, 'services', running.id, { status: 'DELIVERED', start_date: '2026-01-01' });
    await force(c.t, 'services', once.id, { status: 'DELIVERED', start_date: '2026-01-01', last_invoice_id: 7 });
    const base = `/services/?package_id=${pkg.id}`;
    expect(ids(await c.get(base))).toEqual([line.id, sdwan.id, running.id, once.id]);
    const ofCustomer = ids(await c.get(`/services/?customer_id=${c.otherCustomerId}`));
    expect(ofCustomer).toEqual(expect.arrayContaining([line.id, sdwan.id, running.id, once.id]));
    const mine = await c.createService((await c.createPackage()).id);
    expect(ofCustomer).not.toContain(mine.id);
    expect(ids(await c.get(`/services/?customer_id=${c.customerId}`))).toContain(mine.id);
    expect(ids(await c.get(`${base}&type=sdwan`))).toEqual([sdwan.id]);
    expect(ids(await c.get(`${base}&type=SDWAN`))).toEqual([sdwan.id]);
    expect(ids(await c.get(`${base}&frequency=yearly`))).toEqual([sdwan.id]);
    expect(ids(await c.get(`${base}&status=DELIVERED`))).toEqual([running.id, once.id]);
    expect(ids(await c.get(`${base}&status=provisioning`))).toEqual([line.id]);
    expect(ids(await c.get(`${base}&status=SHIPPED&status=PROVISIONING`))).toEqual([line.id, sdwan.id]);
    expect(ids(await c.get(`${base}&queue=delivery`))).toEqual([sdwan.id]);
    expect(ids(await c.get(`${base}&queue=lines`))).toEqual([line.id]);
    expect((await c.get(`/services/${sdwan.id}`)).queue).toBe('delivery');
    expect(ids(await c.get(`${base}&assignee_id=${c.staffUserId}`))).toEqual([sdwan.id]);
    expect(ids(await c.get(`${base}&not_invoiced=true`))).toEqual([running.id]);
    expect(ids(await c.get(`${base}&to_invoice=true`))).toEqual([running.id]);
    expect(ids(await c.get(`${base}&q=Fiber Quay`))).toEqual([line.id]);
    await c.staff({ method: 'DELETE', url: `/api/v1/services/${once.id}`, payload: { archived_reason: 'OTHER' } });
    expect(ids(await c.get(base))).toEqual([line.id, sdwan.id, running.id]);
    expect(ids(await c.get(`${base}&archived=true`))).toEqual([once.id]);
    expect((await c.staff({ method: 'GET', url: '/api/v1/services/?queue_x=1' })).statusCode).toBe(400);
  });
});

describe('package lines', () => {
  it('requires a package; takes its customer and site; total is price times qty; invoiced=false by default', async () => {
    const none = await c.post('/package_lines/', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.package_id).toBe('Choose a package.');
    const pkg = await c.createPackage();
    const line = await c.createLine(pkg.id, { price: '12.50', qty: 4 });
    expect(line).toMatchObject({
      status: 'draft',
      customer_id: c.customerId,
      site_id: c.siteId,
      total: 50,
      serials: [],
      is_invoiced: false,
      device_product_name: 'ANT-5G',
    });
    const other = await c.createPackage();
    const service = await c.createService(other.id);
    const wrong = await c.post('/package_lines/', { package_id: pkg.id, service_id: service.id });
    expect(wrong.json().message).toBe('The service is not in this package.');
    // is_invoiced is billing's (decision 0060): set as an invoice would.
    const invoiced = await c.createLine(pkg.id);
    await force(c.t, 'package_lines', invoiced.id, { is_invoiced: true });
    const base = `/package_lines/?package_id=${pkg.id}`;
    expect(ids(await c.get(base))).toEqual([line.id]);
    expect(ids(await c.get(`${base}&invoiced=true`))).toEqual([invoiced.id]);
    expect(ids(await c.get(`${base}&invoiced=all`))).toEqual([line.id, invoiced.id]);
  });

  it('filters: status, customer, site, device product, queue, not_invoiced', async () => {
    const pkg = await c.createPackage({ customer_id: c.otherCustomerId, invoicing_address_id: c.otherAddressId, site_id: c.otherSiteId });
    const a = await c.createLine(pkg.id);
    const b = await c.createLine(pkg.id, { device_product_id: c.router });
    const done = await c.createLine(pkg.id);
    await force(c.t, 'package_lines', a.id, { status: 'provisioned' });
    await force(c.t, 'package_lines', b.id, { status: 'shipped' });
    await force(c.t, 'package_lines', done.id, { status: 'delivered' });
    const mine = await c.createLine((await c.createPackage()).id);
    const ofCustomer = ids(await c.get(`/package_lines/?customer_id=${c.otherCustomerId}`));
    expect(ofCustomer).toEqual(expect.arrayContaining([a.id, b.id, done.id]));
    expect(ofCustomer).not.toContain(mine.id);
    expect(ids(await c.get(`/package_lines/?site_id=${c.otherSiteId}`))).toEqual([a.id, b.id, done.id]);
    expect(ids(await c.get(`/package_lines/?site_id=${c.siteId}`))).toContain(mine.id);
    expect(ids(await c.get(`/package_lines/?package_id=${pkg.id}&device_product_id=${c.router}`))).toEqual([b.id]);
    expect(ids(await c.get(`/package_lines/?package_id=${pkg.id}&status=PROVISIONED`))).toEqual([a.id]);
    expect(ids(await c.get(`/package_lines/?package_id=${pkg.id}&queue=delivery`))).toEqual([a.id, b.id]);
    expect(ids(await c.get(`/package_lines/?package_id=${pkg.id}&not_invoiced=true`))).toEqual([b.id, done.id]);
  });
});

describe('data pools', () => {
  it('requires the billing address, data included, data price and extra price; takes the address customer', async () => {
    const none = await c.post('/data_pools/', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toMatchObject({
      invoicing_address_id: 'A billing address is required.',
      data_included: 'Data included (GB) is required.',
      data_price: 'Data price is required.',
      data_extra_price: 'Extra price per GB is required.',
    });
    const pool = await c.post('/data_pools/', {
      type: 'starlink',
      reference: 'POOL-1',
      invoicing_address_id: String(c.addressId),
      data_included: '500',
      data_price: '990',
      data_extra_price: '2.5',
    });
    expect(pool.statusCode).toBe(201);
    expect(pool.json()).toMatchObject({
      customer_id: c.customerId,
      customer_name: 'Festival Org',
      billing_company_id: 1,
      billing_company_name: 'Reseller SA',
      data_included: 500,
      data_price: 990,
      total_price: 990,
      services_count: 0,
    });
    const other = await c.post('/data_pools/', {
      customer_id: c.otherCustomerId,
      invoicing_address_id: c.addressId,
      data_included: 1,
      data_price: 1,
      data_extra_price: 1,
    });
    expect(other.json().message).toBe('The billing address does not belong to the customer.');
    const cellular = await c.post('/data_pools/', {
      type: 'cellular',
      invoicing_address_id: c.otherAddressId,
      data_included: 1,
      data_price: 1,
      data_extra_price: 1,
    });
    expect(ids(await c.get('/data_pools/?type=starlink'))).toEqual([pool.json().id]);
    expect(ids(await c.get(`/data_pools/?customer_id=${c.otherCustomerId}`))).toEqual([cellular.json().id]);
    expect(ids(await c.get('/data_pools/?billing_company_id=1'))).toEqual([pool.json().id, cellular.json().id]);
    expect(ids(await c.get('/data_pools/?q=POOL-1'))).toEqual([pool.json().id]);
    const pkg = await c.createPackage();
    await c.createService(pkg.id, { type: 'starlink', data_pool_id: pool.json().id });
    expect((await c.get(`/data_pools/${pool.json().id}`)).services_count).toBe(1);
  });
});

describe('lists and exports', () => {
  const names = ['service_products', 'packages', 'services', 'package_lines', 'data_pools'];

  it('pages 50 per page by default', () => {
    for (const name of names) expect(pageSizeFor(name), name).toBe(50);
  });

  it('exports each resource as a workbook with its declared columns', async () => {
    for (const name of names) {
      const def = allResources().find((r) => r.name === name)!;
      const res = await c.staff({ method: 'GET', url: `/api/v1/${name}/export.xls` });
      expect(res.statusCode, name).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as any);
      const sheet = book.worksheets[0];
      expect((sheet.getRow(1).values as unknown[]).slice(1), name).toEqual(def.exportColumns!.map((col) => col.header));
      const list = await c.get(`/${name}/?page_size=500`);
      expect(sheet.rowCount - 1, name).toBe(list.count);
      expect(list.count, name).toBeGreaterThan(0);
    }
  });
});
