// Satellite services on their show page (spec 2 §2, §3, §4, §7): the top-up history a STARLINK
// service carries after top-ups through the API, and the provisioning of a TERMINAL_ACCESS service,
// which takes a terminal no other live service holds (the terminals' held filter feeds the picker).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARLINK_TOPUP_GB } from '@console/contract';
import { SatelliteSimulator } from '../../src/integrations/satellite/simulator.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { TERMINAL_ACCESS_MESSAGES } from '../../src/resources/commercial/services/services-satellite.actions.ts';
import { syncAll } from '../../src/resources/satellite/starlink/starlink-sync.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';
import { createUser } from '../support/helpers.ts';

let c: Commercial;
/** Requests of a staff member who sees the satellite area. */
let sat: { staff: (o: any) => Promise<any>; get: (url: string) => Promise<any>; post: (url: string, payload?: unknown) => Promise<any> };

beforeAll(async () => {
  c = await commercialSetup();
  const sim = new SatelliteSimulator();
  c.t.app.services.integrations.satellite = sim;
  const staff = c.t.as((await createUser(c.t, 'staff', { can_view_starlinks: true })).token);
  sat = {
    staff,
    get: async (url) => (await staff({ method: 'GET', url: `/api/v1${url}` })).json(),
    post: (url, payload = {}) => staff({ method: 'POST', url: `/api/v1${url}`, payload: payload as any }),
  };
  await syncAll(c.t.app.services.db, systemCtx, sim);
});
afterAll(() => c.t.close());

const provisioning = async (over: Record<string, unknown>) => {
  const s = await c.createService((await c.createPackage()).id, { price: 20, ...over });
  await force(c.t, 'services', s.id, { status: 'PROVISIONING' });
  return s;
};

describe('top-up history', () => {
  it('GET /services/{id} carries each top-up made through the API: source, data amount, start and expiration dates', async () => {
    const line = (await sat.get('/starlink_service_lines/?status=active&is_opted_in=true&page_size=1')).results[0];
    const s = await c.createService((await c.createPackage()).id, { type: 'starlink', price: 140, starlink_service_line_id: line.id });
    expect(await sat.get(`/services/${s.id}`)).toMatchObject({ top_up_blocks_count: 0, top_up_blocks_total_data: 0, top_up_blocks_history: [] });
    for (const key of ['first', 'second']) {
      const res = await sat.staff({ method: 'POST', url: `/api/v1/services/${s.id}/topup`, payload: {}, headers: { 'idempotency-key': key } });
      expect(res.json().success, res.body).toBe(true);
    }
    const after = await sat.get(`/services/${s.id}`);
    expect(after).toMatchObject({ top_up_blocks_count: 2, top_up_blocks_total_data: 2 * STARLINK_TOPUP_GB });
    const today = new Date().toISOString().slice(0, 10);
    const block = {
      source: 'console',
      data_amount: STARLINK_TOPUP_GB,
      start_date: today,
      expiration_date: expect.stringMatching(new RegExp(`^${today.slice(0, 7)}-(28|29|30|31)$`)),
    };
    expect(after.top_up_blocks_history).toEqual([block, block]);
  });
});

describe('TERMINAL_ACCESS provisioning', () => {
  it('takes a terminal, refuses one another live service holds (409 naming it), frees it when that service ends', async () => {
    const free = (await sat.get('/starlink_terminals/?held=false&page_size=5')).results;
    expect(free.length).toBeGreaterThan(1);
    const terminal = free[0];
    const first = await provisioning({ type: 'terminal_access' });
    const none = await c.post(`/services/${first.id}/provision`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.starlink_terminal_id).toBe(TERMINAL_ACCESS_MESSAGES.terminalRequired);
    const missing = await c.post(`/services/${first.id}/provision`, { starlink_terminal_id: 999_999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(TERMINAL_ACCESS_MESSAGES.terminalNotFound);

    const ok = await c.post(`/services/${first.id}/provision`, { starlink_terminal_id: terminal.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, status: 'PROVISIONED', starlink_terminal_id: terminal.id });
    // The picker's filter: the terminal is now held, no longer offered.
    const held = (await sat.get(`/starlink_terminals/?held=true&page_size=500`)).results.map((t: any) => t.id);
    expect(held).toEqual([terminal.id]);
    expect((await sat.get('/starlink_terminals/?held=false&page_size=500')).results.map((t: any) => t.id)).not.toContain(terminal.id);

    // A second service planned with the same terminal: its provisioning is refused, nothing written.
    const second = await provisioning({ type: 'terminal_access', starlink_terminal_id: terminal.id });
    const refused = await c.post(`/services/${second.id}/provision`, {});
    expect(refused.statusCode).toBe(409);
    const name = terminal.kit_serial_number || terminal.terminal_id;
    expect(refused.json().message).toBe(TERMINAL_ACCESS_MESSAGES.terminalHeld(name, first.reference, 'PROVISIONED'));
    expect((await c.get(`/services/${second.id}`)).status).toBe('PROVISIONING');
    // Another terminal chosen in the form replaces the planned one.
    const third = await provisioning({ type: 'terminal_access' });
    const other = await c.post(`/services/${third.id}/provision`, { starlink_terminal_id: free[1].id });
    expect(other.json()).toMatchObject({ status: 'PROVISIONED', starlink_terminal_id: free[1].id });

    // Once the holder has ended, the planned terminal is taken by the second service.
    await force(c.t, 'services', first.id, { status: 'ENDED' });
    const taken = await c.post(`/services/${second.id}/provision`, {});
    expect(taken.json()).toMatchObject({ success: true, status: 'PROVISIONED', starlink_terminal_id: terminal.id });
  });

  it('refuses an archived terminal with 409', async () => {
    const terminal = (await sat.get('/starlink_terminals/?held=false&page_size=1')).results[0];
    await c.t.database.query('update starlink_terminals set archived_at = now() where id = $1', [terminal.id]);
    const s = await provisioning({ type: 'terminal_access' });
    const res = await c.post(`/services/${s.id}/provision`, { starlink_terminal_id: terminal.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TERMINAL_ACCESS_MESSAGES.terminalArchived(terminal.kit_serial_number || terminal.terminal_id));
  });
});
