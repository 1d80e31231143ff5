// Ingestion (issue 12): one record per SIM, day and source whatever is fetched again, a corrected day
// replacing its figure, rated as it lands, and rollups equal to the records after every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { dataPricings, devices, usages } from '../../src/db/schema/index.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { ingestUsages } from '../../src/resources/usage/usages/usage-ingest.ts';
import { rebuildRollups } from '../../src/resources/usage/usages/usage-rollups.ts';
import { usageReport } from '../../src/resources/usage/usages/usage-reports.ts';
import { bytesToGb } from '@console/contract';
import { MB, usageSetup, type UsageCtx } from '../support/usage-fixtures.ts';

let c: UsageCtx;
beforeAll(async () => {
  c = await usageSetup();
});
afterAll(async () => c.t.close());

const ingest = (rows: Parameters<typeof ingestUsages>[1]) => c.db.transaction((tx) => ingestUsages(tx, rows));

/** Rollups as a sorted list, to compare with what a rebuild from the records gives. */
async function rollups() {
  return rowsOf(
    await c.db.execute(sql`select grain, dimension, source, to_char(period, 'YYYY-MM-DD') as period, key_id, bytes::text, total_price::text, records
      from usage_rollups where records <> 0 or bytes <> 0 order by 1, 2, 3, 4, 5`),
  );
}

async function expectRollupsMatchRecords() {
  const maintained = await rollups();
  await c.db.transaction((tx) => rebuildRollups(tx, '2025-01-01', '2027-12-01'));
  expect(maintained).toEqual(await rollups());
}

describe('usage ingestion', () => {
  it('keeps one record per SIM, day and source when the same day is fetched twice', async () => {
    expect(await ingest([c.record(), c.record({ date: '2026-01-11' })])).toBe(2);
    expect(await ingest([c.record(), c.record({ date: '2026-01-11' })])).toBe(2);
    const rows = await c.db.select().from(usages).where(eq(usages.sim_id, c.simA.id));
    expect(rows.map((r) => [r.date, r.source, r.bytes])).toEqual([
      ['2026-01-10', 'telna', 100 * MB],
      ['2026-01-11', 'telna', 100 * MB],
    ]);
    await expectRollupsMatchRecords();
  });

  it('replaces the figure of a corrected day, and its rollups', async () => {
    await ingest([c.record({ bytes: 250 * MB })]);
    const [row] = await c.db.select().from(usages).where(sql`${usages.sim_id} = ${c.simA.id} and ${usages.date} = '2026-01-10'`);
    expect(row.bytes).toBe(250 * MB);
    const [month] = rowsOf(
      await c.db.execute(
        sql`select bytes::text from usage_rollups where grain = 'month' and dimension = 'customer' and key_id = ${c.acme.id} and period = '2026-01-01'`,
      ),
    );
    expect(Number(month.bytes)).toBe(350 * MB);
    await expectRollupsMatchRecords();
  });

  it('moves the rollups when a corrected record lands on another site', async () => {
    await ingest([c.record({ date: '2026-01-11', site_id: c.globexSite.id, customer_id: c.globex.id })]);
    const [site] = rowsOf(
      await c.db.execute(
        sql`select bytes::text from usage_rollups where grain = 'day' and dimension = 'site' and key_id = ${c.globexSite.id} and period = '2026-01-11'`,
      ),
    );
    expect(Number(site.bytes)).toBe(100 * MB);
    await expectRollupsMatchRecords();
  });

  it('counts the same SIM on two WANs of a day once, summed, and keeps SIM-less WANs apart', async () => {
    const wan = { source: 'incontrol' as const, date: '2026-01-12', device_id: null, country_code: null, vpmn: null };
    await ingest([c.record({ ...wan, wan_name: 'Cellular 1', bytes: 10 * MB }), c.record({ ...wan, wan_name: 'Cellular 2', bytes: 5 * MB })]);
    const [row] = await c.db.select().from(usages).where(sql`${usages.sim_id} = ${c.simA.id} and ${usages.source} = 'incontrol'`);
    expect(row.bytes).toBe(15 * MB);
    const [router] = await c.db.insert(devices).values({ serial: 'USAGE-ROUTER-1', site_id: c.acmeSite.id, customer_id: c.acme.id }).returning();
    await ingest([c.record({ ...wan, sim_id: null, imsi: null, device_id: router.id, wan_name: 'WAN', bytes: 1 * MB })]);
    await ingest([c.record({ ...wan, sim_id: null, imsi: null, device_id: router.id, wan_name: 'WAN', bytes: 2 * MB })]);
    // Neither SIM nor device: no key, not landed.
    expect(await ingest([c.record({ ...wan, sim_id: null, imsi: null, wan_name: 'WAN' })])).toBe(0);
    const free = await c.db.select().from(usages).where(sql`${usages.sim_id} is null`);
    expect(free.map((r) => r.bytes)).toEqual([2 * MB]);
    await expectRollupsMatchRecords();
  });

  it('rates each record as it lands; without a matching pricing it stays unrated', async () => {
    const [row] = await c.db.select().from(usages).where(sql`${usages.sim_id} = ${c.simB.id}`);
    expect(row).toBeUndefined();
    await ingest([c.record({ sim_id: c.simB.id, date: '2026-01-13', customer_id: c.globex.id, bytes: 200 * MB })]);
    const [unrated] = await c.db.select().from(usages).where(sql`${usages.sim_id} = ${c.simB.id}`);
    expect(unrated.total_price).toBeNull();
    const [p] = await c.db.insert(dataPricings).values({ provider: 'telna', price: 0.015, buy_price: 0.008 }).returning();
    await ingest([c.record({ sim_id: c.simB.id, date: '2026-01-14', customer_id: c.globex.id, bytes: 200 * MB })]);
    const [rated] = await c.db.select().from(usages).where(sql`${usages.sim_id} = ${c.simB.id} and ${usages.date} = '2026-01-14'`);
    expect(rated).toMatchObject({ total_price: 3, total_cost: 1.6, pricing_id: p.id });
    await expectRollupsMatchRecords();
  });
});

// Decision 0045: what a landing writes to the rollups, and when a month's SIM and device rows exist.
describe('usage rollups per landing', () => {
  const runningMonth = async () => {
    const [row] = rowsOf(
      await c.db.execute(sql`select to_char(date_trunc('month', current_date), 'YYYY-MM-DD') as month, to_char(current_date, 'YYYY-MM-DD') as today`),
    );
    return { month: String(row.month), today: String(row.today) };
  };
  const count = async (where: ReturnType<typeof sql>) =>
    Number(rowsOf(await c.db.execute(sql`select count(*)::int as n from usage_rollups where ${where}`))[0].n);
  const folded = async () =>
    rowsOf(await c.db.execute(sql`select to_char(month, 'YYYY-MM-DD') as month from usage_folded_months order by 1`)).map((r) => String(r.month));
  const byKey = (rows: { key_id: number | null; usage: number }[]) => Object.fromEntries(rows.map((r) => [r.key_id ?? 0, r.usage]));

  it('keeps no SIM or device rows for the running month, and no day × device rows; reports by SIM and device read its records', async () => {
    const { month, today } = await runningMonth();
    const [router] = await c.db.insert(devices).values({ serial: 'USAGE-ROUTER-RUNNING', site_id: c.acmeSite.id, customer_id: c.acme.id }).returning();
    await ingest([
      c.record({ date: today, device_id: router.id, bytes: 30 * MB }),
      c.record({ date: month, device_id: router.id, bytes: 20 * MB }),
      c.record({ date: today, sim_id: c.simB.id, site_id: c.globexSite.id, customer_id: c.globex.id, bytes: 5 * MB }),
    ]);
    expect(await count(sql`grain = 'month' and dimension in ('sim', 'device') and period = ${month}::date`)).toBe(0);
    expect(await count(sql`grain = 'day' and dimension in ('sim', 'device')`)).toBe(0);
    expect(await count(sql`grain = 'month' and dimension = 'customer' and period = ${month}::date`)).toBeGreaterThan(0);
    expect(await folded()).not.toContain(month);
    const [y, m] = month.split('-').map(Number);
    const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    const bySim = await usageReport(c.db, { start_date: month, end_date: end, source: 'telna', group_by: 'iccid' });
    expect(byKey(bySim.results)).toEqual({ [c.simA.id]: bytesToGb(50 * MB), [c.simB.id]: bytesToGb(5 * MB) });
    // A whole month read by pages (decision 0044) takes the same records while the month has no SIM rows.
    const firstPage = await usageReport(c.db, { start_date: month, end_date: end, source: 'telna', group_by: 'iccid' }, { page: 1, page_size: 1 });
    expect(firstPage).toMatchObject({ count: 2, total_usage: bySim.total_usage });
    expect(firstPage.results).toEqual(bySim.results.slice(0, 1));
    const byDevice = await usageReport(c.db, { start_date: month, end_date: end, source: 'telna', group_by: 'device' });
    expect(byKey(byDevice.results)).toEqual({ [router.id]: bytesToGb(50 * MB), 0: bytesToGb(5 * MB) });
    const byCustomer = await usageReport(c.db, { start_date: month, end_date: end, source: 'telna', group_by: 'customer' });
    expect(byCustomer.total_usage).toBe(bySim.total_usage);
    await expectRollupsMatchRecords();
  });

  it('folds a month that is over once, at the first landing after it ends, then keeps its SIM rows as deltas', async () => {
    const { today } = await runningMonth();
    await ingest([c.record({ date: '2025-06-03', bytes: 7 * MB }), c.record({ date: '2025-06-04', sim_id: c.simC.id, source: 'webbing', bytes: 3 * MB })]);
    expect(await folded()).toContain('2025-06-01');
    // As if every month from June on had been running when its records landed: no SIM or device rows, not folded.
    await c.db.execute(sql`delete from usage_rollups where grain = 'month' and dimension in ('sim', 'device') and period >= '2025-06-01'`);
    await c.db.execute(sql`delete from usage_folded_months where month >= '2025-06-01'`);
    const june = { start_date: '2025-06-01', end_date: '2025-06-30', source: 'telna' as const, group_by: 'iccid' as const };
    expect(byKey((await usageReport(c.db, june)).results)).toEqual({ [c.simA.id]: bytesToGb(7 * MB) });
    // Any landing (here a day of the running month) folds it, and the months after it that are over.
    await ingest([c.record({ date: today, bytes: 1 * MB })]);
    expect(await folded()).toContain('2025-06-01');
    expect(await folded()).toContain('2026-01-01');
    expect(await count(sql`grain = 'month' and dimension = 'sim' and period = '2025-06-01'`)).toBe(2);
    await expectRollupsMatchRecords();
    // A late correction of June moves its SIM row as a delta.
    await ingest([c.record({ date: '2025-06-03', bytes: 9 * MB })]);
    const [sim] = rowsOf(
      await c.db.execute(
        sql`select bytes::text from usage_rollups where grain = 'month' and dimension = 'sim' and source = 'telna' and key_id = ${c.simA.id} and period = '2025-06-01'`,
      ),
    );
    expect(Number(sim.bytes)).toBe(9 * MB);
    expect(byKey((await usageReport(c.db, june)).results)).toEqual({ [c.simA.id]: bytesToGb(9 * MB) });
    await expectRollupsMatchRecords();
  });

  it('writes no rollup row when the days landed are fetched again unchanged', async () => {
    const rows = [c.record({ date: '2026-01-20' }), c.record({ date: '2026-01-21', sim_id: c.simB.id, customer_id: c.globex.id })];
    await ingest(rows);
    const versions = async () =>
      rowsOf(await c.db.execute(sql`select grain, dimension, source, period::text, key_id, xmin::text as v from usage_rollups order by 1, 2, 3, 4, 5`));
    const before = await versions();
    await ingest(rows);
    expect(await versions()).toEqual(before);
  });

  it('adds a landing of several batches to the rollups once, equal to a rebuild, and a corrected landing too', async () => {
    const { today } = await runningMonth();
    const many = (day: string, factor: number) =>
      Array.from({ length: 6001 }, (_, i) =>
        c.record({
          date: i % 2 ? day : '2026-01-25',
          sim_id: 900000 + i,
          imsi: null,
          device_id: 800000 + (i % 1000),
          site_id: i % 3 ? c.acmeSite.id : c.globexSite.id,
          customer_id: i % 3 ? c.acme.id : c.globex.id,
          bytes: (1 + (i % 7)) * factor * MB,
        }),
      );
    expect(await ingest(many(today, 1))).toBe(6001);
    await expectRollupsMatchRecords();
    expect(await ingest(many(today, 2))).toBe(6001);
    await expectRollupsMatchRecords();
  });
});
