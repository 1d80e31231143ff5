// The satellite jobs on pg-boss: the mirror (every STARLINK_SYNC_INTERVAL_S) and the telemetry
// sampling (every STARLINK_TELEMETRY_INTERVAL_S). Each run queues the next one before it works, on a
// `stately` queue (at most one waiting run), so a restart that queues a run again does not double the
// chain, and a run that fails (the provider down) still leaves the next one queued. Both jobs are
// idempotent (upserts by provider keys, samples by terminal and minute, events by key).
import type { FastifyInstance } from 'fastify';
import { starlinkAccounts } from '../../../db/schema/index.ts';
import { starlinkCredentials } from '../../../integrations/satellite/index.ts';
import { systemCtx } from '../../../platform/context.ts';
import { jobQueue } from '../../../platform/jobs.ts';
import type { Services } from '../../../platform/services.ts';
import { syncAll } from './starlink-sync.ts';
import { sampleTelemetry } from './starlink-telemetry.ts';

export const JOB_SYNC = 'starlink-sync';
export const JOB_TELEMETRY = 'starlink-telemetry';

export interface StarlinkJobs {
  /** Queues a run now (the chain then keeps itself going). Answers false when jobs are off. */
  start(): Promise<boolean>;
}

const jobsOf = new WeakMap<FastifyInstance, StarlinkJobs>();

export function starlinkJobs(app: FastifyInstance, services: Services): StarlinkJobs {
  const known = jobsOf.get(app);
  if (known) return known;
  const ctx = { ...systemCtx, services };
  const { config, db, integrations } = services;
  const queue = jobQueue(
    app,
    services,
    {
      [JOB_SYNC]: async () => {
        await queue.send(JOB_SYNC, {}, { startAfter: config.STARLINK_SYNC_INTERVAL_S });
        try {
          await syncAll(db, ctx, integrations.satellite);
        } catch (err) {
          app.log.warn({ err }, 'satellite sync failed; the next run is queued');
        }
      },
      [JOB_TELEMETRY]: async () => {
        await queue.send(JOB_TELEMETRY, {}, { startAfter: config.STARLINK_TELEMETRY_INTERVAL_S });
        try {
          const done = await sampleTelemetry(db, integrations.satellite, config.STARLINK_TELEMETRY_RETENTION_DAYS);
          if (done.failed.length) app.log.warn({ accounts: done.failed }, 'satellite telemetry not read for some accounts');
        } catch (err) {
          app.log.warn({ err }, 'satellite telemetry sampling failed; the next run is queued');
        }
      },
    },
    { [JOB_SYNC]: 'stately', [JOB_TELEMETRY]: 'stately' },
  );
  const jobs: StarlinkJobs = {
    async start() {
      const a = await queue.send(JOB_SYNC, {});
      const b = await queue.send(JOB_TELEMETRY, {});
      return a && b;
    },
  };
  jobsOf.set(app, jobs);
  // After a start or restart: the chains go on when there is something to mirror (accounts already
  // mirrored, or a real provider configured); an empty database with the simulator waits for a first
  // sync asked by hand or by the demo data.
  app.addHook('onReady', async () => {
    const real = config.INTEGRATIONS === 'real' && starlinkCredentials(config).length > 0;
    const [any] = await db.select({ id: starlinkAccounts.id }).from(starlinkAccounts).limit(1);
    if (real || any) void jobs.start();
  });
  return jobs;
}
