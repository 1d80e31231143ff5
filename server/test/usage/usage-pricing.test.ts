// Data pricings (spec 3 §2, §6, §7) and rating precedence (decision 0022): one test per rule, the
// permission gate, the create answer, validation, Update Usages re-rating in the background.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { USAGE_MESSAGES } from '@console/contract';
import { dataPricings, usages } from '../../src/db/schema/index.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { ingestUsages, type UsageInput } from '../../src/resources/usage/usages/usage-ingest.ts';
import { rebuildRollups } from '../../src/resources/usage/usages/usage-rollups.ts';
import { MB, usageSetup, type UsageCtx } from '../support/usage-fixtures.ts';

let c: UsageCtx;
beforeAll(async () => {
  c = await usageSetup();
});
afterAll(async () => c.t.close());

let day = 0;
/** Lands one fresh record (a new day each time) and answers the pricing that rated it. */
async function ratedBy(over: Partial<UsageInput> = {}): Promise<number | null> {
  day += 1;
  const date = `2025-03-${String(day).padStart(2, '0')}`;
  const rec = c.record({ date, ...over });
  await c.db.transaction((tx) => ingestUsages(tx, [rec]));
  const [row] = await c.db.select().from(usages).where(sql`${usages.sim_id} = ${rec.sim_id} and ${usages.date} = ${date} and ${usages.source} = ${rec.source}`);
  return row.pricing_id;
}
const pricing = async (values: Partial<typeof dataPricings.$inferInsert>) =>
  (
    await c.db
      .insert(dataPricings)
      .values({ provider: 'webbing', price: 0.01, ...values })
      .returning()
  )[0].id;

describe('rating precedence (decision 0022)', () => {
  // These rules use the webbing provider, so the API tests below (telna) do not interfere.
  const rec = () => ({ source: 'webbing' as const, sim_id: c.simC.id, imsi: c.simC.imsi, customer_id: c.acme.id, country_code: 'FR', vpmn: 'FRAF1' });

  it('leaves a record unrated when no pricing of its provider exists', async () => {
    await pricing({ provider: 'phenix' });
    expect(await ratedBy(rec())).toBeNull();
  });
  it("applies the provider's pricing to every record of that source", async () => {
    const p = await pricing({});
    expect(await ratedBy(rec())).toBe(p);
  });
  it('ignores a pricing narrowed to something the record does not match', async () => {
    const provider = (await c.db.select().from(dataPricings).where(sql`provider = 'webbing' and customer_id is null and country_code is null`))[0].id;
    await pricing({ customer_id: c.globex.id, price: 0.001 });
    await pricing({ country_code: 'DE', price: 0.001 });
    expect(await ratedBy(rec())).toBe(provider);
  });
  it('prefers a country pricing to the provider default', async () => {
    const p = await pricing({ country_code: 'FR' });
    expect(await ratedBy(rec())).toBe(p);
  });
  it('prefers a VPMN pricing to a country pricing', async () => {
    const p = await pricing({ vpmn: 'FRAF1' });
    expect(await ratedBy(rec())).toBe(p);
  });
  it("prefers the customer's pricing to any network or country pricing without a customer", async () => {
    await pricing({ country_code: 'FR', vpmn: 'FRAF1' });
    const p = await pricing({ customer_id: c.acme.id });
    expect(await ratedBy(rec())).toBe(p);
  });
  it("prefers the customer's pricing for the network to the customer's plain pricing", async () => {
    const p = await pricing({ customer_id: c.acme.id, vpmn: 'FRAF1' });
    expect(await ratedBy(rec())).toBe(p);
  });
  it('prefers an IMSI pricing to every other', async () => {
    await pricing({ customer_id: c.acme.id, vpmn: 'FRAF1', country_code: 'FR' });
    const p = await pricing({ imsi: c.simC.imsi! });
    expect(await ratedBy(rec())).toBe(p);
  });
  it('takes the newest of equally specific pricings', async () => {
    const p = await pricing({ imsi: c.simC.imsi!, price: 0.02 });
    expect(await ratedBy(rec())).toBe(p);
  });
  it('ignores archived pricings', async () => {
    const newest = (await c.db.select().from(dataPricings).where(sql`imsi is not null`).orderBy(sql`id desc`))[0].id;
    await c.db.update(dataPricings).set({ archived_at: new Date() }).where(eq(dataPricings.id, newest));
    const older = (await c.db.select().from(dataPricings).where(sql`imsi is not null and archived_at is null`))[0].id;
    expect(await ratedBy(rec())).toBe(older);
  });
});

describe('data pricings API', () => {
  it('answers 403 to staff without can_manage_pricing, on reads, writes and Update Usages', async () => {
    expect((await c.asStaff({ method: 'GET', url: '/api/v1/data_pricings/' })).statusCode).toBe(403);
    expect((await c.asStaff({ method: 'POST', url: '/api/v1/data_pricings/', payload: { provider: 'telna', price: 1 } })).statusCode).toBe(403);
    expect((await c.asStaff({ method: 'POST', url: '/api/v1/data_pricings/fix', payload: {} })).statusCode).toBe(403);
    expect((await c.asStaff({ method: 'GET', url: '/api/v1/data_pricings/export.xls' })).statusCode).toBe(403);
  });

  it('creates a pricing with the answer success and message, and refuses bad fields with a message each', async () => {
    const res = await c.asPricing({
      method: 'POST',
      url: '/api/v1/data_pricings/',
      payload: { provider: 'telna', customer_id: c.acme.id, price: '0.012', buy_price: 0.008 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: USAGE_MESSAGES.pricingCreated,
      provider: 'telna',
      customer_id: c.acme.id,
      customer_name: 'Acme Shipping',
      price: 0.012,
      buy_price: 0.008,
    });
    const bad = await c.asPricing({
      method: 'POST',
      url: '/api/v1/data_pricings/',
      payload: { provider: 'nope', price: -1, imsi: '12a', country_code: 'Belgium' },
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['country_code', 'imsi', 'price', 'provider']);
    expect(errors.price).toBe('Price per MB is required (0 or more).');
    expect((await c.asPricing({ method: 'POST', url: '/api/v1/data_pricings/', payload: { provider: 'telna', price: 0.1234567 } })).statusCode).toBe(400);
  });

  it('updates with PUT and lists 100 per page with the provider, customer and country filters', async () => {
    const created = (
      await c.asPricing({ method: 'POST', url: '/api/v1/data_pricings/', payload: { provider: 'telna', country_code: 'ch', price: 0.05 } })
    ).json();
    expect(created.country_code).toBe('CH');
    const put = await c.asPricing({ method: 'PUT', url: `/api/v1/data_pricings/${created.id}`, payload: { price: 0.045 } });
    expect(put.statusCode).toBe(200);
    expect(put.json().price).toBe(0.045);
    const list = (await c.asPricing({ method: 'GET', url: '/api/v1/data_pricings/?provider=telna&country_code=CH&page_size=100' })).json();
    expect(list.results.map((r: any) => r.id)).toEqual([created.id]);
    const mine = (await c.asPricing({ method: 'GET', url: `/api/v1/data_pricings/?customer_id=${c.acme.id}&provider=telna` })).json();
    expect(mine.results.every((r: any) => r.customer_id === c.acme.id)).toBe(true);
    const xls = await c.asPricing({ method: 'GET', url: '/api/v1/data_pricings/export.xls?provider=telna' });
    expect(xls.statusCode).toBe(200);
    expect(xls.headers['content-type']).toMatch(/spreadsheet/);
  });

  it('Update Usages re-rates the records of the range and their rollups in the background, and a second run changes nothing', async () => {
    // Records of February 2026 rated with the Acme Telna pricing (0.012) created above, the Globex one unrated.
    await c.db.transaction((tx) =>
      ingestUsages(tx, [
        c.record({ date: '2026-02-03', bytes: 1000 * MB }),
        c.record({ date: '2026-02-03', sim_id: c.simB.id, customer_id: c.globex.id, bytes: 500 * MB }),
      ]),
    );
    const before = await c.db.select().from(usages).where(sql`${usages.date} = '2026-02-03'`).orderBy(usages.sim_id);
    expect(before.map((r) => r.total_price)).toEqual([12, null]);
    // A provider pricing for Telna, and a cheaper Acme price.
    await c.asPricing({ method: 'POST', url: '/api/v1/data_pricings/', payload: { provider: 'telna', price: 0.02 } });
    const acme = (await c.asPricing({ method: 'GET', url: `/api/v1/data_pricings/?customer_id=${c.acme.id}&provider=telna` })).json().results[0];
    await c.asPricing({ method: 'PUT', url: `/api/v1/data_pricings/${acme.id}`, payload: { price: 0.01 } });

    const run = async () => {
      const res = await c.asPricing({ method: 'POST', url: '/api/v1/data_pricings/fix', payload: { start_date: '2026-02-01', end_date: '2026-02-28' } });
      expect(res.json()).toMatchObject({ success: true, message: USAGE_MESSAGES.rerateQueued });
      const id = res.json().id;
      for (let i = 0; i < 200; i += 1) {
        const state = (await c.asPricing({ method: 'GET', url: `/api/v1/data_pricings/fix/${id}` })).json();
        if (state.status === 'done') return state;
        if (state.status === 'failed') throw new Error(state.error);
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('Update Usages did not finish');
    };
    const first = await run();
    expect(first).toMatchObject({ status: 'done', progress: 100, months_total: 1, months_done: 1, records_updated: 2 });
    const after = await c.db.select().from(usages).where(sql`${usages.date} = '2026-02-03'`).orderBy(usages.sim_id);
    expect(after.map((r) => r.total_price)).toEqual([10, 10]);
    const [month] = rowsOf(
      await c.db.execute(
        sql`select sum(total_price)::float8 as price from usage_rollups where grain = 'month' and dimension = 'customer' and period = '2026-02-01' and source = 'telna'`,
      ),
    );
    expect(month.price).toBe(20);
    expect((await run()).records_updated).toBe(0);
    // The rollups are what a rebuild from the records gives.
    const snapshot = async () =>
      rowsOf(await c.db.execute(sql`select * from usage_rollups where period >= '2026-02-01' and period < '2026-03-01' order by 1, 2, 3, 4, 5`));
    const kept = await snapshot();
    await c.db.transaction((tx) => rebuildRollups(tx, '2026-02-01', '2026-02-01'));
    expect(await snapshot()).toEqual(kept);
  });

  it('refuses an Update Usages range that ends before it starts', async () => {
    const res = await c.asPricing({ method: 'POST', url: '/api/v1/data_pricings/fix', payload: { start_date: '2026-03-01', end_date: '2026-02-01' } });
    expect(res.statusCode).toBe(400);
  });
});
