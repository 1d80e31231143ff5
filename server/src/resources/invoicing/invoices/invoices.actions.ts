// Invoice actions (spec 3 §4, §7, §8): the messages and lookup every action shares, and mark paid.
// Send is in invoice-send.ts, reverse and clone in invoice-credit-notes.ts, the accounting push in
// invoice-accounting-push.ts. Each is checked against the contract's state machine (409 naming the
// status); every write goes through the store so the activity log follows.
import { INVOICE_MACHINE } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/registry.ts';
import { badRequest } from '../../../platform/errors.ts';
import { beginAction } from '../../../platform/state-actions.ts';
import { updateRow } from '../../../platform/store.ts';
import { brusselsDay } from '../../commercial/services/end-date.ts';
import { invoicesResource } from './invoices.resource.ts';

export const INVOICE_ACTION_MESSAGES = {
  notFound: 'Invoice not found.',
  noLines: 'An invoice without lines cannot be sent.',
  pushing: 'The invoice is already being pushed to the accounting system.',
  deleted: 'The invoice is deleted.',
  noEInvoice: 'A draft has no e-invoice yet: send it first.',
  notOnPeppol:
    "The customer receives its invoices over Peppol, but neither its billing address's VAT number nor a Peppol id gives a Peppol address: add one, or choose the e-mail channel.",
} as const;

/** How an action finds its invoice: a missing one is a 404, a deleted one a 409 before its status is read. */
export const LOOKUP = { missing: INVOICE_ACTION_MESSAGES.notFound, archived: 'invoice_deleted' as const };

export const PAID_AT_MESSAGES = {
  future: 'The payment date cannot be in the future.',
  beforeInvoice: 'The payment date cannot be before the invoice date ({date}).',
} as const;

/**
 * Mark paid (sent or viewed -> paid) on the day the payment arrived: the day given, else today in
 * Brussels, the business's calendar. Never after today, never before the document's own date.
 */
export async function markInvoicePaid(tx: Executor, ctx: Ctx, id: number, paidAt?: string | null): Promise<Row> {
  const row = await beginAction(tx, invoicesResource, INVOICE_MACHINE, id, 'mark_paid', LOOKUP);
  const todayInBrussels = brusselsDay(new Date());
  const day = paidAt ?? todayInBrussels;
  if (day > todayInBrussels) throw badRequest(PAID_AT_MESSAGES.future, { paid_at: PAID_AT_MESSAGES.future });
  const invoicedAt = row.invoiced_at as string | null;
  if (invoicedAt && day < invoicedAt) {
    const message = PAID_AT_MESSAGES.beforeInvoice.replace('{date}', invoicedAt);
    throw badRequest(message, { paid_at: message });
  }
  return updateRow(tx, ctx, invoicesResource, id, { status: 'paid', paid_at: day }, { hooks: false });
}
