import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detachSimsOfDevice } from '../../src/resources/inventory/simcards/simcards.actions.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
let actor: any;
let customerId: number;
let siteId: number;
let deviceId: number;
let otherDeviceId: number;

const ports = { 'Cellular 1 SIM A': null, 'Cellular 1 SIM B': null, 'Cellular 2 SIM A': null, 'Cellular 2 SIM B': null };
let n = 0;
const iccid = () => `8932000000000${String(100000 + (n += 1))}`;

async function newSim(over: Record<string, unknown> = {}) {
  const res = await staff({ method: 'POST', url: '/api/v1/simcards/', payload: { iccid: iccid(), ...over } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const q = async (text: string, params: unknown[] = []) => (await t.database.query(text, params)).rows as any[];

beforeAll(async () => {
  t = await createTestApp();
  const u = await createUser(t, 'staff');
  staff = t.as(u.token);
  actor = {
    actor: { id: u.user.id, email: u.user.email, name: 'Staff', is_admin: false, is_staff: true, customer_id: null, permissions: [] },
    services: t.app.services,
  };
  [{ id: customerId }] = await q(`insert into customers (name) values ('Brouwerij') returning id`);
  [{ id: siteId }] = await q(`insert into sites (name, customer_id) values ('Gent HQ', $1) returning id`, [customerId]);
  [{ id: deviceId }] = await q(
    `insert into devices (serial, name, customer_id, site_id, ports_map, online_status) values ('SN-1', 'Router 1', $1, $2, $3, 'online') returning id`,
    [customerId, siteId, JSON.stringify(ports)],
  );
  [{ id: otherDeviceId }] = await q(`insert into devices (serial, ports_map) values ('SN-2', $1) returning id`, [JSON.stringify(ports)]);
});
afterAll(() => t.close());

describe('attach and detach', () => {
  it('attaches a SIM to a free port: ports map, SIM row, Ops History and log agree', async () => {
    const sim = await newSim();
    const res = await staff({ method: 'POST', url: `/api/v1/simcards/${sim.id}/attach`, payload: { device_id: deviceId, port_name: 'Cellular 1 SIM A' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'SIM attached',
      device_id: deviceId,
      device_port_name: 'Cellular 1 SIM A',
      site_id: siteId,
      customer_id: customerId,
      status: 'ACTIVE',
      device_active: true,
      device_name: 'Router 1',
    });
    const [dev] = await q(`select ports_map from devices where id = $1`, [deviceId]);
    expect(dev.ports_map['Cellular 1 SIM A']).toBe(sim.id);
    const periods = await q(`select action, device_id, site_id, customer_id, end_date from records where object_type = 'simcard' and object_id = $1`, [sim.id]);
    expect(periods).toEqual([{ action: 'attach', device_id: deviceId, site_id: siteId, customer_id: customerId, end_date: null }]);
    const logs = await q(
      `select object_type, verb from logs where (object_type = 'simcard' and object_id = $1) or (object_type = 'device' and object_id = $2) order by id`,
      [String(sim.id), String(deviceId)],
    );
    expect(logs.map((l) => `${l.object_type}:${l.verb}`)).toEqual(['simcard:create', 'device:update', 'simcard:update']);

    const list = await staff({ method: 'GET', url: `/api/v1/simcards/?device_id=${deviceId}` });
    expect(list.json().results.map((r: any) => r.id)).toEqual([sim.id]);
  });

  it('refuses a taken port, an unknown port, a missing device or port, and an attached SIM', async () => {
    const [holder] = await q(`select id, iccid from simcards where device_id = $1`, [deviceId]);
    const sim = await newSim();
    const taken = await staff({ method: 'POST', url: `/api/v1/simcards/${sim.id}/attach`, payload: { device_id: deviceId, port_name: 'Cellular 1 SIM A' } });
    expect(taken.json()).toEqual({
      success: false,
      reason: `Port Cellular 1 SIM A already holds SIM ${holder.iccid}.`,
      message: `SIM not attached: Port Cellular 1 SIM A already holds SIM ${holder.iccid}.`,
      code: 'port_holds_sim',
      params: { port: 'Cellular 1 SIM A', iccid: holder.iccid },
    });
    const unknown = await staff({ method: 'POST', url: `/api/v1/simcards/${sim.id}/attach`, payload: { device_id: deviceId, port_name: 'Cellular 9 SIM A' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Port Cellular 9 SIM A does not exist on this device.');
    const missing = await staff({ method: 'POST', url: `/api/v1/simcards/${sim.id}/attach`, payload: { port_name: 'Cellular 1 SIM B' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.device_id).toBe('A device is required.');
    const noPort = await staff({ method: 'POST', url: `/api/v1/simcards/${sim.id}/attach`, payload: { device_id: deviceId } });
    expect(noPort.json().errors.port_name).toBe('A port is required.');
    const noDevice = await staff({ method: 'POST', url: `/api/v1/simcards/${sim.id}/attach`, payload: { device_id: 999999, port_name: 'x' } });
    expect(noDevice.statusCode).toBe(400);
    const again = await staff({
      method: 'POST',
      url: `/api/v1/simcards/${holder.id}/attach`,
      payload: { device_id: otherDeviceId, port_name: 'Cellular 1 SIM A' },
    });
    expect(again.json().success).toBe(false);
    expect(again.json().reason).toMatch(/already attached/);
    const [dev] = await q(`select ports_map from devices where id = $1`, [otherDeviceId]);
    expect(dev.ports_map['Cellular 1 SIM A']).toBeNull();
  });

  it('detaches: the port is emptied, the period closed, the SIM back in stock', async () => {
    const [holder] = await q(`select id from simcards where device_id = $1`, [deviceId]);
    const res = await staff({ method: 'POST', url: `/api/v1/simcards/${holder.id}/detach`, payload: { reason: 'swap' } });
    expect(res.json()).toMatchObject({ success: true, message: 'SIM detached', device_id: null, device_port_name: null, status: 'AVAILABLE' });
    const [dev] = await q(`select ports_map from devices where id = $1`, [deviceId]);
    expect(dev.ports_map['Cellular 1 SIM A']).toBeNull();
    const open = await q(`select count(*)::int c from records where object_type = 'simcard' and object_id = $1 and end_date is null`, [holder.id]);
    expect(open[0].c).toBe(0);
    const twice = await staff({ method: 'POST', url: `/api/v1/simcards/${holder.id}/detach` });
    expect(twice.json()).toMatchObject({ success: false, message: 'SIM not detached: The SIM is not attached to a device.' });
  });

  it('refuses an archived SIM', async () => {
    const sim = await newSim();
    await staff({ method: 'DELETE', url: `/api/v1/simcards/${sim.id}`, payload: { archived_reason: 'OTHER' } });
    const res = await staff({ method: 'POST', url: `/api/v1/simcards/${sim.id}/attach`, payload: { device_id: deviceId, port_name: 'Cellular 2 SIM B' } });
    expect(res.json()).toMatchObject({ success: false, reason: 'An archived SIM cannot be attached.' });
  });
});

describe('archive with remove from device', () => {
  it('detaches first by default, refuses when told not to remove it', async () => {
    const a = await newSim();
    const b = await newSim();
    await staff({ method: 'POST', url: `/api/v1/simcards/${a.id}/attach`, payload: { device_id: otherDeviceId, port_name: 'Cellular 1 SIM A' } });
    await staff({ method: 'POST', url: `/api/v1/simcards/${b.id}/attach`, payload: { device_id: otherDeviceId, port_name: 'Cellular 1 SIM B' } });
    const kept = await staff({ method: 'DELETE', url: `/api/v1/simcards/${b.id}`, payload: { archived_reason: 'OTHER', remove_from_device: false } });
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toMatchObject({
      message: 'The SIM is attached to a device: detach it first, or archive it with remove from device.',
      code: 'sim_attached_archive',
    });
    const bulk = await staff({
      method: 'DELETE',
      url: `/api/v1/simcards/`,
      payload: { ids: [a.id, b.id], archived_reason: 'LOST BY CUSTOMER', remove_from_device: 'false' },
    });
    expect(bulk.json()).toEqual([
      {
        id: a.id,
        success: false,
        reason: 'The SIM is attached to a device: detach it first, or archive it with remove from device.',
        code: 'sim_attached_archive',
        params: {},
      },
      {
        id: b.id,
        success: false,
        reason: 'The SIM is attached to a device: detach it first, or archive it with remove from device.',
        code: 'sim_attached_archive',
        params: {},
      },
    ]);
    const done = await staff({ method: 'DELETE', url: `/api/v1/simcards/${a.id}`, payload: { archived_reason: 'LOST BY CUSTOMER' } });
    expect(done.json()).toMatchObject({ success: true, device_id: null, archived_reason: 'LOST BY CUSTOMER' });
    const [dev] = await q(`select ports_map from devices where id = $1`, [otherDeviceId]);
    expect(dev.ports_map).toMatchObject({ 'Cellular 1 SIM A': null, 'Cellular 1 SIM B': b.id });
    const open = await q(`select count(*)::int c from records where object_type = 'simcard' and object_id = $1 and end_date is null`, [a.id]);
    expect(open[0].c).toBe(0);
  });
});

describe('detachSimsOfDevice (devices archive, disassemble, back to stock)', () => {
  it('returns SIMs to stock, or decommissions them as TERMINATED and archived', async () => {
    const [{ id: dev }] = await q(`insert into devices (serial, ports_map) values ('SN-3', $1) returning id`, [JSON.stringify(ports)]);
    const telna = (await q(`insert into providers (name, supplier_name, carrier_name) values ('Local', 'Supplier X', 'Carrier Y') returning id`))[0].id;
    const a = await newSim({ provider_id: telna });
    const b = await newSim();
    await staff({ method: 'POST', url: `/api/v1/simcards/${a.id}/attach`, payload: { device_id: dev, port_name: 'Cellular 1 SIM A' } });
    await staff({ method: 'POST', url: `/api/v1/simcards/${b.id}/attach`, payload: { device_id: dev, port_name: 'Cellular 2 SIM A' } });

    const removed = await t.database.db.transaction((tx) => detachSimsOfDevice(tx, actor, dev, { reason: 'back to stock' }));
    expect(removed.map((r) => [r.iccid, r.provider_name, r.supplier_name, r.carrier_name, r.status, r.device_id])).toEqual([
      [a.iccid, 'Local', 'Supplier X', 'Carrier Y', 'AVAILABLE', null],
      [b.iccid, null, null, null, 'AVAILABLE', null],
    ]);

    await staff({ method: 'POST', url: `/api/v1/simcards/${a.id}/attach`, payload: { device_id: dev, port_name: 'Cellular 1 SIM B' } });
    const gone = await t.database.db.transaction((tx) => detachSimsOfDevice(tx, actor, dev, { reason: 'RMA', decommission: true }));
    expect(gone).toHaveLength(1);
    expect(gone[0]).toMatchObject({ id: a.id, status: 'TERMINATED', decommission: true, archived_reason: 'RMA', device_id: null });
    expect(gone[0].archived_at).not.toBeNull();
    const [d] = await q(`select ports_map from devices where id = $1`, [dev]);
    expect(Object.values(d.ports_map).every((v) => v === null)).toBe(true);
  });
});
