// Contract tests of the SIM provider clients: Telna against a server shaped as Telna Connect v2.1
// answers (telna-server.ts; what is public and what is assumed in telna-api.ts), Webbing against the
// shapes we had to assume (webbing-api.ts: Webbing publishes nothing). Decision 0073.
import { afterEach, describe, expect, it } from 'vitest';
import { IntegrationError } from '../../src/integrations/http.ts';
import { IDEMPOTENT } from '../../src/integrations/retrying.ts';
import { TelnaClient } from '../../src/integrations/sim-providers/telna.ts';
import { WebbingClient } from '../../src/integrations/sim-providers/webbing.ts';
import { closedPortUrl, fakeServer, json } from '../support/fake-http.ts';
import { ICCID, KEY, telna } from './telna-server.ts';

let server: Awaited<ReturnType<typeof fakeServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const waits: number[] = [];
const fast = { ...IDEMPOTENT, sleep: async (ms: number) => void waits.push(ms), random: () => 0 };
const telnaClient = (url: string, key = KEY, now = () => Date.UTC(2026, 2, 2, 12)) => new TelnaClient(url, key, 5_000, fast, now);

describe('Telna client (Telna Connect v2.1: bearer KeyID, /v2.1 paths)', () => {
  it('reads the SIM registry status with the KeyID as a bearer token, and sets the status', async () => {
    server = await telna();
    const client = telnaClient(server.url);
    expect(await client.getStatus(ICCID)).toBe('ACTIVE');
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: `/v2.1/inventory/sim-registries/${ICCID}` });
    expect(server.requests[0].headers.authorization).toBe(`Bearer ${KEY}`);
    expect(await client.suspend(ICCID)).toBe('SUSPENDED');
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', path: `/v2.1/inventory/sim-registries/${ICCID}` });
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ status: 'SUSPENDED' });
    expect(await client.enable(ICCID)).toBe('ACTIVE');
  });

  it("maps Telna's SIM statuses: ALLOCATED and INACTIVE not yet in service, RETIRED terminated", async () => {
    for (const [raw, mapped] of [
      ['ALLOCATED', 'AVAILABLE'],
      ['INACTIVE', 'AVAILABLE'],
      ['AVAILABLE', 'AVAILABLE'],
      ['RETIRED', 'TERMINATED'],
    ]) {
      server = await fakeServer((_req, res) => json(res, 200, { iccid: ICCID, status: raw }));
      expect(await telnaClient(server.url).getStatus(ICCID)).toBe(mapped);
      await server.close();
    }
    server = await fakeServer((_req, res) => json(res, 200, { status: 'WEIRD' }));
    expect(
      (
        await telnaClient(server.url)
          .getStatus(ICCID)
          .catch((e) => e)
      ).message,
    ).toBe('telna: answered an unknown SIM status "WEIRD"');
  });

  it("maps network events newest first, backups, and live data from the month's sessions", async () => {
    server = await telna();
    const client = telnaClient(`${server.url}/`);
    const events = await client.lastNetworkEvents(ICCID, 10);
    expect(events.map((e) => e.timestamp)).toEqual(['2026-03-02T08:30:00.000Z', '2026-03-01T10:00:00.000Z']);
    expect(events[1]).toEqual({
      timestamp: '2026-03-01T10:00:00.000Z',
      type: 'UpdateLocation',
      mcc: '206',
      mnc: '01',
      network_name: 'Proximus',
      vpmn: 'BELTB',
      country_iso3: 'BEL',
      country_name: 'Belgium',
      imsi: '206011234567890',
      imsi_id: '1',
    });
    expect(Object.fromEntries(server.requests.at(-1)!.query)).toEqual({ count: '10', offset: '0' });
    expect(await client.backups(ICCID)).toEqual([{ id: 'b1', date: '2026-03-02', time: '04:05:06', size: 2048, url: 'https://telna.example/b1' }]);
    expect(await client.liveData(ICCID)).toEqual({
      iccid: ICCID,
      status: 'ACTIVE',
      online: true,
      network_name: 'Proximus',
      country_iso3: 'BEL',
      rat: null,
      ip_address: null,
      session_started_at: '2026-03-02T08:30:00.000Z',
      data_mb_today: 0,
      data_mb_month: 6.5,
      updated_at: '2026-03-02T12:00:00.000Z',
    });
    const sessions = server.requests.filter((r) => r.path === `/v2.1/usage/sessions/${ICCID}`);
    expect(Object.fromEntries(sessions[0].query)).toEqual({ start_time: '2026-03-01T00:00:00Z', end_time: '2026-03-02T23:59:59Z', count: '100', offset: '0' });
  });

  it('reads every page of a paged list', async () => {
    server = await telna({ pageLimit: 1 });
    const days = await telnaClient(server.url).dailyUsage(ICCID, '2026-03-01', '2026-03-02');
    expect(days.map((d) => d.date)).toEqual(['2026-03-01', '2026-03-02']);
    expect(server.requests.map((r) => r.query.get('offset'))).toEqual(['0', '1', '2']);
  });

  it('waits out a 429 for its Retry-After, and reports a wrong key, an unknown SIM and an unreachable server', async () => {
    server = await telna({ rateLimited: 2 });
    waits.length = 0;
    expect(await telnaClient(server.url).getStatus(ICCID)).toBe('ACTIVE');
    expect(waits).toEqual([1000, 1000]);
    const wrong = await telnaClient(server.url, 'bad')
      .getStatus(ICCID)
      .catch((e) => e);
    expect(wrong).toBeInstanceOf(IntegrationError);
    expect(wrong.status).toBe(401);
    expect(
      (
        await telnaClient(server.url)
          .getStatus('8944500000000000999')
          .catch((e) => e)
      ).message,
    ).toMatch(/^telna: HTTP 404/);
    const down = await telnaClient(await closedPortUrl())
      .getStatus(ICCID)
      .catch((e) => e);
    expect(down.message).toMatch(/^telna: unreachable/);
  });
});

/** Webbing: OAuth2 client credentials, then bearer calls; the first token is revoked after two calls. */
async function webbing() {
  let issued = 0;
  const valid = new Set<string>();
  let calls = 0;
  let state = 'Suspended';
  return fakeServer((req, res) => {
    if (req.path === '/oauth/token') {
      const form = new URLSearchParams(req.body);
      if (
        req.headers['content-type'] !== 'application/x-www-form-urlencoded' ||
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== 'cid' ||
        form.get('client_secret') !== 'sec'
      ) {
        return json(res, 401, { error: 'invalid_client' });
      }
      const token = `tok-${(issued += 1)}`;
      valid.add(token);
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!valid.has(token)) return json(res, 401, { error: 'invalid_token' });
    if ((calls += 1) === 2) valid.delete('tok-1');
    const base = `/api/v1/sims/${ICCID}`;
    if (req.path === base) return json(res, 200, { data: { iccid: ICCID, state } });
    if (req.method === 'POST' && req.path === `${base}/activate`) return json(res, 200, { data: { iccid: ICCID, state: (state = 'Active') } });
    if (req.method === 'POST' && req.path === `${base}/suspend`) return json(res, 200, { data: { iccid: ICCID, state: (state = 'Suspended') } });
    if (req.path === `${base}/network-events`) {
      return json(res, 200, {
        data: [
          {
            time: 1772400000,
            event: 'UpdateLocation',
            mcc: '204',
            mnc: '08',
            operator: 'KPN',
            country: { iso3: 'NLD', name: 'Netherlands' },
            imsi: '204081234567890',
            imsi_id: '2',
          },
        ],
      });
    }
    if (req.path === `${base}/backups`)
      return json(res, 200, { data: [{ backup_id: 7, timestamp: '2026-02-01T12:00:00Z', size_bytes: 99, download_url: 'https://w.example/7' }] });
    if (req.path === `${base}/live`)
      return json(res, 200, { data: { state, connected: false, operator: 'KPN', country: { iso3: 'NLD' }, usage_mb: { today: 1.5, month: 300 } } });
    return json(res, 404, { error: 'not found' });
  });
}

describe('Webbing client (REST with OAuth2 client credentials)', () => {
  it('gets a token once, reuses it, and renews it once after a 401', async () => {
    server = await webbing();
    const client = new WebbingClient(server.url, 'cid', 'sec');
    expect(await client.getStatus(ICCID)).toBe('SUSPENDED');
    expect(await client.enable(ICCID)).toBe('ACTIVE');
    expect(await client.suspend(ICCID)).toBe('SUSPENDED');
    const tokenCalls = server.requests.filter((r) => r.path === '/oauth/token');
    expect(tokenCalls).toHaveLength(2);
    expect(server.requests.filter((r) => r.path.endsWith('/suspend')).map((r) => r.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  it('maps events, backups and live data', async () => {
    server = await webbing();
    const client = new WebbingClient(server.url, 'cid', 'sec');
    const [e] = await client.lastNetworkEvents(ICCID, 5);
    expect(e).toEqual({
      timestamp: new Date(1772400000 * 1000).toISOString(),
      type: 'UpdateLocation',
      mcc: '204',
      mnc: '08',
      network_name: 'KPN',
      vpmn: null,
      country_iso3: 'NLD',
      country_name: 'Netherlands',
      imsi: '204081234567890',
      imsi_id: '2',
    });
    expect(await client.backups(ICCID)).toEqual([{ id: '7', date: '2026-02-01', time: '12:00:00', size: 99, url: 'https://w.example/7' }]);
    expect(await client.liveData(ICCID)).toMatchObject({ status: 'SUSPENDED', online: false, network_name: 'KPN', data_mb_month: 300 });
  });

  it('waits out a 429 on a read, not a 5xx on a suspension', async () => {
    let limited = 1;
    server = await fakeServer((req, res) => {
      if (req.path === '/oauth/token') return json(res, 200, { access_token: 'tok', expires_in: 3600 });
      if (req.path === `/api/v1/sims/${ICCID}` && limited-- > 0) return json(res, 429, {}, { 'retry-after': '1' });
      if (req.path === `/api/v1/sims/${ICCID}`) return json(res, 200, { data: { iccid: ICCID, state: 'Active' } });
      return json(res, 503, {});
    });
    const noWait = { ...IDEMPOTENT, sleep: async () => {} };
    const client = new WebbingClient(server.url, 'cid', 'sec', undefined, 5_000, Date.now, { read: noWait, write: { ...noWait, retryServerErrors: false } });
    expect(await client.getStatus(ICCID)).toBe('ACTIVE');
    expect((await client.suspend(ICCID).catch((e) => e)).status).toBe(503);
    expect(server.requests.filter((r) => r.path.endsWith('/suspend'))).toHaveLength(1);
  });

  it('reports refused client credentials', async () => {
    server = await webbing();
    const err = await new WebbingClient(server.url, 'cid', 'wrong').getStatus(ICCID).catch((e) => e);
    expect(err).toBeInstanceOf(IntegrationError);
    expect(err.message).toMatch(/^webbing: HTTP 401.*invalid_client/);
  });
});
