// Long work in bounded chunks keeps records and rollups in step (decision 0080): re-rating adds what
// each chunk changed to the rollups in the same statement instead of rebuilding the month at the end,
// and the usage sync lands a source's records a chunk per transaction; after either, the rollups are
// what a rebuild from the records gives, and doing a chunk again changes nothing. Also the chunk sizer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { ChunkSizer } from '../../src/platform/chunks.ts';
import { ingestUsages, type UsageInput } from '../../src/resources/usage/usages/usage-ingest.ts';
import { rerateChunk } from '../../src/resources/usage/usages/usage-rerate.ts';
import { rebuildRollups } from '../../src/resources/usage/usages/usage-rollups.ts';
import { landInChunks } from '../../src/resources/usage/usages/usage-sync.ts';
import { closeUsage, MB, usageSetup, type UsageCtx } from '../support/usage-fixtures.ts';

let c: UsageCtx;
beforeAll(async () => {
  c = await usageSetup();
}, 180_000);
afterAll(() => closeUsage(c));

/** The rollups of one month (first day), as text, in a stable order. */
const rollupsOf = async (month: string) =>
  rowsOf(
    await c.db.execute(sql`
      select grain, dimension, source, period::text as period, key_id, bytes::text as bytes, total_price::text as price, total_cost::text as cost, records
      from usage_rollups where period >= ${month}::date and period < (${month}::date + interval '1 month')
      order by grain, dimension, source, period, key_id`),
  );
const rebuilt = async (month: string) => {
  await c.db.transaction((tx) => rebuildRollups(tx, month, month));
  return rollupsOf(month);
};

/** Records of the three SIMs over `days` days of a month. */
const recordsOf = (month: string, days: number): UsageInput[] =>
  [c.simA, c.simB, c.simC].flatMap((sim, k) =>
    Array.from({ length: days }, (_, d) =>
      c.record({
        date: `${month.slice(0, 8)}${String(d + 1).padStart(2, '0')}`,
        source: sim.id === c.simC.id ? 'webbing' : 'telna',
        sim_id: sim.id,
        customer_id: sim.customer_id,
        site_id: sim.site_id,
        imsi: sim.imsi,
        bytes: (k + 1) * (d + 3) * MB,
      }),
    ),
  );

describe('re-rating in chunks', () => {
  it('adds what each chunk changed to the rollups: after it they are what a rebuild gives, a folded month included', async () => {
    // February is over: its device and SIM month rows are kept (folded) once the records land.
    await c.db.transaction((tx) => ingestUsages(tx, recordsOf('2026-02-01', 6)));
    await c.asPricing({ method: 'POST', url: '/api/v1/data_pricings/', payload: { provider: 'telna', price: 0.5, buy_price: 0.2 } });
    await c.asPricing({ method: 'POST', url: '/api/v1/data_pricings/', payload: { provider: 'webbing', price: 0.75 } });
    let changed = 0;
    for (let day = 1; day <= 6; day += 1) {
      const date = `2026-02-0${day}`;
      // Chunks of two records: each its own transaction, as the job runs them.
      for (let after = 0; ; ) {
        const chunk = await c.db.transaction((tx) => rerateChunk(tx, date, date, after, 2));
        changed += chunk.changed;
        if (chunk.lastId == null) break;
        after = chunk.lastId;
      }
    }
    expect(changed).toBe(18);
    const after = await rollupsOf('2026-02-01');
    const sims = after.filter((r) => r.grain === 'month' && r.dimension === 'sim');
    expect(sims).toHaveLength(3);
    expect(sims.every((r) => Number(r.price) > 0)).toBe(true);
    expect(after).toEqual(await rebuilt('2026-02-01'));
    // A chunk done again (a run resumed at the month's start) finds nothing to change and adds nothing.
    const again = await c.db.transaction((tx) => rerateChunk(tx, '2026-02-01', '2026-02-06', 0, 100));
    expect(again.changed).toBe(0);
    expect(await rollupsOf('2026-02-01')).toEqual(after);
  }, 120_000);
});

describe('the usage sync lands in chunks', () => {
  it('lands a month a few records per transaction with the rollups a rebuild gives; landing it again changes nothing', async () => {
    const rows = recordsOf('2026-03-01', 10);
    const written = await landInChunks(c.db, rows, { first: 4, min: 4, max: 4, targetMs: 1 });
    expect(written).toBe(30);
    const landed = await rollupsOf('2026-03-01');
    expect(landed.length).toBeGreaterThan(0);
    expect(landed).toEqual(await rebuilt('2026-03-01'));
    // A sync cut after some chunks and started again lands them again: same figures, nothing added twice.
    await landInChunks(c.db, rows, { first: 7, min: 7, max: 7, targetMs: 1 });
    expect(await rollupsOf('2026-03-01')).toEqual(landed);
    const [count] = rowsOf(await c.db.execute(sql`select count(*)::int as n from usages where date >= '2026-03-01' and date < '2026-04-01'`));
    expect(count.n).toBe(30);
  }, 120_000);
});

describe('chunk sizes', () => {
  it('aims at the target time per chunk, grows at most twofold, shrinks at once, stays within bounds', () => {
    const s = new ChunkSizer({ first: 100, min: 10, max: 1000, targetMs: 20 });
    s.took(100, 5); // 0.05 ms an item: 400 would take 20 ms, but it only doubles
    expect(s.size).toBe(200);
    s.took(200, 200); // 1 ms an item: 20
    expect(s.size).toBe(20);
    s.took(20, 2000); // far too slow: the floor
    expect(s.size).toBe(10);
    s.took(5, 0.01); // a short last chunk says little: no growth
    expect(s.size).toBe(10);
    for (let i = 0; i < 20; i += 1) s.took(s.size, 0.01);
    expect(s.size).toBe(1000);
  });
});
