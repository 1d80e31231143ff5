// The Starlink public API v2 client against a local server speaking v2 as the provider's OpenAPI
// document defines it (starlink-v2-server.ts): token and renewal, one credential per account, the
// rate limit and retries, the provider's message, and each call's request and answer.
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { IntegrationError } from '../../src/integrations/http.ts';
import { NOT_OFFERED, SatelliteClient } from '../../src/integrations/satellite/client.ts';
import { parseCredentialList, starlinkCredentials } from '../../src/integrations/satellite/credentials.ts';
import { json, type SeenRequest } from '../support/fake-http.ts';
import { ok, pageOf, refusal, v2Provider, type V2Credential } from '../support/starlink-v2-server.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const ACCT = 'ACC-511274-31364-54';
const ACCT2 = 'ACC-2284913-71452-18';
const CRED: V2Credential = { clientId: 'id', clientSecret: 'secret', accountNumber: ACCT };
const CRED2: V2Credential = { clientId: 'id2', clientSecret: 'secret2', accountNumber: ACCT2 };
const ACCOUNTS: Record<string, unknown> = {
  [ACCT]: { accountNumber: ACCT, regionCode: 'BE', accountName: 'Fleet North', activeSuspensions: [] },
  [ACCT2]: { accountNumber: ACCT2, regionCode: 'NL', accountName: 'Fleet South', activeSuspensions: [] },
};
type Req = SeenRequest & { op: string; account: string };

/** A v2 provider and a client of it (with a test clock: sleeps advance it, nothing waits). */
async function setup(
  handler: (req: Req, res: ServerResponse) => unknown,
  opts: { expiresIn?: number; credentials?: V2Credential[]; telemetryBatchSize?: number } = {},
) {
  const credentials = opts.credentials ?? [CRED];
  const p = await v2Provider(credentials, (req, res) => (req.op === 'GET /public/v2/account' ? ok(res, ACCOUNTS[req.account]) : handler(req, res)), opts);
  close = p.server.close;
  const sleeps: number[] = [];
  let clock = 1_000_000;
  const client = new SatelliteClient({
    baseUrl: `${p.server.url}/api`,
    tokenUrl: `${p.server.url}/api/auth/connect/token`,
    telemetryUrl: `${p.server.url}/api/public/v2/telemetry/stream`,
    credentials: credentials.map(({ clientId, clientSecret }) => ({ clientId, clientSecret })),
    ratePerMinute: 5,
    backoffMs: 100,
    telemetryBatchSize: opts.telemetryBatchSize,
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
  });
  return { ...p, client, sleeps, tick: (ms: number) => (clock += ms), body: (op: string, i = 0) => JSON.parse(p.calls(op)[i].body) };
}
const notFound = (res: ServerResponse) => json(res, 404, {});
/** A provider that knows only its account. */
const onlyAccount = (_req: Req, res: ServerResponse) => notFound(res);

describe('Starlink v2 client: authentication, accounts and limits', () => {
  it('gets a client-credentials token once, renews it when it expires, and once more on a 401', async () => {
    const p = await setup(onlyAccount, { expiresIn: 120 });
    expect(await p.client.listAccounts()).toEqual([{ accountNumber: ACCT, accountName: 'Fleet North', regionCode: 'BE' }]);
    await p.client.listAccounts();
    expect(p.calls('POST /api/auth/connect/token')).toHaveLength(1);
    expect(new URLSearchParams(p.calls('POST /api/auth/connect/token')[0].body).get('grant_type')).toBe('client_credentials');
    p.tick(61_000); // past expires_in less the minute of margin
    await p.client.listAccounts();
    expect(p.calls('POST /api/auth/connect/token')).toHaveLength(2);
    p.revokeTokens();
    await p.client.listAccounts();
    expect(p.calls('POST /api/auth/connect/token')).toHaveLength(3);
    expect(p.calls('GET /public/v2/account').at(-1)?.headers.authorization).toBe('Bearer tok-3');
  });

  it('says authentication failed when the credentials are refused', async () => {
    const p = await setup(onlyAccount, { credentials: [CRED] });
    const client = new SatelliteClient({
      baseUrl: `${p.server.url}/api`,
      tokenUrl: `${p.server.url}/api/auth/connect/token`,
      telemetryUrl: `${p.server.url}/x`,
      credentials: [{ clientId: 'id', clientSecret: 'wrong' }],
    });
    await expect(client.listAccounts()).rejects.toThrow(/starlink: authentication failed \(HTTP 401/);
  });

  it('serves each account with its own credential (v2 paths carry no account number)', async () => {
    const p = await setup(
      (req, res) =>
        req.op === 'GET /public/v2/service-lines' ? ok(res, pageOf([{ serviceLineNumber: `SL-of-${req.account}`, active: true }])) : notFound(res),
      { credentials: [CRED, CRED2] },
    );
    expect(await p.client.listAccounts()).toEqual([
      { accountNumber: ACCT, accountName: 'Fleet North', regionCode: 'BE' },
      { accountNumber: ACCT2, accountName: 'Fleet South', regionCode: 'NL' },
    ]);
    expect((await p.client.listServiceLines(ACCT2)).map((l) => [l.serviceLineNumber, l.accountNumber])).toEqual([[`SL-of-${ACCT2}`, ACCT2]]);
    expect((await p.client.listServiceLines(ACCT)).map((l) => l.serviceLineNumber)).toEqual([`SL-of-${ACCT}`]);
    const before = p.apiCalls().length;
    // An account no credential serves: the accounts are asked again (a credential may have changed), then refused.
    await expect(p.client.optIn('ACC-UNKNOWN', 'SL-1')).rejects.toThrow('starlink: No Starlink credential is configured for account ACC-UNKNOWN.');
    expect(
      p
        .apiCalls()
        .slice(before)
        .map((r) => r.path),
    ).toEqual(['/api/public/v2/account', '/api/public/v2/account']);
  });

  it('reads several accounts from the configuration: STARLINK_CLIENT_ID/SECRET and STARLINK_CREDENTIALS pairs', () => {
    expect(starlinkCredentials({ STARLINK_CLIENT_ID: 'a', STARLINK_CLIENT_SECRET: 's', STARLINK_CREDENTIALS: 'b:t:with:colons, c:u ,a:dup' })).toEqual([
      { clientId: 'a', clientSecret: 's' },
      { clientId: 'b', clientSecret: 't:with:colons' },
      { clientId: 'c', clientSecret: 'u' },
    ]);
    expect(starlinkCredentials({ STARLINK_CLIENT_ID: 'a', STARLINK_CLIENT_SECRET: undefined, STARLINK_CREDENTIALS: undefined })).toEqual([]);
    expect(parseCredentialList('only-an-id')).toBeNull();
    expect(parseCredentialList('id:')).toBeNull();
    expect(() => loadConfig({ STARLINK_CREDENTIALS: 'id-without-secret' })).toThrow(
      'Invalid configuration: STARLINK_CREDENTIALS: Comma-separated clientId:clientSecret pairs.',
    );
    expect(starlinkCredentials(loadConfig({ STARLINK_CREDENTIALS: 'x:y' }))).toEqual([{ clientId: 'x', clientSecret: 'y' }]);
    expect(loadConfig({}).STARLINK_API_URL).toBe('https://starlink.com/api/');
  });

  it('waits for Retry-After on a 429 and backs off exponentially on a 503, then gives up', async () => {
    let n = 0;
    let always429 = false;
    const p = await setup((_req, res) => {
      n += 1;
      if (n === 1 || always429) return json(res, 429, refusal('Too many requests'), { 'retry-after': '7' });
      if (n <= 3) return json(res, 503, 'busy');
      return ok(res, pageOf([{ productReferenceId: 'P1', name: 'Local Priority' }]));
    });
    expect((await p.client.listProducts(ACCT))[0].name).toBe('Local Priority');
    expect(p.sleeps.slice(0, 3)).toEqual([7000, 200, 400]);
    always429 = true;
    const failing = await p.client.listProducts(ACCT).catch((e) => e);
    expect(failing).toBeInstanceOf(IntegrationError);
    expect(failing.message).toBe('starlink: Too many requests');
    expect(p.sleeps.filter((ms) => ms === 7000)).toHaveLength(1 + 4); // the first call, then 5 attempts in all
  });

  it('never sends more than the configured requests per minute', async () => {
    const p = await setup((_req, res) => ok(res, pageOf([])));
    for (let i = 0; i < 6; i += 1) await p.client.listProducts(ACCT);
    // 1 token + 1 account + 5 calls overfill the minute of 5: the rest waited for the window to move.
    expect(p.sleeps.length).toBeGreaterThan(0);
    expect(p.sleeps.every((ms) => ms <= 60_001)).toBe(true);
    const times = p.apiCalls().length;
    expect(times).toBe(7);
  });

  it('does not repeat a POST the provider may have taken (a 503 on opt-in is reported at once)', async () => {
    const p = await setup((_req, res) => json(res, 503, refusal('Service unavailable')));
    await expect(p.client.optIn(ACCT, 'SL-1')).rejects.toThrow('starlink: Service unavailable');
    expect(p.calls('POST /public/v2/service-lines/{sl}/data/opt-in')).toHaveLength(1);
  });

  it("answers the provider's own message from the v2 error body (422 ServiceResponse, or isValid false)", async () => {
    const p = await setup((req, res) =>
      req.op.endsWith('/opt-in')
        ? json(res, 422, refusal('Service line is not active.'))
        : json(res, 200, { content: null, ...refusal('Failed to reboot user terminal') }),
    );
    await expect(p.client.optIn(ACCT, 'SL-1')).rejects.toMatchObject({ message: 'starlink: Service line is not active.', status: 422 });
    await expect(p.client.reboot(ACCT, 'ut1')).rejects.toThrow('starlink: Failed to reboot user terminal');
  });
});

describe('Starlink v2 client: each call', () => {
  it('listAddresses reads every page of GET /public/v2/addresses', async () => {
    const p = await setup((req, res) => {
      if (req.op !== 'GET /public/v2/addresses') return notFound(res);
      const a = {
        addressReferenceId: '55ec6574-10d8-bd9c-1951-d4184f4ae467',
        addressLines: ['Kaai 1'],
        locality: 'Gent',
        administrativeArea: 'Oost-Vlaanderen',
        administrativeAreaCode: 'VOV',
        region: 'Belgium',
        regionCode: 'BE',
        postalCode: '9000',
        metadata: null,
        formattedAddress: 'Kaai 1, 9000 Gent, BE',
        latitude: 51.05,
        longitude: 3.72,
      };
      return ok(res, req.query.get('page') === '0' ? pageOf([a], false) : pageOf([{ ...a, addressReferenceId: 'a2', formattedAddress: null }], true, 1));
    });
    const list = await p.client.listAddresses(ACCT);
    expect(list[0]).toEqual({
      addressReferenceId: '55ec6574-10d8-bd9c-1951-d4184f4ae467',
      accountNumber: ACCT,
      formattedAddress: 'Kaai 1, 9000 Gent, BE',
      addressLines: ['Kaai 1'],
      locality: 'Gent',
      postalCode: '9000',
      administrativeArea: 'Oost-Vlaanderen',
      administrativeAreaCode: 'VOV',
      regionCode: 'BE',
      latitude: 51.05,
      longitude: 3.72,
      metadata: null,
    });
    expect(list[1].formattedAddress).toBe('Kaai 1, Gent, 9000');
    expect(p.calls('GET /public/v2/addresses').map((r) => r.query.get('page'))).toEqual(['0', '1']);
  });

  it('createAddress posts the AddressCreateRequest (formattedAddress, no deprecated region code) and reads the 201', async () => {
    const p = await setup((req, res) =>
      req.op === 'POST /public/v2/addresses'
        ? ok(res, { addressReferenceId: 'A9', ...JSON.parse(req.body), regionCode: 'BE', administrativeAreaCode: 'BRU' }, 201)
        : notFound(res),
    );
    const a = await p.client.createAddress({
      accountNumber: ACCT,
      addressLines: ['Quai du Commerce 7'],
      locality: 'Bruxelles',
      postalCode: '1000',
      regionCode: 'BE',
      administrativeAreaCode: 'BRU',
      latitude: 50.85,
      longitude: 4.35,
    });
    expect(a).toMatchObject({ addressReferenceId: 'A9', accountNumber: ACCT, regionCode: 'BE', formattedAddress: 'Quai du Commerce 7, 1000 Bruxelles, BE' });
    expect(p.body('POST /public/v2/addresses')).toEqual({
      addressLines: ['Quai du Commerce 7'],
      locality: 'Bruxelles',
      postalCode: '1000',
      formattedAddress: 'Quai du Commerce 7, 1000 Bruxelles, BE',
      latitude: 50.85,
      longitude: 4.35,
    });
  });

  it('listServiceLines reads every page of GET /public/v2/service-lines: opt-in product, dates, recurring blocks', async () => {
    const p = await setup((req, res) => {
      if (req.op !== 'GET /public/v2/service-lines') return notFound(res);
      const first = {
        serviceLineNumber: 'AST-1',
        addressReferenceId: 'A1',
        nickname: 'Boat 1',
        productReferenceId: 'business-subscription-100',
        delayedProductId: null,
        optInProductId: 'OPT-1',
        startDate: '2025-01-02T00:00:00Z',
        endDate: null,
        publicIp: false,
        active: true,
        dataBlocks: {
          recurringBlocksCurrentBillingCycle: [
            { productId: 'blk', startDate: '2026-11-01T00:00:00Z', expirationDate: '2026-12-01T00:00:00Z', count: 2, dataAmount: 50, dataUnitType: 'GB' },
          ],
        },
      };
      const second = {
        serviceLineNumber: 'AST-2',
        productReferenceId: 'p',
        optInProductId: '',
        startDate: null,
        endDate: '2026-01-01T10:00:00Z',
        publicIp: false,
        active: false,
        dataBlocks: { recurringBlocksCurrentBillingCycle: [{ count: 1, dataAmount: 1, dataUnitType: 'TB' }] },
      };
      return ok(res, req.query.get('page') === '0' ? pageOf([first], false) : pageOf([second, { nickname: 'no number' }], true, 1));
    });
    const lines = await p.client.listServiceLines(ACCT);
    expect(lines[0]).toEqual({
      serviceLineNumber: 'AST-1',
      accountNumber: ACCT,
      addressReferenceId: 'A1',
      nickname: 'Boat 1',
      productReferenceId: 'business-subscription-100',
      active: true,
      startDate: '2025-01-02',
      endDate: null,
      isOptedIn: true,
      canPause: false,
      canResume: false,
      activeRecurringBlockQty: 2,
      activeRecurringBlockDataAmount: 50,
    });
    expect(
      lines.slice(1).map((l) => [l.serviceLineNumber, l.active, l.isOptedIn, l.endDate, l.activeRecurringBlockQty, l.activeRecurringBlockDataAmount]),
    ).toEqual([['AST-2', false, false, '2026-01-01', 1, 1000]]);
    expect(p.calls('GET /public/v2/service-lines').map((r) => [r.query.get('page'), r.query.get('orderByCreatedDateDescending')])).toEqual([
      ['0', 'false'],
      ['1', 'false'],
    ]);
  });

  it('getServiceLine reads GET /public/v2/service-lines/{serviceLineNumber}', async () => {
    const p = await setup((req, res) =>
      req.op === 'GET /public/v2/service-lines/{sl}'
        ? ok(res, { serviceLineNumber: decodeURIComponent(req.path.split('/').pop()!), productReferenceId: 'p', optInProductId: null, active: true })
        : notFound(res),
    );
    expect(await p.client.getServiceLine(ACCT, 'AST 1')).toMatchObject({ serviceLineNumber: 'AST 1', isOptedIn: false, active: true });
    expect(p.calls('GET /public/v2/service-lines/{sl}')[0].path).toBe('/api/public/v2/service-lines/AST%201');
  });

  it('createServiceLine posts ServiceLineCreateRequestV2, reads the 201 and names it with PUT .../nickname', async () => {
    const p = await setup((req, res) => {
      if (req.op === 'POST /public/v2/service-lines')
        return ok(res, { serviceLineNumber: 'AST-9', ...JSON.parse(req.body), nickname: null, active: true }, 201);
      if (req.op === 'PUT /public/v2/service-lines/{sl}/nickname') return ok(res, null);
      return notFound(res);
    });
    const sl = await p.client.createServiceLine({ accountNumber: ACCT, addressReferenceId: 'A9', productReferenceId: 'P1', nickname: 'Boat 9' });
    expect(sl).toMatchObject({ serviceLineNumber: 'AST-9', nickname: 'Boat 9', productReferenceId: 'P1', addressReferenceId: 'A9', active: true });
    expect(p.body('POST /public/v2/service-lines')).toEqual({ addressReferenceId: 'A9', productReferenceId: 'P1' });
    expect(p.calls('PUT /public/v2/service-lines/{sl}/nickname')[0].path).toBe('/api/public/v2/service-lines/AST-9/nickname');
    expect(p.body('PUT /public/v2/service-lines/{sl}/nickname')).toEqual({ nickname: 'Boat 9' });
  });

  it('listTerminals reads every page of GET /public/v2/user-terminals, each terminal once', async () => {
    const p = await setup((req, res) =>
      req.op === 'GET /public/v2/user-terminals'
        ? ok(
            res,
            req.query.get('page') === '0'
              ? pageOf(
                  [
                    {
                      userTerminalId: '00020900-002220cc-225b9199',
                      nickname: null,
                      kitSerialNumber: 'KIT00142069',
                      dishSerialNumber: '2DHT00542069',
                      serviceLineNumber: 'AST-1',
                      l2VpnCircuits: [],
                      routers: [],
                    },
                    { kitSerialNumber: 'no id' },
                  ],
                  false,
                )
              : pageOf([{ userTerminalId: '00020900-002220cc-225b9199', kitSerialNumber: 'moved between pages' }], true, 1),
          )
        : notFound(res),
    );
    expect(await p.client.listTerminals(ACCT)).toEqual([
      {
        userTerminalId: '00020900-002220cc-225b9199',
        kitSerialNumber: 'KIT00142069',
        dishSerialNumber: '2DHT00542069',
        accountNumber: ACCT,
        serviceLineNumber: 'AST-1',
        active: true,
      },
    ]);
    // The terminal that came again on the next page (the list moved while it was read) is kept once.
    expect(p.calls('GET /public/v2/user-terminals').map((r) => r.query.get('page'))).toEqual(['0', '1']);
  });

  it('attachTerminal posts DeviceIdRequest to /public/v2/service-lines/{sl}/user-terminals', async () => {
    const p = await setup((req, res) => (req.op === 'POST /public/v2/service-lines/{sl}/user-terminals' ? ok(res, null) : notFound(res)));
    await p.client.attachTerminal(ACCT, 'ut1', 'AST-1');
    expect(p.calls('POST /public/v2/service-lines/{sl}/user-terminals')[0].path).toBe('/api/public/v2/service-lines/AST-1/user-terminals');
    expect(p.body('POST /public/v2/service-lines/{sl}/user-terminals')).toEqual({ deviceId: 'ut1' });
  });

  it('listProducts reads every page of GET /public/v2/products', async () => {
    const p = await setup((req, res) =>
      req.op === 'GET /public/v2/products'
        ? ok(
            res,
            req.query.get('page') === '0'
              ? pageOf(
                  [
                    {
                      productReferenceId: 'P1',
                      name: 'Local Priority',
                      price: 65,
                      isoCurrencyCode: 'EUR',
                      isSla: false,
                      maxNumberOfUserTerminals: 1,
                      dataProducts: { topUpProduct: null, dataBlockProducts: [] },
                    },
                  ],
                  false,
                )
              : pageOf([{ productReferenceId: 'P2', name: 'Global', price: null, maxNumberOfUserTerminals: null }], true, 1),
          )
        : notFound(res),
    );
    expect(await p.client.listProducts(ACCT)).toEqual([
      { productReferenceId: 'P1', name: 'Local Priority', price: 65, isoCurrencyCode: 'EUR', maxNumberOfUserTerminals: 1 },
      { productReferenceId: 'P2', name: 'Global', price: null, isoCurrencyCode: null, maxNumberOfUserTerminals: null },
    ]);
  });

  it('billingCycles queries POST /public/v2/data-usage/query page by page; the service plan is per line', async () => {
    const line = (n: string) => ({
      accountNumber: ACCT,
      serviceLineNumber: n,
      startDate: '2026-10-01T00:00:00Z',
      endDate: '2026-11-30T23:59:59Z',
      billingCycles: [
        { startDate: '2026-10-01T00:00:00Z', endDate: '2026-10-31T23:59:59Z', dailyDataUsage: [], overageLines: [], dataPoolUsage: [], totalPriorityGB: 0 },
        {
          startDate: '2026-11-01T00:00:00Z',
          endDate: '2026-11-30T23:59:59Z',
          dailyDataUsage: [{ date: '2026-11-02T00:00:00Z', priorityGB: 1.5, optInPriorityGB: 0.25, standardGB: 0.5, nonBillableGB: 0.01 }, { date: 'bad' }],
        },
      ],
      servicePlan: { isoCurrencyCode: 'EUR', isMobilePlan: false, isOptedIntoOverage: true, productId: 'P1', usageLimitGB: 50, dataCategoryMapping: {} },
      lastUpdated: null,
    });
    const p = await setup((req, res) =>
      req.op === 'POST /public/v2/data-usage/query'
        ? ok(res, req.query.get('page') === '0' ? { ...pageOf([line('AST-1')], false), limit: 50 } : { ...pageOf([line('AST-2')], true, 1), limit: 50 })
        : notFound(res),
    );
    const cycles = await p.client.billingCycles(ACCT, 1);
    expect(cycles.map((c) => [c.serviceLineNumber, c.startDate, c.endDate])).toEqual([
      ['AST-1', '2026-10-01', '2026-10-31'],
      ['AST-1', '2026-11-01', '2026-11-30'],
      ['AST-2', '2026-10-01', '2026-10-31'],
      ['AST-2', '2026-11-01', '2026-11-30'],
    ]);
    expect(cycles[1]).toEqual({
      serviceLineNumber: 'AST-1',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      usageLimitGB: 50,
      isOptedIntoOverage: true,
      currency: 'EUR',
      dailyDataUsage: [{ date: '2026-11-02', priorityGB: 1.5, optInPriorityGB: 0.25, standardGB: 0.5, nonBillableGB: 0.01 }],
    });
    const calls = p.calls('POST /public/v2/data-usage/query');
    expect(calls.map((r) => [r.query.get('page'), r.query.get('limit')])).toEqual([
      ['0', '50'],
      ['1', '50'],
    ]);
    expect(JSON.parse(calls[0].body)).toEqual({ previousBillingCycles: 1, activeServiceLinesOnly: false });
  });

  it('optIn and optOut post to .../data/opt-in and .../data/opt-out without a body', async () => {
    const optIn = { productId: 'OPT-1', activatedDate: '2026-11-24T10:00:00Z', deactivatedDate: null, isInOptInCoolDown: false };
    const p = await setup((req, res) => (req.op.endsWith('/data/opt-in') || req.op.endsWith('/data/opt-out') ? ok(res, optIn) : notFound(res)));
    await p.client.optIn(ACCT, 'AST 1');
    await p.client.optOut(ACCT, 'AST 1');
    expect(
      p
        .apiCalls()
        .slice(1)
        .map((r) => [r.method, r.path, r.body]),
    ).toEqual([
      ['POST', '/api/public/v2/service-lines/AST%201/data/opt-in', ''],
      ['POST', '/api/public/v2/service-lines/AST%201/data/opt-out', ''],
    ]);
  });

  it("topUp posts one block of the line's top-up product (AddDataBlockRequest), and refuses without a POST when there is none", async () => {
    const products = [
      {
        productReferenceId: 'P1',
        name: 'Local Priority 50 GB',
        dataProducts: { topUpProduct: { productId: 'TOPUP-50GB', price: 10, isoCurrencyCode: 'EUR', dataAmount: 50, dataUnit: 'GB' }, dataBlockProducts: [] },
      },
      { productReferenceId: 'P2', name: 'Unlimited', dataProducts: { topUpProduct: null, dataBlockProducts: [] } },
      {
        productReferenceId: 'P3',
        name: 'Global 1 TB',
        dataProducts: { topUpProduct: { productId: 'TOPUP-1TB', price: 100, isoCurrencyCode: 'EUR', dataAmount: 1, dataUnit: 'TB' }, dataBlockProducts: [] },
      },
    ];
    const productOf: Record<string, string> = { 'AST-1': 'P1', 'AST-2': 'P2', 'AST-3': 'P3' };
    const p = await setup((req, res) => {
      const sl = req.path.split('/')[5];
      if (req.op === 'GET /public/v2/service-lines/{sl}') return ok(res, { serviceLineNumber: sl, productReferenceId: productOf[sl], active: true });
      if (req.op === 'GET /public/v2/products') return ok(res, pageOf(products));
      if (req.op === 'POST /public/v2/service-lines/{sl}/data/top-up') return ok(res, null);
      return notFound(res);
    });
    await p.client.topUp(ACCT, 'AST-1');
    expect(p.calls('POST /public/v2/service-lines/{sl}/data/top-up')[0].path).toBe('/api/public/v2/service-lines/AST-1/data/top-up');
    expect(p.body('POST /public/v2/service-lines/{sl}/data/top-up')).toEqual({ productId: 'TOPUP-50GB', count: 1 });
    await expect(p.client.topUp(ACCT, 'AST-2')).rejects.toThrow('starlink: The product P2 of service line AST-2 offers no top-up data.');
    await expect(p.client.topUp(ACCT, 'AST-3')).rejects.toThrow('starlink: The top-up of product P3 is 1000 GB, not the 50 GB the console charges.');
    expect(p.calls('POST /public/v2/service-lines/{sl}/data/top-up')).toHaveLength(1);
  });

  it('deactivate sends DELETE /public/v2/service-lines/{sl}?endNow=true', async () => {
    const p = await setup((req, res) => (req.op === 'DELETE /public/v2/service-lines/{sl}' ? ok(res, null) : notFound(res)));
    await p.client.deactivate(ACCT, 'AST-1');
    const [call] = p.calls('DELETE /public/v2/service-lines/{sl}');
    expect([call.path, call.query.get('endNow'), call.body]).toEqual(['/api/public/v2/service-lines/AST-1', 'true', '']);
  });

  it('reboot posts /public/v2/user-terminals/{deviceId}/reboot without a body', async () => {
    const p = await setup((req, res) => (req.op === 'POST /public/v2/user-terminals/{ut}/reboot' ? ok(res, null) : notFound(res)));
    await p.client.reboot(ACCT, '00020900-002220cc-225b9199');
    const [call] = p.calls('POST /public/v2/user-terminals/{ut}/reboot');
    expect([call.path, call.body]).toEqual(['/api/public/v2/user-terminals/00020900-002220cc-225b9199/reboot', '']);
  });

  it('telemetry drains the stream of the account (batchSize, maxLingerMs), reads columns by name, keeps the newest sample and names the alerts', async () => {
    const cols = [
      'DeviceType',
      'UtcTimestampNs',
      'DeviceId',
      'DownlinkThroughput',
      'UplinkThroughput',
      'PingDropRateAvg',
      'PingLatencyMsAvg',
      'ObstructionPercentTime',
      'Uptime',
      'SignalQuality',
      'ActiveAlert',
    ];
    const batches = [
      [
        ['u', 1_700_000_000_000_000_000, 'ut1', 100, 10, 0.01, 30, 2, 500, 0.9, []],
        ['r', 1_700_000_000_000_000_000, 'Router-1'],
      ],
      [['u', 1_700_000_060_000_000_000, 'ut1', 120.5, 12, 0.02, 31, 1.5, 560, 0.8, [54, 99]]],
    ];
    let n = 0;
    const p = await setup(
      (req, res) => {
        if (req.op !== 'POST /public/v2/telemetry/stream') return notFound(res);
        const values = batches[n] ?? [];
        // Columns are read anew in each answer: the second names the alert column ActiveAlerts.
        const u = n++ === 0 ? cols : cols.map((c) => (c === 'ActiveAlert' ? 'ActiveAlerts' : c));
        return json(res, 200, {
          data: { columnNamesByDeviceType: { r: ['DeviceType', 'UtcTimestampNs', 'DeviceId'], u }, values },
          metadata: {
            enums: {
              DeviceType: { u: 'UserTerminal', r: 'Router', i: 'IpAllocs' },
              AlertsByDeviceType: { u: { '54': 'mast_not_vertical', '80': 'thermal_shutdown' } },
            },
          },
        });
      },
      { telemetryBatchSize: 2 },
    );
    expect(await p.client.telemetry(ACCT)).toEqual([
      {
        userTerminalId: 'ut1',
        ts: '2023-11-14T22:14:20.000Z',
        state: 'online',
        downlinkSpeed: 120.5,
        uplinkSpeed: 12,
        latency: 31,
        pingDrop: 2,
        obstructedTime: 1.5,
        uptime: 560,
        softwareUpdateState: null,
        alerts: ['mast_not_vertical', '99'],
      },
    ]);
    // A full batch (2 of 2) is followed by another; the short one ends the drain.
    expect(p.calls('POST /public/v2/telemetry/stream').map((r) => JSON.parse(r.body))).toEqual([
      { batchSize: 2, maxLingerMs: 1000 },
      { batchSize: 2, maxLingerMs: 1000 },
    ]);
  });

  it('telemetry answers no samples for an empty batch, and refuses an answer that is not a batch', async () => {
    let answer: unknown = { data: { columnNamesByDeviceType: {}, values: [] }, metadata: { enums: {} } };
    const p = await setup((req, res) => (req.op === 'POST /public/v2/telemetry/stream' ? json(res, 200, answer) : notFound(res)));
    expect(await p.client.telemetry(ACCT)).toEqual([]);
    answer = ['not', 'a', 'batch'];
    await expect(p.client.telemetry(ACCT)).rejects.toThrow('starlink: answered something other than a telemetry batch');
  });

  it('is checked by a local server that refuses what the v2 document does not define (a v1 path, an unknown member)', async () => {
    const p = await setup(onlyAccount);
    const token = (
      await (
        await fetch(`${p.server.url}/api/auth/connect/token`, {
          method: 'POST',
          body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'id', client_secret: 'secret' }),
        })
      ).json()
    ).access_token;
    const send = async (method: string, path: string, body?: unknown) =>
      (
        await fetch(`${p.server.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).json();
    expect((await send('DELETE', `/enterprise/v1/account/${ACCT}/service-lines/SL-1/opt-in`)).errors[0].errorMessage).toBe(
      `not a v2 path: /enterprise/v1/account/${ACCT}/service-lines/SL-1/opt-in`,
    );
    expect((await send('POST', '/api/public/v2/service-lines/SL-1/data/top-up', { dataBlockType: 'TOP_UP' })).errors[0].errorMessage).toBe(
      'POST /public/v2/service-lines/{sl}/data/top-up: missing productId,count, not allowed dataBlockType',
    );
    expect((await send('POST', '/api/public/v2/service-lines/SL-1/data/opt-in', {})).errors[0].errorMessage).toBe(
      'POST /public/v2/service-lines/{sl}/data/opt-in takes no body',
    );
  });

  it('refuses what the public API does not offer (pause, resume, stow, unstow, dish status, obstruction map) without a request', async () => {
    const p = await setup((_req, res) => ok(res, {}));
    const refusals: [string, () => Promise<unknown>][] = [
      ['Pausing a service line', () => p.client.pause(ACCT, 'SL-1')],
      ['Resuming a service line', () => p.client.resume(ACCT, 'SL-1')],
      ['Stowing a dish', () => p.client.stow(ACCT, 'ut1')],
      ['Unstowing a dish', () => p.client.unstow(ACCT, 'ut1')],
      ["A dish's own status (OOB)", () => p.client.terminalStatus(ACCT, 'ut1')],
      ['The obstruction map', () => p.client.obstructionMap(ACCT, 'ut1')],
    ];
    for (const [what, call] of refusals) await expect(call()).rejects.toThrow(`starlink: ${what} ${NOT_OFFERED}.`);
    expect(p.server.requests).toHaveLength(0);
  });
});
