// The demo's year of usage loads after start, once: not without demo data, not on a database that
// has usage or pricings already, not before the demo's customers exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { customers } from '../../src/db/schema/index.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { seedUsageDemoAfterStart } from '../../src/seed/index.ts';
import { createTestApp, type TestApp } from '../support/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const quiet = { info: () => {}, warn: () => {} } as any;
const pricings = async () => Number(rowsOf(await t.database.db.execute(sql`select count(*)::int as n from data_pricings`))[0].n);

describe('demo usage after start', () => {
  it('waits for the demo customers, loads once, and never without demo data', async () => {
    await seedUsageDemoAfterStart(t.database.db, { ...t.config, DEMO_DATA: true }, quiet);
    expect(await pricings()).toBe(0);
    await t.database.db.insert(customers).values({ name: 'Demo customer' });
    await seedUsageDemoAfterStart(t.database.db, { ...t.config, DEMO_DATA: false }, quiet);
    expect(await pricings()).toBe(0);
    await seedUsageDemoAfterStart(t.database.db, { ...t.config, DEMO_DATA: true }, quiet);
    const loaded = await pricings();
    expect(loaded).toBeGreaterThanOrEqual(6);
    await seedUsageDemoAfterStart(t.database.db, { ...t.config, DEMO_DATA: true }, quiet);
    expect(await pricings()).toBe(loaded);
  });
});
