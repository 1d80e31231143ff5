// The last pieces of the platform document (spec 1): the /freshdesk redirect, and the rest below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_HELPDESK_URL } from '../../src/integrations/helpdesk/simulator.ts';
import { devices, providers, simcards } from '../../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;

beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

describe('/freshdesk', () => {
  it("redirects a page load (no token) to the company's tickets, or to the help-desk", async () => {
    const one = await t.app.inject({ method: 'GET', url: '/freshdesk?company_id=42' });
    expect(one.statusCode).toBe(302);
    expect(one.headers.location).toBe(`${SIMULATED_HELPDESK_URL}/a/companies/42`);
    const home = await t.app.inject({ method: 'GET', url: '/freshdesk' });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe(`${new URL(SIMULATED_HELPDESK_URL).origin}/`);
  });

  it('refuses a company id that is not an identifier, with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/freshdesk?company_id=%2F%2Fevil.example' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /devices/{id}/provider_default', () => {
  it("sets the device's SIM cards to their provider's APN and credentials, logged, once", async () => {
    const db = t.database.db;
    const [provider] = await db
      .insert(providers)
      .values({ name: 'Telna EU', api: 'telna', prefered_apn: 'telna.eu', alternative_apn: 'telna.alt', username: 'tn', password: 'secret' })
      .returning();
    const [device] = await db.insert(devices).values({ serial: 'PD-DEV-1', in_stock: false }).returning();
    const [a, b] = await db
      .insert(simcards)
      .values([
        { iccid: '8944500000000009901', provider_id: provider.id, device_id: device.id, apn_1: 'old.apn' },
        { iccid: '8944500000000009902', device_id: device.id },
      ])
      .returning();
    const res = await staff({ method: 'POST', url: `/api/v1/devices/${device.id}/provider_default` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Provider defaults applied',
      updated: 1,
      skipped: [{ id: b.id, reason: 'The SIM card has no provider.' }],
    });
    const sim = (await staff({ method: 'GET', url: `/api/v1/simcards/${a.id}` })).json();
    expect(sim).toMatchObject({ apn_1: 'telna.eu', apn_2: 'telna.alt', username: 'tn' });
    const logs = (await staff({ method: 'GET', url: `/api/v1/logs/?sim_id=${a.id}&by_system=all` })).json();
    expect(logs.results.filter((l: any) => l.verb === 'update')).toHaveLength(1);
    // Again: nothing to change, nothing logged.
    const again = (await staff({ method: 'POST', url: `/api/v1/devices/${device.id}/provider_default` })).json();
    expect(again).toMatchObject({ success: true, updated: 0 });
    expect((await staff({ method: 'GET', url: `/api/v1/logs/?sim_id=${a.id}&by_system=all` })).json().count).toBe(logs.count);
  });

  it('answers success false for a device without SIM cards, 409 for an archived one, 404 for none', async () => {
    const db = t.database.db;
    const [empty] = await db.insert(devices).values({ serial: 'PD-DEV-2', in_stock: true }).returning();
    const none = (await staff({ method: 'POST', url: `/api/v1/devices/${empty.id}/provider_default` })).json();
    expect(none).toMatchObject({ success: false, reason: 'The device has no SIM cards.', code: 'device_no_sim_cards', params: {} });
    const [archived] = await db.insert(devices).values({ serial: 'PD-DEV-3', in_stock: true, archived_at: new Date() }).returning();
    const res = await staff({ method: 'POST', url: `/api/v1/devices/${archived.id}/provider_default` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The device is archived.');
    expect((await staff({ method: 'POST', url: '/api/v1/devices/999999/provider_default' })).statusCode).toBe(404);
  });
});

describe('data_suppliers', () => {
  it('follows the suppliers the SIM providers name, once per name whatever the case', async () => {
    const post = (payload: object) => staff({ method: 'POST', url: '/api/v1/providers/', payload });
    expect((await post({ name: 'Phenix One', supplier_name: 'Phenix' })).statusCode).toBe(201);
    expect((await post({ name: 'Phenix Two', supplier_name: 'PHENIX ' })).statusCode).toBe(201);
    const list = (await staff({ method: 'GET', url: '/api/v1/data_suppliers/?q=phenix' })).json();
    expect(list.results.map((r: any) => r.name)).toEqual(['Phenix']);
    // A provider renamed to a new supplier adds it; the old one stays (other providers may name it).
    const p = (await post({ name: 'Roamer', supplier_name: 'Roam Data' })).json();
    await staff({ method: 'PUT', url: `/api/v1/providers/${p.id}`, payload: { supplier_name: 'Roam Data 2' } });
    const names = (await staff({ method: 'GET', url: '/api/v1/data_suppliers/?q=roam' })).json().results.map((r: any) => r.name);
    expect(names).toEqual(['Roam Data', 'Roam Data 2']);
  });

  it('takes a new supplier from staff, refusing a blank or a taken name', async () => {
    const ok = await staff({ method: 'POST', url: '/api/v1/data_suppliers/', payload: { name: 'Webbing' } });
    expect(ok.statusCode).toBe(201);
    expect((await staff({ method: 'POST', url: '/api/v1/data_suppliers/', payload: { name: 'webbing' } })).statusCode).toBe(409);
    const blank = await staff({ method: 'POST', url: '/api/v1/data_suppliers/', payload: { name: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toBe('This field is required.');
  });
});
