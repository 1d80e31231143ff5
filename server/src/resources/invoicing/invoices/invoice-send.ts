// Send (spec 3 §7): a draft gets its number, its document is frozen (decision 0062), and it goes to
// the customer by its channel: mailed with its PDF and UBL e-invoice ('email'), queued for Peppol
// ('peppol'), or both.
import { and, eq, isNull } from 'drizzle-orm';
import { dueDate, INVOICE_MACHINE, structuredReference } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { invoiceLines } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { today } from '../../../platform/dates.ts';
import { appError } from '../../../platform/errors.ts';
import type { Mailer } from '../../../platform/mail.ts';
import type { Row } from '../../../platform/registry.ts';
import { beginAction } from '../../../platform/state-actions.ts';
import { updateRow } from '../../../platform/store.ts';
import { documentTitle, loadInvoiceDocument, pdfFileName } from './invoice-document.ts';
import { nextInvoiceNumber } from './invoice-numbering.ts';
import { invoiceChannelOf, peppolChangesOnSend, usesEmail, usesPeppol } from './invoice-peppol.ts';
import { documentEndpoints } from './peppol-endpoints.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceUbl, xmlFileName } from './invoice-ubl.ts';
import { LOOKUP } from './invoices.actions.ts';
import { invoicesResource } from './invoices.resource.ts';

/** A send repeated to the same address within this window is a retry: answered, not mailed again. */
const RESEND_WINDOW_MS = 2 * 60_000;
export interface SendInput {
  sent_to: string;
  subject?: string | null;
  message?: string | null;
}

/**
 * Send: a draft gets its number (and invoiced date, due date, reference when missing) and becomes
 * sent; its document is frozen in this transaction (the first load of a numbered invoice writes the
 * snapshot), so the PDF and UBL mailed now are the ones every later read gives. By the customer's
 * channel, the PDF and the UBL e-invoice are mailed as attachments through the outbox ('email',
 * 'both'), and the Peppol transmission is queued ('peppol', 'both': peppol_status queued; the job is
 * started after commit, invoice-peppol.routes.ts). A failure anywhere rolls the number back. A later
 * send mails the numbered invoice again and queues Peppol only if it was never submitted or failed,
 * so it is never submitted twice. `sent_to` is the dialog's address (the spec requires it) for every
 * channel; a Peppol-only send records it and mails nothing.
 */
export async function sendInvoice(tx: Executor, ctx: Ctx, mail: Mailer, id: number, input: SendInput): Promise<Row> {
  const row = await beginAction(tx, invoicesResource, INVOICE_MACHINE, id, 'send', LOOKUP);
  const sentAt = row.sent_at ? new Date(row.sent_at).getTime() : 0;
  if (row.status !== 'draft' && row.sent_to === input.sent_to && Date.now() - sentAt < RESEND_WINDOW_MS) return row;
  const changes: Row = { sent_at: new Date(), sent_to: input.sent_to };
  const channel = await invoiceChannelOf(tx, row.customer_id);
  if (usesPeppol(channel)) Object.assign(changes, peppolChangesOnSend(row));
  if (row.status === 'draft') {
    const [line] = await tx
      .select({ id: invoiceLines.id })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoice_id, id), isNull(invoiceLines.archived_at)))
      .limit(1);
    if (!line) throw appError('invoice_no_lines');
    const invoicedAt = row.invoiced_at ?? today();
    Object.assign(changes, {
      status: 'sent',
      number: await nextInvoiceNumber(tx, row.billing_company_id, row.invoice_type, invoicedAt),
      invoiced_at: invoicedAt,
      due_date: row.due_date ?? dueDate(invoicedAt, '30D'),
      structured_reference: row.structured_reference ?? structuredReference(row.id),
    });
  }
  const sent = await updateRow(tx, ctx, invoicesResource, id, changes, { hooks: false });
  const doc = (await loadInvoiceDocument(tx, id))!;
  // Refused before anything is committed: the number, the snapshot and the queued transmission roll back.
  if (usesPeppol(channel) && !documentEndpoints(doc).buyerOnPeppol) throw appError('invoice_not_on_peppol');
  if (!usesEmail(channel)) return sent;
  const title = documentTitle(doc);
  await mail.queue(tx, {
    to: input.sent_to,
    subject: input.subject?.trim() || `${title} ${sent.number} from ${doc.company?.name ?? ''}`.trim(),
    text: input.message?.trim() || `Please find attached ${title.toLowerCase()} ${sent.number}.`,
    attachments: [
      { filename: pdfFileName(sent as { number: string | null }), contentType: 'application/pdf', content: await invoicePdf(doc) },
      { filename: xmlFileName(sent as { number: string | null }), contentType: 'application/xml', content: Buffer.from(invoiceUbl(doc), 'utf8') },
    ],
  });
  return sent;
}
