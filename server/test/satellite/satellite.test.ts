// The satellite resources against the simulator (spec 3 §2–§9): the mirror, lists and filters,
// edits, service line and terminal actions with their messages, telemetry, events, statistics, the
// obstruction map, exports and permissions.
import ExcelJS from 'exceljs';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SATELLITE_EVENT_CODES, SATELLITE_MESSAGES } from '@console/contract';
import { logs, starlinkEvents, starlinkTelemetry, starlinkTerminals } from '../../src/db/schema/index.ts';
import { SatelliteSimulator } from '../../src/integrations/satellite/simulator.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { syncAll } from '../../src/resources/satellite/starlink/starlink-sync.ts';
import { sampleTelemetry } from '../../src/resources/satellite/starlink/starlink-telemetry.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let sim: SatelliteSimulator;
let clock = Date.now();
let staff: ReturnType<TestApp['as']>;
const get = async (url: string) => {
  const res = await staff({ method: 'GET', url: `/api/v1${url}` });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json();
};
const post = (url: string, payload: unknown = {}) => staff({ method: 'POST', url: `/api/v1${url}`, payload: payload as any });
const put = (url: string, payload: unknown) => staff({ method: 'PUT', url: `/api/v1${url}`, payload: payload as any });
const sync = () => syncAll(t.app.services.db, systemCtx, sim);
const sample = () => sampleTelemetry(t.app.services.db, sim, 31);
const lineBy = async (q: Record<string, string>) => (await get(`/starlink_service_lines/?${new URLSearchParams({ page_size: '100', ...q })}`)).results;

beforeAll(async () => {
  t = await createTestApp();
  sim = new SatelliteSimulator({ now: () => clock });
  t.app.services.integrations.satellite = sim;
  staff = t.as((await createUser(t, 'staff', { can_view_starlinks: true })).token);
});
afterAll(() => t.close());

describe('the mirror', () => {
  it('mirrors accounts, addresses, service lines in every state, terminals and daily usage', async () => {
    expect(await sync()).toMatchObject({ accounts: 2, addresses: 12, service_lines: 36, terminals: 40 });
    const accounts = await get('/starlink_accounts/');
    expect(accounts.results.map((a: any) => [a.account_name, a.service_lines_count, a.terminals_count])).toEqual([
      ['Reseller Events & Sites', 18, 20],
      ['Reseller Maritime', 18, 20],
    ]);
    expect(accounts.results[0].current_usage).toBeGreaterThan(0);
    expect(accounts.results[0].accumulated_usage).toBeGreaterThanOrEqual(accounts.results[0].current_usage);
    const lines = await lineBy({});
    expect(new Set(lines.map((l: any) => l.status))).toEqual(new Set(['active', 'paused', 'deactivated']));
    const line = lines.find((l: any) => l.status === 'active');
    expect(line.starlink_account).toMatch(/^Reseller/);
    expect(line.starlink_address).toMatch(/, (BE|FR)$/);
    const usages = await get(`/starlink_usages/?starlink_service_line_id=${line.id}&page_size=100`);
    expect(usages.count).toBeGreaterThan(25);
    expect(usages.results[0]).toMatchObject({ service_line_number: line.service_line_number });
  });

  it('is idempotent: a second run logs nothing and creates nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(logs);
    const terminals = await t.database.db.select({ n: count() }).from(starlinkTerminals);
    await sync();
    const [after] = await t.database.db.select({ n: count() }).from(logs);
    expect(after.n).toBe(before.n);
    expect(await t.database.db.select({ n: count() }).from(starlinkTerminals)).toEqual(terminals);
  });
});

describe('lists, filters and edits', () => {
  it('filters terminals by q, account, customer, availability and archive', async () => {
    const all = await get('/starlink_terminals/?page_size=100');
    expect(all.count).toBe(40);
    const available = await get('/starlink_terminals/?available=true');
    expect(available.count).toBe(6); // 4 never attached, 2 of the deactivated lines
    expect(available.results.every((r: any) => r.starlink_service_line_id === null)).toBe(true);
    expect((await get('/starlink_terminals/?available=false')).count).toBe(34);
    const account = (await get('/starlink_accounts/?q=Maritime')).results[0];
    expect((await get(`/starlink_terminals/?account_id=${account.id}`)).count).toBe(20);
    const one = all.results[0];
    const byQ = await get(`/starlink_terminals/?q=${one.kit_serial_number}`);
    expect(byQ.results.map((r: any) => r.id)).toEqual([one.id]);
    expect(one).toMatchObject({ starlink_account: expect.stringMatching(/^Reseller/) });
    expect((await get('/starlink_terminals/?archived=true')).count).toBe(0);
  });

  it('places a terminal: customer, site of that customer, device, IP and port (400 otherwise, nothing changed)', async () => {
    const customer = (await post('/customers/', { name: 'Fleet Co' })).json();
    const other = (await post('/customers/', { name: 'Other Co' })).json();
    const site = (await post('/sites/', { name: 'Vessel 7', customer_id: customer.id })).json();
    const otherSite = (await post('/sites/', { name: 'Elsewhere', customer_id: other.id })).json();
    const terminal = (await get('/starlink_terminals/?page_size=1')).results[0];
    const wrong = await put(`/starlink_terminals/${terminal.id}`, { customer_id: customer.id, site_id: otherSite.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.site_id).toBe(SATELLITE_MESSAGES.siteOfOtherCustomer);
    const badIp = await put(`/starlink_terminals/${terminal.id}`, { ip_address: '300.1.1.1' });
    expect(badIp.statusCode).toBe(400);
    expect(badIp.json().errors.ip_address).toBe('Enter a valid IP address.');
    expect((await get(`/starlink_terminals/${terminal.id}`)).customer_id).toBeNull();
    const ok = await put(`/starlink_terminals/${terminal.id}`, {
      customer_id: customer.id,
      site_id: site.id,
      ip_address: '10.20.30.40',
      port: 8443,
      terminal_id: 'not editable',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      customer_name: 'Fleet Co',
      site_name: 'Vessel 7',
      ip_address: '10.20.30.40',
      port: 8443,
      terminal_id: terminal.terminal_id,
    });
    expect((await get(`/starlink_terminals/?customer_id=${customer.id}`)).count).toBe(1);
    expect((await post('/starlink_terminals/', { ip_address: '10.0.0.1' })).statusCode).toBe(404);
  });

  it('lets staff set only data_included on an account', async () => {
    const account = (await get('/starlink_accounts/')).results[0];
    const res = await put(`/starlink_accounts/${account.id}`, { data_included: 500, account_name: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data_included: 500, account_name: account.account_name });
    expect((await put(`/starlink_accounts/${account.id}`, { data_included: -1 })).statusCode).toBe(400);
    expect((await post('/starlink_accounts/', { data_included: 1 })).statusCode).toBe(404);
    expect((await put(`/starlink_addresses/1`, { formatted_address: 'x' })).statusCode).toBe(404);
  });

  it('filters service lines by active and opt-in', async () => {
    const total = (await get('/starlink_service_lines/')).count;
    const active = (await get('/starlink_service_lines/?active=true')).count;
    const inactive = (await get('/starlink_service_lines/?active=false')).count;
    expect(active + inactive).toBe(total);
    expect(inactive).toBe(2);
    const optedIn = await lineBy({ is_opted_in: 'true' });
    expect(optedIn.every((l: any) => l.is_opted_in)).toBe(true);
    expect(optedIn.length).toBeGreaterThan(0);
  });
});

describe('service line actions', () => {
  it('opts a line out and in, with the messages, the log, and 409 when already done', async () => {
    const line = (await lineBy({ is_opted_in: 'true', status: 'active' }))[0];
    const out = await post(`/starlink_service_lines/${line.id}/optout`);
    expect(out.json()).toEqual({ success: true, message: SATELLITE_MESSAGES.optout });
    expect((await get(`/starlink_service_lines/${line.id}`)).is_opted_in).toBe(false);
    const again = await post(`/starlink_service_lines/${line.id}/optout`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: SATELLITE_MESSAGES.alreadyOptedOut });
    const back = await post(`/starlink_service_lines/${line.id}/optin`);
    expect(back.json()).toEqual({ success: true, message: SATELLITE_MESSAGES.optin });
    expect((await post(`/starlink_service_lines/${line.id}/optin`)).json().message).toBe(SATELLITE_MESSAGES.alreadyOptedIn);
    const entries = await t.database.db.select().from(logs).where(eq(logs.object_type, 'starlink_service_line'));
    const mine = entries.filter((e) => e.object_id === String(line.id) && e.verb === 'update');
    expect(mine.map((e) => e.after)).toEqual([
      { is_opted_in: false, is_opted_into_overage: false },
      { is_opted_in: true, is_opted_into_overage: true },
    ]);
  });

  it("answers the provider's refusal as success false and changes nothing", async () => {
    const line = (await lineBy({ is_opted_in: 'true', status: 'active' }))[0];
    sim.failNext('optOut', 'Opt-out is not allowed during the first billing cycle.');
    const res = await post(`/starlink_service_lines/${line.id}/optout`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      message: 'Opt-out is not allowed during the first billing cycle.',
      code: 'provider_refused',
      params: { reason: 'Opt-out is not allowed during the first billing cycle.', system: 'starlink' },
    });
    expect((await get(`/starlink_service_lines/${line.id}`)).is_opted_in).toBe(true);
  });

  it('pauses and resumes only where offered', async () => {
    const line = (await lineBy({ status: 'active' })).find((l: any) => l.can_pause);
    expect((await post(`/starlink_service_lines/${line.id}/resume`)).json().message).toBe(SATELLITE_MESSAGES.cannotResume);
    expect((await post(`/starlink_service_lines/${line.id}/pause`)).json()).toEqual({ success: true, message: SATELLITE_MESSAGES.pause });
    expect(await get(`/starlink_service_lines/${line.id}`)).toMatchObject({ status: 'paused', can_pause: false, can_resume: true });
    const refused = await post(`/starlink_service_lines/${line.id}/pause`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SATELLITE_MESSAGES.cannotPause);
    expect((await post(`/starlink_service_lines/${line.id}/resume`)).json()).toEqual({ success: true, message: SATELLITE_MESSAGES.resume });
    expect((await get(`/starlink_service_lines/${line.id}`)).status).toBe('active');
  });

  it('deactivates a line: its terminals become available; nothing else is allowed on it then', async () => {
    const line = (await lineBy({ status: 'active' })).find((l: any) => l.terminals_count === 1);
    expect((await post(`/starlink_service_lines/${line.id}/deactivate`)).json()).toEqual({ success: true, message: SATELLITE_MESSAGES.deactivate });
    expect(await get(`/starlink_service_lines/${line.id}`)).toMatchObject({ active: false, status: 'deactivated', terminals_count: 0 });
    const refused = await post(`/starlink_service_lines/${line.id}/optin`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SATELLITE_MESSAGES.deactivated);
    expect((await post(`/starlink_service_lines/${line.id}/deactivate`)).statusCode).toBe(409);
    expect((await post('/starlink_service_lines/999999/optin')).statusCode).toBe(404);
  });

  it('syncs one line on demand from the provider', async () => {
    const line = (await lineBy({ status: 'active' }))[0];
    const reported = sim.serviceLines.find((s) => s.serviceLineNumber === line.service_line_number)!;
    reported.nickname = 'Renamed at the provider';
    expect((await post(`/starlink_service_lines/${line.id}/sync`)).json()).toEqual({ success: true, message: SATELLITE_MESSAGES.sync });
    expect((await get(`/starlink_service_lines/${line.id}`)).nickname).toBe('Renamed at the provider');
    sim.failNext('getServiceLine', 'Service line SL-X not found.');
    expect((await post(`/starlink_service_lines/${line.id}/sync`)).json()).toEqual({
      success: false,
      message: 'Service line SL-X not found.',
      code: 'provider_refused',
      params: { reason: 'Service line SL-X not found.', system: 'starlink' },
    });
  });
});

describe('telemetry, events and terminal commands', () => {
  it('samples telemetry into the series, sets states, and records each raised alert once', async () => {
    const first = await sample();
    expect(first.samples).toBe(40);
    const states = await t.database.db.select({ state: starlinkTerminals.state, n: count() }).from(starlinkTerminals).groupBy(starlinkTerminals.state);
    expect(states.find((s) => s.state === 'online')!.n).toBeGreaterThan(25);
    expect(states.find((s) => s.state === 'offline')!.n).toBeGreaterThan(0);
    expect(first.events).toBeGreaterThan(0);
    const again = await sample();
    expect(again).toEqual({ samples: 0, events: 0, failed: [] });
    clock += 60_000;
    const next = await sample();
    expect(next.samples).toBe(40);
    const events = await t.database.db.select().from(starlinkEvents);
    expect(new Set(events.map((e) => e.event_key)).size).toBe(events.length);
    expect(events.every((e) => (SATELLITE_EVENT_CODES as readonly string[]).includes(e.code))).toBe(true);
    const mast = events.filter((e) => e.code === 'mast_not_vertical');
    expect(mast.length).toBeGreaterThan(0);
    // Still raised a minute later: not a new event.
    expect(mast.every((e) => e.timestamp.getTime() < clock - 30_000)).toBe(true);
  });

  it('lists events with search and the code filter', async () => {
    const byCode = await get('/starlink_events/?code=mast_not_vertical');
    expect(byCode.count).toBeGreaterThan(0);
    expect(byCode.results.every((e: any) => e.code === 'mast_not_vertical' && e.terminal_id)).toBe(true);
    const byQ = await get(`/starlink_events/?q=${byCode.results[0].terminal_id}`);
    expect(byQ.results.every((e: any) => e.terminal_id === byCode.results[0].terminal_id)).toBe(true);
  });

  it('answers the network statistics of a range, and refuses an unknown metric or range', async () => {
    const terminal = (await t.database.db.select().from(starlinkTerminals).where(eq(starlinkTerminals.state, 'online')).limit(1))[0];
    const stats = await get(`/starlink_terminals/${terminal.id}/stats?name=downlink_speed&delta=1h`);
    expect(stats).toMatchObject({ name: 'downlink_speed', delta: '1h', source: 'telemetry' });
    expect(stats.data.length).toBe(2);
    expect(stats.data[0].value).toBeGreaterThan(0);
    expect((await get(`/starlink_terminals/${terminal.id}/stats?name=latency`)).delta).toBe('24h');
    const bad = await staff({ method: 'GET', url: `/api/v1/starlink_terminals/${terminal.id}/stats?name=speed&delta=2h` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ name: expect.stringContaining('downlink_speed'), delta: expect.stringContaining('15m') });
  });

  it('answers the status from telemetry or from the dish (oob)', async () => {
    const [terminal] = await t.database.db.select().from(starlinkTerminals).where(eq(starlinkTerminals.state, 'online')).limit(1);
    const tele = await get(`/starlink_terminals/${terminal.id}/status`);
    expect(tele).toMatchObject({
      success: true,
      source: 'telemetry',
      state: 'online',
      metrics: { downlink_speed: expect.any(Number), uptime: expect.any(Number), unobstructed_time: expect.any(Number) },
    });
    const oob = await get(`/starlink_terminals/${terminal.id}/status?source=oob`);
    expect(oob).toMatchObject({ success: true, source: 'oob', state: expect.any(String) });
    sim.failNext('terminalStatus', 'The dish did not answer.');
    expect(await get(`/starlink_terminals/${terminal.id}/status?source=oob`)).toEqual({
      success: false,
      message: 'The dish did not answer.',
      source: 'oob',
      code: 'provider_refused',
      params: { reason: 'The dish did not answer.', system: 'starlink' },
    });
  });

  it('sends stow, unstow and reboot, with the provider refusal as a message', async () => {
    const [terminal] = await t.database.db.select().from(starlinkTerminals).where(eq(starlinkTerminals.state, 'online')).limit(1);
    expect((await post(`/starlink_terminals/${terminal.id}/stow`)).json()).toEqual({ success: true, message: SATELLITE_MESSAGES.stow });
    expect((await post(`/starlink_terminals/${terminal.id}/stow`)).json()).toEqual({
      success: false,
      message: 'The dish is already stowed.',
      code: 'provider_refused',
      params: { reason: 'The dish is already stowed.', system: 'starlink' },
    });
    expect((await post(`/starlink_terminals/${terminal.id}/unstow`)).json()).toEqual({ success: true, message: SATELLITE_MESSAGES.unstow });
    expect((await post(`/starlink_terminals/${terminal.id}/reboot`)).json()).toEqual({ success: true, message: SATELLITE_MESSAGES.reboot });
    clock += 60_000;
    await sample();
    expect((await get(`/starlink_terminals/${terminal.id}`)).state).toBe('searching');
    expect((await post('/starlink_terminals/999999/reboot')).statusCode).toBe(404);
  });

  it('serves the obstruction map as a PNG image', async () => {
    const res = await staff({ method: 'GET', url: '/api/v1/starlink_terminals/1/obstruction_map.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    sim.failNext('obstructionMap', 'Upstream error');
    const failed = await staff({ method: 'GET', url: '/api/v1/starlink_terminals/1/obstruction_map.png' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('Upstream error');
  });

  it('keeps the samples of the retention only', async () => {
    await t.database.db.insert(starlinkTelemetry).values({ starlink_terminal_id: 1, ts: new Date(Date.now() - 40 * 86_400_000), state: 'online' });
    await sample();
    const [old] = await t.database.db.select({ n: count() }).from(starlinkTelemetry).where(sql`ts < now() - interval '32 days'`);
    expect(old.n).toBe(0);
  });
});

describe('usage chart, exports and permissions', () => {
  it('answers the usage per day and per month of a line', async () => {
    const line = (await lineBy({ status: 'active' }))[0];
    const daily = await get(`/starlink_usages/stats?starlink_service_line_id=${line.id}&freq=day`);
    expect(daily.data.length).toBeGreaterThan(25);
    expect(daily.data[0].date < daily.data.at(-1).date).toBe(true);
    const monthly = await get(`/starlink_usages/stats?starlink_service_line_id=${line.id}&freq=month`);
    expect(monthly.data.length).toBe(2);
  });

  it('exports terminals, service lines and accounts as spreadsheets', async () => {
    for (const name of ['starlink_terminals', 'starlink_service_lines', 'starlink_accounts']) {
      const res = await staff({ method: 'GET', url: `/api/v1/${name}/export.xls` });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
    }
  });

  it("exports a terminal's statistics of a range", async () => {
    const [terminal] = await t.database.db.select().from(starlinkTerminals).where(eq(starlinkTerminals.state, 'online')).limit(1);
    const res = await staff({ method: 'GET', url: `/api/v1/starlink_terminals/${terminal.id}/stats/export.xls?delta=1h` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`stats_${terminal.kit_serial_number}_1h.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    const sheet = book.getWorksheet('stats')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Time (UTC)',
      'Download (Mbps)',
      'Upload (Mbps)',
      'Latency (ms)',
      'Ping drop (%)',
      'Obstructed (%)',
      'Uptime (s)',
    ]);
    expect(sheet.rowCount).toBeGreaterThan(2);
    expect(Number(sheet.getRow(2).getCell(2).value)).toBeGreaterThanOrEqual(0);
    const bad = await staff({ method: 'GET', url: `/api/v1/starlink_terminals/${terminal.id}/stats/export.xls?delta=1y` });
    expect(bad.statusCode).toBe(400);
  });

  it('needs the can_view_starlinks permission (admins have it)', async () => {
    const plain = t.as((await createUser(t, 'staff')).token);
    expect((await plain({ method: 'GET', url: '/api/v1/starlink_terminals/' })).statusCode).toBe(403);
    expect((await plain({ method: 'POST', url: '/api/v1/starlink_service_lines/1/optin' })).statusCode).toBe(403);
    const admin = t.as((await createUser(t, 'admin')).token);
    expect((await admin({ method: 'GET', url: '/api/v1/starlink_terminals/' })).statusCode).toBe(200);
  });
});
