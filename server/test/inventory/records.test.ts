import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePeriod, openPeriod } from '../../src/resources/inventory/records/records.actions.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, 'staff');
});
afterAll(() => t.close());

const ctx = () => ({
  actor: { id: staff.user.id, email: staff.user.email, name: 'Staff', is_admin: false, is_staff: true, customer_id: null, permissions: [] },
});

describe('Ops History usage periods', () => {
  it('opening a period closes the open one of the same object, and the list computes durations', async () => {
    const tenDaysAgo = new Date(Date.now() - 10 * 86400_000);
    const now = new Date();
    await t.database.db.transaction(async (tx) => {
      await openPeriod(tx, ctx(), { objectType: 'simcard', objectId: 7, action: 'attach', siteId: 1, at: tenDaysAgo });
      await openPeriod(tx, ctx(), { objectType: 'simcard', objectId: 7, action: 'move', siteId: 1, at: now });
    });
    const res = await t.as(staff.token)({ method: 'GET', url: '/api/v1/records/?sim_id=7&sort=start_date&order=ASC' });
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json().results;
    expect(res.json().count).toBe(2);
    expect(first).toMatchObject({ object_type: 'simcard', object_id: 7, action: 'attach', user_email: staff.user.email, site_name: 'Stock' });
    expect(first.end_date).not.toBeNull();
    expect(first.duration).toBeCloseTo(10, 1);
    expect(first.current_month_duration).toBeGreaterThanOrEqual(0);
    expect(first.current_month_duration).toBeLessThanOrEqual(10.01);
    expect(first.current_month_ratio).toBeGreaterThanOrEqual(0);
    expect(first.current_month_ratio).toBeLessThanOrEqual(1);
    expect(second.end_date).toBeNull();

    await t.database.db.transaction((tx) => closePeriod(tx, ctx(), 'simcard', 7, { comment: 'SIM swapped' }));
    const open = await t.database.query(`select count(*)::int c from records where object_id = 7 and end_date is null`);
    expect(open.rows[0].c).toBe(0);
    // The closing reason is kept on the period it ends.
    const last = await t.database.query(`select comment from records where object_id = 7 order by id desc limit 1`);
    expect(last.rows[0].comment).toBe('SIM swapped');
  });

  it('filters periods overlapping a date window and exports them at the spec path', async () => {
    const q = await t.as(staff.token)({ method: 'GET', url: '/api/v1/records/?start_date=2000-01-01&end_date=2000-01-31' });
    expect(q.json().count).toBe(0);
    const res = await t.as(staff.token)({ method: 'GET', url: '/api/v1/export/records?sim_id=7' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('is read-only', async () => {
    const res = await t.as(staff.token)({ method: 'POST', url: '/api/v1/records/', payload: { object_type: 'x' } });
    expect(res.statusCode).toBe(404);
  });
});
