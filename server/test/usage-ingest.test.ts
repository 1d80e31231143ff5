// Ingestion (issue 12): one record per SIM, day and source whatever is fetched again, a corrected day
// replacing its figure, rated as it lands, and rollups equal to the records after every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { dataPricings, devices, usages } from '../src/db/schema/index.ts';
import { rowsOf } from '../src/db/rows.ts';
import { ingestUsages } from '../src/resources/usages/usage-ingest.ts';
import { rebuildRollups } from '../src/resources/usages/usage-rollups.ts';
import { MB, usageSetup, type UsageCtx } from './usage-fixtures.ts';

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
    const [month] = rowsOf(await c.db.execute(sql`select bytes::text from usage_rollups where grain = 'month' and dimension = 'customer' and key_id = ${c.acme.id} and period = '2026-01-01'`));
    expect(Number(month.bytes)).toBe(350 * MB);
    await expectRollupsMatchRecords();
  });

  it('moves the rollups when a corrected record lands on another site', async () => {
    await ingest([c.record({ date: '2026-01-11', site_id: c.globexSite.id, customer_id: c.globex.id })]);
    const [site] = rowsOf(await c.db.execute(sql`select bytes::text from usage_rollups where grain = 'day' and dimension = 'site' and key_id = ${c.globexSite.id} and period = '2026-01-11'`));
    expect(Number(site.bytes)).toBe(100 * MB);
    await expectRollupsMatchRecords();
  });

  it('counts the same SIM on two WANs of a day once, summed, and keeps SIM-less WANs apart', async () => {
    const wan = { source: 'incontrol' as const, date: '2026-01-12', device_id: null, country_code: null, vpmn: null };
    await ingest([
      c.record({ ...wan, wan_name: 'Cellular 1', bytes: 10 * MB }),
      c.record({ ...wan, wan_name: 'Cellular 2', bytes: 5 * MB }),
    ]);
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
