// Peppol transmission of a numbered invoice or credit note (decision 0062). Send marks it `queued`
// when the customer's channel is peppol or both; a pg-boss job (invoice-peppol-jobs.ts) then runs
// submitToPeppol: claim (queued -> sending, under the row lock, so two workers never both submit),
// hand the frozen UBL to the access point outside any transaction, and record the outcome:
// accepted (the access point's message id), rejected (the rule id; never retried: a sent document
// never changes, a credit note corrects it), or a transient failure (back to queued, retried later
// with a growing delay; failed after MAX_ATTEMPTS). A second job polls an accepted transmission until
// it is delivered. The access point is given an idempotency key derived from the document, so a
// submission whose answer was lost is not taken twice when it is tried again.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client.ts';
import { customers } from '../../../db/schema/index.ts';
import type { PeppolAccessPoint, PeppolSubmitResult } from '../../../integrations/peppol/api.ts';
import type { Ctx } from '../../../platform/context.ts';
import { findRow, updateRow } from '../../../platform/store.ts';
import type { Row } from '../../../platform/registry.ts';
import { loadInvoiceDocument } from './invoice-document.ts';
import { invoiceUbl } from './invoice-ubl.ts';
import { invoicesResource } from './invoices.resource.ts';

/** Submissions tried before a transmission is marked failed (a later send queues it again). */
export const MAX_ATTEMPTS = 8;
/** The wait before the next try after `attempts` failed ones: 30 s, 2 min, 8 min, 32 min, about 2 h, then 6 h. */
export const retryDelayS = (attempts: number) => Math.min(30 * 4 ** Math.max(0, attempts - 1), 6 * 3600);
/** Status polls of an accepted transmission before it is left accepted: about four days. */
export const MAX_POLLS = 20;
/** The wait before poll n (0-based): 1 min, 5 min, 25 min, about 2 h, then 6 h. */
export const pollDelayS = (n: number) => Math.min(60 * 5 ** n, 6 * 3600);
/** A claim older than this is a worker that died mid-submission: its invoice is queued again at start. */
export const STALE_CLAIM_MS = 10 * 60_000;

/** The access point's idempotency key of a document: a GUID drawn from the invoice id and number, the same on every try. */
export function peppolIdempotencyKey(invoice: { id: number; number: string | null }): string {
  const h = createHash('sha256').update(`peppol:invoice:${invoice.id}:${invoice.number}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((Number.parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** How a customer wants its invoices: 'email' (PDF and UBL attached), 'peppol', or 'both'. */
export async function invoiceChannelOf(tx: Executor, customerId: number | null): Promise<string> {
  if (customerId == null) return 'email';
  const [c] = await tx.select({ channel: customers.invoice_channel }).from(customers).where(eq(customers.id, customerId));
  return c?.channel ?? 'email';
}

export const usesPeppol = (channel: string) => channel === 'peppol' || channel === 'both';
export const usesEmail = (channel: string) => channel !== 'peppol';

/**
 * The fields a send writes for the Peppol channel: a document never submitted, or whose last round
 * failed, is queued (with a fresh round of attempts); one queued, on its way, accepted, delivered or
 * rejected is left as it is, so a send repeated never submits it twice.
 */
export function peppolChangesOnSend(row: { peppol_status: string | null }): Row {
  if (row.peppol_status != null && row.peppol_status !== 'failed') return {};
  return { peppol_status: 'queued', peppol_error: null, peppol_attempts: 0 };
}

export interface PeppolRunResult {
  /** What the run did: nothing to do, submitted with an outcome, or failed for now. */
  outcome: 'skipped' | PeppolSubmitResult['outcome'] | 'retry' | 'failed';
  /** Seconds until the next try (retry), or until the first status poll (accepted). */
  nextInS?: number;
}

/** Claims a queued transmission (queued -> sending, attempts + 1) and reads its frozen UBL; null when it is not queued. */
async function claim(tx: Executor, ctx: Ctx, id: number) {
  const row = await findRow(tx, invoicesResource, id, true);
  if (row?.peppol_status !== 'queued' || row.number == null) return null;
  const attempts = (row.peppol_attempts ?? 0) + 1;
  await updateRow(tx, ctx, invoicesResource, id, { peppol_status: 'sending', peppol_attempts: attempts }, { hooks: false });
  const doc = (await loadInvoiceDocument(tx, id))!;
  return { attempts, ubl: invoiceUbl(doc), key: peppolIdempotencyKey(row) };
}

/** One try at transmitting invoice `id` over Peppol (the job's body). */
export async function submitToPeppol(db: Db, ctx: Ctx, ap: PeppolAccessPoint, id: number): Promise<PeppolRunResult> {
  const claimed = await db.transaction((tx) => claim(tx, ctx, id));
  if (!claimed) return { outcome: 'skipped' };
  let result: PeppolSubmitResult | { outcome: 'error'; message: string };
  try {
    result = await ap.submit({ idempotencyKey: claimed.key, ubl: claimed.ubl });
  } catch (err) {
    result = { outcome: 'error', message: (err as Error).message.slice(0, 1000) };
  }
  const outcome = result;
  return db.transaction(async (tx): Promise<PeppolRunResult> => {
    const write = (fields: Row) => updateRow(tx, ctx, invoicesResource, id, fields, { hooks: false });
    switch (outcome.outcome) {
      case 'accepted':
        await write({ peppol_status: 'accepted', peppol_message_id: outcome.messageId, peppol_error: null, peppol_sent_at: new Date() });
        return { outcome: 'accepted', nextInS: pollDelayS(0) };
      case 'duplicate':
        // Taken by an earlier try whose answer was lost: sent once, its message id unknown here.
        await write({ peppol_status: 'accepted', peppol_error: null, peppol_sent_at: new Date() });
        return { outcome: 'duplicate' };
      case 'rejected':
        await write({ peppol_status: 'rejected', peppol_error: outcome.ruleId ? `${outcome.ruleId}: ${outcome.message}` : outcome.message });
        return { outcome: 'rejected' };
      default:
        if (claimed.attempts >= MAX_ATTEMPTS) {
          await write({ peppol_status: 'failed', peppol_error: outcome.message });
          return { outcome: 'failed' };
        }
        await write({ peppol_status: 'queued', peppol_error: outcome.message });
        return { outcome: 'retry', nextInS: retryDelayS(claimed.attempts) };
    }
  });
}

/** One status poll of an accepted transmission: delivered or rejected by the receiving side are recorded; 'accepted' means poll again. */
export async function pollPeppolStatus(db: Db, ctx: Ctx, ap: PeppolAccessPoint, id: number): Promise<'skipped' | 'accepted' | 'delivered' | 'rejected'> {
  const row = await db.transaction((tx) => findRow(tx, invoicesResource, id));
  if (row?.peppol_status !== 'accepted' || !row.peppol_message_id) return 'skipped';
  const t = await ap.status(row.peppol_message_id);
  if (t.status === 'accepted') return 'accepted';
  await db.transaction(async (tx) => {
    const now = await findRow(tx, invoicesResource, id, true);
    if (now?.peppol_status !== 'accepted') return;
    await updateRow(
      tx,
      ctx,
      invoicesResource,
      id,
      t.status === 'delivered'
        ? { peppol_status: 'delivered' }
        : { peppol_status: 'rejected', peppol_error: t.ruleId ? `${t.ruleId}: ${t.message}` : t.message },
      { hooks: false },
    );
  });
  return t.status;
}
