// Permissions as the business runs (decision 0065): the demo staff hold their role's rights, signed in
// with a session of their own: delivery, sales, presales and accounting reach the
// satellite area; stock does not; accounting and the sales manager reach pricing, the other sales
// people and stock do not. Portal flags stay with portal users. A staff account an admin creates with a
// role gets the role's flags unless it names them itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/demo.ts';
import { staffRoleFlags } from '../../src/resources/core/users/staff-roles.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
const quiet = { info: () => {} } as any;
const callers = new Map<string, (o: any) => Promise<any>>();

const as = (email: string) => callers.get(email)!;
const status = async (email: string, url: string, method = 'GET', payload?: unknown) =>
  (await as(email)({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) })).statusCode;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, quiet);
  for (const email of [
    'sales@example.com',
    'thomas.peeters@example.com',
    'presales@example.com',
    'delivery@example.com',
    'lotte.janssens@example.com',
    'stock@example.com',
    'accounting@example.com',
    'koen.maes@example.com',
  ]) {
    const [user] = (await t.database.query(`select id from users where email = '${email}'`)).rows as any[];
    const token = (await createUser(t, 'staff', { email: `session-of-${email}` })).token;
    // The session of the demo user itself: the token row is pointed at it.
    await t.database.query(`update auth_tokens set user_id = ${user.id} where user_id = (select id from users where email = 'session-of-${email}')`);
    callers.set(email, t.as(token));
  }
}, 180_000);
afterAll(() => t.close());

const SATELLITE = ['/starlink_terminals/', '/starlink_service_lines/', '/starlink_accounts/', '/starlink_events/'];

describe('satellite service', () => {
  it('delivery reaches every satellite route and may operate a service line', async () => {
    for (const url of SATELLITE) {
      expect(await status('delivery@example.com', url), url).toBe(200);
      expect(await status('lotte.janssens@example.com', url), url).toBe(200);
    }
    const [line] = (await t.database.query(`select id from starlink_service_lines where active order by id limit 1`)).rows as any[];
    // Operating reaches the action (the provider's answer is not the point here): not a 403.
    expect(await status('delivery@example.com', `/starlink_service_lines/${line.id}/sync`, 'POST', {})).not.toBe(403);
  });

  it('sales, presales and accounting see it too; stock does not', async () => {
    for (const email of ['sales@example.com', 'thomas.peeters@example.com', 'presales@example.com', 'accounting@example.com']) {
      expect(await status(email, '/starlink_terminals/'), email).toBe(200);
    }
    for (const url of SATELLITE) expect(await status('stock@example.com', url), url).toBe(403);
    const [line] = (await t.database.query(`select id from starlink_service_lines order by id limit 1`)).rows as any[];
    expect(await status('stock@example.com', `/starlink_service_lines/${line.id}/optout`, 'POST', {})).toBe(403);
  });

  it('the login answer carries the flag the console gates its menu with', async () => {
    const permissions = async (email: string) => (await as(email)({ method: 'GET', url: '/api/v1/account' })).json().permissions;
    expect(await permissions('delivery@example.com')).toContain('can_view_starlinks');
    expect(await permissions('stock@example.com')).not.toContain('can_view_starlinks');
    expect(await permissions('accounting@example.com')).toEqual(expect.arrayContaining(['can_view_starlinks', 'can_manage_pricing']));
  });
});

describe('pricing and invoicing', () => {
  it('accounting and the sales manager manage pricing; other sales people, delivery and stock do not', async () => {
    for (const email of ['accounting@example.com', 'koen.maes@example.com', 'sales@example.com'])
      expect(await status(email, '/data_pricings/'), email).toBe(200);
    for (const email of ['thomas.peeters@example.com', 'delivery@example.com', 'stock@example.com', 'presales@example.com'])
      expect(await status(email, '/data_pricings/'), email).toBe(403);
  });

  it('every staff member reads invoices; only an admin starts a billing run', async () => {
    for (const email of ['accounting@example.com', 'stock@example.com']) expect(await status(email, '/invoices/'), email).toBe(200);
    expect(await status('accounting@example.com', '/billing_runs/', 'POST', {})).toBe(403);
  });
});

describe('portal flags stay with portal users', () => {
  it('no staff member holds a portal flag, and a portal user with can_view_starlinks does not reach the staff satellite routes', async () => {
    const staffPortal = (
      await t.database.query(`select count(*)::int as n from users where is_staff and (can_view_invoices or can_view_packages or can_view_data_pools)`)
    ).rows as any[];
    expect(staffPortal[0].n).toBe(0);
    const [portal] = (await t.database.query(`select id from users where customer_id is not null and can_view_starlinks order by id limit 1`)).rows as any[];
    expect(portal).toBeDefined();
    const token = (await createUser(t, 'portal', { email: 'portal-session@example.com' })).token;
    await t.database.query(`update auth_tokens set user_id = ${portal.id} where user_id = (select id from users where email = 'portal-session@example.com')`);
    expect((await t.as(token)({ method: 'GET', url: '/api/v1/starlink_terminals/' })).statusCode).toBe(403);
  });
});

describe('role defaults for a new staff account', () => {
  it("fills the flags an admin's new staff account is created without from its role, and keeps the ones it names", async () => {
    const admin = t.as((await createUser(t, 'admin')).token);
    const create = async (payload: Record<string, unknown>) => (await admin({ method: 'POST', url: '/api/v1/users/', payload })).json();
    const delivery = await create({ email: 'new.delivery@example.com', is_staff: true, work_role: 'delivery' });
    expect(delivery).toMatchObject({ can_view_starlinks: true, can_manage_pricing: false });
    const accounting = await create({ email: 'new.accounting@example.com', is_staff: true, work_role: 'accounting' });
    expect(accounting).toMatchObject({ can_view_starlinks: true, can_manage_pricing: true });
    const stock = await create({ email: 'new.stock@example.com', is_staff: true, work_role: 'stock' });
    expect(stock).toMatchObject({ can_view_starlinks: false, can_manage_pricing: false });
    const named = await create({ email: 'new.sales@example.com', is_staff: true, work_role: 'sales', can_view_starlinks: false });
    expect(named.can_view_starlinks).toBe(false);
    // A portal user gets no staff default, whatever role is sent.
    const portal = await create({ email: 'new.portal@example.com', work_role: 'delivery', can_view_invoices: true });
    expect(portal).toMatchObject({ can_view_starlinks: false, can_view_invoices: true });
  });

  it('is the decision table', () => {
    expect(staffRoleFlags('delivery')).toEqual({ can_view_starlinks: true, can_manage_pricing: false });
    expect(staffRoleFlags('sales')).toEqual({ can_view_starlinks: true, can_manage_pricing: false });
    expect(staffRoleFlags('sales', true)).toEqual({ can_view_starlinks: true, can_manage_pricing: true });
    expect(staffRoleFlags('stock', true)).toEqual({ can_view_starlinks: false, can_manage_pricing: false });
    expect(staffRoleFlags(null)).toEqual({ can_view_starlinks: false, can_manage_pricing: false });
  });
});
