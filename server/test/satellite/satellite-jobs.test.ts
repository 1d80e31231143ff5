// The satellite jobs on pg-boss: the mirror and the telemetry sampling run in the background, queue
// their next run themselves, and queueing them again (a restart) does not double the chain.
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { starlinkAccounts, starlinkTelemetry } from '../../src/db/schema/index.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { JOB_SYNC, JOB_TELEMETRY, starlinkJobs } from '../../src/resources/satellite/starlink/starlink-jobs.ts';
import { createTestApp, type TestApp } from '../support/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STARLINK_SYNC_INTERVAL_S: '600', STARLINK_TELEMETRY_INTERVAL_S: '600' });
});
afterAll(() => t.close());

async function until(check: () => Promise<boolean>, ms = 40_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

it('mirrors and samples in the background, each run queueing the next once', async () => {
  const jobs = starlinkJobs(t.app, t.app.services);
  expect(await jobs.start()).toBe(true);
  const db = t.database.db;
  await until(async () => (await db.select({ n: count() }).from(starlinkAccounts))[0].n === 2);
  // The first sampling may have run before the mirror: the next one (queued) finds the terminals.
  await jobs.start();
  await until(async () => {
    const [waiting] = rowsOf(await db.execute(sql`select count(*)::int as n from pgboss.job where name = ${JOB_SYNC} and state = 'created'`));
    return waiting.n === 1;
  });
  await db.execute(sql`update pgboss.job set start_after = now() where name = ${JOB_TELEMETRY} and state = 'created'`);
  await until(async () => (await db.select({ n: count() }).from(starlinkTelemetry))[0].n >= 40);
  // Queued again, as a restart does: still one waiting run per job.
  await jobs.start();
  for (const name of [JOB_SYNC, JOB_TELEMETRY]) {
    const [waiting] = rowsOf(await db.execute(sql`select count(*)::int as n from pgboss.job where name = ${name} and state = 'created'`));
    expect(waiting.n, name).toBe(1);
  }
});
