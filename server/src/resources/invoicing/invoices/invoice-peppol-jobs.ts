// The Peppol jobs on pg-boss (decision 0062). `invoices-peppol-submit` runs one try of a queued
// transmission and queues the next try itself after a transient failure (its delay grows, see
// retryDelayS) or the first status poll after acceptance; `invoices-peppol-status` polls an accepted
// transmission until delivered. Both queues are `stately` and keyed by invoice: at most one job of an
// invoice waits and one runs, whoever asks; the claim under the row lock (queued -> sending) is what
// makes a second submission impossible. At start, transmissions left queued, claimed by a worker
// that died (sending for longer than STALE_CLAIM_MS) or accepted and not yet delivered get their job again.
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invoices } from '../../../db/schema/index.ts';
import { systemCtx } from '../../../platform/context.ts';
import { jobQueue } from '../../../platform/jobs.ts';
import type { Services } from '../../../platform/services.ts';
import { findRow, updateRow } from '../../../platform/store.ts';
import { invoicesResource } from './invoices.resource.ts';
import { MAX_POLLS, pollDelayS, pollPeppolStatus, STALE_CLAIM_MS, submitToPeppol } from './invoice-peppol.ts';

export const JOB_PEPPOL_SUBMIT = 'invoices-peppol-submit';
export const JOB_PEPPOL_STATUS = 'invoices-peppol-status';
/** Transmissions taken up again at start, at most (the rest at the next start). */
const RESUME_LIMIT = 5_000;

export interface PeppolJobs {
  /** Queues the submission of invoice `id` (a no-op job when it is not queued). */
  submit(id: number, afterS?: number): Promise<boolean>;
}

const queues = new WeakMap<FastifyInstance, PeppolJobs>();

export function peppolJobs(app: FastifyInstance, services: Services): PeppolJobs {
  const known = queues.get(app);
  if (known) return known;
  const ctx = { ...systemCtx, services };
  const key = (id: number) => `invoice:${id}`;
  const poll = (id: number, n: number) => queue.send(JOB_PEPPOL_STATUS, { id, n }, { startAfter: pollDelayS(n), singletonKey: key(id) });
  const submit = (id: number, afterS = 0) => queue.send(JOB_PEPPOL_SUBMIT, { id }, { startAfter: afterS, singletonKey: key(id) });
  const queue = jobQueue(
    app,
    services,
    {
      [JOB_PEPPOL_SUBMIT]: async (data) => {
        const id = Number(data.id);
        const run = await submitToPeppol(services.db, ctx, services.integrations.peppol, id);
        if (run.outcome === 'retry') {
          app.log.warn({ id, inS: run.nextInS }, 'peppol: submission failed, retried later');
          await submit(id, run.nextInS);
        }
        if (run.outcome === 'accepted') await poll(id, 0);
      },
      [JOB_PEPPOL_STATUS]: async (data) => {
        const id = Number(data.id);
        const n = Number(data.n ?? 0);
        let status: string;
        try {
          status = await pollPeppolStatus(services.db, ctx, services.integrations.peppol, id);
        } catch (err) {
          app.log.warn({ err, id }, 'peppol: status poll failed');
          status = 'accepted';
        }
        if (status === 'accepted' && n + 1 < MAX_POLLS) await poll(id, n + 1);
      },
    },
    { [JOB_PEPPOL_SUBMIT]: 'stately', [JOB_PEPPOL_STATUS]: 'stately' },
  );
  const jobs: PeppolJobs = { submit };
  queues.set(app, jobs);
  app.addHook('onReady', async () => {
    const stale = new Date(Date.now() - STALE_CLAIM_MS);
    const left = await services.db
      .select({ id: invoices.id, status: invoices.peppol_status })
      .from(invoices)
      .where(
        or(
          eq(invoices.peppol_status, 'queued'),
          and(eq(invoices.peppol_status, 'sending'), lt(invoices.updated_at, stale)),
          and(eq(invoices.peppol_status, 'accepted'), isNotNull(invoices.peppol_message_id)),
        ),
      )
      .limit(RESUME_LIMIT);
    if (left.length === 0) return;
    // A dead worker's claim goes back to queued: the access point's idempotency key keeps a document it already took from being taken twice.
    for (const r of left.filter((row) => row.status === 'sending')) {
      await services.db.transaction(async (tx) => {
        const row = await findRow(tx, invoicesResource, r.id, true);
        if (row?.peppol_status === 'sending') await updateRow(tx, ctx, invoicesResource, r.id, { peppol_status: 'queued' }, { hooks: false });
      });
    }
    for (const r of left) {
      const resume = r.status === 'accepted' ? poll(r.id, 0) : submit(r.id);
      void resume.catch((err) => app.log.warn({ err, id: r.id }, 'peppol: transmission not resumed'));
    }
  });
  return jobs;
}
