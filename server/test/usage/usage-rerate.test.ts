// "Update Usages" that never freezes the console and never fails on a documented price (decision 0072):
// the re-rate works in bounded chunks (a request waits at most one), a price at the documented maximum
// on a large satellite record is rated, and a failed run says why in words.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { usageRerates, usages } from '../../src/db/schema/index.ts';
import { ingestUsages } from '../../src/resources/usage/usages/usage-ingest.ts';
import { type RerateCursor, rerateChunk, rerateFailure, runRerate } from '../../src/resources/usage/usages/usage-rerate.ts';
import { closeUsage, GB, MB, usageSetup, type UsageCtx } from '../support/usage-fixtures.ts';

let c: UsageCtx;
beforeAll(async () => {
  c = await usageSetup();
}, 120_000);
afterAll(() => closeUsage(c));

const newRun = async (start: string, end: string) =>
  (await c.db.insert(usageRerates).values({ start_date: start, end_date: end, status: 'queued' }).returning())[0];

describe('Update Usages', () => {
  it('rates a 10 TB satellite record at the documented maximum price per MB, and its month', async () => {
    await c.asPricing({ method: 'POST', url: '/api/v1/data_pricings/', payload: { provider: 'starlink', price: 999_999 } });
    await c.db.transaction((tx) =>
      ingestUsages(tx, [c.record({ date: '2026-05-04', source: 'starlink', sim_id: null, starlink_service_line_id: 4242, bytes: 10_240 * GB })]),
    );
    const run = await newRun('2026-05-01', '2026-05-31');
    await runRerate(c.db, run.id);
    const [done] = await c.db.select().from(usageRerates).where(eq(usageRerates.id, run.id));
    expect(done).toMatchObject({ status: 'done', error: null });
    const [row] = rowsOf(await c.db.execute(sql`select total_price::text as price from usages where date = '2026-05-04' and source = 'starlink'`));
    // 10 TB = 10,485,760 MB at 999,999 a MB.
    expect(row.price).toBe('10485749514240.000000');
    const [month] = rowsOf(
      await c.db.execute(
        sql`select sum(total_price)::text as price from usage_rollups where grain = 'month' and dimension = 'customer' and period = '2026-05-01' and source = 'starlink'`,
      ),
    );
    expect(month.price).toBe('10485749514240.000000');
  }, 120_000);

  it('works through a day in chunks of the given size, each answering where it stopped', async () => {
    await c.asPricing({ method: 'POST', url: '/api/v1/data_pricings/', payload: { provider: 'telna', price: 0.01 } });
    // Five WAN records of SIM-less devices (raw rows: only their rating matters here), unrated.
    await c.db.execute(sql`
      insert into usages (date, source, site_id, customer_id, wan_name, country_code, vpmn, bytes)
      select '2026-06-02', 'telna', ${c.acmeSite.id}, ${c.acme.id}, 'wan' || g, 'BE', 'NET' || g, g * ${MB} from generate_series(1, 5) g`);
    await c.db.execute(sql`update usages set total_price = null, pricing_id = null where date = '2026-06-02'`);
    const seen: (number | null)[] = [];
    let changed = 0;
    for (let after = 0; ; ) {
      const chunk = await c.db.transaction((tx) => rerateChunk(tx, '2026-06-02', '2026-06-02', after, 2));
      seen.push(chunk.lastId);
      changed += chunk.changed;
      if (chunk.lastId == null) break;
      after = chunk.lastId;
    }
    expect(seen).toHaveLength(4);
    expect(changed).toBe(5);
    const unrated = await c.db.select().from(usages).where(sql`${usages.date} = '2026-06-02' and ${usages.total_price} is null`);
    expect(unrated).toEqual([]);
  }, 120_000);

  it('lets a request through while it runs (a read answers before the run is over)', async () => {
    // Three days of 6,000 records each: several chunks per day.
    await c.db.execute(sql`
      insert into usages (date, source, site_id, customer_id, wan_name, country_code, vpmn, bytes)
      select d::date, 'telna', ${c.acmeSite.id}, ${c.acme.id}, 'wan' || g, 'BE', 'V' || (g % 50), g * 1024
      from generate_series('2026-07-01'::date, '2026-07-03'::date, interval '1 day') d, generate_series(1, 6000) g`);
    const run = await newRun('2026-07-01', '2026-07-31');
    const working = runRerate(c.db, run.id);
    const res = await c.asPricing({ method: 'GET', url: '/api/v1/data_pricings/' });
    expect(res.statusCode).toBe(200);
    const [during] = await c.db.select().from(usageRerates).where(eq(usageRerates.id, run.id));
    // Answered between two chunks of the month, not after it (a month in one transaction held every request).
    expect(during).toMatchObject({ status: 'running', months_done: 0 });
    await working;
    const [done] = await c.db.select().from(usageRerates).where(eq(usageRerates.id, run.id));
    expect(done).toMatchObject({ status: 'done', records_updated: 18_000 });
  }, 180_000);

  it('works in slices that each answer where the next goes on, and counts every changed record once (issue 29)', async () => {
    await c.asPricing({ method: 'POST', url: '/api/v1/data_pricings/', payload: { provider: 'telna', price: 0.02 } });
    // Two months, three days each, 700 records a day: several chunks per day on the embedded database.
    await c.db.execute(sql`
      insert into usages (date, source, site_id, customer_id, wan_name, country_code, vpmn, bytes)
      select d::date, 'telna', ${c.acmeSite.id}, ${c.acme.id}, 'wan' || g, 'BE', 'S' || (g % 7), g * 2048
      from (select generate_series('2026-08-01'::date, '2026-08-03'::date, interval '1 day') union all
            select generate_series('2026-09-01'::date, '2026-09-03'::date, interval '1 day')) d(d), generate_series(1, 700) g`);
    const run = await newRun('2026-08-01', '2026-09-30');
    // Slices of no time at all: each stops after its first chunk and answers its cursor.
    const cursors: RerateCursor[] = [];
    for (let from: RerateCursor | null = null; ; ) {
      from = await runRerate(c.db, run.id, { from, sliceMs: 0 });
      if (!from) break;
      cursors.push(from);
      const [now] = await c.db.select().from(usageRerates).where(eq(usageRerates.id, run.id));
      expect(now.status).toBe('running');
    }
    // At least a slice a day (six days); several a day on the embedded database, whose chunks are smaller.
    expect(cursors.length).toBeGreaterThanOrEqual(6);
    expect(cursors.map((x) => `${x.day}/${String(x.after).padStart(12, '0')}`)).toEqual(
      cursors.map((x) => `${x.day}/${String(x.after).padStart(12, '0')}`).sort(),
    );
    const [done] = await c.db.select().from(usageRerates).where(eq(usageRerates.id, run.id));
    expect(done).toMatchObject({ status: 'done', months_total: 2, months_done: 2, records_updated: 4200 });
    const [rated] = rowsOf(
      await c.db.execute(
        sql`select count(*)::int as n, sum(total_price)::text as price from usages where source = 'telna' and (date between '2026-08-01' and '2026-08-03' or date between '2026-09-01' and '2026-09-03') and pricing_id is not null`,
      ),
    );
    expect(rated.n).toBe(4200);
    // The rollups moved by what the records moved, once.
    const [rolled] = rowsOf(
      await c.db.execute(
        sql`select sum(total_price)::text as price from usage_rollups where grain = 'day' and dimension = 'customer' and source = 'telna' and (period between '2026-08-01' and '2026-08-03' or period between '2026-09-01' and '2026-09-03')`,
      ),
    );
    expect(rolled.price).toBe(rated.price);
    // As a kill inside the first month leaves it: its job again, from that slice's cursor, to the end,
    // changes nothing and counts nothing.
    await c.db.update(usageRerates).set({ status: 'running', months_done: 0 }).where(eq(usageRerates.id, run.id));
    expect(await runRerate(c.db, run.id, { from: cursors[2] })).toBeNull();
    const [again] = await c.db.select().from(usageRerates).where(eq(usageRerates.id, run.id));
    expect(again.records_updated).toBe(4200);
  }, 180_000);

  it('says why it failed in words, not with the statement', () => {
    const overflow = Object.assign(new Error('Failed query: update usages set ...\nparams: 1'), {
      cause: Object.assign(new Error('numeric field overflow'), { code: '22003' }),
    });
    expect(rerateFailure(overflow, '2026-05-01')).toBe(
      'The usage of 2026-05 priced with the current data pricings gives a total larger than the rating can hold: check the prices per MB.',
    );
    const other = Object.assign(new Error('Failed query: update usages set ...'), { cause: new Error('canceling statement due to lock timeout') });
    expect(rerateFailure(other, '2026-05-01')).toBe('The re-rating of 2026-05 stopped: canceling statement due to lock timeout');
    expect(rerateFailure(new Error('Failed query: select 1'), '2026-05-01')).toBe('The re-rating of 2026-05 stopped: a database error');
  });
});
