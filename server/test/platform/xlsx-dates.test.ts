// Dates as dates in every workbook (issue 24, decision 0058): calendar days (invoice date, due date,
// start and end, usage date) and instants are written as Excel dates with a date format, so a
// spreadsheet filters and sums them by period; they were text. Every xlsx leaves through sendSpreadsheet.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPricings } from '../../src/db/schema/index.ts';
import { cell, DAY_FORMAT, TIME_FORMAT } from '../../src/platform/exports.ts';
import { ingestUsages } from '../../src/resources/usage/usages/usage-ingest.ts';
import { commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';
import { MB, usageSetup, type UsageCtx } from '../support/usage-fixtures.ts';

describe('cell()', () => {
  it('writes days and instants as dates with a date format', () => {
    expect(cell('2024-03-10')).toEqual({ value: new Date('2024-03-10T00:00:00Z'), numFmt: DAY_FORMAT });
    expect(cell('2024-02-29')).toEqual({ value: new Date('2024-02-29T00:00:00Z'), numFmt: DAY_FORMAT });
    expect(cell('2024-03-10T08:15:30.123Z')).toEqual({ value: new Date('2024-03-10T08:15:30.123Z'), numFmt: TIME_FORMAT });
    expect(cell('2024-03-10T08:15:30+02:00')).toEqual({ value: new Date('2024-03-10T06:15:30Z'), numFmt: TIME_FORMAT });
    const at = new Date('2024-03-10T08:15:30Z');
    expect(cell(at)).toEqual({ value: at, numFmt: TIME_FORMAT });
  });
  it('leaves text that is not a day as text (positive controls)', () => {
    for (const v of ['2024-02-30', '2024-13-01', '2024-03', 'Total', 'INV-2024-03-10', '2024-03-10 ', '20240310']) expect(cell(v)).toEqual({ value: v });
    expect(cell(12.5)).toEqual({ value: 12.5 });
    expect(cell(null)).toEqual({ value: null });
    expect(cell(['A', 'B'])).toEqual({ value: 'A, B' });
    expect(cell(new Date(Number.NaN))).toEqual({ value: null });
  });
});

describe('list exports', () => {
  let c: Commercial;
  let invoiceId: number;
  let packageId: number;
  const year = new Date().getUTCFullYear() - 1;

  beforeAll(async () => {
    c = await commercialSetup();
    await c.put(`/companies/${c.companyId}`, { bank_iban: 'BE71096123456769', bank_bic: 'KREDBEBB' });
    const inv = await c.post('/invoices/', {
      invoicing_address_id: c.addressId,
      invoiced_at: `${year}-03-10`,
      due_date: `${year}-04-09`,
      lines: [{ type: 'data', product_name: 'Data', qty: 1, unit_price: 10, vat_code: 'vat_21' }],
    });
    expect(inv.statusCode, inv.body).toBe(201);
    invoiceId = inv.json().id;
    const sent = await c.post(`/invoices/${invoiceId}/send`, { sent_to: 'billing@festival.test' });
    expect(sent.json(), sent.body).toMatchObject({ success: true });
    packageId = (await c.createPackage({ start_date: `${year}-02-28`, end_date: `${year}-12-31` })).id;
  });
  afterAll(() => c.t.close());

  async function sheetOf(url: string) {
    const res = await c.staff({ method: 'GET', url: `/api/v1${url}` });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const rows: Record<string, ExcelJS.Cell>[] = [];
    for (let r = 2; r <= sheet.rowCount; r++) rows.push(Object.fromEntries(headers.map((h, i) => [h, sheet.getRow(r).getCell(i + 1)])));
    return rows;
  }

  it('writes the invoice date, due date and sent time of the invoices export as Excel dates', async () => {
    const rows = await sheetOf(`/invoices/export.xls?id=${invoiceId}`);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row['Invoiced at'].type).toBe(ExcelJS.ValueType.Date);
    expect(row['Invoiced at'].value).toEqual(new Date(`${year}-03-10T00:00:00Z`));
    expect(row['Invoiced at'].numFmt).toBe(DAY_FORMAT);
    expect(row['Due date'].value).toEqual(new Date(`${year}-04-09T00:00:00Z`));
    expect(row['Sent at'].type).toBe(ExcelJS.ValueType.Date);
    expect(row['Sent at'].numFmt).toBe(TIME_FORMAT);
    expect(Math.abs((row['Sent at'].value as Date).getTime() - Date.now())).toBeLessThan(10 * 60_000);
    // Text stays text, numbers stay numbers.
    expect(row.Status.value).toBe('sent');
    expect(row.Total.value).toBe(12.1);
  });

  it('writes the start and end dates of the packages export as Excel dates', async () => {
    const [row] = await sheetOf(`/packages/export.xls?id=${packageId}`);
    expect(row['Start date'].value).toEqual(new Date(`${year}-02-28T00:00:00Z`));
    expect(row['Start date'].numFmt).toBe(DAY_FORMAT);
    expect(row['End date'].value).toEqual(new Date(`${year}-12-31T00:00:00Z`));
    expect(row['Desired date'].value).toBeNull();
    expect(row.Created.type).toBe(ExcelJS.ValueType.Date);
  });
});

describe('the usage report grouped by date', () => {
  let u: UsageCtx;
  beforeAll(async () => {
    u = await usageSetup();
    await u.db.insert(dataPricings).values({ provider: 'telna', price: 0.015 });
    const rows = ['2026-02-27', '2026-02-28', '2026-03-01'].map((date) => u.record({ date, bytes: 10 * MB }));
    await u.db.transaction((tx) => ingestUsages(tx, rows));
  });
  afterAll(() => u.t.close());

  it('writes each usage date as an Excel date and keeps the total row as text', async () => {
    const res = await u.asStaff({
      method: 'GET',
      url: '/api/v1/usages/reports/export.xls?start_date=2026-02-01&end_date=2026-03-31&source=telna&group_by=date&sort=key&order=ASC',
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    const sheet = book.worksheets[0];
    const dates = [];
    for (let r = 2; r <= sheet.rowCount; r++) dates.push(sheet.getRow(r).getCell(1));
    expect(dates.slice(0, -1).map((d) => [d.value, d.numFmt])).toEqual(
      ['2026-02-27', '2026-02-28', '2026-03-01'].map((d) => [new Date(`${d}T00:00:00Z`), DAY_FORMAT]),
    );
    expect(dates.at(-1)?.value).toBe('Total');
  });
});
