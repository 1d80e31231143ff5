// The Starlink Enterprise API client against a local server speaking that API: token and renewal,
// the rate limit and retries, and each call's request and answer.
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_OFFERED, SatelliteClient } from '../src/integrations/satellite/client.ts';
import { IntegrationError } from '../src/integrations/http.ts';
import { fakeServer, json, type SeenRequest } from './fake-http.ts';

let server: Awaited<ReturnType<typeof fakeServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ok = (res: ServerResponse, content: unknown) => json(res, 200, { content, errors: [], warnings: [], information: [], isValid: true });
const page = (results: unknown[], isLastPage = true, pageIndex = 0) => ({ pageIndex, limit: 2, isLastPage, results, totalCount: results.length });
const ACCT = 'ACC-1';

/** A provider with a token endpoint that issues tok-1, tok-2...; a call with an old token gets 401. */
async function provider(handler: (req: SeenRequest, res: ServerResponse) => unknown, opts: { expiresIn?: number } = {}) {
  let issued = 0;
  let valid = '';
  server = await fakeServer((req, res) => {
    if (req.path === '/auth/token') {
      const form = new URLSearchParams(req.body);
      if (form.get('grant_type') !== 'client_credentials' || form.get('client_id') !== 'id' || form.get('client_secret') !== 'secret') {
        return json(res, 401, { error: 'invalid_client' });
      }
      issued += 1;
      valid = `tok-${issued}`;
      return json(res, 200, { access_token: valid, token_type: 'Bearer', expires_in: opts.expiresIn ?? 900 });
    }
    if (req.headers.authorization !== `Bearer ${valid}`) return json(res, 401, { error: 'expired' });
    return handler(req, res);
  });
  const sleeps: number[] = [];
  let clock = 1_000_000;
  const client = new SatelliteClient({
    baseUrl: `${server.url}/enterprise/v1`,
    tokenUrl: `${server.url}/auth/token`,
    telemetryUrl: `${server.url}/telemetry/stream/v1/telemetry`,
    clientId: 'id',
    clientSecret: 'secret',
    ratePerMinute: 5,
    backoffMs: 100,
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
  });
  return {
    client,
    sleeps,
    tick: (ms: number) => (clock += ms),
    expire: () => (valid = 'revoked'),
    calls: (path: string) => server!.requests.filter((r) => r.path === path),
  };
}

describe('Starlink client: authentication and limits', () => {
  it('gets a client-credentials token once, renews it when it expires, and once more on a 401', async () => {
    const p = await provider((req, res) => (req.path === '/enterprise/v1/accounts' ? ok(res, page([{ accountNumber: 'ACC-1', accountName: 'Fleet', regionCode: 'BE' }])) : json(res, 404, {})), { expiresIn: 120 });
    expect(await p.client.listAccounts()).toEqual([{ accountNumber: 'ACC-1', accountName: 'Fleet', regionCode: 'BE' }]);
    await p.client.listAccounts();
    expect(p.calls('/auth/token')).toHaveLength(1);
    p.tick(61_000); // past expires_in less the minute of margin
    await p.client.listAccounts();
    expect(p.calls('/auth/token')).toHaveLength(2);
    p.expire();
    await p.client.listAccounts();
    expect(p.calls('/auth/token')).toHaveLength(3);
    expect(p.calls('/enterprise/v1/accounts').at(-1)?.headers.authorization).toBe('Bearer tok-3');
  });

  it('says authentication failed when the credentials are refused', async () => {
    server = await fakeServer((_req, res) => json(res, 401, { error: 'invalid_client' }));
    const client = new SatelliteClient({ baseUrl: server.url, tokenUrl: `${server.url}/t`, telemetryUrl: `${server.url}/x`, clientId: 'a', clientSecret: 'b' });
    await expect(client.listAccounts()).rejects.toThrow(/starlink: authentication failed \(HTTP 401/);
  });

  it('waits for Retry-After on a 429 and backs off exponentially on a 503, then gives up', async () => {
    let n = 0;
    let always429 = false;
    const p = await provider((req, res) => {
      n += 1;
      if (n === 1 || always429) return json(res, 429, { errors: [{ errorMessage: 'Too many requests' }] }, { 'retry-after': '7' });
      if (n <= 3) return json(res, 503, 'busy');
      return ok(res, page([{ accountNumber: 'ACC-9' }]));
    });
    expect((await p.client.listAccounts())[0].accountName).toBe('ACC-9');
    expect(p.sleeps.slice(0, 3)).toEqual([7000, 200, 400]);
    always429 = true;
    const failing = await p.client.listAccounts().catch((e) => e);
    expect(failing).toBeInstanceOf(IntegrationError);
    expect(failing.message).toBe('starlink: Too many requests');
    expect(p.sleeps.filter((ms) => ms === 7000)).toHaveLength(1 + 4); // the first call, then 5 attempts in all
  });

  it('never sends more than the configured requests per minute', async () => {
    const p = await provider((_req, res) => ok(res, page([])));
    for (let i = 0; i < 6; i += 1) await p.client.listAccounts();
    // 1 token + 5 calls fill the minute of 5: the rest waited for the window to move.
    expect(p.sleeps.length).toBeGreaterThan(0);
    expect(p.sleeps.every((ms) => ms <= 60_001)).toBe(true);
  });

  it('does not repeat a POST the provider may have taken (a 503 on opt-in is reported at once)', async () => {
    const p = await provider((_req, res) => json(res, 503, { errors: [{ errorMessage: 'Service unavailable' }] }));
    await expect(p.client.optIn(ACCT, 'SL-1')).rejects.toThrow('starlink: Service unavailable');
    expect(p.calls('/enterprise/v1/account/ACC-1/service-lines/SL-1/opt-in')).toHaveLength(1);
  });

  it("answers the provider's own message when it refuses (isValid false)", async () => {
    const p = await provider((_req, res) => json(res, 200, { content: null, errors: [{ errorMessage: 'Service line is not active.' }], isValid: false }));
    await expect(p.client.optIn(ACCT, 'SL-1')).rejects.toThrow('starlink: Service line is not active.');
  });
});

describe('Starlink client: each call', () => {
  it('reads every page of addresses, service lines and terminals', async () => {
    const p = await provider((req, res) => {
      const pg = Number(req.query.get('page'));
      if (req.path === '/enterprise/v1/account/ACC-1/addresses')
        return ok(res, page([{ addressReferenceId: 'A1', addressLines: ['Kaai 1'], locality: 'Gent', postalCode: '9000', regionCode: 'BE', administrativeAreaCode: 'VOV', latitude: 51, longitude: '3.7' }]));
      if (req.path === '/enterprise/v1/account/ACC-1/service-lines')
        return ok(res, pg === 0 ? page([{ serviceLineNumber: 'SL-1', addressReferenceId: 'A1', productReferenceId: 'P', active: true, optInProductId: 'OPT', startDate: '2025-01-02T00:00:00' }], false) : page([{ serviceLineNumber: 'SL-2', active: false, endDate: '2026-01-01' }], true, 1));
      if (req.path === '/enterprise/v1/account/ACC-1/user-terminals') return ok(res, page([{ userTerminalId: 'ut1', kitSerialNumber: 'KIT1', dishSerialNumber: 'D1', serviceLineNumber: 'SL-1', active: true }, { kitSerialNumber: 'no id' }]));
      return json(res, 404, {});
    });
    expect(await p.client.listAddresses(ACCT)).toEqual([
      { addressReferenceId: 'A1', accountNumber: ACCT, formattedAddress: 'Kaai 1, Gent, 9000', addressLines: ['Kaai 1'], locality: 'Gent', postalCode: '9000', administrativeArea: null, administrativeAreaCode: 'VOV', regionCode: 'BE', latitude: 51, longitude: 3.7, metadata: null },
    ]);
    const lines = await p.client.listServiceLines(ACCT);
    expect(lines.map((l) => [l.serviceLineNumber, l.active, l.isOptedIn, l.startDate, l.endDate])).toEqual([
      ['SL-1', true, true, '2025-01-02', null],
      ['SL-2', false, false, null, '2026-01-01'],
    ]);
    expect(p.calls('/enterprise/v1/account/ACC-1/service-lines').map((r) => r.query.get('page'))).toEqual(['0', '1']);
    expect(await p.client.listTerminals(ACCT)).toEqual([{ userTerminalId: 'ut1', kitSerialNumber: 'KIT1', dishSerialNumber: 'D1', accountNumber: ACCT, serviceLineNumber: 'SL-1', active: true }]);
  });

  it('sends the service-line commands to their paths and methods', async () => {
    const p = await provider((_req, res) => ok(res, {}));
    await p.client.optIn(ACCT, 'SL 1');
    await p.client.optOut(ACCT, 'SL 1');
    await p.client.topUp(ACCT, 'SL 1');
    await p.client.deactivate(ACCT, 'SL 1');
    await p.client.reboot(ACCT, 'ut1');
    await p.client.attachTerminal(ACCT, 'ut1', 'SL 1');
    const seen = server!.requests.filter((r) => r.path !== '/auth/token').map((r) => `${r.method} ${r.path.replace('/enterprise/v1/account/ACC-1', '')}`);
    expect(seen).toEqual([
      'POST /service-lines/SL%201/opt-in',
      'DELETE /service-lines/SL%201/opt-in',
      'POST /service-lines/SL%201/top-up-data',
      'DELETE /service-lines/SL%201',
      'POST /user-terminals/ut1/reboot',
      'POST /user-terminals/ut1/SL%201',
    ]);
    expect(JSON.parse(server!.requests.find((r) => r.path.endsWith('/top-up-data'))!.body)).toEqual({ dataBlockType: 'TOP_UP' });
  });

  it('creates an address and a named service line, and lists the products', async () => {
    const p = await provider((req, res) => {
      if (req.method === 'POST' && req.path.endsWith('/addresses')) return ok(res, { addressReferenceId: 'A9', ...JSON.parse(req.body) });
      if (req.method === 'POST' && req.path.endsWith('/service-lines')) return ok(res, { serviceLineNumber: 'SL-9', ...JSON.parse(req.body), active: true });
      if (req.method === 'PUT' && req.path.endsWith('/SL-9/nickname')) return ok(res, {});
      if (req.path.endsWith('/available-products')) return ok(res, [{ productReferenceId: 'P1', name: 'Local Priority', price: 65, isoCurrencyCode: 'EUR', maxNumberOfUserTerminals: 1 }]);
      return json(res, 404, {});
    });
    const a = await p.client.createAddress({ accountNumber: ACCT, addressLines: ['Kaai 1'], locality: 'Gent', postalCode: '9000', regionCode: 'BE', latitude: 51, longitude: 3.7 });
    expect(a.addressReferenceId).toBe('A9');
    expect(JSON.parse(server!.requests.find((r) => r.path.endsWith('/addresses'))!.body)).toEqual({ addressLines: ['Kaai 1'], locality: 'Gent', postalCode: '9000', regionCode: 'BE', latitude: 51, longitude: 3.7 });
    const sl = await p.client.createServiceLine({ accountNumber: ACCT, addressReferenceId: 'A9', productReferenceId: 'P1', nickname: 'Boat 1' });
    expect(sl).toMatchObject({ serviceLineNumber: 'SL-9', nickname: 'Boat 1', productReferenceId: 'P1', active: true });
    expect(JSON.parse(server!.requests.find((r) => r.method === 'PUT')!.body)).toEqual({ nickname: 'Boat 1' });
    expect(await p.client.listProducts(ACCT)).toEqual([{ productReferenceId: 'P1', name: 'Local Priority', price: 65, isoCurrencyCode: 'EUR', maxNumberOfUserTerminals: 1 }]);
  });

  it('reads the billing cycles with their daily usage', async () => {
    const p = await provider((req, res) =>
      ok(res, {
        pageIndex: 0,
        isLastPage: true,
        results: [
          {
            serviceLineNumber: 'SL-1',
            billingCycles: [
              { startDate: '2026-11-01T00:00:00Z', endDate: '2026-11-30T00:00:00Z', servicePlan: { usageLimitGB: 50, isOptedIntoOverage: true, isoCurrencyCode: 'EUR' }, dailyDataUsage: [{ date: '2026-11-02', priorityGB: 1.5, standardGB: '0.5' }, { date: 'bad' }] },
            ],
          },
        ],
      }),
    );
    expect(await p.client.billingCycles(ACCT, 1)).toEqual([
      { serviceLineNumber: 'SL-1', startDate: '2026-11-01', endDate: '2026-11-30', usageLimitGB: 50, isOptedIntoOverage: true, currency: 'EUR', dailyDataUsage: [{ date: '2026-11-02', priorityGB: 1.5, optInPriorityGB: 0, standardGB: 0.5, nonBillableGB: 0 }] },
    ]);
    const req = server!.requests.find((r) => r.path === '/enterprise/v1/accounts/ACC-1/billing-cycles/query')!;
    expect(req.method).toBe('POST');
    expect(JSON.parse(req.body)).toEqual({ pageIndex: 0, pageLimit: 50, previousBillingCycles: 1 });
  });

  it('reads the telemetry stream columns, keeps the newest sample per terminal and names the alerts', async () => {
    const p = await provider((req, res) => {
      if (req.path !== '/telemetry/stream/v1/telemetry') return json(res, 404, {});
      const cols = ['DeviceType', 'UtcTimestampNs', 'DeviceId', 'DownlinkThroughput', 'UplinkThroughput', 'PingDropRateAvg', 'PingLatencyMsAvg', 'ObstructionPercentTime', 'Uptime', 'ActiveAlerts'];
      return json(res, 200, {
        data: {
          columnNamesByDeviceType: { u: cols, r: ['DeviceType', 'UtcTimestampNs', 'DeviceId'] },
          values: [
            ['u', 1_700_000_000_000_000_000, 'ut1', 100, 10, 0.01, 30, 2, 500, []],
            ['r', 1_700_000_000_000_000_000, 'router1'],
            ['u', 1_700_000_060_000_000_000, 'ut1', 120.5, 12, 0.02, 31, 1.5, 560, [3]],
          ],
        },
        metadata: { enums: { AlertsByDeviceType: { u: { '3': 'mast_not_vertical' } } } },
      });
    });
    expect(await p.client.telemetry(ACCT)).toEqual([
      { userTerminalId: 'ut1', ts: '2023-11-14T22:14:20.000Z', state: 'online', downlinkSpeed: 120.5, uplinkSpeed: 12, latency: 31, pingDrop: 2, obstructedTime: 1.5, uptime: 560, softwareUpdateState: null, alerts: ['mast_not_vertical'] },
    ]);
    expect(JSON.parse(p.calls('/telemetry/stream/v1/telemetry')[0].body)).toMatchObject({ accountNumber: ACCT });
  });

  it('reads the v2 stream, whose alert column is ActiveAlert', async () => {
    const p = await provider((req, res) => {
      const cols = ['DeviceType', 'UtcTimestampNs', 'DeviceId', 'DownlinkThroughput', 'Uptime', 'ActiveAlert'];
      return json(res, 200, {
        data: { columnNamesByDeviceType: { u: cols }, values: [['u', 1_700_000_000_000_000_000, 'ut9', 50, 99, [54, 80]]] },
        metadata: { enums: { AlertsByDeviceType: { u: { '54': 'mast_not_vertical', '80': 'thermal_shutdown' } } } },
      });
    });
    expect((await p.client.telemetry(ACCT))[0]).toMatchObject({ userTerminalId: 'ut9', state: 'online', alerts: ['mast_not_vertical', 'thermal_shutdown'] });
  });

  it('refuses what the public API does not offer (pause, resume, stow, unstow, dish status, obstruction map) without a request', async () => {
    const p = await provider((_req, res) => ok(res, {}));
    const refusals: [string, () => Promise<unknown>][] = [
      ['Pausing a service line', () => p.client.pause(ACCT, 'SL-1')],
      ['Resuming a service line', () => p.client.resume(ACCT, 'SL-1')],
      ['Stowing a dish', () => p.client.stow(ACCT, 'ut1')],
      ['Unstowing a dish', () => p.client.unstow(ACCT, 'ut1')],
      ["A dish's own status (OOB)", () => p.client.terminalStatus(ACCT, 'ut1')],
      ['The obstruction map', () => p.client.obstructionMap(ACCT, 'ut1')],
    ];
    for (const [what, call] of refusals) await expect(call()).rejects.toThrow(`starlink: ${what} ${NOT_OFFERED}.`);
    expect(server!.requests).toHaveLength(0);
  });
});
