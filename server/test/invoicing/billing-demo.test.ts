// The demo billing run (decision 0031): this month's run is prepared and ready to launch; the order
// book is billed up to last month, so the run bills this month's subscriptions (not a backlog of
// years) and last month's usage, and launching it twice bills nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemCtx } from '../../src/platform/context.ts';
import { workRun } from '../../src/resources/invoicing/billing_runs/billing-run.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let admin: (o: any) => any;
const rows = async (q: string, p: unknown[] = []) => (await t.database.query(q, p)).rows as any[];
const month = new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { info: () => {} } as any);
  admin = t.as((await createUser(t, 'admin')).token);
}, 180_000);
afterAll(() => t.close());

describe('billing demo', () => {
  it('has this month’s billing run ready to launch, and the simulate of a demo package bills this month only', async () => {
    const list = (await admin({ method: 'GET', url: '/api/v1/billing_runs/' })).json();
    expect(list.results).toHaveLength(1);
    expect(list.results[0]).toMatchObject({ status: 'ready', period: `${month}-01` });
    expect(list.results[0].packages_total).toBeGreaterThan(0);
    const [pkg] = await rows(
      `select p.id from packages p join services s on s.package_id = p.id where p.status <> 'draft' and s.frequency = 'monthly' and s.start_date < date_trunc('month', current_date) and s.price > 0 and s.archived_at is null and not p.is_free limit 1`,
    );
    const preview = (await admin({ method: 'GET', url: `/api/v1/packages/${pkg.id}/simulate` })).json();
    const recurring = preview.lines.filter((l: any) => l.kind === 'recurring');
    expect(recurring.length).toBeGreaterThan(0);
    expect(recurring.every((l: any) => l.start_date >= `${month}-01`)).toBe(true);
  });

  it('the run bills the demo once', async () => {
    const [run] = await rows(`select id from billing_runs`);
    const [{ before }] = await rows(`select max(id) as before from invoices`);
    const made = async () => Number((await rows(`select count(*)::int n from invoices where id > $1`, [before]))[0].n);
    await t.database.query(`update billing_runs set status = 'queued', as_of = current_date where id = $1`, [run.id]);
    expect(await workRun(t.database.db as any, systemCtx, run.id, 600_000)).toBe(true);
    const [done] = await rows(`select * from billing_runs where id = $1`, [run.id]);
    expect(done.status).toBe('done');
    expect(done.invoices_count).toBeGreaterThan(0);
    const n = await made();
    expect(n).toBe(done.invoices_count);
    await t.database.query(`update billing_runs set status = 'running', cursor_package_id = 0, cursor_data_pool_id = 0 where id = $1`, [run.id]);
    await workRun(t.database.db as any, systemCtx, run.id, 600_000);
    expect(await made()).toBe(n);
  }, 300_000);
});
