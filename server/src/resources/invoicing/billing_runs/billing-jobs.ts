// The billing jobs on pg-boss (decision 0031): a run works in slices (each job queues its
// continuation), runs left queued or running by a stop are taken up again when the app is ready,
// the month-end job launches the new month's run on the 1st and queues the next month-end, and the
// daily dunning job sends the payment reminders due.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { billingRuns } from '../../../db/schema/index.ts';
import { systemCtx } from '../../../platform/context.ts';
import { jobQueue } from '../../../platform/jobs.ts';
import type { Services } from '../../../platform/services.ts';
import { addMonths } from '../billing/billing-periods.ts';
import { JOB_BILLING_MONTH_END, JOB_BILLING_RUN, monthEndRun, workRun } from './billing-run.ts';
import { runDunning } from '../invoices/invoice-dunning.ts';

export const JOB_DUNNING = 'invoices-dunning';

export interface BillingJobs {
  launch(id: number): Promise<boolean>;
}

const queues = new WeakMap<FastifyInstance, BillingJobs>();

/** The next day at the hour (UTC), strictly after now. */
export function nextDayAt(hour: number, now = Date.now()): Date {
  const d = new Date(now);
  const at = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour);
  return new Date(at > now ? at : at + 86_400_000);
}

/** The 1st of the next month at the hour (UTC). */
export function nextMonthEndAt(hour: number, now = Date.now()): Date {
  const first = addMonths(new Date(now).toISOString().slice(0, 10), 1);
  return new Date(`${first}T${String(hour).padStart(2, '0')}:00:00Z`);
}

export function billingJobs(app: FastifyInstance, services: Services): BillingJobs {
  const known = queues.get(app);
  if (known) return known;
  const ctx = { ...systemCtx, services };
  const scheduleNext = async () => {
    const at = nextMonthEndAt(services.config.BILLING_RUN_HOUR_UTC);
    await queue.send(JOB_BILLING_MONTH_END, {}, { startAfter: at, singletonKey: `${JOB_BILLING_MONTH_END}:${at.toISOString().slice(0, 7)}` });
  };
  const scheduleDunning = async () => {
    const at = nextDayAt(services.config.BILLING_RUN_HOUR_UTC);
    await queue.send(JOB_DUNNING, {}, { startAfter: at, singletonKey: `${JOB_DUNNING}:${at.toISOString().slice(0, 10)}` });
  };
  const queue = jobQueue(
    app,
    services,
    {
      [JOB_DUNNING]: async () => {
        const result = await runDunning(services.db, ctx, services.mail);
        if (result.skipped.length)
          app.log.warn({ skipped: result.skipped.slice(0, 20), count: result.skipped.length }, 'dunning: some reminders could not be sent');
        await scheduleDunning();
      },
      [JOB_BILLING_RUN]: async (data) => {
        const id = Number(data.id);
        if (!(await workRun(services.db, ctx, id))) await queue.send(JOB_BILLING_RUN, { id });
      },
      [JOB_BILLING_MONTH_END]: async () => {
        const run = await monthEndRun(services.db, ctx);
        if (run) await queue.send(JOB_BILLING_RUN, { id: run.id });
        await scheduleNext();
      },
    },
    {
      // Scheduled: one waiting job per due time however many processes or restarts queue it.
      [JOB_DUNNING]: 'stately',
      [JOB_BILLING_MONTH_END]: 'stately',
    },
  );
  const jobs: BillingJobs = { launch: (id) => queue.send(JOB_BILLING_RUN, { id }) };
  queues.set(app, jobs);
  app.addHook('onReady', async () => {
    // A run cut by a stop goes on where it was (its cursor); billing it again bills nothing twice.
    const left = await services.db
      .select({ id: billingRuns.id })
      .from(billingRuns)
      .where(inArray(billingRuns.status, ['queued', 'running']));
    for (const { id } of left) void jobs.launch(id).catch((err) => app.log.warn({ err, id }, 'billing run not resumed'));
    if (services.config.BILLING_RUN === 'on') void scheduleNext().catch((err) => app.log.warn({ err }, 'month-end billing not scheduled'));
    if (services.config.DUNNING === 'on') void scheduleDunning().catch((err) => app.log.warn({ err }, 'dunning not scheduled'));
  });
  return jobs;
}
