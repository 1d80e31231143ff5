// Device rules acting on what a device carries: ports screen, Disassemble SIMs, move with SIMs,
// archive/decommission with the SIM and line options, unarchive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
let customerId: number;
let siteId: number;
let otherSiteId: number;
let productId: number;
let iccidSeq = 0;

const post = async (resource: string, payload: object) => {
  const res = await staff({ method: 'POST', url: `/api/v1/${resource}/`, payload });
  if (res.statusCode !== 201) throw new Error(`${resource}: ${res.body}`);
  return res.json();
};
const rows = async (q: string, params: unknown[] = []) => (await t.database.query(q, params)).rows;
const newSim = async () => post('simcards', { iccid: `89320000000000${String(++iccidSeq).padStart(5, '0')}` });
const newDevice = async (serial: string, site = siteId) => post('devices', { serial, product_id: productId, site_id: site });
const device = async (id: number) => (await staff({ method: 'GET', url: `/api/v1/devices/${id}` })).json();
const putPorts = (id: number, ports_map: unknown) => staff({ method: 'PUT', url: `/api/v1/devices/${id}/ports`, payload: { ports_map } });
const attach = async (simId: number, deviceId: number, port: string) => {
  const res = await staff({ method: 'POST', url: `/api/v1/simcards/${simId}/attach`, payload: { device_id: deviceId, port_name: port } });
  expect(res.statusCode, res.body).toBeLessThan(300);
};

beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  customerId = (await post('customers', { name: 'Ports Customer' })).id;
  siteId = (await post('sites', { name: 'Ports HQ', customer_id: customerId, lat: 50.1, lng: 4.1 })).id;
  const other = (await post('customers', { name: 'Second Customer' })).id;
  otherSiteId = (await post('sites', { name: 'Second HQ', customer_id: other, lat: 51.1, lng: 5.1 })).id;
  productId = (await post('device_products', { reference: 'MAX-BR2-PRO', name: 'MAX BR2 Pro', ports_count: 2 })).id;
});
afterAll(() => t.close());

describe('ports screen', () => {
  it('applies the differences as attaches and detaches, and the table shows each port', async () => {
    const d = await newDevice('PORT-0001');
    const [a, b] = [await newSim(), await newSim()];
    const first = await putPorts(d.id, JSON.stringify({ 'Cellular 1 SIM A': a.id, 'Cellular 2 SIM A': null }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, sim_cards_count: 1 });
    expect(first.json().ports_map['Cellular 1 SIM A']).toBe(a.id);
    expect(await rows(`select device_id, device_port_name, site_id from simcards where id = $1`, [a.id])).toEqual([
      { device_id: d.id, device_port_name: 'Cellular 1 SIM A', site_id: siteId },
    ]);

    // a moves to SIM B while b takes its old port, in one save.
    const swap = await putPorts(d.id, { 'Cellular 1 SIM A': String(b.id), 'Cellular 1 SIM B': a.id });
    expect(swap.statusCode, swap.body).toBe(200);
    expect(swap.json().ports_map).toMatchObject({ 'Cellular 1 SIM A': b.id, 'Cellular 1 SIM B': a.id, 'Cellular 2 SIM A': null });
    const table = (await staff({ method: 'GET', url: `/api/v1/devices/${d.id}/ports` })).json();
    expect(table.results.slice(0, 2).map((r: any) => [r.port, r.iccid])).toEqual([
      ['Cellular 1 SIM A', b.iccid],
      ['Cellular 1 SIM B', a.iccid],
    ]);
    const periods = await rows(`select object_id, action, end_date is null as open from records where object_type = 'simcard' and device_id = $1 order by id`, [
      d.id,
    ]);
    expect(
      periods
        .filter((p) => p.open)
        .map((p) => p.object_id)
        .sort(),
    ).toEqual([a.id, b.id].sort());

    const empty = await putPorts(d.id, { 'Cellular 1 SIM A': '', 'Cellular 1 SIM B': null });
    expect(empty.json().sim_cards_count).toBe(0);
    expect((await rows(`select count(*)::int n from simcards where device_id = $1`, [d.id]))[0].n).toBe(0);
  });

  it('refuses unknown ports, a SIM twice, SIMs attached elsewhere or archived, bad JSON; nothing changes', async () => {
    const d = await newDevice('PORT-0002');
    const elsewhere = await newDevice('PORT-0003');
    const [a, busy, gone] = [await newSim(), await newSim(), await newSim()];
    await attach(busy.id, elsewhere.id, 'Cellular 1 SIM A');
    await staff({ method: 'DELETE', url: `/api/v1/simcards/${gone.id}`, payload: { archived_reason: 'OTHER' } });
    const before = JSON.stringify((await device(d.id)).ports_map);
    const cases: [unknown, number, string?][] = [
      [{ 'Cellular 9 SIM A': a.id }, 400, 'Port Cellular 9 SIM A does not exist on this device.'],
      [{ 'Cellular 1 SIM A': a.id, 'Cellular 1 SIM B': a.id }, 400],
      [{ 'Cellular 1 SIM A': a.id, 'Cellular 1 SIM B': busy.id }, 409],
      [{ 'Cellular 1 SIM A': gone.id }, 409, 'An archived SIM cannot be attached.'],
      [{ 'Cellular 1 SIM A': 999999 }, 400],
      ['{not json', 400],
      [['Cellular 1 SIM A'], 400],
      [{ 'Cellular 1 SIM A': 'abc' }, 400],
    ];
    for (const [map, status, message] of cases) {
      const res = await putPorts(d.id, typeof map === 'string' ? map : map);
      expect(res.statusCode, JSON.stringify(map)).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(JSON.stringify((await device(d.id)).ports_map)).toBe(before);
    expect((await rows(`select device_id from simcards where id = $1`, [a.id]))[0].device_id).toBeNull();
    expect((await staff({ method: 'PUT', url: '/api/v1/devices/999999/ports', payload: { ports_map: {} } })).statusCode).toBe(404);
  });
});

describe('Disassemble SIMs', () => {
  it('detaches every SIM, then answers that there is none', async () => {
    const d = await newDevice('DIS-0001');
    const [a, b] = [await newSim(), await newSim()];
    await attach(a.id, d.id, 'Cellular 1 SIM A');
    await attach(b.id, d.id, 'Cellular 2 SIM A');
    const res = await staff({ method: 'PUT', url: `/api/v1/devices/${d.id}/disassemble` });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(res.json().sim_cards.map((s: any) => s.iccid)).toEqual([a.iccid, b.iccid]);
    expect(Object.values((await device(d.id)).ports_map).every((v) => v === null)).toBe(true);
    expect(await rows(`select archived_at, status from simcards where id in ($1, $2)`, [a.id, b.id])).toEqual([
      { archived_at: null, status: 'AVAILABLE' },
      { archived_at: null, status: 'AVAILABLE' },
    ]);
    const again = await staff({ method: 'PUT', url: `/api/v1/devices/${d.id}/disassemble` });
    expect(again.json()).toEqual({ success: false, reason: 'The device has no SIM cards.', code: 'device_no_sim_cards', params: {} });
    expect((await staff({ method: 'PUT', url: '/api/v1/devices/999999/disassemble' })).statusCode).toBe(404);
  });
});

describe('move with SIMs', () => {
  it('the SIMs go with the device: their site, customer and periods follow', async () => {
    const d = await newDevice('MOVE-SIM-1');
    const sim = await newSim();
    await attach(sim.id, d.id, 'Cellular 1 SIM A');
    const res = await staff({ method: 'POST', url: `/api/v1/devices/${d.id}/move`, payload: { site_id: otherSiteId, reason: 'New branch' } });
    expect(res.statusCode, res.body).toBe(200);
    const [card] = await rows(`select site_id, customer_id, device_id from simcards where id = $1`, [sim.id]);
    expect(card).toMatchObject({ site_id: otherSiteId, device_id: d.id, customer_id: res.json().customer_id });
    const periods = await rows(
      `select action, site_id, comment, end_date is null as open from records where object_type = 'simcard' and object_id = $1 order by id`,
      [sim.id],
    );
    expect(periods).toEqual([
      { action: 'attach', site_id: siteId, comment: null, open: false },
      { action: 'move', site_id: otherSiteId, comment: 'New branch', open: true },
    ]);
  });
});

describe('archive / decommission', () => {
  async function equipped(serial: string) {
    const d = await newDevice(serial);
    const sim = await newSim();
    await attach(sim.id, d.id, 'Cellular 1 SIM A');
    const line = await post('lines', { subscription_id: `SUB-${serial}`, site_id: siteId, customer_id: customerId });
    const res = await staff({ method: 'POST', url: `/api/v1/lines/${line.id}/attach`, payload: { device_id: d.id } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return { d, sim, line };
  }

  it('gives the dialog its counts, returns SIMs to stock and detaches lines by default, closes the period', async () => {
    const { d, sim, line } = await equipped('ARC-0001');
    expect(await device(d.id)).toMatchObject({ lines_count: 1, sim_cards_count: 1 });
    const res = await staff({ method: 'DELETE', url: `/api/v1/devices/${d.id}`, payload: { archived_reason: 'RMA', sim_cards_action: 'return_to_stock' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, archived_reason: 'RMA', lines_count: 0, sim_cards_count: 0 });
    expect(await rows(`select device_id, archived_at, status from simcards where id = $1`, [sim.id])).toEqual([
      { device_id: null, archived_at: null, status: 'AVAILABLE' },
    ]);
    expect((await rows(`select device_id from lines where id = $1`, [line.id]))[0].device_id).toBeNull();
    expect((await rows(`select count(*)::int n from records where object_type = 'device' and object_id = $1 and end_date is null`, [d.id]))[0].n).toBe(0);

    const back = await staff({ method: 'POST', url: `/api/v1/devices/${d.id}/unarchive` });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ success: true, archived_at: null });
    const open = await rows(`select action, site_id from records where object_type = 'device' and object_id = $1 and end_date is null`, [d.id]);
    expect(open).toEqual([{ action: 'unarchive', site_id: siteId }]);
  });

  it('decommissions the SIMs with the device, and keeps the lines when asked', async () => {
    const { d, sim, line } = await equipped('ARC-0002');
    const res = await staff({
      method: 'DELETE',
      url: `/api/v1/devices/${d.id}`,
      payload: { archived_reason: 'BROKEN', decommission: true, sim_cards_action: 'decommission', detach: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [card] = await rows(`select device_id, archived_at is not null as archived, status, decommission from simcards where id = $1`, [sim.id]);
    expect(card).toEqual({ device_id: null, archived: true, status: 'TERMINATED', decommission: true });
    expect((await rows(`select device_id from lines where id = $1`, [line.id]))[0].device_id).toBe(d.id);
  });

  it('refuses unknown options with a reason and changes nothing', async () => {
    const { d, sim } = await equipped('ARC-0003');
    for (const payload of [{ sim_cards_action: 'burn' }, { sim_cards_action: 'constructor' }, { detach: 'maybe' }].map((p) => ({
      archived_reason: 'OTHER',
      ...p,
    }))) {
      const res = await staff({ method: 'DELETE', url: `/api/v1/devices/${d.id}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('detach' in payload ? 'device_archive_detach' : 'device_archive_sim_action');
    }
    expect((await rows(`select device_id from simcards where id = $1`, [sim.id]))[0].device_id).toBe(d.id);
    expect((await device(d.id)).archived_at).toBeNull();
  });

  it('archives in bulk with a result per device', async () => {
    const a = await equipped('ARC-0004');
    const b = await newDevice('ARC-0005');
    const res = await staff({
      method: 'DELETE',
      url: '/api/v1/devices/',
      payload: { ids: [a.d.id, b.id, 999999], archived_reason: 'LOST', sim_cards_action: 'stock' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: a.d.id, success: true },
      { id: b.id, success: true },
      { id: 999999, success: false, reason: 'Not found.', code: 'not_found', params: {} },
    ]);
    expect((await rows(`select device_id from simcards where id = $1`, [a.sim.id]))[0].device_id).toBeNull();
  });
});
