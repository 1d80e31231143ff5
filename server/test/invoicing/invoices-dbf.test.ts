// The dBase export declares its code page (issue 24, decision 0058): the header's language-driver byte
// says Windows-1252, the text is written in it, and a name Windows-1252 cannot hold whole keeps its
// base letters instead of turning to noise. Read back through dbffile and checked byte by byte.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DBFFile } from 'dbffile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DBF_LANGUAGE_DRIVER, toCp1252 } from '../../src/resources/invoicing/invoices/invoice-exports.ts';
import { commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
let number: string;
const year = new Date().getUTCFullYear() - 1;
const NAME = 'Société Générale Łódź';
const HELD = 'Société Générale Lódz';

beforeAll(async () => {
  c = await commercialSetup();
  await c.put(`/companies/${c.companyId}`, { bank_iban: 'BE71096123456769', bank_bic: 'KREDBEBB' });
  const address = await c.post('/addresses/', { name: NAME, customer_id: c.customerId, accounting_code: 'C-SG', vat: 'BE0999999922' });
  expect(address.statusCode, address.body).toBe(201);
  const created = await c.post('/invoices/', {
    invoicing_address_id: address.json().id,
    invoiced_at: `${year}-03-10`,
    lines: [{ type: 'consultancy', product_name: 'Étude café €', qty: 1, unit_price: 100, vat_code: 'vat_21' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const sent = await c.post(`/invoices/${created.json().id}/send`, { sent_to: 'billing@sg.test' });
  expect(sent.json(), sent.body).toMatchObject({ success: true });
  number = (await c.get(`/invoices/${created.json().id}`)).number;
});
afterAll(() => c.t.close());

async function readDbf(payload: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), 'dbf-cp-'));
  try {
    await writeFile(join(dir, 'x.dbf'), payload);
    const dbf = await DBFFile.open(join(dir, 'x.dbf'), { encoding: 'windows-1252' });
    return dbf.readRecords();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('toCp1252', () => {
  it('keeps what Windows-1252 holds and gives the rest its base letter', () => {
    expect(toCp1252('Fête à Liège, 5 € – “ok”')).toBe('Fête à Liège, 5 € – “ok”');
    expect(toCp1252(NAME)).toBe(HELD);
    expect(toCp1252('Dvořák Œuvre Straße')).toBe('Dvorák Œuvre Straße');
    expect(toCp1252('東京 ✓')).toBe('?? ?');
  });
});

describe('GET /invoices/export.dbf', () => {
  it('declares Windows-1252 in the header and round-trips accented names through a dBase reader', async () => {
    const res = await c.staff({ method: 'GET', url: `/api/v1/invoices/export.dbf?customer_id=${c.customerId}` });
    expect(res.statusCode, res.body).toBe(200);
    const bytes: Buffer = res.rawPayload;
    expect(bytes[0]).toBe(0x03); // dBase III
    // Offset 29, the language driver: 0x03 "Windows ANSI", code page 1252 (0 was "undeclared").
    expect(DBF_LANGUAGE_DRIVER).toBe(0x03);
    expect(bytes[29]).toBe(0x03);
    const records = (await readDbf(bytes)).filter((r) => r.DOCNUMBER === number);
    expect(records).toHaveLength(1);
    expect(records[0].CUSTNAME).toBe(HELD);
    expect(records[0].DESCR).toBe('Étude café €');
    // The bytes themselves: one byte per letter in Windows-1252 (é = E9, € = 80), no UTF-8 pairs.
    expect(bytes.includes(Buffer.from([0x53, 0x6f, 0x63, 0x69, 0xe9, 0x74, 0xe9]))).toBe(true); // "Socié"…
    expect(bytes.includes(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x80]))).toBe(true); // "café €"
    expect(bytes.includes(Buffer.from('Société', 'utf8'))).toBe(false);
    // The header is still the one dbffile and every reader parse: record count and record length agree.
    expect(bytes.readUInt32LE(4)).toBe((await readDbf(bytes)).length);
  });
});
