// The usage's pool (issue 25; docs/decisions/0023): a record lands in the data pool its device drew on
// at the record's day (the service's own pool, else its package's), on ingestion, in the demo's year of
// usage and through the backfill of records landed without one; the report by pool and the usage
// summary helper (spec 3 §7: group_by; answer data of key and value) then show it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bytesToGb } from '@console/contract';
import { addresses, companies, dataPools, devices, packages, servers, services, simcards, simpools, usages, wans } from '../../src/db/schema/index.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { ingestUsages } from '../../src/resources/usage/usages/usage-ingest.ts';
import { backfillUsagePools } from '../../src/resources/usage/usages/usage-pools.ts';
import { rebuildRollups } from '../../src/resources/usage/usages/usage-rollups.ts';
import { seedUsageDemo } from '../../src/seed/demo-usage.ts';
import { MB, usageSetup, type UsageCtx } from '../support/usage-fixtures.ts';

let c: UsageCtx;
let cellPool: number;
let ownPool: number;
let routerA: number;
let routerB: number;
let bare: number;
let simD: number;

beforeAll(async () => {
  c = await usageSetup();
  const [company] = await c.db.insert(companies).values({ name: 'Reseller', invoice_prefix: 8 }).returning();
  const [address] = await c.db.insert(addresses).values({ name: 'Acme HQ', customer_id: c.acme.id }).returning();
  const pool = (name: string, type = 'cellular') => ({
    name,
    type,
    customer_id: c.acme.id,
    invoicing_address_id: address.id,
    billing_company_id: company.id,
    data_included: 100,
    data_price: 10,
    data_extra_price: 1,
  });
  const [p1, p2, satellite] = await c.db
    .insert(dataPools)
    .values([pool('Acme cellular pool'), pool('Acme own pool'), pool('Acme satellite pool', 'starlink')])
    .returning();
  [cellPool, ownPool] = [p1.id, p2.id];
  const [server] = await c.db.insert(servers).values({ name: 'Controller' }).returning();
  const [a, b, n] = await c.db
    .insert(devices)
    .values(
      ['ROUTER-A', 'ROUTER-B', 'ROUTER-N'].map((serial) => ({ serial, customer_id: c.acme.id, site_id: c.acmeSite.id, in_stock: false, server_id: server.id })),
    )
    .returning();
  [routerA, routerB, bare] = [a.id, b.id, n.id];
  // Router A: an SD-WAN service from 5 January in a package drawing on the cellular pool.
  // Router B: a service drawing on its own pool, ended on 20 January. Router N: a service in no pool,
  // and a satellite service drawing on a satellite pool (which never takes cellular data).
  const [pkg, plain] = await c.db
    .insert(packages)
    .values([
      { customer_id: c.acme.id, invoicing_address_id: address.id, billing_company_id: company.id, name: 'Acme routers', data_pool_id: cellPool },
      { customer_id: c.acme.id, invoicing_address_id: address.id, billing_company_id: company.id, name: 'Acme spare' },
    ])
    .returning();
  await c.db.insert(services).values([
    { type: 'sdwan', package_id: pkg.id, customer_id: c.acme.id, device_id: routerA, status: 'ACTIVE', start_date: '2026-01-05' },
    { type: 'sdwan', package_id: plain.id, customer_id: c.acme.id, device_id: routerB, data_pool_id: ownPool, status: 'ENDED', end_date: '2026-01-20' },
    { type: 'sdwan', package_id: plain.id, customer_id: c.acme.id, device_id: bare, status: 'ACTIVE' },
    { type: 'starlink', package_id: plain.id, customer_id: c.acme.id, device_id: bare, data_pool_id: satellite.id, status: 'ACTIVE' },
  ]);
  // SIM A in router A, SIM C in router N; both SIMs also sit in a SIM pool (an inventory grouping, not a data pool).
  const [simpool] = await c.db.insert(simpools).values({ name: 'Acme SIMs', customer_id: c.acme.id }).returning();
  await c.db.update(simcards).set({ device_id: routerA, pool_id: simpool.id }).where(eq(simcards.id, c.simA.id));
  await c.db.update(simcards).set({ device_id: bare, pool_id: simpool.id }).where(eq(simcards.id, c.simC.id));
  await c.db.insert(wans).values({ device_id: routerA, name: 'Cellular 1', wan_type: 'cellular' });
  // SIM D: measured by a DATA service drawing on the own pool from 1 January (no device needed).
  const [d] = await c.db
    .insert(simcards)
    .values({ iccid: '8997200000000000044', imsi: '425010000000044', provider_id: c.webbing.id, customer_id: c.acme.id, site_id: c.acmeSite.id })
    .returning();
  simD = d.id;
  await c.db
    .insert(services)
    .values({ type: 'data', package_id: plain.id, customer_id: c.acme.id, sim_id: simD, data_pool_id: ownPool, status: 'ACTIVE', start_date: '2026-01-01' });
});
afterAll(async () => c.t.close());

const ingest = (rows: Parameters<typeof ingestUsages>[1]) => c.db.transaction((tx) => ingestUsages(tx, rows));
const poolOfRecord = async (simId: number, date: string, source = 'telna') =>
  (await c.db.select().from(usages).where(sql`${usages.sim_id} = ${simId} and ${usages.date} = ${date} and ${usages.source} = ${source}`))[0]?.pool_id;
const get = async (url: string) => {
  const res = await c.asStaff({ method: 'GET', url: `/api/v1${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the pool of a usage record', () => {
  it("lands a SIM's day in the data pool its device's service draws on through its package, from the service's start", async () => {
    await ingest([c.record({ device_id: routerA, date: '2026-01-10' }), c.record({ device_id: routerA, date: '2026-01-03' })]);
    expect(await poolOfRecord(c.simA.id, '2026-01-10')).toBe(cellPool);
    // Before the service started the device drew on no pool.
    expect(await poolOfRecord(c.simA.id, '2026-01-03')).toBeNull();
  });

  it("lands a day in the service's own data pool while the service runs, and in none after it ended", async () => {
    await ingest([
      c.record({ sim_id: c.simB.id, imsi: c.simB.imsi, device_id: routerB, date: '2026-01-15' }),
      c.record({ sim_id: c.simB.id, imsi: c.simB.imsi, device_id: routerB, date: '2026-01-25' }),
    ]);
    expect(await poolOfRecord(c.simB.id, '2026-01-15')).toBe(ownPool);
    expect(await poolOfRecord(c.simB.id, '2026-01-25')).toBeNull();
  });

  it('a SIM pool is no data pool, nor a satellite pool: a SIM of a SIM pool in a device drawing on no cellular pool has none', async () => {
    await ingest([c.record({ sim_id: c.simC.id, imsi: c.simC.imsi, source: 'webbing', device_id: bare, date: '2026-01-10' })]);
    expect(await poolOfRecord(c.simC.id, '2026-01-10', 'webbing')).toBeNull();
  });

  it('lands a SIM measured by a DATA service in its data pool, before the pool of the device it sits in', async () => {
    const sim = { sim_id: simD, imsi: '425010000000044', source: 'webbing' as const };
    await ingest([c.record({ ...sim, date: '2026-01-10' }), c.record({ ...sim, device_id: routerA, date: '2026-01-11' })]);
    expect(await poolOfRecord(simD, '2026-01-10', 'webbing')).toBe(ownPool);
    expect(await poolOfRecord(simD, '2026-01-11', 'webbing')).toBe(ownPool);
  });

  it('keeps the pool a source gives, and gives none to a record without a device', async () => {
    await ingest([
      c.record({ device_id: routerA, date: '2026-01-11', pool_id: ownPool }),
      c.record({ sim_id: c.simB.id, imsi: c.simB.imsi, date: '2026-01-12' }),
    ]);
    expect(await poolOfRecord(c.simA.id, '2026-01-11')).toBe(ownPool);
    expect(await poolOfRecord(c.simB.id, '2026-01-12')).toBeNull();
  });

  it('shows the pool in the usage list and groups the report by it', async () => {
    const list = await get(`/usages/?sim_id=${c.simA.id}&start_date=2026-01-10&end_date=2026-01-10`);
    expect(list.results.map((r: any) => r.pool_name)).toEqual(['Acme cellular pool']);
    const report = await get('/usages/reports?start_date=2026-01-01&end_date=2026-01-31&source=telna&group_by=pool');
    const pools = report.results.filter((r: any) => r.pool).map((r: any) => [r.pool, r.usage]);
    expect(pools).toEqual(
      expect.arrayContaining([
        ['Acme cellular pool', bytesToGb(100 * MB)],
        ['Acme own pool', bytesToGb(200 * MB)],
      ]),
    );
  });

  it('places records landed without a pool through the backfill, rollups included', async () => {
    await c.db.update(usages).set({ pool_id: null }).where(sql`${usages.device_id} = ${routerA} and ${usages.date} = '2026-01-10'`);
    await c.db.transaction((tx) => rebuildRollups(tx, '2026-01-01', '2026-01-01'));
    const moved = await c.db.transaction((tx) => backfillUsagePools(tx));
    expect(moved).toBe(1);
    expect(await poolOfRecord(c.simA.id, '2026-01-10')).toBe(cellPool);
    const [month] = rowsOf(
      await c.db.execute(
        sql`select bytes::text from usage_rollups where grain = 'month' and dimension = 'pool' and key_id = ${cellPool} and period = '2026-01-01' and source = 'telna'`,
      ),
    );
    expect(Number(month.bytes)).toBe(100 * MB);
  });
});

describe('usage summary helper', () => {
  const range = 'start_date=2026-01-01&end_date=2026-01-31&source=telna';

  it('answers data of key and value: the report by group, its label and usage in GB', async () => {
    const summary = await get(`/usages/summary?${range}&group_by=pool`);
    const report = await get(`/usages/reports?${range}&group_by=pool`);
    expect(Object.keys(summary)).toEqual(['data']);
    expect(summary.data).toEqual(report.results.map((r: any) => ({ key: r.pool, value: r.usage })));
    expect(summary.data).toContainEqual({ key: 'Acme cellular pool', value: bytesToGb(100 * MB) });
    const byCustomer = await get(`/usages/summary?${range}&group_by=customer`);
    expect(byCustomer.data).toEqual([{ key: 'Acme Shipping', value: report.total_usage }]);
    // The extension: the first groups only, in the report's order.
    expect((await get(`/usages/summary?${range}&group_by=pool&limit=1`)).data).toEqual(summary.data.slice(0, 1));
    const byDate = await get(`/usages/summary?${range}&group_by=date`);
    expect(byDate.data[0]).toEqual({ key: '2026-01-03', value: bytesToGb(100 * MB) });
  });

  it('refuses a bad grouping, source or range with 400 and a message', async () => {
    for (const [query, param] of [
      [`${range}&group_by=planet`, 'group_by'],
      ['start_date=2026-02-01&end_date=2026-01-01&group_by=site', 'start_date'],
      ['source=moon&group_by=site', 'source'],
      ['start_date=yesterday&group_by=site', 'start_date'],
      ['limit=0&group_by=site', 'limit'],
      ['limit=501&group_by=site', 'limit'],
    ]) {
      const res = await c.asStaff({ method: 'GET', url: `/api/v1/usages/summary?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
      expect(res.body, query).toContain(param);
    }
    expect((await c.t.app.inject({ method: 'GET', url: `/api/v1/usages/summary?${range}` })).statusCode).toBe(401);
  });
});

describe("the demo's year of usage", () => {
  it('lands the days of a device in a data pool in that pool, so the report by pool is not empty', async () => {
    await c.db.delete(usages);
    await c.db.execute(sql`delete from usage_rollups`);
    await c.db.execute(sql`delete from usage_folded_months`);
    await c.db.transaction((tx) => seedUsageDemo(tx));
    const [row] = rowsOf(await c.db.execute(sql`select count(*)::int as n from usages where pool_id = ${cellPool} and source = 'incontrol'`));
    expect(Number(row.n)).toBeGreaterThan(0);
    // SIM C's provider days: its device draws on no cellular pool, whatever other devices do.
    const [simC] = rowsOf(await c.db.execute(sql`select count(*)::int as n, count(pool_id)::int as pooled from usages where sim_id = ${c.simC.id}`));
    expect(Number(simC.n)).toBeGreaterThan(300);
    expect(Number(simC.pooled)).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const start = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 7)}-01`;
    const report = await get(`/usages/reports?start_date=${start}&end_date=${today}&source=incontrol&group_by=pool`);
    expect(report.results.map((r: any) => r.pool)).toContain('Acme cellular pool');
    const summary = await get(`/usages/summary?start_date=${start}&end_date=${today}&source=incontrol&group_by=pool`);
    expect(summary.data.find((d: any) => d.key === 'Acme cellular pool')?.value).toBeGreaterThan(0);
  });
});
