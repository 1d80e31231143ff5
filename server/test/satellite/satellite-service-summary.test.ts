// The service summary list (spec 3 §2 Satellite; docs/decisions/0035): every live satellite service
// with its service line, terminal, this month's top-ups and its usage against what it includes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_PAGE } from '@console/contract';
import { customers, services, starlinkAccounts, starlinkServiceLines, starlinkTerminals } from '../../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let satellite: ReturnType<TestApp['as']>;
let staff: ReturnType<TestApp['as']>;
let ids: Record<string, number> = {};
const get = async (query = '') => {
  const res = await satellite({ method: 'GET', url: `/api/v1/starlink/service_summary${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  satellite = t.as((await createUser(t, 'staff', { can_view_starlinks: true })).token);
  staff = t.as((await createUser(t, 'staff')).token);
  const [acme, globex] = await db
    .insert(customers)
    .values([{ name: 'Acme Shipping' }, { name: 'Globex Retail' }])
    .returning();
  const [account] = await db.insert(starlinkAccounts).values({ account_number: 'ACC-S', account_name: 'Fleet' }).returning();
  const [l1, l2] = await db
    .insert(starlinkServiceLines)
    .values([
      { service_line_number: 'SL-ONE', account_number: 'ACC-S', starlink_account_id: account.id, is_opted_in: true, current_usage: 130 },
      { service_line_number: 'SL-TWO', account_number: 'ACC-S', starlink_account_id: account.id, is_opted_in: false, current_usage: 20, status: 'paused' },
    ])
    .returning();
  const [ut1] = await db
    .insert(starlinkTerminals)
    .values([
      { terminal_id: 'UT-S1', kit_serial_number: 'KIT-S1', state: 'online', starlink_account_id: account.id, starlink_service_line_id: l1.id },
      { terminal_id: 'UT-S2', kit_serial_number: 'KIT-S2', state: 'offline', starlink_account_id: account.id, starlink_service_line_id: l2.id },
    ])
    .returning();
  const today = new Date().toISOString().slice(0, 10);
  const rows = await db
    .insert(services)
    .values([
      // 100 GB included, 50 GB topped up this month and 50 GB two months ago: 130 of 150 GB used.
      {
        type: 'starlink',
        status: 'DELIVERED',
        reference: 'SRV-A',
        customer_id: acme.id,
        starlink_service_line_id: l1.id,
        data_included: 100,
        top_up_blocks_history: [
          { source: 'console', data_amount: 50, start_date: today, expiration_date: null },
          { source: 'console', data_amount: 50, start_date: '2020-01-15', expiration_date: null },
        ],
      },
      { type: 'starlink', status: 'PAUSED', reference: 'SRV-B', customer_id: globex.id, starlink_service_line_id: l2.id, data_included: 10 },
      { type: 'terminal_access', status: 'DELIVERED', reference: 'SRV-C', customer_id: acme.id, starlink_terminal_id: ut1.id },
      { type: 'data', status: 'DELIVERED', reference: 'SRV-MOBILE', customer_id: acme.id },
      { type: 'starlink', status: 'ENDED', reference: 'SRV-GONE', customer_id: acme.id, archived_at: new Date() },
    ])
    .returning();
  ids = Object.fromEntries(rows.map((r) => [r.reference!, r.id]));
  ids.acme = acme.id;
});
afterAll(() => t.close());

describe('service summary', () => {
  it('lists the live satellite services, newest first, with line, terminal, top-ups and usage against the allowance', async () => {
    const summary = await get();
    expect(summary.results.map((r: any) => r.reference)).toEqual(['SRV-C', 'SRV-B', 'SRV-A']);
    const a = summary.results.find((r: any) => r.reference === 'SRV-A');
    expect(a).toMatchObject({
      type: 'starlink',
      status: 'DELIVERED',
      customer_name: 'Acme Shipping',
      service_line_number: 'SL-ONE',
      service_line_status: 'active',
      is_opted_in: true,
      kit_serial_number: 'KIT-S1',
      terminal_state: 'online',
      data_included: 100,
      top_up_gb: 50,
      current_usage: 130,
      usage_percent: 86.7,
    });
    // Over its allowance: 20 GB of 10.
    expect(summary.results.find((r: any) => r.reference === 'SRV-B')).toMatchObject({
      service_line_status: 'paused',
      terminal_state: 'offline',
      usage_percent: 200,
    });
    // A terminal-access service: its own terminal, no line, no allowance.
    expect(summary.results.find((r: any) => r.reference === 'SRV-C')).toMatchObject({
      kit_serial_number: 'KIT-S1',
      service_line_number: null,
      usage_percent: null,
      top_up_gb: 0,
    });
    expect(summary.count).toBe(3);
    expect(summary.totals).toEqual({ services: 3, opted_in: 1, current_usage: 150, data_included: 110, over_allowance: 1 });
  });

  it('filters by customer, status, type, opt-in and q; totals follow the filters', async () => {
    expect((await get(`?customer_id=${ids.acme}`)).results.map((r: any) => r.reference)).toEqual(['SRV-C', 'SRV-A']);
    expect((await get('?status=PAUSED')).results.map((r: any) => r.reference)).toEqual(['SRV-B']);
    expect((await get('?type=terminal_access')).results.map((r: any) => r.reference)).toEqual(['SRV-C']);
    expect((await get('?is_opted_in=true')).totals).toMatchObject({ services: 1, current_usage: 130 });
    expect((await get('?q=sl-two')).results.map((r: any) => r.reference)).toEqual(['SRV-B']);
    expect((await get('?q=KIT-S1')).results.map((r: any) => r.reference)).toEqual(['SRV-C', 'SRV-A']);
    expect((await get('?q=100%25')).count).toBe(0);
  });

  it('pages by 50 by default, answers Invalid page. past the end, and refuses bad filters with 400', async () => {
    expect((await get('?page_size=2&page=2')).results.map((r: any) => r.reference)).toEqual(['SRV-A']);
    const past = await satellite({ method: 'GET', url: '/api/v1/starlink/service_summary?page=9' });
    expect(past.statusCode).toBe(404);
    expect(past.json().message).toBe(INVALID_PAGE);
    for (const query of ['status=WHATEVER', 'type=data', 'customer_id=abc', 'page_size=501', 'page=0', 'is_opted_in=maybe']) {
      expect((await satellite({ method: 'GET', url: `/api/v1/starlink/service_summary?${query}` })).statusCode, query).toBe(400);
    }
  });

  it('needs the satellite permission', async () => {
    expect((await staff({ method: 'GET', url: '/api/v1/starlink/service_summary' })).statusCode).toBe(403);
  });
});
