// The invoices export screen's files (spec 3 §2): GET /invoices/export.pdf (one document, every
// matching invoice from a new page, each numbered on its own) and /invoices/export.dbf (a dBase
// table for the accounting package, one record per line with its account), both with the list's filters.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DBFFile } from 'dbffile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';

let c: Commercial;
const year = new Date().getUTCFullYear() - 1;
let festivalAddress: number;
let invoice: any;
let draft: any;
let credit: any;
let other: any;

const create = async (addressId: number, invoicedAt: string, lines: Record<string, unknown>[]) => {
  const res = await c.post('/invoices/', { invoicing_address_id: addressId, invoiced_at: invoicedAt, lines });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const send = async (id: number) => {
  const res = await c.post(`/invoices/${id}/send`, { sent_to: 'billing@festival.test' });
  expect(res.json(), res.body).toMatchObject({ success: true });
  return c.get(`/invoices/${id}`);
};

beforeAll(async () => {
  c = await commercialSetup();
  await c.put(`/companies/${c.companyId}`, { bank_iban: 'BE71096123456769', bank_bic: 'KREDBEBB' });
  const address = await c.post('/addresses/', {
    name: 'Fête billing',
    customer_id: c.customerId,
    accounting_code: 'C-FETE',
    vat: 'BE0999999922',
    payment_terms: '30D',
  });
  festivalAddress = address.json().id;
  invoice = await send(
    (
      await create(festivalAddress, `${year}-04-05`, [
        { type: 'sdwan', product_name: 'SD-WAN monthly', qty: 3, unit_price: 19.99, vat_code: 'vat_21' },
        { type: 'starlink_hw', product_name: 'Starlink kit', qty: 1, unit_price: 499, vat_code: 'vat_21' },
      ])
    ).id,
  );
  draft = await create(festivalAddress, `${year}-04-20`, [{ type: 'consultancy', product_name: 'Site survey', qty: 2, unit_price: 80, vat_code: 'vat_21' }]);
  const reversed = await c.post(`/invoices/${invoice.id}/reverse`);
  credit = await send(reversed.json().id);
  other = await send(
    (await create(c.otherAddressId, `${year}-05-02`, [{ type: 'data', product_name: 'Data bundle', qty: 1, unit_price: 50, vat_code: 'vat_0' }])).id,
  );
});
afterAll(() => c.t.close());

const download = (url: string) => c.staff({ method: 'GET', url: `/api/v1/invoices/${url}` });

async function readDbf(payload: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), 'dbf-test-'));
  try {
    await writeFile(join(dir, 'x.dbf'), payload);
    const dbf = await DBFFile.open(join(dir, 'x.dbf'), { encoding: 'windows-1252' });
    return { fields: dbf.fields.map((f) => f.name), records: await dbf.readRecords() };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('GET /invoices/export.pdf', () => {
  it('holds every invoice the filters select, each from a new page and numbered on its own', async () => {
    const res = await download(
      `export.pdf?start_date=${year}-04-01&end_date=${year}-04-30&customer_id=${c.customerId}&invoice_type=invoice&status=sent&status=draft`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices.pdf"');
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toHaveLength(2);
    // The list's order: newest first.
    expect(pages[0]).toContain(`Invoice draft ${draft.id} - Page 1 of 1`);
    expect(pages[1]).toContain(`Invoice ${invoice.number} - Page 1 of 1`);
    expect(pages[1]).toContain('Fête billing');
    expect(pages[1]).toContain(`${invoice.total.toFixed(2)} EUR`);
    expect(text).not.toContain(other.number);
    expect(text).not.toContain(credit.number);
  });

  it('says so when nothing matches, and refuses filters the list refuses', async () => {
    const empty = await download(`export.pdf?customer_id=${c.customerId}&start_date=${year - 5}-01-01&end_date=${year - 5}-12-31`);
    expect(empty.statusCode).toBe(200);
    expect((await pdfText(empty.rawPayload)).text).toContain('No invoice matches the chosen filters.');
    const bad = await download('export.pdf?start_date=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('start_date must be a date (YYYY-MM-DD).');
    const unknown = await download('export.dbf?colour=red');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown filter: colour.');
  });
});

describe('GET /invoices/export.dbf', () => {
  it('writes one record per line with its account, journal and the document totals, that a dBase reader opens', async () => {
    const res = await download(`export.dbf?customer_id=${c.customerId}&status=sent`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-dbf');
    expect(res.rawPayload[0]).toBe(0x03); // dBase III
    const { fields, records } = await readDbf(res.rawPayload);
    expect(fields).toEqual(expect.arrayContaining(['JOURNAL', 'DOCNUMBER', 'DOCDATE', 'CUSTCODE', 'ACCOUNT', 'AMOUNT', 'VATCODE', 'DOCTOTAL']));
    const ofInvoice = records.filter((r) => r.DOCNUMBER === invoice.number);
    expect(ofInvoice.map((r) => [r.LINENO, r.ACCOUNT, r.LINETYPE, r.AMOUNT])).toEqual([
      [1, '706000', 'sdwan', 59.97],
      [2, '700000', 'starlink_hw', 499],
    ]);
    expect(ofInvoice[0]).toMatchObject({
      JOURNAL: 'VEN',
      DOCTYPE: 'I',
      CUSTCODE: 'C-FETE',
      CUSTNAME: 'Fête billing',
      CUSTVAT: 'BE0999999922',
      CURRENCY: 'EUR',
      VATRATE: 21,
    });
    expect(ofInvoice[0].DOCUNTAXED).toBe(invoice.total_untaxed);
    expect(ofInvoice[0].DOCTOTAL).toBe(invoice.total);
    expect((ofInvoice[0].DOCDATE as Date).toISOString().slice(0, 10)).toBe(`${year}-04-05`);
    const ofCredit = records.filter((r) => r.DOCNUMBER === credit.number);
    expect(ofCredit).toHaveLength(2);
    expect(ofCredit[0]).toMatchObject({ JOURNAL: 'VNC', DOCTYPE: 'C', REVERSES: invoice.number });
    // Filters: the other customer's invoice and the draft are not there.
    expect(records.some((r) => r.DOCNUMBER === other.number)).toBe(false);
    expect(records.every((r) => r.STATUS === 'sent')).toBe(true);
  });
});
