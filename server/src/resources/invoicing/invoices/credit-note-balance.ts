// What credit notes take of an invoice (issue 24, decision 0059): the maintained `credited_total`,
// the shown `remaining_to_credit`, and the rules a credit note's own writes must keep: never more than
// what is left to credit, same currency and billing company as its invoice. A leaf: the invoices'
// declaration and the credit-note actions both read it.
import { sql } from 'drizzle-orm';
import { type CodedMessage, coded, formatCents } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { invoices } from '../../../db/schema/index.ts';
import { qualified } from '../../../platform/computed.ts';
import { badRequest } from '../../../platform/errors.ts';
import { aggregateOf } from '../../../platform/maintained.ts';
import type { Row } from '../../../platform/registry.ts';

/**
 * credited_total: the totals of the live credit notes (draft or numbered) that reverse the invoice,
 * kept by a trigger on every write of a credit note (its lines' totals, its archive and unarchive),
 * with the invoice row locked, so two writers queue and each sees the other's credit.
 */
export const creditedTotal = aggregateOf(
  invoices,
  'reversed_invoice_id',
  (id) =>
    `coalesce((select sum(c."total") from "invoices" c where c."reversed_invoice_id" = ${id} and c."invoice_type" = 'credit' and c."archived_at" is null), 0)`,
  ['total', 'archived_at', 'invoice_type'],
);

/**
 * What is left to credit on an invoice (null on a credit note), shown with the invoice: a JSON number
 * like the amounts beside it (the list's JSON would otherwise carry the numeric as text).
 */
export const remainingToCredit = sql`(case when ${qualified(invoices.invoice_type)} = 'invoice' then ${qualified(invoices.total)} - ${qualified(invoices.credited_total)} end)::float8`;

/** Cents of a numeric amount read from the database (number or decimal text), exact. */
export const cents = (v: unknown): number => {
  const text = typeof v === 'number' ? v.toFixed(2) : String(v ?? '0');
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?/.exec(text.trim());
  if (!m) return 0;
  const n = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -n : n;
};

export const money = (c: number, currency: string) => `${formatCents(c)} ${currency}`;

/** The invoice a credit note reverses, locked (queued behind every other writer of its credit). */
export async function lockCreditedInvoice(tx: Executor, invoiceId: number) {
  const [row] = rowsOf(
    await tx.execute(sql`select id, number, total, credited_total, currency, billing_company_id from invoices where id = ${invoiceId} for update`),
  );
  return row as { id: number; number: string | null; total: unknown; credited_total: unknown; currency: string; billing_company_id: number } | undefined;
}

/** The refusal of a credit above what is left: names the invoice, its total, what is credited and what remains. */
export function overCredit(invoice: { number: string | null; total: unknown; currency: string }, creditedCents: number, askedCents: number): CodedMessage {
  const total = cents(invoice.total);
  const left = Math.max(0, total - creditedCents);
  const m = (c: number) => money(c, invoice.currency);
  return coded('invoice_over_credit', { asked: m(askedCents), invoice: String(invoice.number), left: m(left), total: m(total), credited: m(creditedCents) });
}

/** beforeUpdate of a credit note: its currency and billing company stay those of the invoice it reverses. */
export async function checkCreditNoteParties(tx: Executor, before: Row, data: Row): Promise<void> {
  if (before.invoice_type !== 'credit' || before.reversed_invoice_id == null) return;
  const currencyChanged = data.currency != null && data.currency !== before.currency;
  const companyChanged = data.billing_company_id != null && data.billing_company_id !== before.billing_company_id;
  if (!currencyChanged && !companyChanged) return;
  const invoice = await lockCreditedInvoice(tx, before.reversed_invoice_id);
  if (!invoice) return;
  const fields: Record<string, string> = {};
  if (currencyChanged && data.currency !== invoice.currency)
    fields.currency = `A credit note is in the currency of the invoice it credits (${invoice.currency}).`;
  if (companyChanged && data.billing_company_id !== invoice.billing_company_id)
    fields.billing_company_id = 'A credit note is issued by the billing company of the invoice it credits.';
  if (Object.keys(fields).length) throw badRequest(`The credit note must keep the currency and billing company of invoice ${invoice.number}.`, fields);
}

/** beforeUnarchive of a credit note: brought back only while what it credits is still left on its invoice. */
export async function creditNoteUnarchiveRefusal(tx: Executor, row: Row): Promise<CodedMessage | undefined> {
  if (row.invoice_type !== 'credit' || row.reversed_invoice_id == null) return undefined;
  const invoice = await lockCreditedInvoice(tx, row.reversed_invoice_id);
  if (!invoice) return undefined;
  const credited = cents(invoice.credited_total);
  if (credited + cents(row.total) > cents(invoice.total)) return overCredit(invoice, credited, cents(row.total));
  return undefined;
}
