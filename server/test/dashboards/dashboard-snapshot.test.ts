// Dashboards of a large order book (decision 0029): past DASHBOARD_LIVE_ROWS rows the stats call answers
// the last count and recounts a stale one in the background, so it never waits for a count but the
// first. Here every table counts as large (limit 0, statistics gathered) and a snapshot is stale at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: ReturnType<TestApp['as']>;
const stats = async () => {
  const res = await staff({ method: 'GET', url: '/api/v1/admin/dashboard/delivery/stats' });
  expect(res.statusCode).toBe(200);
  return res.json() as { services: { provisioning: number } };
};

beforeAll(async () => {
  t = await createTestApp({ DASHBOARD_LIVE_ROWS: '0', DASHBOARD_SNAPSHOT_MS: '0' });
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

describe('dashboard stats past the live limit', () => {
  it('answers the last count at once, then the recount made in the background', async () => {
    const [{ id: customer }] = (await t.database.query(`insert into customers (name) values ('Snapshot Ltd') returning id`)).rows as any[];
    const [{ id: address }] = (await t.database.query(`insert into addresses (customer_id, name) values ($1, 'Snapshot HQ') returning id`, [customer]))
      .rows as any[];
    const [{ id: company }] = (await t.database.query(`insert into companies (name, invoice_prefix) values ('Snapshot Billing', 7) returning id`))
      .rows as any[];
    const [{ id: pkg }] = (
      await t.database.query(
        `insert into packages (reference, customer_id, invoicing_address_id, billing_company_id, status) values ('SNAP-1', $1, $2, $3, 'provisioning') returning id`,
        [customer, address, company],
      )
    ).rows as any[];
    const addService = () =>
      t.database.query(
        `insert into services (package_id, customer_id, type, frequency, status, name) values ($1, $2, 'sdwan', 'monthly', 'PROVISIONING', 'S')`,
        [pkg, customer],
      );
    await addService();
    await t.database.query('analyze services');
    await t.database.query('analyze package_lines');
    const first = (await stats()).services.provisioning;
    expect(first).toBe(1);
    await addService();
    // The snapshot is answered, and being stale it is recounted behind the answer.
    expect((await stats()).services.provisioning).toBe(1);
    let seen = 1;
    for (let i = 0; i < 50 && seen === 1; i++) {
      await new Promise((r) => setTimeout(r, 50));
      seen = (await stats()).services.provisioning;
    }
    expect(seen).toBe(2);
  });
});
