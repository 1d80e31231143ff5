import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimProviderSimulator } from '../../src/integrations/sim-providers/simulator.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
const q = async (text: string, params: unknown[] = []) => (await t.database.query(text, params)).rows as any[];
let telna: SimProviderSimulator;
let managed: { id: number; iccid: string };
let local: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  telna = t.app.services.integrations.simProviders.telna as SimProviderSimulator;
  const [{ id: telnaId }] = await q(`insert into providers (name, api) values ('Telna', 'telna') returning id`);
  const [{ id: localId }] = await q(`insert into providers (name) values ('KPN') returning id`);
  managed = (await staff({ method: 'POST', url: '/api/v1/simcards/', payload: { iccid: '8944500000000000777', provider_id: telnaId } })).json();
  local = (await staff({ method: 'POST', url: '/api/v1/simcards/', payload: { iccid: '8931000000000000777', provider_id: localId } })).json();
});
afterAll(() => t.close());

describe('suspend and enable a manageable SIM', () => {
  it('fetches the live status, then suspends only an ACTIVE SIM and enables only a SUSPENDED one', async () => {
    const live = await telna.getStatus(managed.iccid);
    if (live === 'SUSPENDED') await telna.enable(managed.iccid);
    const status = await staff({ method: 'GET', url: `/api/v1/simcards/${managed.id}/status` });
    expect(status.json()).toEqual({ status: 'ACTIVE' });
    expect((await q(`select status from simcards where id = $1`, [managed.id]))[0].status).toBe('ACTIVE');

    const enable = await staff({ method: 'POST', url: `/api/v1/simcards/${managed.id}/enable` });
    expect(enable.json()).toEqual({
      success: false,
      status: 'ACTIVE',
      reason: 'The SIM is ACTIVE: only a SUSPENDED SIM can be enabled.',
      code: 'sim_enable_not_suspended',
      params: { status: 'ACTIVE' },
    });
    const suspend = await staff({ method: 'POST', url: `/api/v1/simcards/${managed.id}/disable` });
    expect(suspend.json()).toEqual({ success: true, status: 'SUSPENDED', message: 'SIM suspended' });
    expect(await telna.getStatus(managed.iccid)).toBe('SUSPENDED');
    const again = await staff({ method: 'POST', url: `/api/v1/simcards/${managed.id}/disable` });
    expect(again.json()).toMatchObject({
      success: false,
      reason: 'The SIM is SUSPENDED: only an ACTIVE SIM can be suspended.',
      code: 'sim_suspend_not_active',
      params: { status: 'SUSPENDED' },
    });
    const back = await staff({ method: 'POST', url: `/api/v1/simcards/${managed.id}/enable` });
    expect(back.json()).toEqual({ success: true, status: 'ACTIVE', message: 'SIM enabled' });
    const logs = await q(`select after from logs where object_type = 'simcard' and object_id = $1 and verb = 'update' order by id`, [String(managed.id)]);
    expect(logs.map((l) => l.after.status)).toEqual(['ACTIVE', 'SUSPENDED', 'ACTIVE']);
  });

  it('answers success false when the provider fails, and leaves the status', async () => {
    telna.failing.add(managed.iccid);
    try {
      const res = await staff({ method: 'POST', url: `/api/v1/simcards/${managed.id}/disable` });
      expect(res.json()).toEqual({
        success: false,
        reason: 'The provider refused to suspend the SIM: HTTP 503: service unavailable',
        code: 'sim_provider_refused_suspend',
        params: { reason: 'HTTP 503: service unavailable' },
      });
      const status = await staff({ method: 'GET', url: `/api/v1/simcards/${managed.id}/status` });
      expect(status.statusCode).toBe(502);
      expect((await q(`select status from simcards where id = $1`, [managed.id]))[0].status).toBe('ACTIVE');
    } finally {
      telna.failing.delete(managed.iccid);
    }
  });

  it('refuses SIMs that are not manageable', async () => {
    const res = await staff({ method: 'POST', url: `/api/v1/simcards/${local.id}/disable` });
    expect(res.json()).toEqual({ success: false, reason: 'This SIM is not manageable: its provider has no API.', code: 'sim_not_manageable', params: {} });
    const status = await staff({ method: 'GET', url: `/api/v1/simcards/${local.id}/status` });
    expect(status.statusCode).toBe(409);
    expect(status.json().message).toBe('This SIM is not manageable: its provider has no API.');
  });
});

describe('network events, backups and live data', () => {
  it('fetches the last location updates from the provider and stores each once', async () => {
    const res = await staff({ method: 'GET', url: `/api/v1/simcards/${managed.id}/last_location_updates?limit=5` });
    expect(res.statusCode).toBe(200);
    const { results, count } = res.json();
    expect(count).toBe(5);
    expect(results[0]).toMatchObject({ iccid: managed.iccid, sim_id: managed.id });
    expect(Object.keys(results[0])).toEqual(
      expect.arrayContaining(['timestamp', 'type', 'mcc', 'mnc', 'network_name', 'vpmn', 'country_iso3', 'country_name', 'imsi', 'imsi_id']),
    );
    await staff({ method: 'GET', url: `/api/v1/simcards/${managed.id}/last_location_updates?limit=5` });
    expect((await q(`select count(*)::int c from location_updates where sim_id = $1`, [managed.id]))[0].c).toBe(5);

    const list = await staff({ method: 'GET', url: `/api/v1/location_updates/?sim_id=${managed.id}` });
    expect(list.json().count).toBe(5);
    const times = list.json().results.map((r: any) => r.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    const country = results[0].country_iso3;
    const filtered = await staff({ method: 'GET', url: `/api/v1/location_updates/?iccid=${managed.iccid}&country_iso3=${country}&timestamp_gte=2000-01-01` });
    expect(filtered.json().count).toBeGreaterThan(0);
    expect((await staff({ method: 'POST', url: '/api/v1/location_updates/', payload: {} })).statusCode).toBe(404);
  });

  it('lists backups and the latest live data', async () => {
    const backups = await staff({ method: 'GET', url: `/api/v1/simcards/${managed.id}/backups` });
    expect(backups.json().count).toBeGreaterThan(0);
    expect(Object.keys(backups.json().results[0]).sort()).toEqual(['date', 'id', 'size', 'time', 'url']);
    const live = await staff({ method: 'GET', url: `/api/v1/simcards/${managed.id}/live` });
    expect(live.json()).toMatchObject({ iccid: managed.iccid, status: 'ACTIVE' });
  });
});
