// The satellite demo: two accounts, 40 terminals on customer sites, service lines in every state, a
// month of usage and of telemetry, events; the terminal pages have something to show at once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVICE_LINE_STATUSES } from '@console/contract';
import { seedDemo } from '../../src/seed/demo.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
const rows = async (q: string) => (await t.database.query(q)).rows as any[];
const get = async (url: string) => (await staff({ method: 'GET', url: `/api/v1${url}` })).json();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { info: () => {} } as any);
  staff = t.as((await createUser(t, 'admin')).token);
}, 180_000);
afterAll(() => t.close());

it('has two accounts, 40 terminals on sites, lines in every state and a month of usage', async () => {
  const accounts = await get('/starlink_accounts/');
  expect(accounts.count).toBe(2);
  expect(accounts.results.every((a: any) => a.terminals_count === 20 && a.current_usage > 0 && a.last_usage > 0)).toBe(true);
  expect((await rows('select distinct status from starlink_service_lines')).map((r) => r.status).sort()).toEqual([...SERVICE_LINE_STATUSES].sort());
  const placed = await get('/starlink_terminals/?available=false&page_size=100');
  expect(placed.count).toBe(34);
  expect(placed.results.every((r: any) => r.site_name && r.customer_name && r.lat !== null)).toBe(true);
  const [days] = await rows('select count(distinct date)::int as n from starlink_usages');
  expect(days.n).toBeGreaterThanOrEqual(28);
  const [linked] = await rows(`select count(*)::int as n from services where starlink_service_line_id is not null`);
  expect(linked.n).toBeGreaterThan(0);
  expect((await rows(`select starlink_account_id from data_pools where type = 'starlink'`)).every((r) => r.starlink_account_id !== null)).toBe(true);
});

it('gives every terminal page a day of statistics, a status and events', async () => {
  const terminal = (await get('/starlink_terminals/?state=online&page_size=1')).results[0];
  const stats = await get(`/starlink_terminals/${terminal.id}/stats?name=downlink_speed&delta=24h`);
  expect(stats.data.length).toBeGreaterThan(100);
  expect((await get(`/starlink_terminals/${terminal.id}/stats?name=latency&delta=30d`)).data.length).toBeGreaterThan(200);
  expect(await get(`/starlink_terminals/${terminal.id}/status`)).toMatchObject({ success: true, state: 'online' });
  expect((await get('/starlink_events/')).count).toBeGreaterThan(10);
  // Nobody made the demo: nothing of it is in the activity log.
  expect((await rows(`select count(*)::int as n from logs where object_type like 'starlink%'`))[0].n).toBe(0);
});

it('counts the dashboard from the server, as the lists its tiles open', async () => {
  const stats = await get('/admin/dashboard/starlink/stats');
  expect(stats.terminals, JSON.stringify(stats)).toBeDefined();
  const terminals = (await get('/starlink_terminals/?state=online')).count;
  expect(stats.terminals.online).toBe(terminals);
  expect(stats.terminals.available).toBe((await get('/starlink_terminals/?available=true')).count);
  expect(stats.service_lines.paused).toBe((await get('/starlink_service_lines/?status=paused')).count);
  expect(stats.service_lines.opted_out).toBe((await get('/starlink_service_lines/?active=true&is_opted_in=false')).count);
  expect(stats.accounts.map((a: any) => a.key)).toEqual(['Reseller Events & Sites', 'Reseller Maritime']);
  expect(stats.daily).toHaveLength(30);
  expect(stats.daily.at(-2).value).toBeGreaterThan(0);
});
