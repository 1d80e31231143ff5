// The app's usage jobs on pg-boss: the daily fetch from every source, "Update Usages" re-rating runs
// (in slices, each job queuing the next), and "sync last-month usages" runs (a source per job).
//
// The daily fetch (decision 0086, amended in session 37) is a chain of jobs, one source each, so every
// job stays well inside the queue's expiry (a job past it is run again by pg-boss while it still runs,
// possibly on another process). The scheduled job (queue JOB_SYNC, one per day whatever the restarts
// and retries: 'stately' and the singleton key `usages-sync:<day>`) queues the next day's run, fixes
// the days to read (recentDays(), carried in the steps' data so every step reads the same days even
// across midnight), reads source 0 and queues step 1; each step (queue JOB_SYNC_STEP) reads its source
// and queues the next. A step is queued under the key `usages-sync-step:<start>:<i>` in a 'stately'
// queue of its own (steps and the waiting next-day run would otherwise share its one waiting slot):
// a retried step queuing its next again adds nothing while that next waits, waits while it runs, and
// does nothing once it completed (stepDone). A source that throws still queues the next source, then
// fails its own job, which pg-boss retries.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../../db/rows.ts';
import { systemCtx } from '../../../platform/context.ts';
import { isoDay } from '../../../platform/dates.ts';
import { jobQueue } from '../../../platform/jobs.ts';
import type { Services } from '../../../platform/services.ts';
import { JOB_RERATE, RERATE_SLICE_MS, type RerateCursor, runRerate } from './usage-rerate.ts';
import { recentDays, registeredSources, syncSource } from './usage-sync.ts';
import { JOB_SYNC_RUN, runSyncStep } from './usage-sync-runs.ts';

export const JOB_SYNC = 'usages-sync';
/** The daily sync's steps after the first: one source each. */
export const JOB_SYNC_STEP = 'usages-sync-step';

/** A step of the daily sync: the days read by the whole chain and the index of its source. */
interface DailyStep {
  start: string;
  end: string;
  step: number;
}
const stepKey = (s: DailyStep) => `${JOB_SYNC_STEP}:${s.start}:${s.step}`;

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
  /**
   * Whether this step already completed under another job: a retried step queues its next again, and
   * that late copy must read nothing. The 'stately' queue keeps the copy from starting while the first
   * runs; checked in pgboss.job only (pg-boss archives completed jobs after hours, the chain takes minutes).
   */
  const stepDone = async (s: DailyStep) =>
    rowsOf(
      await services.db.execute(sql`select 1 from pgboss.job where name = ${JOB_SYNC_STEP} and singleton_key = ${stepKey(s)} and state = 'completed' limit 1`),
    ).length > 0;
  /** Reads source `step` for the chain's days, then queues the next source (also when this one threw). */
  const syncStep = async (s: DailyStep) => {
    const list = registeredSources();
    let error: unknown;
    if (s.step < list.length) {
      const [source, fetcher] = list[s.step];
      try {
        const result = await syncSource(services.db, ctx, fetcher, s.start, s.end);
        if (result.failures.length)
          app.log.warn({ source, failures: result.failures.slice(0, 20), count: result.failures.length }, 'usage sync: some reads failed');
      } catch (err) {
        error = err;
      }
    }
    if (s.step + 1 < list.length) {
      const next = { start: s.start, end: s.end, step: s.step + 1 };
      await queue.send(JOB_SYNC_STEP, next, { singletonKey: stepKey(next) });
    }
    // pg-boss retries this source alone; the next one is already on its way.
    if (error) throw error;
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
      // The next day first: queued even if a read below throws (a retry queues it again: kept once by its key).
      [JOB_SYNC]: async () => {
        await scheduleNext();
        await syncStep({ ...recentDays(), step: 0 });
      },
      [JOB_SYNC_STEP]: async (data) => {
        const s: DailyStep = { start: String(data.start), end: String(data.end), step: Number(data.step) };
        if (!(await stepDone(s))) await syncStep(s);
      },
    },
    { [JOB_SYNC]: 'stately', [JOB_SYNC_STEP]: 'stately' },
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
