// Invoice reports (spec 3 §7: GET /invoices/report with group_by, start_date, end_date, and the
// SIM-only report) and the accounting dashboard (GET /admin/dashboard/accounting/stats): issued
// documents only, credit notes negative, bad input a 400 with its message.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_REPORT_MESSAGES } from '@console/contract';
import { commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
const year = 2025;
const draft = async (addressId: number, invoicedAt: string, lines: Record<string, unknown>[]) => {
  const res = await c.post('/invoices/', { invoicing_address_id: addressId, invoiced_at: invoicedAt, lines });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const sendIt = async (id: number) =>
  expect((await c.post(`/invoices/${id}/send`, { sent_to: 'billing@festival.test' })).json()).toMatchObject({ success: true });

let paidId: number;
beforeAll(async () => {
  c = await commercialSetup();
  // Festival: two invoices in March and April, the April one reversed; Harbour: one in March. A draft everywhere.
  const a = await draft(c.addressId, `${year}-03-10`, [{ type: 'data', product_name: 'SIM', qty: 10, unit_price: 5, vat_code: 'vat_21' }]);
  const b = await draft(c.addressId, `${year}-04-10`, [{ type: 'sdwan', product_name: 'SD-WAN', qty: 1, unit_price: 100, vat_code: 'vat_21' }]);
  const h = await draft(c.otherAddressId, `${year}-03-15`, [{ type: 'data_pool', product_name: 'Pool', qty: 1, unit_price: 200, vat_code: 'vat_0' }]);
  await draft(c.addressId, `${year}-03-20`, [{ type: 'data', product_name: 'Draft', qty: 1, unit_price: 999, vat_code: 'vat_21' }]);
  // Sent in date order: a number never carries an earlier date than the one before it (decision 0059).
  for (const id of [a.id, h.id, b.id]) await sendIt(id);
  const credit = (await c.post(`/invoices/${b.id}/reverse`)).json();
  await c.put(`/invoices/${credit.id}`, { invoiced_at: `${year}-04-20` });
  await sendIt(credit.id);
  paidId = a.id;
  await c.post(`/invoices/${a.id}/mark_paid`);
});
afterAll(() => c.t.close());

const report = async (query: string) => {
  const res = await c.staff({ method: 'GET', url: `/api/v1/invoices/report?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /invoices/report', () => {
  it('groups issued invoices by customer, credit notes negative, drafts left out', async () => {
    const r = await report(`group_by=customer&start_date=${year}-01-01&end_date=${year}-12-31`);
    expect(r).toMatchObject({
      group_by: 'customer',
      start_date: `${year}-01-01`,
      end_date: `${year}-12-31`,
      total_untaxed: 250,
      total_tax: 10.5,
      total: 260.5,
    });
    const byKey = Object.fromEntries(r.results.map((row: any) => [row.key, row]));
    expect(byKey[c.customerId]).toMatchObject({ label: 'Festival Org', invoices: 2, credit_notes: 1, total_untaxed: 50, total: 60.5 });
    expect(byKey[c.otherCustomerId]).toMatchObject({ label: 'Harbour Ltd', invoices: 1, credit_notes: 0, total_untaxed: 200, total: 200 });
  });

  it('groups by month and by status; the range narrows', async () => {
    const months = await report(`group_by=month&start_date=${year}-01-01&end_date=${year}-12-31`);
    expect(Object.fromEntries(months.results.map((r: any) => [r.key, r.total_untaxed]))).toEqual({ [`${year}-03`]: 250, [`${year}-04`]: 0 });
    const march = await report(`group_by=status&start_date=${year}-03-01&end_date=${year}-03-31`);
    expect(Object.fromEntries(march.results.map((r: any) => [r.key, r.invoices]))).toEqual({ paid: 1, sent: 1 });
    expect(paidId).toBeGreaterThan(0);
  });

  it('refuses an unknown grouping and a reversed range', async () => {
    const bad = await c.staff({ method: 'GET', url: '/api/v1/invoices/report?group_by=colour' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(INVOICE_REPORT_MESSAGES.groupBy);
    const range = await c.staff({ method: 'GET', url: `/api/v1/invoices/report?start_date=${year}-05-01&end_date=${year}-04-01` });
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toBe(INVOICE_REPORT_MESSAGES.range);
    expect((await c.staff({ method: 'GET', url: '/api/v1/invoices/report?start_date=yesterday' })).statusCode).toBe(400);
  });
});

describe('GET /invoices/simonly/report', () => {
  it('sums the SIM lines (data and data pools) of issued documents per customer', async () => {
    const res = await c.staff({ method: 'GET', url: `/api/v1/invoices/simonly/report?start_date=${year}-01-01&end_date=${year}-12-31` });
    expect(res.statusCode, res.body).toBe(200);
    const rows = Object.fromEntries(res.json().results.map((r: any) => [r.customer_id, r]));
    expect(rows[c.customerId]).toMatchObject({ customer: 'Festival Org', lines: 1, qty: 10, total: 50 });
    expect(rows[c.otherCustomerId]).toMatchObject({ lines: 1, total: 200 });
  });

  it("exports the same rows as a workbook (the usage report screen's SIM-only link)", async () => {
    const res = await c.staff({ method: 'GET', url: `/api/v1/invoices/simonly/report/export.xls?start_date=${year}-01-01&end_date=${year}-12-31` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="simonly_${year}-01-01_${year}-12-31.xlsx"`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Customer ID', 'Customer', 'Invoice lines', 'Quantity', 'Total untaxed (EUR)']);
    const festival = sheet.getSheetValues().find((r) => Array.isArray(r) && r[1] === c.customerId) as unknown[];
    expect(festival.slice(1)).toEqual([c.customerId, 'Festival Org', 1, 10, 50]);
    const bad = await c.staff({ method: 'GET', url: '/api/v1/invoices/simonly/report/export.xls?start_date=someday' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /admin/dashboard/accounting/stats', () => {
  it('totals by status, twelve months, drafts, overdue and not pushed', async () => {
    const res = await c.staff({ method: 'GET', url: '/api/v1/admin/dashboard/accounting/stats' });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(Object.fromEntries(s.by_status.map((r: any) => [r.status, r.count]))).toMatchObject({ draft: 1, paid: 1, sent: 3 });
    expect(s.monthly).toHaveLength(12);
    expect(s.drafts).toMatchObject({ count: 1 });
    // Sent in 2025 with 30 days to pay: the Harbour invoice and the reversed April one are overdue.
    expect(s.overdue.count).toBe(2);
    expect(s.not_pushed).toBe(4);
    expect(s.last_run).toBeNull();
  });
});
