// Shared set-up of the usage tests: two customers with a site each, a Telna and a Webbing SIM profile,
// three SIM cards, a pricing manager and a staff member without the permission, and a record builder.
import { customers, providers, simcards, sites } from '../../src/db/schema/index.ts';
import type { UsageInput } from '../../src/resources/usage/usages/usage-ingest.ts';
import { createTestApp, createUser, type TestApp } from './helpers.ts';

export const MB = 1024 * 1024;
export const GB = 1024 * MB;

export async function usageSetup(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const db = t.database.db;
  const [acme, globex] = await db
    .insert(customers)
    .values([{ name: 'Acme Shipping' }, { name: 'Globex Retail' }])
    .returning();
  const [acmeSite, globexSite] = await db
    .insert(sites)
    .values([
      { name: 'Acme Antwerp', customer_id: acme.id },
      { name: 'Globex Ghent', customer_id: globex.id },
    ])
    .returning();
  const [telna, webbing] = await db
    .insert(providers)
    .values([
      { name: 'Telna', api: 'telna', supplier_name: 'Telna' },
      { name: 'Webbing', api: 'webbing', supplier_name: 'Webbing' },
    ])
    .returning();
  const [simA, simB, simC] = await db
    .insert(simcards)
    .values([
      { iccid: '8944500000000000011', imsi: '234150000000011', provider_id: telna.id, customer_id: acme.id, site_id: acmeSite.id },
      { iccid: '8944500000000000022', imsi: '234150000000022', provider_id: telna.id, customer_id: globex.id, site_id: globexSite.id },
      { iccid: '8997200000000000033', imsi: '425010000000033', provider_id: webbing.id, customer_id: acme.id, site_id: acmeSite.id },
    ])
    .returning();
  const pricing = await createUser(t, 'pricing');
  const staff = await createUser(t, 'staff');
  const asPricing = t.as(pricing.token);
  const asStaff = t.as(staff.token);
  /** A Telna record of SIM A on a day, overridable. */
  const record = (over: Partial<UsageInput> = {}): UsageInput => ({
    date: '2026-01-10',
    source: 'telna',
    sim_id: simA.id,
    device_id: null,
    site_id: acmeSite.id,
    customer_id: acme.id,
    pool_id: null,
    wan_name: null,
    country_code: 'BE',
    vpmn: 'BELTB',
    imsi: simA.imsi,
    bytes: 100 * MB,
    ...over,
  });
  return { t, db, acme, globex, acmeSite, globexSite, telna, webbing, simA, simB, simC, pricing, staff, asPricing, asStaff, record };
}

export type UsageCtx = Awaited<ReturnType<typeof usageSetup>>;

export async function closeUsage(ctx: UsageCtx | undefined, t?: TestApp) {
  await (t ?? ctx?.t)?.close();
}

/** POST /usages/sync, then follows the run (GET /usages/sync/{id}) until it is over; answers its last state. */
export async function syncAndWait(ctx: UsageCtx, timeoutMs = 60_000): Promise<any> {
  let run = (await ctx.asStaff({ method: 'POST', url: '/api/v1/usages/sync', payload: {} })).json();
  const until = Date.now() + timeoutMs;
  while (!run.over && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    run = (await ctx.asStaff({ method: 'GET', url: `/api/v1/usages/sync/${run.id}` })).json();
  }
  return run;
}
