// Jobs that always start (decision 0069): on a fresh database the app creates every queue and queues
// every scheduled job, also when several processes start at the same moment on one PostgreSQL (their
// queue creations used to deadlock inside pg-boss and the schedules were silently skipped), and a
// scheduled job is queued once per due time however many processes queue it.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { JOB_DATED_TRANSITIONS } from '../../src/resources/commercial/packages/dated-transitions.ts';
import { JOB_BILLING_MONTH_END, JOB_BILLING_RUN } from '../../src/resources/invoicing/billing_runs/billing-run.ts';
import { JOB_DUNNING } from '../../src/resources/invoicing/billing_runs/billing-jobs.ts';
import { JOB_PEPPOL_STATUS, JOB_PEPPOL_SUBMIT } from '../../src/resources/invoicing/invoices/invoice-peppol-jobs.ts';
import { JOB_COLLECT, JOB_START } from '../../src/resources/inventory/speedtests/speedtests.actions.ts';
import { JOB_SYNC as JOB_STARLINK_SYNC, JOB_TELEMETRY } from '../../src/resources/satellite/starlink/starlink-jobs.ts';
import { JOB_SYNC as JOB_USAGE_SYNC, JOB_SYNC_STEP as JOB_USAGE_SYNC_STEP } from '../../src/resources/usage/usages/usage-jobs.ts';
import { JOB_RERATE } from '../../src/resources/usage/usages/usage-rerate.ts';
import { JOB_SYNC_RUN } from '../../src/resources/usage/usages/usage-sync-runs.ts';
import { JOB_MAIL } from '../../src/platform/mail.ts';
import { JOB_ACCESS_TRAIL_RETENTION } from '../../src/resources/core/access_events/access-trail-jobs.ts';
import { onPostgres, scratchDatabase } from '../support/helpers.ts';

const QUEUES = [
  JOB_BILLING_RUN,
  JOB_BILLING_MONTH_END,
  JOB_DUNNING,
  JOB_PEPPOL_SUBMIT,
  JOB_PEPPOL_STATUS,
  JOB_RERATE,
  JOB_SYNC_RUN,
  JOB_USAGE_SYNC,
  JOB_USAGE_SYNC_STEP,
  JOB_DATED_TRANSITIONS,
  JOB_STARLINK_SYNC,
  JOB_TELEMETRY,
  JOB_START,
  JOB_COLLECT,
  JOB_MAIL,
  JOB_ACCESS_TRAIL_RETENTION,
].sort();
/** The jobs every start queues for a later due time. */
const SCHEDULED = [JOB_BILLING_MONTH_END, JOB_DUNNING, JOB_USAGE_SYNC, JOB_DATED_TRANSITIONS, JOB_ACCESS_TRAIL_RETENTION].sort();

const env = {
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
  WEB_DIST: '/nonexistent',
  BILLING_RUN: 'on',
  DUNNING: 'on',
  USAGE_SYNC: 'on',
  DATED_TRANSITIONS: 'on',
};

const opened: { app: FastifyInstance; database: Pick<Database, 'close'> }[] = [];
/** The apps sharing one embedded database close it once, with the last of them. */
const noClose = { close: async () => {} };
const drops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const { app, database } of opened.splice(0)) {
    await app.close();
    await database.close();
  }
  for (const drop of drops.splice(0)) await drop();
});

async function start(target: { url?: string; dataDir?: string }) {
  const database = await openDatabase(target);
  const app = await buildApp({ config: loadConfig(env), database, logger: false });
  await app.ready();
  opened.push({ app, database });
  return { app, database };
}

/** Waits until the scheduled jobs are queued (the schedules are sent once the app is ready). */
async function scheduledJobs(database: Database): Promise<{ name: string; n: number }[]> {
  // The keyed jobs are the schedules (a run at start has no key).
  const sql = `select name, count(*)::int as n from pgboss.job where name = any($1) and state = 'created' and singleton_key is not null group by name order by name`;
  for (let i = 0; i < 200; i++) {
    const { rows } = await database.query(sql, [SCHEDULED]);
    if (rows.length === SCHEDULED.length) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await database.query(sql, [SCHEDULED])).rows;
}

describe('the job queue on a fresh database', () => {
  it('creates every queue and queues every scheduled job once, and reports ready', async () => {
    const { app, database } = await start({ dataDir: 'memory://' });
    expect(await scheduledJobs(database)).toEqual(SCHEDULED.map((name) => ({ name, n: 1 })));
    const { rows } = await database.query('select name from pgboss.queue order by name');
    expect(rows.map((r) => r.name)).toEqual(QUEUES);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', jobs: 'ready' } });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  }, 120_000);

  it('three processes starting together on a fresh database, several times over: every queue and every schedule, once', async () => {
    // On PostgreSQL, three pools on a new database; on the embedded one, three apps on one database.
    for (let round = 0; round < (onPostgres ? 5 : 2); round++) {
      let apps: { app: FastifyInstance; database: Database }[];
      if (onPostgres) {
        const { url, drop } = await scratchDatabase();
        drops.push(drop);
        apps = await Promise.all([start({ url }), start({ url }), start({ url })]);
      } else {
        const database = await openDatabase({ dataDir: 'memory://' });
        apps = await Promise.all(
          [0, 1, 2].map(async () => {
            const app = await buildApp({ config: loadConfig(env), database, logger: false });
            await app.ready();
            return { app, database };
          }),
        );
        opened.push(...apps.map(({ app }, i) => ({ app, database: i === 2 ? database : noClose })));
      }
      const rows = await scheduledJobs(apps[0].database);
      expect(rows, `round ${round}`).toEqual(SCHEDULED.map((name) => ({ name, n: 1 })));
      const queues = await apps[0].database.query('select name from pgboss.queue order by name');
      expect(queues.rows.map((r) => r.name)).toEqual(QUEUES);
      for (const { app } of apps) expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      for (const { app, database } of opened.splice(0)) {
        await app.close();
        await database.close();
      }
    }
  }, 180_000);
});

describe('readiness', () => {
  it('is refused (503) while a migration of this build is missing, and says which', async () => {
    const { app, database } = await start({ dataDir: 'memory://' });
    await database.query('delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)');
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.migrations).toMatch(/^\d+ of \d+ applied$/);
  }, 120_000);
});
