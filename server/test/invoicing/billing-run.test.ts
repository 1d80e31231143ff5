// The month-end billing run (decision 0031): prepared per month, launched by an admin, worked by
// pg-boss with its progress on the run; a run cut half-way resumes without billing anything twice;
// what it skipped is listed with the reason; the scheduled month-end launches the month's run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@console/contract';
import { systemCtx } from '../../src/platform/context.ts';
import { monthEndRun, workRun } from '../../src/resources/invoicing/billing_runs/billing-run.ts';
import { nextMonthEndAt } from '../../src/resources/invoicing/billing_runs/billing-jobs.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';
import { createUser } from '../support/helpers.ts';

let c: Commercial;
let admin: (o: any) => Promise<any>;
beforeAll(async () => {
  c = await commercialSetup();
  admin = c.t.as((await createUser(c.t, 'admin')).token);
});
afterAll(() => c.t.close());

const livePackage = async (price: number | null, over: Record<string, unknown> = {}) => {
  const pkg = await c.createPackage({ reference: `RUN-${Math.random().toString(36).slice(2, 8)}`, ...over });
  await force(c.t, 'packages', pkg.id, { status: 'delivered' });
  const s = await c.createService(pkg.id, { price, start_date: '2026-05-01' });
  await force(c.t, 'services', s.id, { status: 'DELIVERED', start_date: '2026-05-01' });
  return pkg;
};
const post = (url: string, payload: unknown = {}) => admin({ method: 'POST', url: `/api/v1${url}`, payload: payload as any });
const get = async (url: string) => (await admin({ method: 'GET', url: `/api/v1${url}` })).json();
const db = () => c.t.database.db as any;
const invoicesOf = async (packageId: number) => (await get(`/invoices/?package_id=${packageId}`)).results;

describe('billing runs', () => {
  it('is prepared once per month by an admin only; bad months are a 400', async () => {
    const staffTry = await c.post('/billing_runs/', { period: '2026-01' });
    expect(staffTry.statusCode).toBe(403);
    const bad = await post('/billing_runs/', { period: '2026-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(BILLING_MESSAGES.period);
    const ok = await post('/billing_runs/', { period: '2026-01' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ status: 'ready', period: '2026-01-01' });
    const twice = await post('/billing_runs/', { period: '2026-01' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(BILLING_MESSAGES.runExists('2026-01'));
  });

  it('invoices every due package and pool, reports skips, resumes after a stop without billing twice', async () => {
    const a = await livePackage(10);
    const b = await livePackage(20);
    const noPrice = await livePackage(null);
    const draft = await c.createPackage();
    const pool = (
      await c.post('/data_pools/', {
        name: 'Run pool',
        invoicing_address_id: c.addressId,
        data_included: 1,
        data_price: 50,
        data_extra_price: 1,
        start_date: '2026-06-01',
      })
    ).json();
    const { id } = (await post('/billing_runs/', { period: '2026-06' })).json();
    // Launch without the worker: the run is queued, as_of fixed; then worked here in tiny slices (a stop after each item).
    await c.t.database.query(`update billing_runs set status = 'queued', as_of = '2026-07-15' where id = $1`, [id]);
    let slices = 0;
    while (!(await workRun(db(), systemCtx, id, 0, 1))) slices += 1;
    expect(slices).toBeGreaterThan(2);
    const run = await get(`/billing_runs/${id}`);
    expect(run).toMatchObject({ status: 'done', invoices_count: expect.any(Number) });
    expect(run.packages_done).toBe(run.packages_total);
    expect(run.data_pools_done).toBe(run.data_pools_total);
    expect(run.skipped).toEqual(
      expect.arrayContaining([{ kind: 'service', id: expect.any(Number), reference: expect.anything(), reason: 'The service has no price.' }]),
    );
    // May and June of a monthly price of 10.
    expect((await invoicesOf(a.id)).map((i: any) => i.total_untaxed)).toEqual([20]);
    expect((await invoicesOf(b.id)).map((i: any) => i.total_untaxed)).toEqual([40]);
    expect(await invoicesOf(noPrice.id)).toEqual([]);
    expect(await invoicesOf(draft.id)).toEqual([]);
    expect((await get(`/invoices/?data_pool_id=${pool.id}`)).results.map((i: any) => i.total_untaxed)).toEqual([50]);
    // A restart that works the run again (cursor reset as by a lost commit of progress) bills nothing twice.
    await c.t.database.query(`update billing_runs set status = 'running', cursor_package_id = 0, cursor_data_pool_id = 0 where id = $1`, [id]);
    expect(await workRun(db(), systemCtx, id)).toBe(true);
    expect(await invoicesOf(a.id)).toHaveLength(1);
    expect((await get(`/invoices/?data_pool_id=${pool.id}`)).results).toHaveLength(1);
  });

  it('two workers on the same run bill each package once', async () => {
    const p = await livePackage(7);
    const { id } = (await post('/billing_runs/', { period: '2026-05' })).json();
    await c.t.database.query(`update billing_runs set status = 'queued', as_of = '2026-06-02' where id = $1`, [id]);
    await Promise.all([workRun(db(), systemCtx, id), workRun(db(), systemCtx, id)]);
    expect((await invoicesOf(p.id)).map((i: any) => i.total_untaxed)).toEqual([7]);
    const run = await get(`/billing_runs/${id}`);
    expect(run.packages_done).toBe(run.packages_total);
  });

  it('is launched through pg-boss and shows its progress; only a ready or failed run can be launched', async () => {
    const p = await livePackage(3);
    const { id } = (await post('/billing_runs/', { period: '2026-08' })).json();
    const res = await post(`/billing_runs/${id}/launch`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'queued', message: BILLING_MESSAGES.runQueued });
    const again = await post(`/billing_runs/${id}/launch`);
    expect(again.statusCode).toBe(409);
    let run = await get(`/billing_runs/${id}`);
    for (let i = 0; i < 100 && run.status !== 'done'; i += 1) {
      await new Promise((r) => setTimeout(r, 200));
      run = await get(`/billing_runs/${id}`);
    }
    expect(run.status).toBe('done');
    expect(run.as_of).toBe(new Date().toISOString().slice(0, 10));
    expect((await invoicesOf(p.id)).length).toBeGreaterThan(0);
    const list = await get('/billing_runs/?status=done');
    expect(list.results.some((r: any) => r.id === id)).toBe(true);
    const logged = (await c.t.database.query(`select verb from logs where object_type = 'billing_run' and object_id = $1`, [id])).rows;
    expect(logged.map((l: any) => l.verb)).toEqual(expect.arrayContaining(['create', 'update']));
  }, 30_000);

  it('the month-end job launches the month’s run once, on the 1st of the next month', async () => {
    expect(nextMonthEndAt(4, Date.parse('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(nextMonthEndAt(4, Date.parse('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T04:00:00.000Z');
    const run = await monthEndRun(db(), systemCtx, '2027-02-01');
    expect(run).toMatchObject({ status: 'queued', period: '2027-02-01' });
    expect(await monthEndRun(db(), systemCtx, '2027-02-01')).toBeNull();
  });
});
