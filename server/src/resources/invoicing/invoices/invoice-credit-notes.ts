// Reverse (a credit note of an invoice, for what is left to credit) and clone (a new draft with the
// same lines), spec 3 §4 and decision 0059.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { centsToAmount, INVOICE_MACHINE, invoiceTotals } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { invoices } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { appError } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { beginAction } from '../../../platform/state-actions.ts';
import { createRow } from '../../../platform/store.ts';
import { cents, money } from './credit-note-balance.ts';
import { LINE_FIELD_NAMES } from './invoice-line-fields.ts';
import { invoiceLinesOf } from './invoice-totals.ts';
import { LOOKUP } from './invoices.actions.ts';
import { invoicesResource } from './invoices.resource.ts';

/** What a copy keeps of an invoice: who is billed for what, not its identity, dates or status. */
const COPY_FIELDS = [
  'source',
  'package_id',
  'data_pool_id',
  'billing_company_id',
  'invoicing_address_id',
  'customer_id',
  'purchase_order',
  'forced_so_number',
  'so_numbers',
  'terms',
  'notes',
  'currency',
  'bank_iban',
  'bank_bic',
] as const;
const pick = (row: Row, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));
const copyLines = async (tx: Executor, id: number) => (await invoiceLinesOf(tx, id)).map((l) => pick(l, LINE_FIELD_NAMES));

/**
 * Clone: a new draft with the same lines, dated today. A credit note is not cloned (decision 0059):
 * its copy would be a second credit of the same invoice; the contract's machine refuses it (409).
 */
export async function cloneInvoice(tx: Executor, ctx: Ctx, id: number): Promise<Row> {
  const source = await beginAction(tx, invoicesResource, INVOICE_MACHINE, id, 'clone', LOOKUP);
  return createRow(tx, ctx, invoicesResource, { ...pick(source, COPY_FIELDS), invoice_type: source.invoice_type, lines: await copyLines(tx, id) });
}

/** The live credit notes of an invoice, oldest first, as the messages name them. */
async function creditNotesOf(tx: Executor, id: number) {
  const notes = await tx
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.reversed_invoice_id, id), eq(invoices.invoice_type, 'credit'), isNull(invoices.archived_at)))
    .orderBy(asc(invoices.id));
  return notes.map((n) => (n.number ? `credit note ${n.number}` : `draft credit note ${n.id}`)).join(', ');
}

/**
 * What is left to credit, by VAT code: the invoice's live lines less those of its live credit notes,
 * one line per code with something left, so a second credit note keeps the invoice's VAT split. Tax
 * is rounded per document, so the lines may come out a cent or two above what is left: the largest
 * is lowered until the note fits.
 */
async function remainingLines(tx: Executor, source: Row, leftCents: number): Promise<Row[]> {
  const rows = rowsOf(
    await tx.execute(sql`
      select l.vat_code, sum(case when l.invoice_id = ${source.id} then l.total else -l.total end) as left_amount
      from invoice_lines l join invoices i on i.id = l.invoice_id
      where l.archived_at is null
        and (i.id = ${source.id} or (i.reversed_invoice_id = ${source.id} and i.invoice_type = 'credit' and i.archived_at is null))
      group by l.vat_code order by l.vat_code nulls first`),
  );
  const left = rows.map((r) => ({ vat_code: r.vat_code as string | null, cents: cents(r.left_amount) })).filter((r) => r.cents > 0);
  const lines = left.map((r) => ({
    type: 'custom',
    product_name: `Remaining balance of invoice ${source.number}`,
    qty: 1,
    unit_price: centsToAmount(r.cents),
    vat_code: r.vat_code,
  }));
  for (let i = 0; i < 10 && lines.length; i++) {
    const over = invoiceTotals(lines).total_cents - leftCents;
    if (over <= 0) break;
    const biggest = lines.reduce((a, b) => (cents(b.unit_price) > cents(a.unit_price) ? b : a));
    biggest.unit_price = centsToAmount(cents(biggest.unit_price) - over);
  }
  return lines;
}

/**
 * Reverse: a draft credit note linked to the invoice, for what is left to credit (decision 0059). The
 * invoice is locked first (beginAction), so concurrent reverses queue and each reads the credit the
 * others took. Nothing credited yet: the invoice's lines are copied (a full credit note, whose lines
 * may be lowered while it is a draft for a partial one). Partly credited: one line per VAT code of the
 * remaining balance. Fully credited, or a total that is not positive: 409.
 */
export async function reverseInvoice(tx: Executor, ctx: Ctx, id: number): Promise<Row> {
  const source = await beginAction(tx, invoicesResource, INVOICE_MACHINE, id, 'reverse', LOOKUP);
  const total = cents(source.total);
  const credited = cents(source.credited_total);
  if (total <= 0) throw appError('invoice_nothing_to_credit', { invoice: String(source.number), total: money(total, source.currency) });
  if (credited >= total) throw appError('invoice_fully_credited', { invoice: String(source.number), credit_notes: await creditNotesOf(tx, id) });
  const lines = credited === 0 ? await copyLines(tx, id) : await remainingLines(tx, source, total - credited);
  if (lines.length === 0) throw appError('invoice_no_vat_left', { invoice: String(source.number), left: money(total - credited, source.currency) });
  return createRow(tx, ctx, invoicesResource, {
    ...pick(source, COPY_FIELDS),
    invoice_type: 'credit',
    reversed_invoice_id: id,
    notes: credited === 0 ? `Credit note for invoice ${source.number}.` : `Credit note for the remaining balance of invoice ${source.number}.`,
    lines,
  });
}
