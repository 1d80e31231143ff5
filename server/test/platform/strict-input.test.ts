// Strict input (issue 24, decision 0058): a day that is not on the calendar (month 13, 30 February) is
// a 400 naming the field, not a database error; an amount or a quantity is a plain decimal (no hex,
// no exponent, no words) with at most the decimals its column holds, refused rather than rounded.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors.ts';
import { date, dateTime, eurPrice, gigabytes, money, number, quantity, requiredInt, requiredNumber, unitPrice } from '../../src/platform/fields.ts';
import { parseListQuery } from '../../src/platform/list-query.ts';
import { dataPricingsResource } from '../../src/resources/usage/data_pricings/data_pricings.resource.ts';
import { commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';
import { createUser } from '../support/helpers.ts';

const BAD_DATES = ['2024-13-01', '2024-02-30', '2023-02-29', '2024-00-10', '2024-04-31'];
const BAD_NUMBERS = ['0x10', '1e3', 'ten', 'Infinity', '1,5', '.5', '12.'];

const issue = (schema: { safeParse: (v: unknown) => { success: boolean; error?: any } }, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? null : r.error.issues[0].message;
};

describe('date()', () => {
  it('refuses days that are not on the calendar, with a message', () => {
    for (const v of BAD_DATES) expect(issue(date(), v), v).toMatch(/No such day/);
    expect(issue(date(), '1899-12-31')).toBe('A date between 1900 and 2999 is required.');
    expect(issue(date(), '24-02-01')).toBe('A date (YYYY-MM-DD) is required.');
    expect(issue(date(), 20240201)).toBe('A date (YYYY-MM-DD) is required.');
  });
  it('keeps real days, leap days of leap years and blanks', () => {
    for (const v of ['2024-02-29', '2000-02-29', '2023-12-31', '1900-01-01', '2999-12-31']) expect(date().parse(v)).toBe(v);
    expect(date().parse('')).toBeNull();
    expect(date().parse(undefined)).toBeUndefined();
  });
});

describe('dateTime()', () => {
  it('refuses an impossible day, a bare number and free text; keeps ISO 8601 instants', () => {
    for (const v of ['2024-02-30T10:00:00Z', '2024-13-01T10:00Z', '2024-03-01T24:00Z', '1709287200000', 'March 5, 2024', '2024-03-01']) {
      expect(issue(dateTime(), v), v).toMatch(/A date and time/);
    }
    expect(issue(dateTime(), 1709287200000)).toMatch(/A date and time/);
    expect(dateTime().parse('2024-02-29T10:00:00Z')).toEqual(new Date('2024-02-29T10:00:00Z'));
    expect(dateTime().parse('2024-02-29T10:00+01:00')).toEqual(new Date('2024-02-29T09:00:00Z'));
  });
});

describe('the decimal builders', () => {
  it('refuse hex, exponents and words, from form data (text) as from JSON', () => {
    for (const b of [number(), money(), gigabytes(), quantity(), unitPrice(), eurPrice(), requiredNumber(0, 10, 'A number.')]) {
      for (const v of BAD_NUMBERS) expect(issue(b, v), v).not.toBeNull();
    }
    expect(issue(money(), '0x10')).toMatch(/A number such as 12.50/);
    expect(issue(requiredInt(1, 100, 'A whole number from 1 to 100.'), '0x10')).toBe('A whole number from 1 to 100.');
  });
  it('refuse more decimals than the column holds instead of rounding', () => {
    expect(issue(money(), '10.555')).toBe('At most 2 decimals.');
    expect(issue(money(), 10.555)).toBe('At most 2 decimals.');
    expect(issue(gigabytes(), '1.2345')).toBe('At most 3 decimals.');
    expect(issue(quantity(), '1.0001')).toBe('At most 3 decimals.');
    expect(issue(unitPrice(), '19.99999')).toBe('At most 4 decimals.');
    expect(issue(eurPrice(), '0.0000001')).toBe('At most 6 decimals.');
  });
  it('keep plain decimals at the column’s scale (positive controls)', () => {
    expect(money().parse('10.50')).toBe(10.5);
    expect(money().parse(' -3 ')).toBe(-3);
    expect(money().parse('10.500')).toBe(10.5); // trailing zeros lose nothing
    expect(money().parse(9_999_999_999.99)).toBe(9_999_999_999.99);
    expect(gigabytes().parse('1.234')).toBe(1.234);
    expect(quantity().parse('2.125')).toBe(2.125);
    expect(unitPrice().parse('19.9999')).toBe(19.9999);
    expect(eurPrice().parse('0.000123')).toBe(0.000123);
    expect(number().parse('45.123456789')).toBe(45.123456789); // no column scale: no limit
    expect(money().parse('')).toBeNull();
  });
});

describe('list filters', () => {
  const def = {
    ...dataPricingsResource,
    filters: { ...dataPricingsResource.filters, price: { type: 'number' as const }, day: { type: 'date' as const, where: () => sql`true` } },
  };
  const refused = (raw: Record<string, string>) => {
    try {
      parseListQuery(def as any, raw);
      return null;
    } catch (err) {
      return err instanceof AppError ? err.statusCode : err;
    }
  };
  it('read a number filter as a plain decimal and a date filter as a calendar day', () => {
    for (const v of ['0x10', '1e3', 'ten', ' ', 'Infinity']) expect(refused({ price: v }), v).toBe(400);
    for (const v of BAD_DATES) expect(refused({ day: v }), v).toBe(400);
    expect(refused({ price: '0.25' })).toBeNull();
    expect(refused({ day: '2024-02-29' })).toBeNull();
  });
});

describe('create and update routes answer 400 per field, never 500', () => {
  let c: Commercial;
  let pricing: (o: any) => Promise<any>;
  let invoiceId: number;
  let lineId: number;
  let packageId: number;
  let serviceId: number;
  let pricingId: number;

  beforeAll(async () => {
    c = await commercialSetup();
    pricing = c.t.as((await createUser(c.t, 'pricing')).token);
    const inv = await c.post('/invoices/', {
      invoicing_address_id: c.addressId,
      invoiced_at: '2024-02-29',
      lines: [{ type: 'data', qty: '2.5', unit_price: '10.1234' }],
    });
    expect(inv.statusCode, inv.body).toBe(201);
    invoiceId = inv.json().id;
    const line = await c.post('/invoice_lines/', { invoice_id: invoiceId, type: 'data', qty: 1, unit_price: 5 });
    expect(line.statusCode, line.body).toBe(201);
    lineId = line.json().id;
    packageId = (await c.createPackage({ start_date: '2024-02-29' })).id;
    serviceId = (await c.createService(packageId, { price: '10.50', data_included: '1.5' })).id;
    const dp = await pricing({ method: 'POST', url: '/api/v1/data_pricings/', payload: { provider: 'telna', price: '0.000123' } });
    expect(dp.statusCode, dp.body).toBe(201);
    expect(dp.json().price).toBe(0.000123);
    pricingId = dp.json().id;
  });
  afterAll(() => c.t.close());

  const expect400 = async (res: any, field: string, label: string) => {
    expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
    expect(res.json().errors?.[field], `${label}: ${res.body}`).toEqual(expect.any(String));
  };

  it('keeps what is valid (positive controls)', async () => {
    const invoice = await c.get(`/invoices/${invoiceId}`);
    expect(invoice.invoiced_at).toBe('2024-02-29');
    const service = await c.get(`/services/${serviceId}`);
    expect([service.price, service.data_included]).toEqual([10.5, 1.5]);
    const ok = await c.put(`/services/${serviceId}`, { price: '12.25', start_date: '2024-02-29' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await c.get(`/services/${serviceId}`)).price).toBe(12.25);
  });

  it('invoices: impossible dates and bad amounts', async () => {
    for (const d of BAD_DATES) {
      await expect400(await c.post('/invoices/', { invoicing_address_id: c.addressId, invoiced_at: d }), 'invoiced_at', `create ${d}`);
      await expect400(await c.put(`/invoices/${invoiceId}`, { due_date: d }), 'due_date', `update ${d}`);
    }
    for (const v of BAD_NUMBERS) {
      await expect400(await c.post('/invoices/', { invoicing_address_id: c.addressId, lines: [{ type: 'data', qty: v }] }), 'lines.0.qty', v);
    }
  });

  it('invoice lines: impossible dates and bad quantities or prices', async () => {
    for (const d of BAD_DATES) {
      await expect400(await c.post('/invoice_lines/', { invoice_id: invoiceId, start_date: d }), 'start_date', `create ${d}`);
      await expect400(await c.put(`/invoice_lines/${lineId}`, { end_date: d }), 'end_date', `update ${d}`);
    }
    for (const v of BAD_NUMBERS) {
      await expect400(await c.post('/invoice_lines/', { invoice_id: invoiceId, qty: v }), 'qty', `create ${v}`);
      await expect400(await c.put(`/invoice_lines/${lineId}`, { unit_price: v }), 'unit_price', `update ${v}`);
    }
    await expect400(await c.post('/invoice_lines/', { invoice_id: '0x10' }), 'invoice_id', 'invoice_id 0x10');
  });

  it('invoice lines: a fourth decimal of qty or a fifth of unit_price is a 400, not rounded', async () => {
    expect((await c.put(`/invoice_lines/${lineId}`, { qty: '1.0005' })).json().errors.qty).toBe('At most 3 decimals.');
    expect((await c.put(`/invoice_lines/${lineId}`, { unit_price: '2.00005' })).json().errors.unit_price).toBe('At most 4 decimals.');
    const ok = await c.put(`/invoice_lines/${lineId}`, { qty: '1.005', unit_price: '2.0005' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ qty: 1.005, unit_price: 2.0005 });
  });

  it('packages: impossible dates', async () => {
    for (const d of BAD_DATES) {
      const res = await c.post('/packages/', { customer_id: c.customerId, invoicing_address_id: c.addressId, site_id: c.siteId, start_date: d });
      await expect400(res, 'start_date', `create ${d}`);
      await expect400(await c.put(`/packages/${packageId}`, { end_date: d }), 'end_date', `update ${d}`);
    }
  });

  it('services: impossible dates, bad amounts and volumes, too many decimals', async () => {
    for (const d of BAD_DATES) {
      await expect400(await c.post('/services/', { package_id: packageId, type: 'data', start_date: d }), 'start_date', `create ${d}`);
      await expect400(await c.put(`/services/${serviceId}`, { end_date: d }), 'end_date', `update ${d}`);
    }
    for (const v of [...BAD_NUMBERS, '10.555']) {
      await expect400(await c.post('/services/', { package_id: packageId, type: 'data', price: v }), 'price', `create ${v}`);
      await expect400(await c.put(`/services/${serviceId}`, { price: v }), 'price', `update ${v}`);
    }
    await expect400(await c.put(`/services/${serviceId}`, { data_included: '1.2345' }), 'data_included', 'gb decimals');
    expect((await c.put(`/services/${serviceId}`, { price: 10.555 })).json().errors.price).toBe('At most 2 decimals.');
    expect((await c.get(`/services/${serviceId}`)).price).toBe(12.25);
  });

  it('data pricings: bad prices and a seventh decimal', async () => {
    for (const v of [...BAD_NUMBERS, '0.0000001']) {
      const res = await pricing({ method: 'POST', url: '/api/v1/data_pricings/', payload: { provider: 'telna', price: v } });
      await expect400(res, 'price', `create ${v}`);
      await expect400(await pricing({ method: 'PUT', url: `/api/v1/data_pricings/${pricingId}`, payload: { buy_price: v } }), 'buy_price', `update ${v}`);
    }
  });

  it('archive: an impossible archive date and ids written as 0x10 or 1e3 are a 400', async () => {
    const customer = (await c.post('/customers/', { name: 'Archive Me' })).json();
    for (const d of BAD_DATES) {
      const res = await c.staff({ method: 'DELETE', url: `/api/v1/customers/${customer.id}`, payload: { archived_reason: 'test', archived_date: d } });
      await expect400(res, 'archived_date', d);
    }
    for (const v of ['0x10', '1e3', 'ten', '1.5']) {
      const res = await c.staff({ method: 'DELETE', url: '/api/v1/customers/', payload: { ids: [v], archived_reason: 'test' } });
      await expect400(res, 'ids.0', `archive ${v}`);
      await expect400(await c.post('/customers/unarchive', { ids: [v] }), 'ids.0', `unarchive ${v}`);
    }
    // Positive control: digits as text are an id.
    const ok = await c.staff({
      method: 'DELETE',
      url: '/api/v1/customers/',
      payload: { ids: [String(customer.id)], archived_reason: 'test', archived_date: '2024-02-29' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await c.get(`/customers/${customer.id}`)).archived_date).toBe('2024-02-29');
  });

  it('speed tests: an impossible scheduled day is a 400, not the day after', async () => {
    const next = new Date().getUTCFullYear() + 1;
    for (const v of [`${next}-02-30T10:00:00Z`, `${next}-13-01T10:00:00Z`, String(Date.now() + 60_000)]) {
      const res = await c.post('/speedtests', { device_serials: 'X1', scheduled_at: v });
      await expect400(res, 'scheduled_at', v);
    }
  });

  it('list filters: an impossible day is a 400', async () => {
    for (const d of BAD_DATES) {
      const res = await c.staff({ method: 'GET', url: `/api/v1/invoices/?start_date=${d}` });
      expect(res.statusCode, `${d}: ${res.body}`).toBe(400);
    }
    expect((await c.staff({ method: 'GET', url: '/api/v1/invoices/?start_date=2024-02-29' })).statusCode).toBe(200);
  });
});
