// The accounting push (spec 3 §8) in two halves around the outside call: claim, then complete.
import { INVOICE_MACHINE, VAT_RATES, vatRate } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import type { AccountingInvoice } from '../../../integrations/accounting/api.ts';
import type { Ctx } from '../../../platform/context.ts';
import { today } from '../../../platform/dates.ts';
import { appError } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { beginAction } from '../../../platform/state-actions.ts';
import { updateRow } from '../../../platform/store.ts';
import { loadInvoiceDocument } from './invoice-document.ts';
import { LOOKUP } from './invoices.actions.ts';
import { invoicesResource } from './invoices.resource.ts';

/** A push left PENDING longer than this (a crash mid-call) may be claimed again; the retry finds the move by reference. */
const STALE_PUSH_MS = 5 * 60_000;

export type PushClaim = { done: true; row: Row } | { done: false; row: Row; payload: AccountingInvoice };

/**
 * First half of a push: marks the invoice PENDING (locked, so a racing push waits and then sees it)
 * and gathers what the accounting system needs. A pushed invoice answers as it is.
 */
export async function claimPush(tx: Executor, ctx: Ctx, id: number): Promise<PushClaim> {
  const row = await beginAction(tx, invoicesResource, INVOICE_MACHINE, id, 'push', LOOKUP);
  if (row.accounting_status === 'DONE') return { done: true, row };
  const since = row.accounting_pushed_at ? Date.now() - new Date(row.accounting_pushed_at).getTime() : Infinity;
  if (row.accounting_status === 'PENDING' && since < STALE_PUSH_MS) throw appError('invoice_push_pending');
  const claimed = await updateRow(
    tx,
    ctx,
    invoicesResource,
    id,
    { accounting_status: 'PENDING', accounting_pushed_at: new Date(), accounting_error: null },
    { hooks: false },
  );
  const doc = (await loadInvoiceDocument(tx, id))!;
  const a = doc.address;
  const payload: AccountingInvoice = {
    // The machine allows a push only from sent or viewed, which a number always precedes.
    reference: row.number!,
    move_type: row.invoice_type === 'credit' ? 'out_refund' : 'out_invoice',
    // The billing company as the document froze it: it chooses the accounting company (decision 0067).
    company: { id: row.billing_company_id, name: doc.company?.name ?? '', vat: doc.company?.vat_number ?? null },
    invoice_date: row.invoiced_at ?? today(),
    due_date: row.due_date,
    currency: row.currency,
    payment_reference: row.structured_reference,
    partner: {
      name: a?.name ?? doc.customer?.name ?? '',
      ref: a?.accounting_code ?? null,
      vat: a?.vat ?? null,
      email: a?.email ?? null,
      street: [a?.street, a?.number, a?.box].filter(Boolean).join(' ') || null,
      zip: a?.zipcode ?? null,
      city: a?.city ?? null,
      country: a?.country ?? null,
    },
    lines: doc.lines.map((l) => {
      // A line without a known code is totalled as vat_0 (contract invoiceTotals): booked the same way.
      const code = l.vat_code && Object.hasOwn(VAT_RATES, l.vat_code) ? l.vat_code : 'vat_0';
      return {
        name: [l.product_name, l.description].filter(Boolean).join(' - ') || l.type,
        quantity: l.qty,
        price_unit: l.unit_price,
        vat_code: code,
        tax_rate: vatRate(code),
      };
    }),
    reversed_reference: doc.reversed?.number ?? null,
  };
  return { done: false, row: claimed, payload };
}

/** Second half: DONE with the accounting id and name, or back to empty keeping the failure's message. */
export async function completePush(tx: Executor, ctx: Ctx, id: number, outcome: { id: number; name: string } | { error: string }): Promise<Row> {
  const fields =
    'error' in outcome
      ? { accounting_status: null, accounting_error: outcome.error.slice(0, 1000) }
      : { accounting_status: 'DONE', odoo_id: outcome.id, odoo_name: outcome.name, accounting_error: null };
  return updateRow(tx, ctx, invoicesResource, id, fields, { hooks: false });
}
