import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  customerId = (await staff({ method: 'POST', url: '/api/v1/customers/', payload: { name: 'Brouwerij Test' } })).json().id;
});
afterAll(() => t.close());

describe('sites', () => {
  it('has the default stock site 1 on an empty database, which cannot be archived', async () => {
    const stock = await staff({ method: 'GET', url: '/api/v1/sites/1' });
    expect(stock.json()).toMatchObject({ id: 1, name: 'Stock', is_stock: true, archived_at: null });

    const one = await staff({ method: 'DELETE', url: '/api/v1/sites/1', payload: { archived_reason: 'OTHER' } });
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({ message: 'The default stock site cannot be archived.', code: 'stock_site_not_archivable', params: {} });

    const bulk = await staff({ method: 'DELETE', url: '/api/v1/sites/', payload: { ids: [1], archived_reason: 'OTHER' } });
    expect(bulk.json()).toEqual([
      { id: 1, success: false, reason: 'The default stock site cannot be archived.', code: 'stock_site_not_archivable', params: {} },
    ]);

    const unstock = await staff({ method: 'PUT', url: '/api/v1/sites/1', payload: { is_stock: false } });
    expect(unstock.statusCode).toBe(400);
    expect(unstock.json().errors.is_stock).toBeTruthy();
  });

  it('requires a name and refuses a customer that does not exist', async () => {
    const noName = await staff({ method: 'POST', url: '/api/v1/sites/', payload: { customer_id: customerId } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.name).toBe('Site name is required.');
    const ghost = await staff({ method: 'POST', url: '/api/v1/sites/', payload: { name: 'X', customer_id: 999999 } });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().errors.customer_id).toBe('No customer with this id.');
  });

  it('keeps the one-line address in step with its parts, defaults the data limit and shows the customer name', async () => {
    const res = await staff({
      method: 'POST',
      url: '/api/v1/sites/',
      payload: { name: 'HQ', customer_id: customerId, street: 'Veldstraat', number: '12', zipcode: '9000', city: 'Gent', country: 'be' },
    });
    expect(res.statusCode).toBe(201);
    const site = res.json();
    expect(site).toMatchObject({ address: 'Veldstraat 12, 9000 Gent, BE', country: 'BE', data_limit: 10, customer_name: 'Brouwerij Test', is_stock: false });

    const moved = await staff({ method: 'PUT', url: `/api/v1/sites/${site.id}`, payload: { number: '14' } });
    expect(moved.json().address).toBe('Veldstraat 14, 9000 Gent, BE');
    // A form that sends everything back unchanged changes nothing and logs nothing.
    const again = await staff({ method: 'PUT', url: `/api/v1/sites/${site.id}`, payload: { ...moved.json() } });
    expect(again.statusCode).toBe(200);
    const { rows } = await t.database.query(`select verb, refs from logs where object_type = 'site' and object_id = $1 order by id`, [String(site.id)]);
    expect(rows.map((r) => r.verb)).toEqual(['create', 'update']);
    expect(rows[0].refs).toEqual({ site_id: site.id, customer_id: customerId });

    const free = await staff({ method: 'POST', url: '/api/v1/sites/', payload: { name: 'Field', address: 'Next to the church' } });
    expect(free.json().address).toBe('Next to the church');
  });

  it('validates coordinates, data limit and the data limit contacts list', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lat: 91 }, 'lat', 'Latitude must be between -90 and 90.'],
      [{ lat: 'north' }, 'lat', 'Latitude must be between -90 and 90.'],
      [{ lng: -180.5 }, 'lng', 'Longitude must be between -180 and 180.'],
      [{ data_limit: -1 }, 'data_limit', ''],
      [{ data_limit_contacts: 'a@b.be;not-an-email' }, 'data_limit_contacts', 'not-an-email is not an e-mail address; separate addresses with semicolons.'],
      [{ country: 'Belgium' }, 'country', 'A two-letter country code such as BE.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await staff({ method: 'POST', url: '/api/v1/sites/', payload: { name: 'Bad', ...body } });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().errors[field]).toBe(message);
      else expect(res.json().errors[field]).toBeTruthy();
    }
    const ok = await staff({
      method: 'POST',
      url: '/api/v1/sites/',
      payload: { name: 'Ok', lat: '50.85', lng: '4.35', data_limit: '', data_limit_contacts: ' noc@example.com ; ops@example.com ' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ lat: 50.85, lng: 4.35, data_limit: 10, data_limit_contacts: 'noc@example.com;ops@example.com' });
  });

  it('filters by customer, stock, country, city and contract data source, and searches name and address', async () => {
    await staff({
      method: 'POST',
      url: '/api/v1/sites/',
      payload: { name: 'Depot Lille', customer_id: customerId, city: 'Lille', country: 'FR', contract_data_source: 'TELNA' },
    });
    const get = async (qs: string) => (await staff({ method: 'GET', url: `/api/v1/sites/?${qs}` })).json();
    expect((await get('is_stock=true')).results.map((s: any) => s.id)).toEqual([1]);
    expect((await get(`customer_id=${customerId}&country=FR`)).results.map((s: any) => s.name)).toEqual(['Depot Lille']);
    expect((await get('city=Lille&contract_data_source=TELNA')).count).toBe(1);
    expect((await get('q=veldstraat')).results.map((s: any) => s.name)).toEqual(['HQ']);
    expect((await get('sort=customer_name&order=ASC')).count).toBeGreaterThan(1);
    expect((await staff({ method: 'GET', url: '/api/v1/sites/values/city' })).json().results).toContain('Lille');
    expect((await staff({ method: 'GET', url: '/api/v1/sites/?is_stock=perhaps' })).statusCode).toBe(400);
  });

  it('exports the list as a workbook', async () => {
    const res = await staff({ method: 'GET', url: '/api/v1/sites/export.xls' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
