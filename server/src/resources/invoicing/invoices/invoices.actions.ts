// Invoice actions (spec 3 §4, §7, §8): send (number, PDF by mail), reverse (a credit note), mark
// paid, clone (a new draft) and the accounting push. Checked against the contract's state machine
// (409 naming the status); every write goes through the store so the activity log follows.
import { and, eq, isNull } from 'drizzle-orm';
import { dueDate, INVOICE_MACHINE, structuredReference, vatRate } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { invoiceLines, invoices } from '../../../db/schema/index.ts';
import type { AccountingInvoice } from '../../../integrations/accounting/api.ts';
import type { Ctx } from '../../../platform/context.ts';
import { today } from '../../../platform/dates.ts';
import { conflict } from '../../../platform/errors.ts';
import type { Mailer } from '../../../platform/mail.ts';
import type { Row } from '../../../platform/registry.ts';
import { beginAction } from '../../../platform/state-actions.ts';
import { createRow, updateRow } from '../../../platform/store.ts';
import { loadInvoiceDocument, pdfFileName, documentTitle } from './invoice-document.ts';
import { nextInvoiceNumber } from './invoice-numbering.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceUbl, xmlFileName } from './invoice-ubl.ts';
import { LINE_FIELD_NAMES } from './invoice-line-fields.ts';
import { invoiceLinesOf } from './invoice-totals.ts';
import { invoicesResource } from './invoices.resource.ts';

export const INVOICE_ACTION_MESSAGES = {
  notFound: 'Invoice not found.',
  noLines: 'An invoice without lines cannot be sent.',
  pushing: 'The invoice is already being pushed to the accounting system.',
  deleted: 'The invoice is deleted.',
  noEInvoice: 'A draft has no e-invoice yet: send it first.',
} as const;

/** A send repeated to the same address within this window is a retry: answered, not mailed again. */
const RESEND_WINDOW_MS = 2 * 60_000;
/** A push left PENDING longer than this (a crash mid-call) may be claimed again; the retry finds the move by reference. */
const STALE_PUSH_MS = 5 * 60_000;

/** How an action finds its invoice: a missing one is a 404, a deleted one a 409 before its status is read. */
const LOOKUP = { missing: INVOICE_ACTION_MESSAGES.notFound, archived: INVOICE_ACTION_MESSAGES.deleted };

export interface SendInput {
  sent_to: string;
  subject?: string | null;
  message?: string | null;
}

/**
 * Send: a draft gets its number (and invoiced date, due date, reference when missing) and becomes
 * sent; the PDF and the UBL e-invoice are mailed as attachments through the outbox, in this transaction, so a failure
 * anywhere rolls the number back. A later send mails the numbered invoice again.
 */
export async function sendInvoice(tx: Executor, ctx: Ctx, mail: Mailer, id: number, input: SendInput): Promise<Row> {
  const row = await beginAction(tx, invoicesResource, INVOICE_MACHINE, id, 'send', LOOKUP);
  const sentAt = row.sent_at ? new Date(row.sent_at).getTime() : 0;
  if (row.status !== 'draft' && row.sent_to === input.sent_to && Date.now() - sentAt < RESEND_WINDOW_MS) return row;
  const changes: Row = { sent_at: new Date(), sent_to: input.sent_to };
  if (row.status === 'draft') {
    const [line] = await tx
      .select({ id: invoiceLines.id })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoice_id, id), isNull(invoiceLines.archived_at)))
      .limit(1);
    if (!line) throw conflict(INVOICE_ACTION_MESSAGES.noLines);
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

/** Mark paid (sent or viewed -> paid). */
export async function markInvoicePaid(tx: Executor, ctx: Ctx, id: number): Promise<Row> {
  await beginAction(tx, invoicesResource, INVOICE_MACHINE, id, 'mark_paid', LOOKUP);
  return updateRow(tx, ctx, invoicesResource, id, { status: 'paid' }, { hooks: false });
}

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

/** Clone: a new draft with the same lines, dated today. */
export async function cloneInvoice(tx: Executor, ctx: Ctx, id: number): Promise<Row> {
  const source = await beginAction(tx, invoicesResource, INVOICE_MACHINE, id, 'clone', LOOKUP);
  return createRow(tx, ctx, invoicesResource, { ...pick(source, COPY_FIELDS), invoice_type: source.invoice_type, lines: await copyLines(tx, id) });
}

/** Reverse: a draft credit note with the same lines, linked to the invoice; once per invoice. */
export async function reverseInvoice(tx: Executor, ctx: Ctx, id: number): Promise<Row> {
  const source = await beginAction(tx, invoicesResource, INVOICE_MACHINE, id, 'reverse', LOOKUP);
  const [existing] = await tx.select({ id: invoices.id, number: invoices.number }).from(invoices).where(eq(invoices.reversed_invoice_id, id));
  if (existing) throw conflict(`Invoice ${source.number} is already reversed by credit note ${existing.number ?? `(draft ${existing.id})`}.`);
  return createRow(tx, ctx, invoicesResource, {
    ...pick(source, COPY_FIELDS),
    invoice_type: 'credit',
    reversed_invoice_id: id,
    notes: `Credit note for invoice ${source.number}.`,
    lines: await copyLines(tx, id),
  });
}

export type PushClaim = { done: true; row: Row } | { done: false; row: Row; payload: AccountingInvoice };

/**
 * First half of a push: marks the invoice PENDING (locked, so a racing push waits and then sees it)
 * and gathers what the accounting system needs. A pushed invoice answers as it is.
 */
export async function claimPush(tx: Executor, ctx: Ctx, id: number): Promise<PushClaim> {
  const row = await beginAction(tx, invoicesResource, INVOICE_MACHINE, id, 'push', LOOKUP);
  if (row.accounting_status === 'DONE') return { done: true, row };
  const since = row.accounting_pushed_at ? Date.now() - new Date(row.accounting_pushed_at).getTime() : Infinity;
  if (row.accounting_status === 'PENDING' && since < STALE_PUSH_MS) throw conflict(INVOICE_ACTION_MESSAGES.pushing);
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
    lines: doc.lines.map((l) => ({
      name: [l.product_name, l.description].filter(Boolean).join(' - ') || l.type,
      quantity: l.qty,
      price_unit: l.unit_price,
      tax_rate: vatRate(l.vat_code),
    })),
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
