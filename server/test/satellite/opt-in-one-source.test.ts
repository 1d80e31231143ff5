// One source for the opt-in state (issue 25): a service's starlink_is_opted_into_overage is read from
// its service line's is_opted_in (a maintained field), so the service, the line, the list and the
// buttons agree after an opt in/out through either, after the mirror reads the provider, and after a
// service is moved to another line. Positive controls: each refusal beside an action that passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SATELLITE_MESSAGES } from '@console/contract';
import { SatelliteSimulator } from '../../src/integrations/satellite/simulator.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { syncAll } from '../../src/resources/satellite/starlink/starlink-sync.ts';
import { commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';
import { createUser } from '../support/helpers.ts';

let c: Commercial;
let sim: SatelliteSimulator;
let get: (url: string) => Promise<any>;
let post: (url: string) => Promise<any>;
let lineId: number;
let otherLineId: number;
let serviceId: number;
let poolServiceId: number;

const flag = async (id = serviceId) => (await get(`/services/${id}`)).starlink_is_opted_into_overage;
const lineIn = async (id = lineId) => (await get(`/starlink_service_lines/${id}`)).is_opted_in;

beforeAll(async () => {
  c = await commercialSetup();
  sim = new SatelliteSimulator();
  c.t.app.services.integrations.satellite = sim;
  const staff = c.t.as((await createUser(c.t, 'staff', { can_view_starlinks: true })).token);
  get = async (url) => (await staff({ method: 'GET', url: `/api/v1${url}` })).json();
  post = async (url) => (await staff({ method: 'POST', url: `/api/v1${url}`, payload: {} })).json();
  await syncAll(c.t.app.services.db, systemCtx, sim);
  const lines = (await get('/starlink_service_lines/?status=active&is_opted_in=true&page_size=2')).results;
  [lineId, otherLineId] = [lines[0].id, lines[1].id];
  const pkg = await c.createPackage();
  serviceId = (await c.createService(pkg.id, { type: 'starlink', price: 140, starlink_service_line_id: lineId })).id;
  poolServiceId = (await c.createService(pkg.id, { type: 'starlink_data_pool', price: 10, starlink_service_line_id: lineId })).id;
}, 120_000);
afterAll(() => c.t.close());

describe('the opt-in state of a service is its service line', () => {
  it('is the line state from the moment the service is created on it', async () => {
    expect(await lineIn()).toBe(true);
    expect(await flag()).toBe(true);
    expect(await flag(poolServiceId)).toBe(true);
  });

  it('follows an opt out and in through the service, on every service of the line', async () => {
    expect(await post(`/services/${serviceId}/optout`)).toEqual({ success: true, message: SATELLITE_MESSAGES.optout });
    expect(await lineIn()).toBe(false);
    expect(await flag()).toBe(false);
    expect(await flag(poolServiceId)).toBe(false);
    // The line's own state refuses a second opt out (409) and accepts the opt in (positive control).
    expect((await post(`/services/${poolServiceId}/optout`)).message).toBe(SATELLITE_MESSAGES.alreadyOptedOut);
    expect(await post(`/services/${poolServiceId}/optin`)).toEqual({ success: true, message: SATELLITE_MESSAGES.optin });
    expect([await lineIn(), await flag(), await flag(poolServiceId)]).toEqual([true, true, true]);
  });

  it('follows an opt out and in on the service line itself', async () => {
    expect(await post(`/starlink_service_lines/${lineId}/optout`)).toEqual({ success: true, message: SATELLITE_MESSAGES.optout });
    expect([await flag(), await flag(poolServiceId)]).toEqual([false, false]);
    expect((await get(`/starlink_service_lines/${lineId}`)).is_opted_into_overage).toBe(false);
    // The button the console shows now (Opt In) is the action the server takes.
    expect((await post(`/services/${serviceId}/optin`)).success).toBe(true);
    expect((await post(`/services/${serviceId}/optin`)).message).toBe(SATELLITE_MESSAGES.alreadyOptedIn);
    expect([await lineIn(), await flag()]).toEqual([true, true]);
  });

  it('follows the provider after a mirror sync', async () => {
    const line = await get(`/starlink_service_lines/${lineId}`);
    const remote = sim.serviceLines.find((l) => l.serviceLineNumber === line.service_line_number)!;
    remote.isOptedIn = false;
    await syncAll(c.t.app.services.db, systemCtx, sim);
    expect([await lineIn(), await flag(), await flag(poolServiceId)]).toEqual([false, false, false]);
    remote.isOptedIn = true;
    await syncAll(c.t.app.services.db, systemCtx, sim);
    expect([await lineIn(), await flag(), await flag(poolServiceId)]).toEqual([true, true, true]);
  });

  it('is read again when the service moves to another line, and the services list shows the same', async () => {
    expect(await post(`/starlink_service_lines/${otherLineId}/optout`)).toEqual({ success: true, message: SATELLITE_MESSAGES.optout });
    await c.t.database.query(`update services set starlink_service_line_id = ${otherLineId} where id = ${serviceId}`);
    expect(await flag()).toBe(false);
    const listed = (await get(`/services/?package_id=${(await get(`/services/${serviceId}`)).package_id}&page_size=50`)).results;
    const byId = new Map(listed.map((s: any) => [s.id, s.starlink_is_opted_into_overage]));
    expect([byId.get(serviceId), byId.get(poolServiceId)]).toEqual([false, true]);
  });

  it('suspending a data pool opts its lines out, and its services show it', async () => {
    const staff = c.staff;
    const pool = (
      await staff({
        method: 'POST',
        url: '/api/v1/data_pools/',
        payload: {
          type: 'starlink',
          invoicing_address_id: c.addressId,
          customer_id: c.customerId,
          data_included: 1000,
          data_price: 990,
          data_extra_price: 1.5,
        },
      })
    ).json();
    await c.t.database.query(`update services set data_pool_id = ${pool.id} where id = ${poolServiceId}`);
    expect([await lineIn(), await flag(poolServiceId)]).toEqual([true, true]);
    expect((await post(`/data_pools/${pool.id}/deactivate`)).success).toBe(true);
    expect([await lineIn(), await flag(poolServiceId)]).toEqual([false, false]);
  });
});
