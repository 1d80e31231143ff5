// The last two usage sources (issue 12, docs/decisions/0042): starlink lands the satellite lines'
// mirrored days as usage records keyed by line, day and source, placed and rated like the others;
// phenix runs on the SIM provider simulator, and is refused (never simulated) in real mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  dataPools,
  dataPricings,
  devices,
  packages,
  providers,
  services,
  simcards,
  starlinkAccounts,
  starlinkServiceLines,
  starlinkTerminals,
  starlinkUsages,
  usages,
  addresses,
  companies,
} from '../../src/db/schema/index.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { createSimProviders } from '../../src/integrations/sim-providers/index.ts';
import { PHENIX_UNAVAILABLE, phenixStartProblem } from '../../src/integrations/sim-providers/phenix.ts';
import { IntegrationError } from '../../src/integrations/http.ts';
import { loadConfig } from '../../src/config.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { rebuildRollups } from '../../src/resources/usage/usages/usage-rollups.ts';
import { syncUsages } from '../../src/resources/usage/usages/usage-sync.ts';
import { syncAll } from '../../src/resources/satellite/starlink/starlink-sync.ts';
import { GB, usageSetup, type UsageCtx } from '../support/usage-fixtures.ts';

let c: UsageCtx;
let lineA: number;
let lineB: number;
let deviceId: number;
let poolId: number;
const sync = (start: string, end: string, source: 'starlink' | 'phenix') =>
  syncUsages(c.db, { ...systemCtx, services: c.t.app.services }, start, end, [source]);
const starlinkRecords = () => c.db.select().from(usages).where(eq(usages.source, 'starlink')).orderBy(usages.starlink_service_line_id, usages.date);

/** Rollups now, and again after a rebuild from the records: they must be equal. */
async function rollupsMatchRecords() {
  const read = async () =>
    rowsOf(
      await c.db.execute(
        sql`select grain, dimension, source, period::text, key_id, bytes::text, total_price::text, records from usage_rollups where records <> 0 order by 1, 2, 3, 4, 5`,
      ),
    );
  const before = await read();
  await c.db.transaction((tx) => rebuildRollups(tx, '2026-01-01', '2026-12-01'));
  expect(before).toEqual(await read());
}

beforeAll(async () => {
  c = await usageSetup();
  const [account] = await c.db.insert(starlinkAccounts).values({ account_number: 'ACC-9', account_name: 'Fleet' }).returning();
  const [a, b] = await c.db
    .insert(starlinkServiceLines)
    .values(['SL-A', 'SL-B'].map((n) => ({ service_line_number: n, account_number: 'ACC-9', starlink_account_id: account.id })))
    .returning();
  [lineA, lineB] = [a.id, b.id];
  const [device] = await c.db.insert(devices).values({ serial: 'SAT-ROUTER-1', customer_id: c.acme.id, site_id: c.acmeSite.id, in_stock: false }).returning();
  deviceId = device.id;
  // Line A: a terminal on Acme's router at Antwerp, and a live service drawing on a pool. Line B: a terminal of nobody.
  await c.db.insert(starlinkTerminals).values([
    {
      terminal_id: 'UT-A',
      starlink_account_id: account.id,
      starlink_service_line_id: lineA,
      customer_id: c.acme.id,
      site_id: c.acmeSite.id,
      device_id: deviceId,
    },
    { terminal_id: 'UT-B', starlink_account_id: account.id, starlink_service_line_id: lineB },
  ]);
  const [company] = await c.db.insert(companies).values({ name: 'Reseller', invoice_prefix: 7 }).returning();
  const [address] = await c.db.insert(addresses).values({ name: 'Acme HQ', customer_id: c.acme.id }).returning();
  const [pool] = await c.db
    .insert(dataPools)
    .values({
      name: 'Acme satellite pool',
      customer_id: c.acme.id,
      invoicing_address_id: address.id,
      billing_company_id: company.id,
      data_included: 100,
      data_price: 10,
      data_extra_price: 1,
    })
    .returning();
  poolId = pool.id;
  const [pkg] = await c.db
    .insert(packages)
    .values({ customer_id: c.acme.id, invoicing_address_id: address.id, billing_company_id: company.id, name: 'Acme satellite' })
    .returning();
  await c.db
    .insert(services)
    .values({ type: 'starlink', package_id: pkg.id, customer_id: c.acme.id, starlink_service_line_id: lineA, data_pool_id: pool.id, status: 'ACTIVE' });
  await c.db.insert(starlinkUsages).values([
    { starlink_service_line_id: lineA, date: '2026-03-01', usage: 2 },
    { starlink_service_line_id: lineA, date: '2026-03-02', usage: 1.5 },
    { starlink_service_line_id: lineB, date: '2026-03-01', usage: 0.25 },
  ]);
  await c.db.insert(dataPricings).values([
    { provider: 'starlink', price: 0.01 },
    { provider: 'starlink', customer_id: c.acme.id, price: 0.002 },
  ]);
});
afterAll(async () => c.t.close());

describe('starlink usage source', () => {
  it("lands each line's day once, placed at its terminal's customer, site and device, in its service's pool, rated", async () => {
    expect((await sync('2026-03-01', '2026-03-31', 'starlink')).written).toBe(3);
    const rows = await starlinkRecords();
    expect(rows.map((r) => [r.starlink_service_line_id, r.date, r.bytes, r.customer_id, r.site_id, r.device_id, r.pool_id, r.sim_id])).toEqual([
      [lineA, '2026-03-01', 2 * GB, c.acme.id, c.acmeSite.id, deviceId, poolId, null],
      [lineA, '2026-03-02', 1.5 * GB, c.acme.id, c.acmeSite.id, deviceId, poolId, null],
      [lineB, '2026-03-01', 0.25 * GB, null, null, null, null, null],
    ]);
    // Acme's own pricing (0.002 per MB) beats the provider's (0.01): 2048 MB -> 4.096 EUR; line B at 256 MB * 0.01.
    expect(rows.map((r) => r.total_price)).toEqual([4.096, 3.072, 2.56]);
    await rollupsMatchRecords();
  });

  it('is idempotent, and a day the provider corrected replaces its figure and its rollups', async () => {
    await sync('2026-03-01', '2026-03-31', 'starlink');
    expect(await starlinkRecords()).toHaveLength(3);
    await c.db
      .update(starlinkUsages)
      .set({ usage: 3 })
      .where(and(eq(starlinkUsages.starlink_service_line_id, lineA), eq(starlinkUsages.date, '2026-03-02')));
    await sync('2026-03-01', '2026-03-31', 'starlink');
    const rows = await starlinkRecords();
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatchObject({ date: '2026-03-02', bytes: 3 * GB, total_price: 6.144 });
    await rollupsMatchRecords();
  });

  it("reads only a device's lines for that device's fetch", async () => {
    const { starlinkFetcher } = await import('../../src/resources/usage/usages/usage-source-starlink.ts');
    const { rows } = await starlinkFetcher.fetch(c.db, systemCtx, '2026-03-01', '2026-03-31', deviceId);
    expect(new Set(rows.map((r) => r.starlink_service_line_id))).toEqual(new Set([lineA]));
  });

  it('lands the days the satellite sync mirrors at once, in its transaction, and again changes nothing', async () => {
    const count = async () =>
      rowsOf(
        await c.db.execute(
          sql`select (select count(*) from usages where source = 'starlink')::int as landed, (select count(*) from starlink_usages)::int as mirrored`,
        ),
      )[0];
    await syncAll(c.db, systemCtx, c.t.app.services.integrations.satellite);
    const first = await count();
    expect(first.mirrored).toBeGreaterThan(3);
    expect(first.landed).toBe(first.mirrored);
    await syncAll(c.db, systemCtx, c.t.app.services.integrations.satellite);
    expect(await count()).toEqual(first);
    await rollupsMatchRecords();
  });

  it('shows in the usage records list under its source', async () => {
    const list = (await c.asStaff({ method: 'GET', url: '/api/v1/usages/?source=starlink&start_date=2026-03-01&end_date=2026-03-31' })).json();
    expect(list.results.filter((r: any) => [lineA, lineB].includes(r.starlink_service_line_id))).toHaveLength(3);
  });
});

describe('phenix usage source', () => {
  it('lands the daily usage of Phenix SIM cards from the simulator, once per SIM and day', async () => {
    const [phenix] = await c.db.insert(providers).values({ name: 'Phenix', api: 'phenix', supplier_name: 'Phenix' }).returning();
    const [sim] = await c.db
      .insert(simcards)
      .values({ iccid: '8933150000000000077', imsi: '208150000000077', provider_id: phenix.id, customer_id: c.acme.id, site_id: c.acmeSite.id })
      .returning();
    const first = await sync('2026-03-01', '2026-03-05', 'phenix');
    expect(first.failures).toEqual([]);
    expect(first.written).toBe(5);
    await sync('2026-03-01', '2026-03-05', 'phenix');
    const rows = await c.db.select().from(usages).where(eq(usages.source, 'phenix'));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.sim_id === sim.id && r.customer_id === c.acme.id)).toBe(true);
  });

  it('accepts phenix as a SIM provider API', async () => {
    const res = await c.asStaff({ method: 'POST', url: '/api/v1/providers/', payload: { name: 'Phenix 2', api: 'phenix' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().api).toBe('phenix');
  });

  it('refuses every call in real mode with the reason, and says so at start when a live Phenix provider exists', async () => {
    const real = createSimProviders(loadConfig({ INTEGRATIONS: 'real' }));
    const err = await real.phenix.dailyUsage('8933150000000000077', '2026-03-01', '2026-03-02').catch((e) => e);
    expect(err).toBeInstanceOf(IntegrationError);
    expect(err.reason).toBe(PHENIX_UNAVAILABLE);
    await expect(real.phenix.getStatus('8933150000000000077')).rejects.toBeInstanceOf(IntegrationError);
    expect(await phenixStartProblem(c.db, { INTEGRATIONS: 'simulate' })).toBeNull();
    expect(await phenixStartProblem(c.db, { INTEGRATIONS: 'real' })).toMatch(/^The Phenix API is not available: .* 2 live provider\(s\) use the Phenix API/);
  });
});
