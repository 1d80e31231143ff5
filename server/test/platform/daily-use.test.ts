// Defects a reseller's staff hit every day (issue 14), fixed on the server.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

describe('the SIM provider form', () => {
  it('gets the stored country codes from /providers/values/contry_iso (the spec spelling) instead of a 400', async () => {
    for (const [name, prefix, contry_iso] of [
      ['P1', '8911', 'BE'],
      ['P2', '8912', 'NL'],
      ['P3', '8913', 'BE'],
    ]) {
      expect((await staff({ method: 'POST', url: '/api/v1/providers/', payload: { name, iccid_prefix: prefix, contry_iso } })).statusCode).toBe(201);
    }
    const res = await staff({ method: 'GET', url: '/api/v1/providers/values/contry_iso' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: ['BE', 'NL'], count: 2 });
  });
});

describe('the activity log export', () => {
  it('is a spreadsheet people read: author, object and one "field: old → new" line per change', async () => {
    const customer = (await staff({ method: 'POST', url: '/api/v1/customers/', payload: { name: 'Export Me', city: 'Gent' } })).json();
    await staff({ method: 'PUT', url: `/api/v1/customers/${customer.id}`, payload: { name: 'Exported', city: 'Brugge' } });
    const res = await staff({ method: 'GET', url: `/api/v1/logs/export.xls?object_type=customer&object_id=${customer.id}&sort=id&order=ASC` });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(headers).toEqual(['Date', 'Author', 'Action', 'Object type', 'Object id', 'Object', 'Changes']);
    const rows = [];
    for (let r = 2; r <= sheet.rowCount; r++) rows.push(Object.fromEntries(headers.map((h, i) => [h, sheet.getRow(r).getCell(i + 1).value])));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ Action: 'update', 'Object type': 'customer', Object: 'Exported', Author: expect.stringContaining('staff') });
    expect(String(rows[1].Changes).split('\n')).toEqual(expect.arrayContaining(['name: Export Me → Exported', 'city: Gent → Brugge']));
    expect(rows[1].Date).toBeInstanceOf(Date);
  });
});
