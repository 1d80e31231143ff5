// The app's usage jobs on pg-boss: the daily fetch from every source (re-queued for the next day by
// each run, one per day whatever the restarts: singleton key) and "Update Usages" re-rating runs
// (in slices, each job queuing the next), and "sync last-month usages" runs (a source per job).
import type { FastifyInstance } from 'fastify';
import { systemCtx } from '../../../platform/context.ts';
import { isoDay } from '../../../platform/dates.ts';
import { jobQueue } from '../../../platform/jobs.ts';
import type { Services } from '../../../platform/services.ts';
import { JOB_RERATE, RERATE_SLICE_MS, type RerateCursor, runRerate } from './usage-rerate.ts';
import { recentDays, syncUsages } from './usage-sync.ts';
import { JOB_SYNC_RUN, runSyncStep } from './usage-sync-runs.ts';

export const JOB_SYNC = 'usages-sync';

export interface UsageJobs {
  rerate(id: number): Promise<boolean>;
  /** Queues a "sync last-month usages" run; false without a job queue (the caller runs it). */
  syncRun(id: number): Promise<boolean>;
}

const queues = new WeakMap<FastifyInstance, UsageJobs>();

/** The next run at the configured hour (UTC), strictly after now. */
export function nextSyncAt(hour: number, now = Date.now()): Date {
  const d = new Date(now);
  const at = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour);
  return new Date(at > now ? at : at + 86_400_000);
}

export function usageJobs(app: FastifyInstance, services: Services): UsageJobs {
  const known = queues.get(app);
  if (known) return known;
  const ctx = { ...systemCtx, services };
  const scheduleNext = async () => {
    const at = nextSyncAt(services.config.USAGE_SYNC_HOUR_UTC);
    await queue.send(JOB_SYNC, {}, { startAfter: at, singletonKey: `${JOB_SYNC}:${isoDay(at.getTime())}` });
  };
  const queue = jobQueue(
    app,
    services,
    {
      // In slices well inside the queue's expiry, each queuing the next with its cursor (a job past its
      // expiry would be run again while it still runs).
      [JOB_RERATE]: async (data) => {
        const sliceMs = Math.min(RERATE_SLICE_MS, (services.config.JOBS_EXPIRE_S * 1000) / 2);
        const next = await runRerate(services.db, Number(data.id), { from: (data.from as RerateCursor | undefined) ?? null, sliceMs });
        if (next) await queue.send(JOB_RERATE, { id: Number(data.id), from: next });
      },
      // A source per job, each queuing the next (the step after `step`: its own singleton key).
      [JOB_SYNC_RUN]: async (data) => {
        const id = Number(data.id);
        const step = Number(data.step ?? 0) + 1;
        if (await runSyncStep(services.db, ctx, id)) await queue.send(JOB_SYNC_RUN, { id, step }, { singletonKey: `${JOB_SYNC_RUN}:${id}:${step}` });
      },
      [JOB_SYNC]: async () => {
        const days = recentDays();
        const result = await syncUsages(services.db, ctx, days.start, days.end);
        if (result.failures.length) app.log.warn({ failures: result.failures.slice(0, 20), count: result.failures.length }, 'usage sync: some reads failed');
        await scheduleNext();
      },
    },
    { [JOB_SYNC]: 'stately' },
  );
  const jobs: UsageJobs = {
    rerate: (id) => queue.send(JOB_RERATE, { id }, { singletonKey: `${JOB_RERATE}:${id}` }),
    syncRun: (id) => queue.send(JOB_SYNC_RUN, { id }, { singletonKey: `${JOB_SYNC_RUN}:${id}` }),
  };
  queues.set(app, jobs);
  if (services.config.USAGE_SYNC === 'on')
    app.addHook('onReady', async () => void scheduleNext().catch((err) => app.log.warn({ err }, 'usage sync not scheduled')));
  return jobs;
}
