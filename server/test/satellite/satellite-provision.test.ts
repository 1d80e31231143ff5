// Satellite provisioning (spec 3 §2, §5, §7) and the satellite actions of services and data pools
// (spec 2 §4, §7, §8) against the simulator: required fields, provider refusals, a provisioning that
// stopped half way completed by the same request, opt-in/out and top-up of services, pool suspension.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SATELLITE_MESSAGES, STARLINK_TOPUP_GB } from '@console/contract';
import { SatelliteSimulator } from '../../src/integrations/satellite/simulator.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { syncAll } from '../../src/resources/satellite/starlink/starlink-sync.ts';
import { PROVISION_MESSAGES } from '../../src/resources/satellite/starlink/starlink-provision.ts';
import { commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';
import { createUser } from '../support/helpers.ts';

let c: Commercial;
/** Requests of a staff member who sees the satellite area. */
let sat: { staff: (o: any) => Promise<any>; get: (url: string) => Promise<any>; post: (url: string, payload?: unknown) => Promise<any> };
let sim: SatelliteSimulator;
const ACCOUNT = 'ACC-2284913-71452-18';

beforeAll(async () => {
  c = await commercialSetup();
  sim = new SatelliteSimulator();
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

const form = (over: Record<string, unknown> = {}) => ({
  account_number: ACCOUNT,
  product_id: 'SL-LP-50GB',
  user_terminal_id: sim.terminals.find((t) => t.accountNumber === ACCOUNT && !t.serviceLineNumber)!.userTerminalId,
  name: 'Vessel Aurora',
  address: 'Quai du Commerce 7',
  postal_code: '1000',
  region_code: 'BE',
  locality: 'Bruxelles',
  latitude: 50.8571,
  longitude: 4.3522,
  ...over,
});

describe('provisioning helpers', () => {
  it('lists the accounts, the available terminals and the products of an account', async () => {
    const accounts = await sat.get('/starlink/accounts');
    expect(accounts.results.map((a: any) => a.accountNumber)).toContain(ACCOUNT);
    expect(accounts.results[0]).toEqual({ accountNumber: expect.any(String), accountName: expect.any(String), regionCode: expect.any(String) });
    const available = await sat.get(`/starlink/terminals?account_number=${ACCOUNT}&available=true`);
    expect(available.results.length).toBeGreaterThan(0);
    expect(available.results.every((t: any) => t.serviceLineNumber === null && t.userTerminalId && t.kitSerialNumber)).toBe(true);
    const all = await sat.get(`/starlink/terminals?account_number=${ACCOUNT}`);
    expect(all.results.length).toBeGreaterThan(available.results.length);
    expect((await sat.get(`/starlink/products?account_number=${ACCOUNT}`)).results.map((p: any) => p.productReferenceId)).toContain('SL-LP-50GB');
    expect(await sat.get('/starlink/products?account_number=ACC-NOPE')).toEqual({
      success: false,
      message: 'Account ACC-NOPE not found.',
      code: 'provider_refused',
      params: { reason: 'Account ACC-NOPE not found.', system: 'starlink' },
    });
    const missing = await sat.staff({ method: 'GET', url: '/api/v1/starlink/products' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.account_number).toBe('An account is required.');
  });
});

describe('provision', () => {
  it('requires every field of the form, one message each', async () => {
    const res = await sat.post('/starlink/provision', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      account_number: 'An account is required.',
      product_id: 'A product is required.',
      user_terminal_id: 'A terminal is required.',
      name: 'A name is required.',
      address: 'The full address is required.',
      postal_code: 'A postal code is required.',
      region_code: 'A region code is required.',
      locality: 'A locality is required.',
      latitude: 'A latitude between -90 and 90 is required.',
      longitude: 'A longitude between -180 and 180 is required.',
    });
    const far = await sat.post('/starlink/provision', form({ latitude: 91 }));
    expect(far.json().errors.latitude).toBe('A latitude between -90 and 90 is required.');
  });

  it('refuses an unknown product and a terminal already on a line, creating nothing', async () => {
    const lines = sim.serviceLines.length;
    const product = await sat.post('/starlink/provision', form({ product_id: 'NOPE' }));
    expect(product.statusCode).toBe(400);
    expect(product.json().errors.product_id).toBe(PROVISION_MESSAGES.product);
    const busy = sim.terminals.find((t) => t.accountNumber === ACCOUNT && t.serviceLineNumber)!;
    const taken = await sat.post('/starlink/provision', form({ user_terminal_id: busy.userTerminalId }));
    expect(taken.json().errors.user_terminal_id).toBe(PROVISION_MESSAGES.terminal);
    const same = await sat.post('/starlink/provision', form({ user_terminal_id_secondary: form().user_terminal_id }));
    expect(same.json().errors.user_terminal_id_secondary).toBe(PROVISION_MESSAGES.sameTerminal);
    expect(sim.serviceLines.length).toBe(lines);
    expect(sim.addresses.length).toBe(12);
  });

  it('completes a provisioning that stopped half way when the same form is sent again', async () => {
    const input = form({ name: 'Half way' });
    const addresses = sim.addresses.length;
    const lines = sim.serviceLines.length;
    sim.failNext('attachTerminal', 'User terminal is busy.');
    const stopped = (await sat.post('/starlink/provision', input)).json();
    expect(stopped).toEqual({
      success: false,
      message: 'Provisioning stopped at the terminals: User terminal is busy.',
      code: 'provision_stopped_terminals',
      params: { reason: 'User terminal is busy.' },
    });
    expect(sim.serviceLines.length).toBe(lines + 1);
    const again = (await sat.post('/starlink/provision', input)).json();
    expect(again.success).toBe(true);
    // The address and the line of the first attempt were used, not made twice.
    expect(sim.addresses.length).toBe(addresses + 1);
    expect(sim.serviceLines.length).toBe(lines + 1);
    const line = sim.serviceLines.at(-1)!;
    expect(again.message).toBe(PROVISION_MESSAGES.done(line.serviceLineNumber));
    const mirrored = await sat.get(`/starlink_service_lines/${again.id}`);
    expect(mirrored).toMatchObject({
      service_line_number: line.serviceLineNumber,
      nickname: 'Half way',
      terminals_count: 1,
      status: 'active',
      starlink_address: expect.stringContaining('Quai du Commerce 7'),
    });
    const terminal = (await sat.get(`/starlink_terminals/?starlink_service_line_id=${again.id}`)).results[0];
    expect(terminal.terminal_id).toBe(input.user_terminal_id);
  });

  it('provisions with two terminals', async () => {
    const other = 'ACC-3309125-60981-27';
    const [first, second] = (await sat.get(`/starlink/terminals?account_number=${other}&available=true`)).results;
    const res = (
      await sat.post(
        '/starlink/provision',
        form({
          account_number: other,
          product_id: 'SL-LP-1TB',
          name: 'Two dishes',
          user_terminal_id: first.userTerminalId,
          user_terminal_id_secondary: second.userTerminalId,
          address: 'Rue Neuve 1',
        }),
      )
    ).json();
    expect(res.success).toBe(true);
    expect((await sat.get(`/starlink_service_lines/${res.id}`)).terminals_count).toBe(2);
  });
});

describe('services and data pools', () => {
  let serviceId: number;
  let lineId: number;
  beforeAll(async () => {
    const line = (await sat.get('/starlink_service_lines/?status=active&is_opted_in=true&page_size=1')).results[0];
    lineId = line.id;
    const pkg = await c.createPackage();
    serviceId = (await c.createService(pkg.id, { type: 'starlink', price: 140, starlink_service_line_id: line.id })).id;
  });

  it('opts a STARLINK service out and in through its service line', async () => {
    const out = (await sat.post(`/services/${serviceId}/optout`)).json();
    expect(out).toEqual({ success: true, message: SATELLITE_MESSAGES.optout });
    expect((await sat.get(`/starlink_service_lines/${lineId}`)).is_opted_in).toBe(false);
    expect((await sat.get(`/services/${serviceId}`)).starlink_is_opted_into_overage).toBe(false);
    const back = (await sat.post(`/services/${serviceId}/optin`)).json();
    expect(back).toEqual({ success: true, message: SATELLITE_MESSAGES.optin });
    expect((await sat.get(`/services/${serviceId}`)).starlink_is_opted_into_overage).toBe(true);
    sim.failNext('optOut', 'Opt-out refused by the provider.');
    expect((await sat.post(`/services/${serviceId}/optout`)).json()).toEqual({
      success: false,
      message: 'Opt-out refused by the provider.',
      code: 'provider_refused',
      params: { reason: 'Opt-out refused by the provider.', system: 'starlink' },
    });
    expect((await sat.get(`/services/${serviceId}`)).starlink_is_opted_into_overage).toBe(true);
  });

  it('refuses opt-in for other types and services without a service line', async () => {
    const pkg = await c.createPackage();
    const data = await c.createService(pkg.id, { type: 'data' });
    const res = await sat.post(`/services/${data.id}/optin`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${SATELLITE_MESSAGES.optinTypes} This one is DATA.`);
    const bare = await c.createService(pkg.id, { type: 'starlink_data_pool' });
    expect((await sat.post(`/services/${bare.id}/optout`)).json().message).toBe(SATELLITE_MESSAGES.serviceWithoutLine);
  });

  it('tops up a STARLINK service with 50 GB, recorded for the month-end invoicing', async () => {
    const res = (await sat.post(`/services/${serviceId}/topup`)).json();
    expect(res).toEqual({ success: true, message: SATELLITE_MESSAGES.topup });
    const s = await sat.get(`/services/${serviceId}`);
    expect(s).toMatchObject({ top_up_blocks_count: 1, top_up_blocks_total_data: STARLINK_TOPUP_GB });
    expect(s.top_up_blocks_history).toEqual([
      { source: 'console', data_amount: 50, start_date: expect.any(String), expiration_date: expect.stringMatching(/^\d{4}-\d{2}-(28|29|30|31)$/) },
    ]);
    sim.failNext('topUp', 'Top-up limit reached.');
    // A second top-up at once is a repeat unless it carries its own Idempotency-Key (decision 0060).
    const second = await sat.staff({ method: 'POST', url: `/api/v1/services/${serviceId}/topup`, payload: {}, headers: { 'idempotency-key': 'second' } });
    expect(second.json()).toEqual({
      success: false,
      message: 'Top-up limit reached.',
      code: 'provider_refused',
      params: { reason: 'Top-up limit reached.', system: 'starlink' },
    });
    expect((await sat.get(`/services/${serviceId}`)).top_up_blocks_count).toBe(1);
    const pool = await c.createService((await c.createPackage()).id, { type: 'starlink_data_pool', starlink_service_line_id: lineId });
    const refused = await sat.post(`/services/${pool.id}/topup`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${SATELLITE_MESSAGES.topupTypes} This one is STARLINK_DATA_POOL.`);
  });

  it('suspends a starlink data pool: every service line of it opted out', async () => {
    const pool = (
      await sat.post('/data_pools/', {
        type: 'starlink',
        invoicing_address_id: c.addressId,
        customer_id: c.customerId,
        data_included: 1000,
        data_price: 990,
        data_extra_price: 1.5,
      })
    ).json();
    const cellular = (
      await sat.post('/data_pools/', {
        type: 'cellular',
        invoicing_address_id: c.addressId,
        customer_id: c.customerId,
        data_included: 1000,
        data_price: 990,
        data_extra_price: 1.5,
      })
    ).json();
    const lines = (await sat.get('/starlink_service_lines/?status=active&is_opted_in=true&page_size=3')).results;
    const pkg = await c.createPackage({ starlink_data_pool_id: pool.id });
    for (const l of lines.slice(0, 2)) await c.createService(pkg.id, { type: 'starlink_data_pool', starlink_service_line_id: l.id });
    await c.createService((await c.createPackage()).id, { type: 'starlink_data_pool', data_pool_id: pool.id, starlink_service_line_id: lines[2].id });
    sim.failNext('optOut', 'Provider busy.');
    const partly = (await sat.post(`/data_pools/${pool.id}/deactivate`)).json();
    expect(partly.success).toBe(false);
    expect(partly.message).toMatch(/^1 service line\(s\) were not opted out: SL-.*: Provider busy\.$/);
    expect(partly).toMatchObject({ code: 'data_pool_partly_opted_out', params: { count: 1 } });
    expect(partly.params.failures).toMatch(/^SL-.*: Provider busy\.$/);
    const done = (await sat.post(`/data_pools/${pool.id}/deactivate`)).json();
    expect(done).toEqual({
      success: true,
      id: pool.id,
      message: 'All Starlink Service Lines are opted-out from the DataPool. Starlink Terminal Access fees are still due',
    });
    for (const l of lines) expect((await sat.get(`/starlink_service_lines/${l.id}`)).is_opted_in).toBe(false);
    const notStarlink = await sat.post(`/data_pools/${cellular.id}/deactivate`);
    expect(notStarlink.statusCode).toBe(409);
    expect(notStarlink.json().message).toBe(`${SATELLITE_MESSAGES.poolNotStarlink} This one is cellular.`);
  });
});
