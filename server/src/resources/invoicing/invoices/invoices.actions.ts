// Invoice actions (spec 3 §4, §7, §8): the messages and lookup every action shares, and mark paid.
// Send is in invoice-send.ts, reverse and clone in invoice-credit-notes.ts, the accounting push in
// invoice-accounting-push.ts. Each is checked against the contract's state machine (409 naming the
// status); every write goes through the store so the activity log follows.
import { INVOICE_MACHINE } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/registry.ts';
import { beginAction } from '../../../platform/state-actions.ts';
import { updateRow } from '../../../platform/store.ts';
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

/** Mark paid (sent or viewed -> paid). */
export async function markInvoicePaid(tx: Executor, ctx: Ctx, id: number): Promise<Row> {
  await beginAction(tx, invoicesResource, INVOICE_MACHINE, id, 'mark_paid', LOOKUP);
  return updateRow(tx, ctx, invoicesResource, id, { status: 'paid' }, { hooks: false });
}
