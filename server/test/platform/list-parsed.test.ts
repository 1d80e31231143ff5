// A list request's parsed query and SQL text are remembered by query string (list-rows.ts, parsedList),
// and pages are sent as one encoded Buffer (sendJsonText). Remembering must never answer differently
// from parsing afresh, and must never keep data: only the question.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseListQuery } from '../../src/platform/list-query.ts';
import { listText, parsedList } from '../../src/platform/list-rows.ts';
import { allResources } from '../../src/platform/registry.ts';
import { devicesResource } from '../../src/resources/inventory/devices/devices.resource.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

describe('parsed list queries', () => {
  it('remembers a plain query with the text a fresh parse gives', () => {
    const raw = { page: '2', page_size: '25', customer_id: '7', sort: 'serial', order: 'ASC' };
    const first = parsedList(devicesResource, raw);
    expect(parsedList(devicesResource, { ...raw })).toBe(first);
    const fresh = parseListQuery(devicesResource, raw);
    expect(first.text).toEqual(listText(devicesResource, fresh));
    expect(first.query.offset).toBe(25);
    // Another value is another question.
    expect(parsedList(devicesResource, { ...raw, customer_id: '8' }).text!.params).toContain(8);
  });

  it('may be remembered because every filter of every list parses the same whenever it is asked', () => {
    const sample: Record<string, string> = { int: '7', number: '1.5', bool: 'true', date: '2026-01-02', timestamp: '2026-01-02', text: 'abc' };
    const parse = (def: (typeof resources)[number], raw: Record<string, string>) => {
      try {
        return listText(def, parseListQuery(def, raw));
      } catch (error) {
        return String(error);
      }
    };
    const resources = allResources();
    const cases = resources.flatMap((def) =>
      Object.entries(def.filters).flatMap(([name, spec]) => [
        { def, raw: { [name]: sample[spec.type] } },
        ...(spec.range ? [{ def, raw: { [`${name}_gte`]: sample[spec.type], [`${name}_lte`]: sample[spec.type] } }] : []),
      ]),
    );
    expect(cases.length).toBeGreaterThan(100);
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
      const before = cases.map(({ def, raw }) => parse(def, raw));
      vi.setSystemTime(new Date('2027-09-15T23:30:00Z'));
      const after = cases.map(({ def, raw }) => parse(def, raw));
      expect(after).toEqual(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never remembers a search or a list of ids, and refuses a bad query every time', () => {
    const search = parsedList(devicesResource, { q: 'router' });
    expect(search.text).toBeUndefined();
    expect(parsedList(devicesResource, { q: 'router' })).not.toBe(search);
    expect(parsedList(devicesResource, { id: ['1', '2'] }).text).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      expect(() => parsedList(devicesResource, { no_such_filter: '1' })).toThrow('Unknown filter: no_such_filter.');
      expect(() => parsedList(devicesResource, { page: 'x' })).toThrow('page must be a whole number.');
    }
  });
});

describe('boolean filters', () => {
  it('are literals, so the default devices page carries no parameter and PostgreSQL keeps its one plan', async () => {
    const { text } = parsedList(devicesResource, { page: '1', page_size: '25' });
    expect(text!.params).toEqual([]);
    expect(text!.where).toContain('"is_fusion_hub" = false');
    expect(parsedList(devicesResource, { reserved: 'true' }).text!.params).toEqual([]);
    // Prepared and run as often as a kept list page: never planned again with its values.
    let plans: { generic_plans: number; custom_plans: number } | undefined;
    await t.database.rawTransaction(async (q) => {
      await q(`prepare default_devices_page as select ${text!.id} from ${text!.table} ${text!.where} order by ${text!.order} limit 25`);
      for (let i = 0; i < 7; i++) await q('execute default_devices_page');
      [plans] = (await q(`select generic_plans::int, custom_plans::int from pg_prepared_statements where name = 'default_devices_page'`)).rows;
      await q('deallocate default_devices_page');
    });
    expect(plans).toEqual({ generic_plans: 7, custom_plans: 0 });
  });

  it('still select what they say, both ways', async () => {
    const post = async (resource: string, payload: object) => (await staff({ method: 'POST', url: `/api/v1/${resource}/`, payload })).json();
    const customer = await post('customers', { name: 'Boolean Filters' });
    const product = await post('device_products', { reference: 'BOOL-R', name: 'Bool router', brand: 'Peplink', ports_count: 1 });
    const kept = await post('devices', { serial: 'BOOL-0001', product_id: product.id, customer_id: customer.id, reserved: true });
    const free = await post('devices', { serial: 'BOOL-0002', product_id: product.id, customer_id: customer.id, reserved: false });
    const ids = async (reserved: string) =>
      (await staff({ method: 'GET', url: `/api/v1/devices/?customer_id=${customer.id}&reserved=${reserved}` })).json().results.map((d: any) => d.id);
    expect(await ids('true')).toEqual([kept.id]);
    expect(await ids('false')).toEqual([free.id]);
    expect(await ids('1')).toEqual([kept.id]);
    expect((await ids('all')).sort()).toEqual([kept.id, free.id].sort());
  });
});

describe('list pages sent as bytes', () => {
  it('answers the same query string with fresh data, its length in bytes, accents included', async () => {
    const post = async (resource: string, payload: object) => (await staff({ method: 'POST', url: `/api/v1/${resource}/`, payload })).json();
    const customer = await post('customers', { name: 'Société Générale Câblée' });
    const product = await post('device_products', { reference: 'BYTES-R', name: 'Routeur à fibre', brand: 'Peplink', ports_count: 1 });
    const device = await post('devices', { serial: 'BYTES-0001', name: 'Hôtel de ville', product_id: product.id, customer_id: customer.id });
    const url = `/api/v1/devices/?customer_id=${customer.id}&page_size=25`;
    const first = await staff({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.json()).toMatchObject({ count: 1, results: [{ id: device.id, name: 'Hôtel de ville', customer_name: 'Société Générale Câblée' }] });

    // The remembered question is asked again: the answer follows the data.
    expect((await staff({ method: 'PATCH', url: `/api/v1/devices/${device.id}`, payload: { name: 'Gare du Midi — quai 3' } })).statusCode).toBe(200);
    const second = await staff({ method: 'GET', url });
    expect(second.json().results[0].name).toBe('Gare du Midi — quai 3');
    expect(Number(second.headers['content-length'])).toBe(second.rawPayload.length);

    const show = await staff({ method: 'GET', url: `/api/v1/devices/${device.id}` });
    expect(show.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(show.headers['content-length'])).toBe(show.rawPayload.length);
    expect(show.json()).toEqual(second.json().results[0]);
  });
});
