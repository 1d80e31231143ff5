// A device's record is kept as JSON text by a trigger (decision 0048): lists and shows read it, every
// write rewrites it, a row without one is answered computed on the spot, and a field the trigger could
// not keep right (another table, the clock) is refused when the resource is declared.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../src/db/schema/index.ts';
import { recordFieldsSql } from '../../src/platform/list-rows.ts';
import { checkMaintained, maintainedFields } from '../../src/platform/maintained.ts';
import { allResources, getResource, type ResourceDef } from '../../src/platform/registry.ts';
import '../../src/resources/index.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: ReturnType<TestApp['as']>;
const rows = async (q: string, params: unknown[] = []) => (await t.database.query(q, params)).rows;
const stored = async (id: number) => (await rows('select record_json from devices where id = $1', [id]))[0].record_json as string | null;
const get = async (url: string) => {
  const res = await staff({ method: 'GET', url: `/api/v1/${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

let deviceId: number;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  const customer = (await staff({ method: 'POST', url: '/api/v1/customers/', payload: { name: 'Stored Records NV' } })).json();
  const admin = t.as((await createUser(t, 'admin')).token);
  const product = (
    await admin({ method: 'POST', url: '/api/v1/device_products/', payload: { reference: 'SR-BR1', name: 'Balance One', managed: true, ports_count: 1 } })
  ).json();
  productId = product.id;
  const res = await staff({
    method: 'POST',
    url: '/api/v1/devices/',
    payload: { serial: 'STORED-0001', name: 'Stored router', customer_id: customer.id, product_id: product.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  deviceId = res.json().id;
});
afterAll(async () => t.close());

describe('stored records (decision 0048)', () => {
  it('are written on insert and on every update, equal to the record computed from the row', async () => {
    const before = await stored(deviceId);
    expect(JSON.parse(before!)).toMatchObject({ id: deviceId, serial: 'STORED-0001', customer_name: 'Stored Records NV' });
    const res = await staff({ method: 'PUT', url: `/api/v1/devices/${deviceId}`, payload: { name: 'Renamed router' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse((await stored(deviceId))!)).toMatchObject({ name: 'Renamed router' });
    // A write elsewhere that moves a maintained field (the customer's name) reaches the stored record too.
    const customerId = JSON.parse(before!).customer_id;
    await staff({ method: 'PUT', url: `/api/v1/customers/${customerId}`, payload: { name: 'Stored Records BV' } });
    expect(JSON.parse((await stored(deviceId))!)).toMatchObject({ customer_name: 'Stored Records BV' });
    const field = maintainedFields(allResources()).filter((f) => f.name === 'devices.record_json');
    expect(field).toHaveLength(1);
    expect(await checkMaintained(t.database, field)).toEqual({});
  });

  it('are what the list and the show answer, and a row without one is answered computed', async () => {
    const show = await get(`devices/${deviceId}`);
    expect(show).toEqual(JSON.parse((await stored(deviceId))!));
    // Changed behind the trigger: the answers follow the stored text, which proves they read it.
    await t.database.rawTransaction(async (q) => {
      await q(`set local session_replication_role = replica`);
      await q(`update devices set record_json = $1 where id = $2`, [JSON.stringify({ ...show, name: 'Read from the stored record' }), deviceId]);
    });
    expect((await get(`devices/${deviceId}`)).name).toBe('Read from the stored record');
    expect((await get(`devices/?id=${deviceId}`)).results[0].name).toBe('Read from the stored record');
    expect((await get('devices/?page=1&page_size=25&q=STORED-0001')).results[0].name).toBe('Read from the stored record');
    // None stored (a row written before its trigger existed): computed, the same as the stored one would be.
    await t.database.rawTransaction(async (q) => {
      await q(`set local session_replication_role = replica`);
      await q(`update devices set record_json = null where id = $1`, [deviceId]);
    });
    expect(await get(`devices/${deviceId}`)).toEqual(show);
    expect((await get(`devices/?id=${deviceId}`)).results[0]).toEqual(show);
  });

  it("cannot be written by a client: the field is refused or ignored, and the stored record stays the row's", async () => {
    // A real write first: the record is stored again after the test above removed it.
    expect((await staff({ method: 'PUT', url: `/api/v1/devices/${deviceId}`, payload: { notes: 'before a forged write' } })).statusCode).toBe(200);
    const before = await stored(deviceId);
    expect(before).not.toBeNull();
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await staff({ method, url: `/api/v1/devices/${deviceId}`, payload: { notes: 'second write', record_json: '{"id":1,"name":"forged"}' } });
      // Like any field a body may not set: dropped by the schema, the rest of the write applied.
      expect(res.statusCode, res.body).toBe(200);
    }
    const created = await staff({
      method: 'POST',
      url: '/api/v1/devices/',
      payload: { serial: 'STORED-0002', product_id: productId, record_json: '{"forged":true}' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await stored(deviceId);
    expect(after).not.toContain('forged');
    expect(JSON.parse(after!)).toEqual(await get(`devices/${deviceId}`));
    expect(JSON.parse((await stored(created.json().id))!)).toEqual(await get(`devices/${created.json().id}`));
  });

  it('are never sent, logged or exported as a field', async () => {
    const show = await get(`devices/${deviceId}`);
    expect(show).not.toHaveProperty('record_json');
    const [log] = await rows(`select before, after from logs where object_type = 'device' and object_id = $1 order by id desc limit 1`, [String(deviceId)]);
    expect(log.after).not.toHaveProperty('record_json');
    expect(getResource('devices')!.hidden).toContain('record_json');
  });

  it('refuse a field that reads another table or the clock', () => {
    const devicesDef = getResource('devices')!;
    const withField = (field: ReturnType<typeof sql>): ResourceDef => ({ ...devicesDef, computed: { ...devicesDef.computed, extra: field } });
    expect(() => recordFieldsSql(withField(sql`(select name from ${sql.identifier('customers')} c where c.id = ${devices.customer_id})`))).toThrow(
      'devices: its record cannot be stored (a field reads another table or the clock)',
    );
    expect(() => recordFieldsSql(withField(sql`(select ${sql.identifier('customers')}.name)`))).toThrow(
      'devices: its record cannot be stored (a field reads the table customers)',
    );
    expect(() => recordFieldsSql(withField(sql`now() - ${devices.last_online}`))).toThrow('a field reads another table or the clock');
    expect(() => recordFieldsSql(withField(sql`${devices.data_limit} * ${2}`))).toThrow('a field carries a parameter');
    expect(recordFieldsSql(devicesDef)).toContain('"devices"."serial" as "serial"');
  });
});
