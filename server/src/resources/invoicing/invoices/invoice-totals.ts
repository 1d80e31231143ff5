// The invoice totals kept on the invoice (spec 3 §5): recomputed from its live lines by the one
// contract function (invoiceTotals) on every line write, in the writing transaction, after the
// invoice row is locked, so concurrent line writes queue and each sees the others' lines. A credit
// note's new total is then checked against the invoice it credits (decision 0059): the trigger of
// credited_total has locked that invoice and added this note, so the check reads every other credit.
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { centsToAmount, invoiceTotals } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { invoiceLines, invoices } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { refused } from '../../../platform/errors.ts';
import { updateRow } from '../../../platform/store.ts';
import { cents, lockCreditedInvoice, overCredit } from './credit-note-balance.ts';
import { invoicesResource } from './invoices.resource.ts';

/** The live lines of an invoice (less one being deleted), in their order. */
export async function invoiceLinesOf(exec: Executor, invoiceId: number, without?: number) {
  const live = and(eq(invoiceLines.invoice_id, invoiceId), isNull(invoiceLines.archived_at), without ? ne(invoiceLines.id, without) : undefined);
  return exec.select().from(invoiceLines).where(live).orderBy(asc(invoiceLines.id));
}

export async function lockInvoice(exec: Executor, invoiceId: number) {
  const [row] = await exec.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  return row;
}

export async function recomputeInvoiceTotals(tx: Executor, ctx: Ctx, invoiceId: number, without?: number): Promise<void> {
  const totals = invoiceTotals(await invoiceLinesOf(tx, invoiceId, without));
  const written = await updateRow(
    tx,
    ctx,
    invoicesResource,
    invoiceId,
    { total_untaxed: centsToAmount(totals.total_untaxed_cents), total_tax: centsToAmount(totals.total_tax_cents), total: centsToAmount(totals.total_cents) },
    { hooks: false },
  );
  if (written.invoice_type === 'credit' && written.reversed_invoice_id != null && !written.archived_at) {
    await checkCredit(tx, written.reversed_invoice_id, totals.total_cents);
  }
}

/** A credit note of `noteCents` (already counted in credited_total) must fit in what its invoice had left. */
export async function checkCredit(tx: Executor, invoiceId: number, noteCents: number): Promise<void> {
  const invoice = await lockCreditedInvoice(tx, invoiceId);
  if (!invoice) return;
  const credited = cents(invoice.credited_total);
  if (credited > cents(invoice.total)) throw refused(overCredit(invoice, credited - noteCents, noteCents));
}
