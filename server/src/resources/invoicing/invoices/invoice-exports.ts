// The invoices export screen's files (spec 3 §2 "Export screen /invoices/export": format pdf, xls or
// dbf), for the list's filters: pdf is one document holding every matching invoice, each from a new
// page and numbered on its own; dbf is a dBase III table for the accounting package, one record per
// invoice line with its general-ledger account and the document's totals. Both are written as the
// invoices are read, a batch at a time: memory holds one batch, whatever the export's size.
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DBFFile, type FieldDescriptor } from 'dbffile';
import type { FastifyReply } from 'fastify';
import { invoiceTotals, lineTotalCents, vatRate } from '@console/contract';
import type { Db } from '../../../db/client.ts';
import { streamPdf } from '../../../platform/pdf.ts';
import { accountOf, journalOf } from './accounting-codes.ts';
import { documentTitle, loadInvoiceDocuments, type InvoiceDocument } from './invoice-document.ts';
import { drawInvoice, invoiceQr } from './invoice-pdf.ts';

/** Invoices read per query round: a batch's documents, lines and parties in five queries. */
const BATCH = 200;
/** A PDF export holds at most this many invoices (about as many pages): a month of a large reseller. */
export const PDF_EXPORT_LIMIT = 2000;

async function* documentBatches(db: Db, ids: number[]): AsyncIterable<InvoiceDocument[]> {
  for (let i = 0; i < ids.length; i += BATCH) yield loadInvoiceDocuments(db, ids.slice(i, i + BATCH));
}

const sectionName = (d: InvoiceDocument) => `${documentTitle(d)} ${d.invoice.number ?? `draft ${d.invoice.id}`}`;

async function* pdfSections(db: Db, ids: number[]) {
  for await (const docs of documentBatches(db, ids)) {
    const qrs = await Promise.all(docs.map(invoiceQr));
    for (const [i, d] of docs.entries()) yield { name: sectionName(d), draw: (pdf: Parameters<typeof drawInvoice>[0]) => drawInvoice(pdf, d, qrs[i]) };
  }
}

export function sendInvoicesPdf(reply: FastifyReply, db: Db, ids: number[]) {
  const stream = streamPdf({ Title: `Invoices (${ids.length})` }, pdfSections(db, ids), 'No invoice matches the chosen filters.');
  stream.on('error', (err) => reply.log.error({ err }, 'invoices PDF export failed'));
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', 'attachment; filename="invoices.pdf"')
    .header('cache-control', 'no-store')
    .send(stream);
}

/** dBase field names are at most 10 characters; text fields are cut to their size. */
export const DBF_FIELDS: FieldDescriptor[] = [
  { name: 'JOURNAL', type: 'C', size: 4 },
  { name: 'DOCTYPE', type: 'C', size: 1 },
  { name: 'DOCNUMBER', type: 'C', size: 20 },
  { name: 'DOCDATE', type: 'D', size: 8 },
  { name: 'DUEDATE', type: 'D', size: 8 },
  { name: 'STATUS', type: 'C', size: 10 },
  { name: 'CUSTCODE', type: 'C', size: 20 },
  { name: 'CUSTNAME', type: 'C', size: 60 },
  { name: 'CUSTVAT', type: 'C', size: 20 },
  { name: 'STRUCTREF', type: 'C', size: 20 },
  { name: 'REVERSES', type: 'C', size: 20 },
  { name: 'CURRENCY', type: 'C', size: 3 },
  { name: 'LINENO', type: 'N', size: 4, decimalPlaces: 0 },
  { name: 'ACCOUNT', type: 'C', size: 8 },
  { name: 'LINETYPE', type: 'C', size: 12 },
  { name: 'DESCR', type: 'C', size: 80 },
  { name: 'QTY', type: 'N', size: 13, decimalPlaces: 3 },
  { name: 'UNITPRICE', type: 'N', size: 15, decimalPlaces: 4 },
  { name: 'AMOUNT', type: 'N', size: 15, decimalPlaces: 2 },
  { name: 'VATCODE', type: 'C', size: 24 },
  { name: 'VATRATE', type: 'N', size: 6, decimalPlaces: 2 },
  { name: 'DOCUNTAXED', type: 'N', size: 15, decimalPlaces: 2 },
  { name: 'DOCTAX', type: 'N', size: 15, decimalPlaces: 2 },
  { name: 'DOCTOTAL', type: 'N', size: 15, decimalPlaces: 2 },
];
const sizes = new Map(DBF_FIELDS.map((f) => [f.name, f.size]));

/**
 * The dBase header's language-driver byte (offset 29) for Windows-1252, "Windows ANSI": the value dBase,
 * FoxPro, LibreOffice, GDAL, dbfread and javadbf all read as code page 1252 (0x57, the other "ANSI",
 * is unknown to some). dbffile writes 0, which readers take for US MS-DOS 437 or plain ASCII, so é came
 * out wrong (issue 24, decision 0058).
 */
export const DBF_LANGUAGE_DRIVER = 0x03;
export const DBF_ENCODING = 'windows-1252';
const LANGUAGE_DRIVER_OFFSET = 29;

/** The printable characters Windows-1252 holds: ASCII, Latin-1's upper half, and its own 0x80-0x9F signs. */
const CP1252 = new Set([
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...Array.from({ length: 96 }, (_, i) => String.fromCharCode(160 + i)),
  ...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ\u2018\u2019\u201c\u201d•–—˜™š›œžŸ',
]);
/** Letters with no decomposition to a base letter that Windows-1252 holds. */
const BASE_LETTER: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŀ: 'L', ŀ: 'l', ŉ: 'n', Ŧ: 'T', ŧ: 't' };
/**
 * Text as Windows-1252 can hold it: a letter it lacks keeps its base letter ("Łódź" → "Lódz"), anything
 * else becomes "?" (what the encoder would write anyway), so a name is never garbled, only simplified.
 */
export function toCp1252(text: string): string {
  let out = '';
  for (const ch of text) {
    if (CP1252.has(ch)) out += ch;
    else {
      const base = BASE_LETTER[ch] ?? ch.normalize('NFD').replace(/\p{M}+/gu, '');
      out += [...base].every((c) => CP1252.has(c)) && base !== '' ? base : '?';
    }
  }
  return out;
}

/** Writes the code page into the header of a file dbffile created. */
async function declareCodePage(path: string) {
  const file = await open(path, 'r+');
  try {
    await file.write(Uint8Array.of(DBF_LANGUAGE_DRIVER), 0, 1, LANGUAGE_DRIVER_OFFSET);
  } finally {
    await file.close();
  }
}

const day = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
const euros = (cents: number) => cents / 100;

/** The records of one invoice: one per line (an invoice without lines still has one, so it is not lost). */
export function dbfRecords(d: InvoiceDocument): Record<string, unknown>[] {
  const { invoice, address } = d;
  const totals = invoiceTotals(d.lines);
  const head = {
    JOURNAL: journalOf(invoice.invoice_type),
    DOCTYPE: invoice.invoice_type === 'credit' ? 'C' : 'I',
    DOCNUMBER: invoice.number ?? '',
    DOCDATE: day(invoice.invoiced_at),
    DUEDATE: day(invoice.due_date),
    STATUS: invoice.status,
    CUSTCODE: address?.accounting_code ?? '',
    CUSTNAME: address?.name ?? d.customer?.name ?? '',
    CUSTVAT: address?.vat ?? '',
    STRUCTREF: invoice.structured_reference ?? '',
    REVERSES: d.reversed?.number ?? '',
    CURRENCY: invoice.currency,
    DOCUNTAXED: euros(totals.total_untaxed_cents),
    DOCTAX: euros(totals.total_tax_cents),
    DOCTOTAL: euros(totals.total_cents),
  };
  const lines = d.lines.map((l, i) => ({
    ...head,
    LINENO: i + 1,
    ACCOUNT: accountOf(l.type),
    LINETYPE: l.type,
    DESCR: [l.product_name, l.description].filter(Boolean).join(' - ') || l.type,
    QTY: Number(l.qty),
    UNITPRICE: Number(l.unit_price),
    AMOUNT: euros(lineTotalCents(l)),
    VATCODE: l.vat_code ?? '',
    VATRATE: vatRate(l.vat_code),
  }));
  const records = lines.length
    ? lines
    : [{ ...head, LINENO: 0, ACCOUNT: '', LINETYPE: '', DESCR: '', QTY: 0, UNITPRICE: 0, AMOUNT: 0, VATCODE: '', VATRATE: 0 }];
  for (const r of records as Record<string, unknown>[]) {
    for (const [k, v] of Object.entries(r)) if (typeof v === 'string') r[k] = toCp1252(v.replace(/[\r\n\t]+/g, ' ')).slice(0, sizes.get(k));
  }
  return records;
}

/** The dBase file is written to a private temporary folder (the library writes files), streamed, then removed. */
export async function sendInvoicesDbf(reply: FastifyReply, db: Db, ids: number[]) {
  const dir = await mkdtemp(join(tmpdir(), 'invoices-dbf-'));
  const path = join(dir, 'invoices.dbf');
  try {
    // Windows-1252: the accounting packages' code page for Western European names (é, ë, €), declared
    // in the header so readers need not guess it.
    const dbf = await DBFFile.create(path, DBF_FIELDS, { encoding: DBF_ENCODING });
    await declareCodePage(path);
    for await (const docs of documentBatches(db, ids)) await dbf.appendRecords(docs.flatMap(dbfRecords));
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  const stream = createReadStream(path);
  stream.on('close', () => void rm(dir, { recursive: true, force: true }));
  return reply
    .header('content-type', 'application/x-dbf')
    .header('content-disposition', 'attachment; filename="invoices.dbf"')
    .header('cache-control', 'no-store')
    .send(stream);
}
