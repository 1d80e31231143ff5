// Background jobs on pg-boss (DESIGN: jobs), on PostgreSQL and in-process on PGlite through pg-boss's
// executeSql adapter (docs/decisions/0008). PGlite's query() takes one statement with parameters, so
// pg-boss's multi-statement migrations go through exec() there.
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Services } from './services.ts';

export type JobHandler = (data: any) => Promise<void>;

export interface SendOptions {
  /** When the job may start (a date, or seconds from now). */
  startAfter?: Date | number;
  /** One queued job per key: a double click does not queue twice. */
  singletonKey?: string;
}

export interface Jobs {
  send(name: string, data: object, opts?: SendOptions): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss's access to the app's database. Once the queue is stopped, a job that was still running
 * when the app closed (stop is not graceful: it marks such jobs failed, to be retried at the next
 * start) may finish later and try to record its end on a closed pool: that write is dropped instead
 * of surfacing as an unhandled rejection, since the job is already marked for a retry.
 */
const boundAdapter = (database: Database, stopped: () => boolean) => {
  const client = (database.db as unknown as { $client: any }).$client;
  const run =
    database.kind === 'pglite'
      ? async (text: string, values?: unknown[]) => (values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }))
      : (text: string, values?: unknown[]) => client.query(text, values);
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      try {
        return await run(text, values);
      } catch (err) {
        // No rows at all (not an empty list): pg-boss reads it as "nothing affected".
        if (stopped()) return {};
        throw err;
      }
    },
  };
};

/**
 * Starts pg-boss on the app's database with a worker per handler. Each job is retried (the handler
 * throws when it must run again later, e.g. a speed test still running).
 */
/**
 * A queue's policy (pg-boss): `stately` keeps at most one job per state (one waiting, one running),
 * so a periodic job that queues its next run cannot be doubled by a restart queueing it again.
 */
export type QueuePolicies = Record<string, 'standard' | 'stately'>;

export async function startJobs(database: Database, log: FastifyBaseLogger, handlers: Record<string, JobHandler>, policies: QueuePolicies = {}): Promise<Jobs> {
  let stopped = false;
  const boss = new PgBoss({ db: boundAdapter(database, () => stopped), schedule: false, supervise: true, migrate: true } as PgBoss.ConstructorOptions);
  boss.on('error', (err) => log.warn({ err }, 'job queue error'));
  await boss.start();
  for (const [name, handler] of Object.entries(handlers)) {
    await boss.createQueue(name, { name, retryLimit: 12, retryDelay: 5, expireInSeconds: 120, policy: policies[name] ?? 'standard' } as PgBoss.Queue);
    await boss.work(name, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) await handler(job.data);
    });
  }
  return {
    async send(name, data, opts = {}) {
      const startAfter = typeof opts.startAfter === 'number' ? Math.max(0, Math.round(opts.startAfter)) : opts.startAfter;
      await boss.send(name, data, { startAfter, singletonKey: opts.singletonKey });
    },
    async stop() {
      await boss.stop({ graceful: false, wait: true, timeout: 3000 });
      stopped = true;
    },
  };
}

/**
 * The app's job queue, started on first use (so apps that never queue anything never start a worker)
 * and stopped with the app. `handlers` is read when it starts: register them before the first send.
 */
export function jobQueue(app: FastifyInstance, services: Services, handlers: Record<string, JobHandler>, policies: QueuePolicies = {}) {
  let started: Promise<Jobs | null> | null = null;
  let closing = false;
  const start = () => {
    if (closing || services.config.JOBS === 'off') return Promise.resolve(null);
    started ??= startJobs(services.database, app.log, handlers, policies).catch((err) => {
      app.log.error({ err }, 'job queue did not start');
      started = null;
      return null;
    });
    return started;
  };
  app.addHook('onClose', async () => {
    closing = true;
    const jobs = await started;
    await jobs?.stop();
  });
  return {
    start,
    async send(name: string, data: object, opts?: SendOptions): Promise<boolean> {
      const jobs = await start();
      if (!jobs) return false;
      await jobs.send(name, data, opts);
      return true;
    },
  };
}
