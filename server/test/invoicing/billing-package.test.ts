// Billing from the order book (spec 2 §2 Preview and Invoice, §7; decision 0030): recurring services
// per period prorated to the day, one-time services and hardware once, data above the allowance,
// Starlink top-ups at month end, data pools; simulate saves nothing; never billed twice, even racing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, PACKAGE_TRANSITIONS } from '@console/contract';
import { recurringPeriods, usageMonths } from '../../src/resources/invoicing/billing/billing-periods.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
});
afterAll(() => c.t.close());

const GB = 1024 ** 3;
/** A confirmed package (any status past draft may be invoiced). */
const livePackage = async (over: Record<string, unknown> = {}) => {
  const pkg = await c.createPackage({ reference: `PK-${Math.random().toString(36).slice(2, 8)}`, default_vat_code: 'vat_21', ...over });
  await force(c.t, 'packages', pkg.id, { status: 'delivered' });
  return pkg;
};
const running = async (packageId: number, over: Record<string, unknown>) => {
  const s = await c.createService(packageId, over);
  await force(c.t, 'services', s.id, { status: 'DELIVERED', ...(over.start_date ? { start_date: over.start_date } : {}) });
  return s;
};
const simulate = async (id: number, period = '2026-03', what = 'packages') => {
  const res = await c.staff({ method: 'GET', url: `/api/v1/${what}/${id}/simulate?period=${period}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const invoice = (id: number, period = '2026-03', what = 'packages') => c.post(`/${what}/${id}/invoice`, { period });

describe('billing calendar', () => {
  it('monthly periods are calendar months cut to the start and end; yearly from the anniversary', () => {
    expect(recurringPeriods('monthly', '2026-01-20', null, null, '2026-03-31')).toEqual([
      { start: '2026-01-20', end: '2026-01-31', period_end: '2026-01-31', days: 12, period_days: 31 },
      { start: '2026-02-01', end: '2026-02-28', period_end: '2026-02-28', days: 28, period_days: 28 },
      { start: '2026-03-01', end: '2026-03-31', period_end: '2026-03-31', days: 31, period_days: 31 },
    ]);
    expect(recurringPeriods('monthly', '2026-01-20', '2026-03-10', '2026-02-28', '2026-05-31')).toEqual([
      { start: '2026-03-01', end: '2026-03-10', period_end: '2026-03-31', days: 10, period_days: 31 },
    ]);
    expect(recurringPeriods('yearly', '2025-06-15', '2026-03-14', null, '2026-03-31')).toEqual([
      { start: '2025-06-15', end: '2026-03-14', period_end: '2026-06-14', days: 273, period_days: 365 },
    ]);
    expect(usageMonths('2026-01-20', '2026-01-31', '2026-03-31')).toEqual(['2026-02-01', '2026-03-01']);
  });
});

describe('POST /packages/{id}/invoice and GET /packages/{id}/simulate', () => {
  it('bills monthly services per month prorated to the day, hardware once; simulate saves nothing; the second time nothing is due', async () => {
    const pkg = await livePackage();
    const monthly = await running(pkg.id, { type: 'sdwan', frequency: 'monthly', price: 31, start_date: '2026-02-15', name: 'SD-WAN' });
    const once = await running(pkg.id, { type: 'activation', frequency: 'onetime', price: 99.5, start_date: '2026-02-15' });
    const line = await c.createLine(pkg.id, { price: 120, qty: 2 });
    await force(c.t, 'package_lines', line.id, { status: 'delivered', delivery_date: '2026-02-20' });
    const draftLine = await c.createLine(pkg.id, { price: 50 });

    const preview = await simulate(pkg.id);
    expect(preview).toMatchObject({ package_id: pkg.id, period: '2026-03', usage_through: '2026-03-31', currency: 'EUR' });
    const byKind = (k: string) => preview.lines.filter((l: any) => l.kind === k);
    // February from the 15th: 14 of 28 days of 31.00 = 15.50; March whole.
    expect(byKind('recurring').map((l: any) => [l.item_id, l.start_date, l.end_date, l.unit_price])).toEqual([
      [monthly.id, '2026-02-15', '2026-02-28', 15.5],
      [monthly.id, '2026-03-01', '2026-03-31', 31],
    ]);
    expect(byKind('onetime')).toMatchObject([{ item_id: once.id, unit_price: 99.5, qty: 1 }]);
    expect(byKind('hardware')).toMatchObject([{ item: 'package_line', item_id: line.id, qty: 2, unit_price: 120, total: 240 }]);
    expect(preview.lines.some((l: any) => l.item_id === draftLine.id && l.item === 'package_line')).toBe(false);
    expect(preview.total_untaxed).toBe(15.5 + 31 + 99.5 + 240);
    expect(preview.total_tax).toBe(81.06);
    // Simulate saved nothing.
    expect((await c.get(`/services/${monthly.id}`)).last_invoice_id).toBeNull();
    expect(await simulate(pkg.id)).toEqual(preview);

    const res = await invoice(pkg.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: BILLING_MESSAGES.invoiced });
    const inv = await c.get(`/invoices/${res.json().id}`);
    expect(inv).toMatchObject({
      status: 'draft',
      source: 'package',
      package_id: pkg.id,
      customer_id: c.customerId,
      total_untaxed: preview.total_untaxed,
      total: preview.total,
    });
    const lines = (await c.get(`/invoice_lines/?invoice_id=${inv.id}&page_size=50`)).results;
    expect(lines).toHaveLength(4);
    expect(await c.get(`/services/${monthly.id}`)).toMatchObject({ last_invoice_id: inv.id, billed_through: '2026-03-31' });
    expect(await c.get(`/services/${once.id}`)).toMatchObject({ last_invoice_id: inv.id });
    expect(await c.get(`/package_lines/${line.id}`)).toMatchObject({ is_invoiced: true, invoice_id: inv.id });

    expect((await simulate(pkg.id)).lines).toEqual([]);
    const again = await invoice(pkg.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLING_MESSAGES.nothingDue(`package ${pkg.reference}`, '2026-03-31'));
    // The next month bills the next month only.
    expect((await simulate(pkg.id, '2026-04')).lines.map((l: any) => [l.item_id, l.start_date, l.unit_price])).toEqual([[monthly.id, '2026-04-01', 31]]);
  });

  it('an ended service is billed to its end date; a yearly one from its anniversary', async () => {
    const pkg = await livePackage();
    const ended = await running(pkg.id, { frequency: 'monthly', price: 30, start_date: '2026-01-01' });
    await force(c.t, 'services', ended.id, { end_date: '2026-03-10', status: 'ENDED' });
    const yearly = await running(pkg.id, { frequency: 'yearly', price: 365, start_date: '2025-03-20' });
    const p = await simulate(pkg.id);
    expect(p.lines.filter((l: any) => l.item_id === ended.id).map((l: any) => [l.start_date, l.end_date, l.unit_price])).toEqual([
      ['2026-01-01', '2026-01-31', 30],
      ['2026-02-01', '2026-02-28', 30],
      ['2026-03-01', '2026-03-10', 9.68],
    ]);
    expect(p.lines.filter((l: any) => l.item_id === yearly.id).map((l: any) => [l.start_date, l.end_date, l.unit_price])).toEqual([
      ['2025-03-20', '2026-03-19', 365],
      ['2026-03-20', '2027-03-19', 365],
    ]);
  });

  it('bills data above the allowance per ended month and Starlink top-ups at month end', async () => {
    const pkg = await livePackage();
    const { id: deviceId } = (
      await c.t.database.query(`insert into devices (serial, product_id, in_stock) values ('BILL-DEV-1', $1, false) returning id`, [c.router])
    ).rows[0] as { id: number };
    const data = await running(pkg.id, { type: 'data', price: 20, start_date: '2026-03-01', data_included: 10, data_extra_price: 2.5 });
    await force(c.t, 'services', data.id, { device_id: deviceId });
    await c.t.database.query(
      `insert into usage_rollups (grain, dimension, source, period, key_id, bytes, records) values
       ('month', 'device', 'incontrol', '2026-03-01', $1, $2, 1), ('month', 'device', 'telna', '2026-03-01', $1, $3, 1), ('month', 'device', 'incontrol', '2026-04-01', $1, $4, 1)`,
      [deviceId, 8 * GB, 4.5 * GB, 3 * GB],
    );
    const starlink = await running(pkg.id, { type: 'starlink', price: 100, start_date: '2026-03-01', data_extra_price: 1 });
    await force(c.t, 'services', starlink.id, {
      top_up_blocks_history: JSON.stringify([
        { source: 'console', data_amount: 50, start_date: '2026-03-12', expiration_date: '2026-03-31' },
        { source: 'console', data_amount: 50, start_date: '2026-04-02', expiration_date: '2026-04-30' },
      ]),
    });
    const p = await simulate(pkg.id);
    expect(p.lines.filter((l: any) => l.kind === 'usage')).toMatchObject([
      { item_id: data.id, qty: 2.5, unit_price: 2.5, total: 6.25, start_date: '2026-03-01' },
    ]);
    expect(p.lines.filter((l: any) => l.kind === 'topup')).toMatchObject([
      { item_id: starlink.id, type: 'starlink', qty: 50, unit_price: 1, total: 50, start_date: '2026-03-12' },
    ]);
    expect((await invoice(pkg.id)).statusCode).toBe(200);
    expect(await c.get(`/services/${data.id}`)).toMatchObject({ usage_billed_through: '2026-03-31' });
    // April: no overage (3 GB), the April top-up once April has ended.
    const april = await simulate(pkg.id, '2026-04');
    expect(april.lines.filter((l: any) => l.kind !== 'recurring').map((l: any) => [l.kind, l.start_date])).toEqual([['topup', '2026-04-02']]);
  });

  it('usage and top-ups of the current month wait for its end', async () => {
    const pkg = await livePackage();
    const month = new Date().toISOString().slice(0, 7);
    const s = await running(pkg.id, { type: 'starlink', price: 10, start_date: `${month}-01`, data_extra_price: 1 });
    await force(c.t, 'services', s.id, {
      top_up_blocks_history: JSON.stringify([{ source: 'console', data_amount: 50, start_date: `${month}-01`, expiration_date: null }]),
    });
    const p = await simulate(pkg.id, month);
    expect(p.lines.map((l: any) => l.kind)).toEqual(['recurring']);
  });

  it('reports what it cannot bill and why; a free package bills nothing', async () => {
    const pkg = await livePackage();
    const noPrice = await running(pkg.id, { price: null, start_date: '2026-03-01' });
    const p = await simulate(pkg.id);
    expect(p.skipped).toEqual([{ item: 'service', item_id: noPrice.id, reference: expect.anything(), reason: 'The service has no price.' }]);
    const free = await livePackage({ is_free: true });
    await running(free.id, { price: 10, start_date: '2026-03-01' });
    expect(await simulate(free.id)).toMatchObject({ lines: [], skipped: [{ item: 'package', reason: 'The package is free.' }] });
  });

  it('a draft package cannot be invoiced (409 naming its status); bad input is a 400; unknown a 404', async () => {
    const draft = await c.createPackage();
    const res = await invoice(draft.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Cannot invoice from status draft: allowed only from ${PACKAGE_TRANSITIONS.invoice.from.slice(0, -1).join(', ')} or ${PACKAGE_TRANSITIONS.invoice.from.at(-1)}.`,
    );
    const bad = await c.post(`/packages/${draft.id}/invoice`, { period: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(BILLING_MESSAGES.period);
    expect((await c.staff({ method: 'GET', url: '/api/v1/packages/999999/simulate' })).statusCode).toBe(404);
  });

  it('two invoice requests racing bill the package once', async () => {
    const pkg = await livePackage();
    await running(pkg.id, { price: 40, start_date: '2026-03-01' });
    const results = await Promise.all([invoice(pkg.id), invoice(pkg.id), invoice(pkg.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const invoices = (await c.get(`/invoices/?package_id=${pkg.id}`)).results;
    expect(invoices).toHaveLength(1);
    expect(invoices[0].total_untaxed).toBe(40);
  });

  it('writes the activity log of the invoice and of the services it marks', async () => {
    const pkg = await livePackage();
    const s = await running(pkg.id, { price: 12, start_date: '2026-03-01' });
    const { id } = (await invoice(pkg.id)).json();
    const logs = (
      await c.t.database.query(
        `select object_type, verb from logs where (object_type = 'invoice' and object_id = $1) or (object_type = 'service' and object_id = $2 and verb = 'update') order by id`,
        [id, s.id],
      )
    ).rows;
    expect(logs.map((l: any) => l.object_type)).toEqual(expect.arrayContaining(['invoice', 'service']));
  });
});

describe('data pools', () => {
  it('bills the monthly price prorated from its start and the data above its allowance, once', async () => {
    const res = await c.post('/data_pools/', {
      name: 'Fleet pool',
      reference: 'POOL-B1',
      invoicing_address_id: c.addressId,
      data_included: 100,
      data_price: 300,
      data_extra_price: 3,
      start_date: '2026-02-15',
      default_vat_code: 'vat_21',
    });
    expect(res.statusCode, res.body).toBe(201);
    const pool = res.json();
    await c.t.database.query(
      `insert into usage_rollups (grain, dimension, source, period, key_id, bytes, records) values ('month', 'pool', 'incontrol', '2026-03-01', $1, $2, 1)`,
      [pool.id, 110 * GB],
    );
    const p = await simulate(pool.id, '2026-03', 'data_pools');
    expect(p.lines.map((l: any) => [l.kind, l.start_date, l.qty, l.unit_price])).toEqual([
      ['pool', '2026-02-15', 1, 150],
      ['pool', '2026-03-01', 1, 300],
      ['pool_usage', '2026-03-01', 10, 3],
    ]);
    const first = await invoice(pool.id, '2026-03', 'data_pools');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(BILLING_MESSAGES.poolInvoiced);
    expect(await c.get(`/invoices/${first.json().id}`)).toMatchObject({ source: 'data_pool', data_pool_id: pool.id, total_untaxed: 480 });
    const second = await invoice(pool.id, '2026-03', 'data_pools');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(BILLING_MESSAGES.nothingDue('data pool POOL-B1', '2026-03-31'));
  });
});
