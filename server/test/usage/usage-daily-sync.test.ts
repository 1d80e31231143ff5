// The scheduled daily usage sync (decision 0086, amended in session 37): a job per source, each within
// the queue's expiry and each queuing the next, every step reading the days fixed by the first; the
// same records as one sync of every source; the next day's run queued once; a retried step queuing
// its next again reads nothing more; a source that throws is retried alone and stops nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageFetcher } from '../../src/resources/usage/usages/usage-fetcher.ts';
import { JOB_SYNC, JOB_SYNC_STEP, nextSyncAt } from '../../src/resources/usage/usages/usage-jobs.ts';
import { USAGE_FETCHERS } from '../../src/resources/usage/usages/usage-sources.ts';
import { recentDays, registeredSources, syncUsages } from '../../src/resources/usage/usages/usage-sync.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { isoDay } from '../../src/platform/dates.ts';
import { closeUsage, usageSetup, type UsageCtx } from '../support/usage-fixtures.ts';

let c: UsageCtx;
beforeAll(async () => {
  c = await usageSetup({ USAGE_SYNC: 'on' });
});
afterAll(() => closeUsage(c));

const q = async <T = any>(text: string, params?: unknown[]): Promise<T[]> => (await c.t.database.query(text, params)).rows as T[];
async function waitFor(check: () => Promise<boolean>, what: string, ms = 60_000) {
  for (const until = Date.now() + ms; Date.now() < until; ) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Every record of the days, without its id and times, in one order. */
const records = (days: { start: string; end: string }) =>
  q(`select to_jsonb(u) - 'id' - 'created_at' - 'updated_at' as r from usages u where date between $1 and $2 order by source, sim_id, device_id, date`, [
    days.start,
    days.end,
  ]).then((rows) => rows.map((row) => row.r));

/** Wraps every fetcher, still reading through the simulators, to record what each read asked; `throwOnce` fails that source's first read. */
function watchReads(throwOnce?: string) {
  const saved = { ...USAGE_FETCHERS };
  const reads: { source: string; start: string; end: string }[] = [];
  for (const [source, real] of registeredSources())
    USAGE_FETCHERS[source] = {
      ...real,
      fetch: async (db, ctx, start, end, deviceId) => {
        reads.push({ source, start, end });
        if (source === throwOnce && reads.filter((r) => r.source === source).length === 1) throw new Error('connection reset');
        return real.fetch(db, ctx, start, end, deviceId);
      },
    } as UsageFetcher;
  return { reads, restore: () => Object.assign(USAGE_FETCHERS, saved) };
}

function countBy(keys: string[]) {
  const n: Record<string, number> = {};
  for (const k of keys) n[k] = (n[k] ?? 0) + 1;
  return n;
}
const steps = () =>
  q<{ step: number; state: string; singleton_key: string }>(
    `select (data->>'step')::int as step, state, singleton_key from pgboss.job where name = $1 order by 1, created_on`,
    [JOB_SYNC_STEP],
  );
const scheduled = () =>
  q<{ state: string; singleton_key: string }>(`select state, singleton_key from pgboss.job where name = $1 order by created_on`, [JOB_SYNC]);

describe('the scheduled daily usage sync', () => {
  const sources = registeredSources().map(([s]) => s);
  const days = recentDays();
  const today = `${JOB_SYNC}:${isoDay(Date.now())}`;
  /** The next day's run, as the run of today queues it. */
  const nextDay = () => `${JOB_SYNC}:${isoDay(nextSyncAt(c.t.config.USAGE_SYNC_HOUR_UTC).getTime())}`;

  it('runs a job per source, lands the records of one sync of every source, and queues the next day once', async () => {
    expect(sources.length).toBeGreaterThan(2);
    // What one sync of every source lands (as the job did before it was cut in steps), then wiped.
    await syncUsages(c.db, { ...systemCtx, services: c.t.app.services }, days.start, days.end);
    const expected = await records(days);
    expect(expected.length).toBeGreaterThan(0);
    await q('delete from usages where date between $1 and $2', [days.start, days.end]);

    // The run queued at start, made due now (as today's run at its hour); the third source's first read throws.
    await waitFor(async () => (await scheduled()).length === 1, 'the daily run queued');
    const watch = watchReads(sources[2]);
    try {
      await q(`update pgboss.job set start_after = now(), singleton_key = $2 where name = $1 and state = 'created'`, [JOB_SYNC, today]);
      const last = sources.length - 1;
      await waitFor(async () => (await steps()).some((s) => s.step === last && s.state === 'completed'), 'the last step completed');
      await waitFor(async () => (await steps()).every((s) => s.state === 'completed'), 'every step completed');

      // One job per source: the scheduled job reads the first, a step job each of the others (the source
      // after the one that threw may have a late copy, queued by its retry: it reads nothing, see below).
      const perStep = countBy((await steps()).map((s) => s.singleton_key));
      expect(Object.keys(perStep)).toEqual(sources.slice(1).map((_, i) => `${JOB_SYNC_STEP}:${days.start}:${i + 1}`));
      for (const [key, n] of Object.entries(perStep)) expect(n, key).toBeLessThanOrEqual(key.endsWith(':3') ? 2 : 1);
      // Each source read once, the one that threw once more (its job retried alone), all the same days.
      expect(watch.reads.map((r) => r.source).sort()).toEqual([...sources, sources[2]].sort());
      expect(new Set(watch.reads.map((r) => `${r.start}/${r.end}`))).toEqual(new Set([`${days.start}/${days.end}`]));
      // The records of one sync of every source.
      expect(await records(days)).toEqual(expected);
      // Today's run done, the next day's queued once.
      const jobs = await scheduled();
      expect(jobs.filter((j) => j.state === 'completed')).toEqual([{ state: 'completed', singleton_key: today }]);
      expect(jobs.filter((j) => j.state === 'created')).toEqual([{ state: 'created', singleton_key: nextDay() }]);
    } finally {
      watch.restore();
    }
  }, 120_000);

  it('a retried scheduled job reads its source again but queues the next day and the next step to no effect', async () => {
    const watch = watchReads();
    const before = countBy((await steps()).map((s) => String(s.step)));
    try {
      // pg-boss retries the finished scheduled job (as when its process took longer than the expiry).
      await q(`update pgboss.job set state = 'retry', start_after = now() where name = $1 and state = 'completed'`, [JOB_SYNC]);
      await waitFor(
        async () => (await steps()).filter((s) => s.step === 1).length === before[1] + 1 && (await steps()).every((s) => s.state === 'completed'),
        'the late copy of step 1 completed',
      );
      await waitFor(async () => (await scheduled()).every((j) => j.state !== 'active' && j.state !== 'retry'), 'the retried run completed');
      // Its own source again (idempotent), nothing after it: the late copy of step 1 read nothing.
      expect(watch.reads.map((r) => r.source)).toEqual([sources[0]]);
      expect(countBy((await steps()).map((s) => String(s.step)))).toEqual({ ...before, 1: before[1] + 1 });
      const jobs = await scheduled();
      expect(jobs.filter((j) => j.state === 'created')).toEqual([{ state: 'created', singleton_key: nextDay() }]);
    } finally {
      watch.restore();
    }
  }, 120_000);
});
