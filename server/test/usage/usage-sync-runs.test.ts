// "Sync last-month usages" as a background run (spec 3 §7, §8; docs/decisions/0033): queued, followed
// with its progress, one at a time, resumable, given up when left by a dead process, and over with
// the spec's messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { USAGE_MESSAGES } from '@console/contract';
import { usageSyncs, usages } from '../../src/db/schema/index.ts';
import { systemCtx } from '../../src/platform/context.ts';
import type { UsageFetcher } from '../../src/resources/usage/usages/usage-fetcher.ts';
import { USAGE_FETCHERS } from '../../src/resources/usage/usages/usage-sources.ts';
import { SYNC_INTERRUPTED, STALE_MS, openSyncRun, runSyncRun } from '../../src/resources/usage/usages/usage-sync-runs.ts';
import { lastMonth } from '../../src/resources/usage/usages/usage-sync.ts';
import { closeUsage, syncAndWait, usageSetup, type UsageCtx } from '../support/usage-fixtures.ts';

let c: UsageCtx;
beforeAll(async () => {
  c = await usageSetup();
});
afterAll(() => closeUsage(c));

const sourceCount = () => Object.values(USAGE_FETCHERS).filter(Boolean).length;
const post = async () => (await c.asStaff({ method: 'POST', url: '/api/v1/usages/sync', payload: {} })).json();

/** Replaces the fetchers for one test: each records its calls; `gate` holds them until released. */
function stubFetchers(opts: { gate?: Promise<void>; fail?: boolean } = {}) {
  const saved = { ...USAGE_FETCHERS };
  const calls: string[] = [];
  for (const k of Object.keys(USAGE_FETCHERS) as (keyof typeof USAGE_FETCHERS)[]) {
    if (!USAGE_FETCHERS[k]) continue;
    USAGE_FETCHERS[k] = {
      source: k,
      fetch: async () => {
        calls.push(k);
        await opts.gate;
        return opts.fail ? { rows: [], failures: [`${k}: HTTP 503`] } : { rows: [], failures: [] };
      },
    } as UsageFetcher;
  }
  return { calls, restore: () => Object.assign(USAGE_FETCHERS, saved) };
}

describe('POST /usages/sync', () => {
  it('answers at once with the queued run, which ends with the spec message and 100 %', async () => {
    const first = await post();
    expect(first).toMatchObject({ success: true, id: expect.any(Number), start_date: lastMonth().start, end_date: lastMonth().end });
    expect(['queued', 'running', 'done']).toContain(first.status);
    if (first.status !== 'done') expect(first.message).toBe(USAGE_MESSAGES.syncQueued);
    const done = await syncAndWait(c);
    expect(done).toMatchObject({ status: 'done', success: true, message: USAGE_MESSAGES.synced, progress: 100, sources_done: sourceCount() });
    expect(done.records_written).toBeGreaterThan(0);
    // A source per job (each within the queue's expiry), each queuing the next.
    const { rows } = await c.t.database.query(`select data from pgboss.job where name = 'usages-sync-run' and (data->>'id')::int = $1`, [done.id]);
    expect(rows.map((r: { data: { step?: number } }) => r.data.step ?? 0).sort()).toEqual([...Array(sourceCount()).keys()]);
  });

  it('runs one at a time: a second click answers the run in progress, and shows its progress', async () => {
    let release!: () => void;
    const stub = stubFetchers({ gate: new Promise<void>((r) => (release = r)) });
    try {
      const a = await post();
      const b = await post();
      expect(b.id).toBe(a.id);
      expect(b.over).toBe(false);
      expect(b.progress).toBeLessThan(100);
      release();
      let done = b;
      for (let i = 0; i < 300 && !done.over; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        done = (await c.asStaff({ method: 'GET', url: `/api/v1/usages/sync/${a.id}` })).json();
      }
      expect(done).toMatchObject({ status: 'done', progress: 100, message: USAGE_MESSAGES.synced });
      // Each source read once, by the one run.
      expect(stub.calls.length).toBe(sourceCount());
    } finally {
      stub.restore();
    }
  });

  it("ends 'Synchronization failed' with the first reason when no source can be read", async () => {
    const stub = stubFetchers({ fail: true });
    try {
      const run = await syncAndWait(c);
      expect(run).toMatchObject({ success: false, message: USAGE_MESSAGES.syncFailed, code: 'usage_sync_failed', status: 'failed', failures: sourceCount() });
      expect(run.reason).toMatch(/HTTP 503/);
    } finally {
      stub.restore();
    }
  });

  it('answers 404 for an unknown run, and is for staff only', async () => {
    expect((await c.asStaff({ method: 'GET', url: '/api/v1/usages/sync/999999' })).statusCode).toBe(404);
    expect((await c.t.as(null)({ method: 'POST', url: '/api/v1/usages/sync', payload: {} })).statusCode).toBe(401);
  });
});

describe('restarts', () => {
  it('resumes a run at the first source it had not finished', async () => {
    const { run } = await openSyncRun(c.db, null);
    await c.db.update(usageSyncs).set({ status: 'running', sources_done: 2 }).where(eq(usageSyncs.id, run.id));
    const stub = stubFetchers();
    try {
      await runSyncRun(c.db, systemCtx, run.id);
      expect(stub.calls).toEqual(
        Object.keys(USAGE_FETCHERS)
          .filter((k) => USAGE_FETCHERS[k as keyof typeof USAGE_FETCHERS])
          .slice(2),
      );
      const [end] = await c.db.select().from(usageSyncs).where(eq(usageSyncs.id, run.id));
      expect(end).toMatchObject({ status: 'done', sources_done: sourceCount() });
      // A finished run is not run again (a retried job).
      await runSyncRun(c.db, systemCtx, run.id);
      expect(stub.calls.length).toBe(sourceCount() - 2);
    } finally {
      stub.restore();
    }
  });

  it('gives up a run left queued by a process that died, so a new one starts', async () => {
    const { run } = await openSyncRun(c.db, null);
    await c.db
      .update(usageSyncs)
      .set({ updated_at: new Date(Date.now() - STALE_MS - 1000) })
      .where(eq(usageSyncs.id, run.id));
    const next = await openSyncRun(c.db, null);
    expect(next.created).toBe(true);
    expect(next.run.id).not.toBe(run.id);
    const [old] = await c.db.select().from(usageSyncs).where(eq(usageSyncs.id, run.id));
    expect(old).toMatchObject({ status: 'failed', reason: SYNC_INTERRUPTED });
    await runSyncRun(c.db, systemCtx, next.run.id);
    // Landing is idempotent: the records of last month are still one per SIM, day and source.
    const [dupes] = await c.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(select sim_id, date, source from ${usages} where sim_id is not null group by 1, 2, 3 having count(*) > 1) d`);
    expect(dupes.n).toBe(0);
  });
});
