// Dunning (issue 11): unpaid invoices (sent or viewed, not credit notes) get a reminder by mail at 7,
// 15 and 30 days past their due date, through the outbox in the same transaction as the level
// written on the invoice (logged), so a reminder is never sent twice for a level and a paid invoice
// gets none. An invoice first seen late gets the one reminder of the level it has reached.
// Decision 0059: only what is still owed is dunned. An invoice whose total is not positive, or that
// its numbered credit notes (sent to the customer; a draft credit note is not issued yet) cover, gets
// no reminder; a partly credited one is reminded of what is left, not of its total.
import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { DUNNING_STEPS, dunningLevelDue, formatCents } from '@console/contract';
import type { Db, Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { invoices } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { isoDay } from '../../../platform/dates.ts';
import type { Mailer } from '../../../platform/mail.ts';
import { findRow, updateRow } from '../../../platform/store.ts';
import { cents } from './credit-note-balance.ts';
import { loadInvoiceDocument, pdfFileName } from './invoice-document.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoicesResource } from './invoices.resource.ts';

export interface DunningResult {
  sent: { id: number; number: string | null; level: number; to: string }[];
  skipped: { id: number; number: string | null; reason: string }[];
}

/** The totals of an invoice's numbered, live credit notes: what the customer was told is no longer owed. */
const issuedCredit = (invoiceId: unknown) =>
  sql`coalesce((select sum(c.total) from invoices c where c.reversed_invoice_id = ${invoiceId} and c.invoice_type = 'credit' and c.status <> 'draft' and c.archived_at is null), 0)`;

/** What is still owed on an invoice, in cents (its total less its issued credit notes). */
async function owedCents(tx: Executor, id: number, total: unknown): Promise<number> {
  const [row] = rowsOf(await tx.execute(sql`select ${issuedCredit(id)} as credited`));
  return cents(total) - cents(row?.credited);
}

const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function runDunning(db: Db, ctx: Ctx, mail: Mailer, today = isoDay(Date.now())): Promise<DunningResult> {
  const result: DunningResult = { sent: [], skipped: [] };
  const candidates = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        inArray(invoices.status, ['sent', 'view']),
        eq(invoices.invoice_type, 'invoice'),
        isNull(invoices.archived_at),
        lte(invoices.due_date, addDays(today, -DUNNING_STEPS[0])),
        lt(invoices.dunning_level, DUNNING_STEPS.length),
        gt(invoices.total, 0),
        sql`${invoices.total} > ${issuedCredit(invoices.id)}`,
      ),
    )
    .orderBy(asc(invoices.due_date), asc(invoices.id));
  for (const { id } of candidates) {
    await db.transaction(async (tx) => {
      // Locked and read again: paid or reminded meanwhile, nothing is sent.
      const inv = await findRow(tx, invoicesResource, id, true);
      if (!inv || !['sent', 'view'].includes(inv.status)) return;
      const level = dunningLevelDue(inv.due_date, today);
      if (level <= inv.dunning_level) return;
      // Credited meanwhile (a credit note numbered since the list was read): nothing, or less, is owed.
      const owed = await owedCents(tx, id, inv.total);
      if (owed <= 0) return;
      const doc = (await loadInvoiceDocument(tx, id))!;
      const to = inv.sent_to || doc.address?.email;
      if (!to) {
        result.skipped.push({
          id,
          number: inv.number,
          reason: 'No address to send the reminder to: the invoice was not mailed and its billing address has no e-mail.',
        });
        return;
      }
      const totalCents = cents(inv.total);
      const amount =
        owed === totalCents
          ? `${formatCents(owed)} ${inv.currency}`
          : `${formatCents(owed)} ${inv.currency} left to pay of ${formatCents(totalCents)} ${inv.currency} after credit notes`;
      await mail.queue(tx, {
        to,
        subject: `Reminder ${level}: invoice ${inv.number} is overdue`,
        text: [
          `Invoice ${inv.number} of ${inv.invoiced_at}, ${amount}, was due on ${inv.due_date}.`,
          `We have not received its payment yet. Please pay it with the structured reference ${inv.structured_reference ?? ''} or let us know if it was already paid.`,
          doc.company?.name ? `${doc.company.name}` : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
        attachments: [{ filename: pdfFileName(inv as { number: string | null }), contentType: 'application/pdf', content: await invoicePdf(doc) }],
      });
      await updateRow(tx, ctx, invoicesResource, id, { dunning_level: level, dunning_sent_at: new Date() }, { hooks: false });
      result.sent.push({ id, number: inv.number, level, to });
    });
  }
  return result;
}
