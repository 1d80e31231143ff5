// Background jobs on pg-boss (DESIGN: jobs), on PostgreSQL and in-process on PGlite through pg-boss's
// executeSql adapter (docs/decisions/0008). PGlite's query() takes one statement with parameters, so
// pg-boss's multi-statement migrations go through exec() there.
//
// One pg-boss per app (decision 0069): every module registers its queues with the app's one queue,
// which starts on first use, creates the queues one at a time under an advisory lock (pg-boss's queue
// creation attaches a partition to its job table, and two creations at once deadlock, also between
// two processes), retries a transient failure, and reports a start that failed as not ready.
//
// A job runs in one place at a time (decision 0086, session 37): pg-boss retries a job whose handler
// outlives the queue's expiry while that handler still runs. A retry in the same process joins the run
// under way; on PostgreSQL every run also holds the job's lease (a session advisory lock on a connection
// of its own), so a retry that lands on another process waits for the earlier run instead of doing the
// work a second time, and takes the work up only if that run's process died (its lock went with it).
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
 * A queue's policy (pg-boss): `stately` keeps at most one job per state (one waiting, one running),
 * so a periodic job that queues its next run cannot be doubled by a restart queueing it again.
 */
export type QueuePolicies = Record<string, 'standard' | 'stately'>;

/** Where the app's job queue stands, for /readyz and the log. */
export type JobsState = { state: 'idle' | 'starting' | 'ready' | 'off' } | { state: 'failed'; error: string };

/** Key of the advisory lock that serialises pg-boss queue creation across processes. */
const QUEUE_CREATION_LOCK = 7_301_029;
/** First key of a job's lease (the second is the hash of its id). */
const JOB_LEASE_LOCK = 7_301_030;
/** How often a retry waiting for another process's run looks again. */
const LEASE_POLL_MS = 1000;
const START_ATTEMPTS = 5;
/** pg-boss's own default: a job running this long is taken as lost (config JOBS_EXPIRE_S). */
const DEFAULT_EXPIRE_S = 120;

/** Deadlock, serialization failure, lock not available, too many connections, connection lost. */
const TRANSIENT = new Set(['40P01', '40001', '55P03', '53300', '57P01', '08006', '08003', '08000']);
export const isTransient = (err: unknown) => TRANSIENT.has(String((err as { code?: string })?.code ?? ''));

/** Runs `work`, again after a growing pause while it fails for a transient reason. */
export async function withRetries<T>(work: () => Promise<T>, attempts = START_ATTEMPTS, firstPauseMs = 100): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isTransient(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, firstPauseMs * 2 ** (attempt - 1) * (0.5 + Math.random())));
    }
  }
}

/**
 * pg-boss's access to the app's database. Once the queue is stopped, a job that was still running
 * when the app closed (stop is not graceful: it marks such jobs failed, to be retried at the next
 * start) may finish later and try to record its end on a closed pool: that write is dropped instead
 * of surfacing as an unhandled rejection, since the job is already marked for a retry.
 * On PostgreSQL a queue creation runs in its own transaction behind the advisory lock.
 */
const boundAdapter = (database: Database, stopped: () => boolean) => {
  const client = (database.db as unknown as { $client: any }).$client;
  const run =
    database.kind === 'pglite'
      ? async (text: string, values?: unknown[]) => (values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }))
      : async (text: string, values?: unknown[]) => {
          if (!/\.create_queue\(/.test(text)) return client.query(text, values);
          let result: unknown;
          await database.rawTransaction(async (q) => {
            await q('select pg_advisory_xact_lock($1)', [QUEUE_CREATION_LOCK]);
            result = await q(text, values);
          });
          return result;
        };
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

type LeaseRun = (text: string, params?: unknown[]) => Promise<{ rows: any[] }>;

/** A connection of its own, outside the pool (the lease lives as long as its session). */
async function leaseConnection(database: Database): Promise<{ run: LeaseRun; close: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const options = (database.db as unknown as { $client: { options: object } }).$client.options;
  const client = new pg.Client({ ...options, application_name: 'console job lease' } as never);
  // A connection lost while the job runs only ends the lease early; it must not crash the process.
  client.on('error', () => {});
  await client.connect();
  return { run: (text, params) => client.query(text, params as any[]), close: () => client.end().catch(() => {}) };
}

/** How a leased run reads and ends its job in the queue. */
export interface LeasedJob {
  id: string;
  /** Whether the job still waits for its work (no earlier attempt completed or failed it). */
  stillDue: (run: LeaseRun) => Promise<boolean>;
  /** Marks the job done, whichever attempt is current (its retry may be waiting or running elsewhere). */
  done: (run: LeaseRun) => Promise<void>;
}

/**
 * Runs `work` under the job's lease, across processes. While another session holds it (the job's
 * earlier attempt, still running on another process), waits, looking every LEASE_POLL_MS whether the job
 * is still due: once that attempt marked it done (or failed it), nothing is run here. A lease freed
 * while the job is still due means the earlier run's process died: the work is taken up (handlers
 * resume from what they committed). A run that ends well marks the job done itself: pg-boss gave up
 * on a handler past its expiry and would not record its end. On the embedded database one process
 * holds the database: nothing to lease.
 */
export async function underJobLease(database: Database, job: LeasedJob, work: () => Promise<void>, held?: Set<() => Promise<void>>): Promise<void> {
  if (database.kind !== 'postgres') return work();
  const { run, close } = await leaseConnection(database);
  held?.add(close);
  try {
    const take = async () => (await run('select pg_try_advisory_lock($1, hashtext($2)) as ok', [JOB_LEASE_LOCK, job.id])).rows[0].ok === true;
    let waited = false;
    while (!(await take())) {
      waited = true;
      if (!(await job.stillDue(run))) return;
      await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
    }
    if (waited && !(await job.stillDue(run))) return;
    await work();
    // Once the queue stopped (its jobs handed back) the lease is gone: pg-boss retries the job elsewhere.
    await job.done(run).catch(() => {});
  } finally {
    // Closing the session frees the lease.
    held?.delete(close);
    await close();
  }
}

interface Registered {
  handler: JobHandler;
  policy: 'standard' | 'stately';
  created: boolean;
}

/**
 * One pg-boss on the app's database. Queues are added with `add` and created (with their worker) at
 * the next `ensure`, one at a time. Each job is retried (the handler throws when it must run again
 * later, e.g. a speed test still running).
 */
function bossOn(database: Database, log: FastifyBaseLogger, expireS = DEFAULT_EXPIRE_S, workerPollS = 0.5) {
  // A job and its retries share one row of pg-boss's job table (v10): an attempt is current while `active`;
  // `retry` waits for the next fetch. Marking it completed from either ends every attempt to come.
  const leased = (name: string, id: string): LeasedJob => ({
    id,
    stillDue: async (run) => (await run('select state from pgboss.job where name = $1 and id = $2', [name, id])).rows[0]?.state === 'active',
    done: async (run) => {
      await run(`update pgboss.job set state = 'completed', completed_on = now() where name = $1 and id = $2 and state in ('active', 'retry')`, [name, id]);
    },
  });
  let stopped = false;
  // The maintenance (pg-boss's supervisor, one process at a time) fails a job past its expiry, which
  // retries it: a job whose process was killed runs again elsewhere within expireS × 1.25 (+ its retry delay).
  const maintenanceIntervalSeconds = Math.max(1, Math.min(120, Math.floor(expireS / 4)));
  const boss = new PgBoss({
    db: boundAdapter(database, () => stopped),
    schedule: false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (err) => log.warn({ err }, 'job queue error'));
  const queues = new Map<string, Registered>();
  // pg-boss fails a job whose handler outlives its expiry and retries it, while the handler still runs:
  // a retry that comes back to this process joins the run under way instead of starting it again.
  const running = new Map<string, Promise<void>>();
  // The leases of the runs under way, given back when the queue stops (pg-boss hands their jobs back).
  const leases = new Set<() => Promise<void>>();
  const runOnce = (id: string, work: () => Promise<void>) => {
    const live = running.get(id);
    if (live) return live;
    const run = work().finally(() => running.delete(id));
    running.set(id, run);
    return run;
  };
  let started = false;
  let chain: Promise<void> = Promise.resolve();
  const ensure = () => {
    chain = chain.then(async () => {
      if (!started) {
        await withRetries(() => boss.start());
        started = true;
      }
      for (const [name, q] of queues) {
        if (q.created) continue;
        const options = { name, retryLimit: 12, retryDelay: 5, expireInSeconds: expireS, policy: q.policy } as PgBoss.Queue;
        await withRetries(() => boss.createQueue(name, options));
        // A queue created by an older build (or another JOBS_EXPIRE_S) keeps its policy and expiry unless
        // told (creation ignores an existing queue).
        const existing = await boss.getQueue(name);
        if (existing && (existing.policy !== q.policy || existing.expireInSeconds !== expireS)) await withRetries(() => boss.updateQueue(name, options));
        await boss.work(name, { pollingIntervalSeconds: workerPollS }, async (jobs) => {
          for (const job of jobs) await runOnce(job.id, () => underJobLease(database, leased(name, job.id), () => q.handler(job.data), leases));
        });
        q.created = true;
      }
    });
    // A failed step leaves the chain usable for the next try.
    const done = chain;
    chain = chain.catch(() => {});
    return done;
  };
  return {
    add(handlers: Record<string, JobHandler>, policies: QueuePolicies = {}) {
      for (const [name, handler] of Object.entries(handlers))
        if (!queues.has(name)) queues.set(name, { handler, policy: policies[name] ?? 'standard', created: false });
    },
    ensure,
    queueNames: () => [...queues.keys()],
    async send(name: string, data: object, opts: SendOptions = {}) {
      const startAfter = typeof opts.startAfter === 'number' ? Math.max(0, Math.round(opts.startAfter)) : opts.startAfter;
      await withRetries(() => boss.send(name, data, { startAfter, singletonKey: opts.singletonKey }));
    },
    async stop() {
      await chain;
      if (started) await boss.stop({ graceful: false, wait: true, timeout: 3000 });
      stopped = true;
      await Promise.all([...leases].map((close) => close()));
    },
  };
}

/** Starts a pg-boss with a worker per handler (a queue of its own, outside any app). */
export async function startJobs(
  database: Database,
  log: FastifyBaseLogger,
  handlers: Record<string, JobHandler>,
  policies: QueuePolicies = {},
  expireS = DEFAULT_EXPIRE_S,
  /** How often an idle worker looks for jobs (tests slow one process down to steer a retry to another). */
  workerPollS = 0.5,
): Promise<Jobs> {
  const boss = bossOn(database, log, expireS, workerPollS);
  boss.add(handlers, policies);
  await boss.ensure();
  return { send: boss.send, stop: boss.stop };
}

interface AppJobs {
  boss: ReturnType<typeof bossOn> | null;
  state: JobsState;
  closing: boolean;
  pending: Promise<boolean> | null;
}

const appJobs = new WeakMap<FastifyInstance, AppJobs>();

function appJobsOf(app: FastifyInstance, services: Services): AppJobs {
  const known = appJobs.get(app);
  if (known) return known;
  const jobs: AppJobs = { boss: null, state: { state: services.config.JOBS === 'off' ? 'off' : 'idle' }, closing: false, pending: null };
  appJobs.set(app, jobs);
  if (services.config.JOBS !== 'off') jobs.boss = bossOn(services.database, app.log, services.config.JOBS_EXPIRE_S);
  app.addHook('onClose', async () => {
    jobs.closing = true;
    await jobs.pending;
    await jobs.boss?.stop();
  });
  return jobs;
}

/** The app's job queue state: `failed` means scheduled work is not running (readiness reports it). */
export function jobsState(app: FastifyInstance): JobsState {
  return appJobs.get(app)?.state ?? { state: 'idle' };
}

/**
 * The app's job queue for one module's handlers, started on first use (so apps that never queue
 * anything never start a worker) and stopped with the app. Register handlers before the first send.
 */
export function jobQueue(app: FastifyInstance, services: Services, handlers: Record<string, JobHandler>, policies: QueuePolicies = {}) {
  const jobs = appJobsOf(app, services);
  jobs.boss?.add(handlers, policies);
  const start = (): Promise<boolean> => {
    const boss = jobs.boss;
    if (!boss || jobs.closing) return Promise.resolve(false);
    const pending = (async () => {
      if (jobs.state.state !== 'ready') jobs.state = { state: 'starting' };
      try {
        await boss.ensure();
        jobs.state = { state: 'ready' };
        return true;
      } catch (err) {
        jobs.state = { state: 'failed', error: err instanceof Error ? err.message : String(err) };
        // Loud: the queues named here run nothing (no billing run, dunning or sync) until a later start succeeds.
        app.log.error({ err, queues: boss.queueNames() }, 'job queue did not start: scheduled jobs are not running');
        return false;
      }
    })();
    jobs.pending = pending;
    return pending;
  };
  return {
    start,
    async send(name: string, data: object, opts?: SendOptions): Promise<boolean> {
      if (!(await start())) return false;
      await jobs.boss!.send(name, data, opts);
      return true;
    },
  };
}
