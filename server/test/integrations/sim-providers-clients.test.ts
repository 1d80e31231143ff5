import { afterEach, describe, expect, it } from 'vitest';
import { IntegrationError } from '../../src/integrations/http.ts';
import { TelnaClient } from '../../src/integrations/sim-providers/telna.ts';
import { WebbingClient } from '../../src/integrations/sim-providers/webbing.ts';
import { closedPortUrl, fakeServer, json } from '../support/fake-http.ts';

let server: Awaited<ReturnType<typeof fakeServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ICCID = '8944500000000000001';

/** Telna's REST API over one SIM whose status the test can change. */
async function telna() {
  let status = 'ACTIVE';
  return fakeServer((req, res) => {
    if (req.headers['x-api-key'] !== 'key-1') return json(res, 401, { error: 'invalid api key' });
    const base = `/v1/sims/${ICCID}`;
    if (req.method === 'GET' && req.path === base) return json(res, 200, { iccid: ICCID, status, imsi: '206011234567890' });
    if (req.method === 'PUT' && req.path === `${base}/status`) {
      status = JSON.parse(req.body).status;
      return json(res, 200, { iccid: ICCID, status });
    }
    if (req.path === `${base}/events`) {
      return json(res, 200, {
        events: [
          {
            event_time: '2026-03-01T10:00:00Z',
            event_type: 'UpdateLocation',
            mcc: '206',
            mnc: '01',
            network_name: 'Proximus',
            vpmn: 'BELTB',
            country_iso3: 'BEL',
            country_name: 'Belgium',
            imsi: '206011234567890',
            imsi_id: 1,
          },
          {
            event_time: '2026-03-02T08:30:00Z',
            event_type: 'UpdateGprsLocation',
            mcc: '208',
            mnc: '01',
            network_name: 'Orange France',
            country_iso3: 'FRA',
            country_name: 'France',
          },
        ].slice(0, Number(req.query.get('limit'))),
      });
    }
    if (req.path === `${base}/backups`)
      return json(res, 200, { backups: [{ id: 'b1', created_at: '2026-03-02T04:05:06Z', size: 2048, url: 'https://telna.example/b1' }] });
    if (req.path === `${base}/session`)
      return json(res, 200, {
        status,
        online: true,
        network_name: 'Proximus',
        country_iso3: 'BEL',
        rat: '4G',
        ip_address: '10.0.0.7',
        session_start: '2026-03-02T00:00:00Z',
        usage: { today_bytes: 5 * 1024 * 1024, month_bytes: 1536 * 1024 * 1024 },
      });
    return json(res, 404, { error: 'unknown sim' });
  });
}

describe('Telna client (REST with an API key)', () => {
  it('reads, suspends and enables a SIM', async () => {
    server = await telna();
    const client = new TelnaClient(server.url, 'key-1');
    expect(await client.getStatus(ICCID)).toBe('ACTIVE');
    expect(await client.suspend(ICCID)).toBe('SUSPENDED');
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ status: 'SUSPENDED' });
    expect(server.requests.at(-1)!.method).toBe('PUT');
    expect(await client.enable(ICCID)).toBe('ACTIVE');
  });

  it('maps network events newest first, backups and live data in MB', async () => {
    server = await telna();
    const client = new TelnaClient(`${server.url}/`, 'key-1');
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
    expect(events[0].vpmn).toBeNull();
    expect(server.requests.at(-1)!.query.get('limit')).toBe('10');
    expect(await client.backups(ICCID)).toEqual([{ id: 'b1', date: '2026-03-02', time: '04:05:06', size: 2048, url: 'https://telna.example/b1' }]);
    expect(await client.liveData(ICCID)).toMatchObject({ iccid: ICCID, status: 'ACTIVE', online: true, rat: '4G', data_mb_today: 5, data_mb_month: 1536 });
  });

  it('reports a wrong key, an unknown SIM, an unknown status and an unreachable server as provider errors', async () => {
    server = await telna();
    const wrong = await new TelnaClient(server.url, 'bad').getStatus(ICCID).catch((e) => e);
    expect(wrong).toBeInstanceOf(IntegrationError);
    expect(wrong.status).toBe(401);
    expect((await new TelnaClient(server.url, 'key-1').getStatus('8944500000000000999').catch((e) => e)).message).toMatch(/^telna: HTTP 404/);
    await server.close();
    server = await fakeServer((_req, res) => json(res, 200, { status: 'WEIRD' }));
    expect((await new TelnaClient(server.url, 'k').getStatus(ICCID).catch((e) => e)).message).toBe('telna: answered an unknown SIM status "WEIRD"');
    const down = await new TelnaClient(await closedPortUrl(), 'k').getStatus(ICCID).catch((e) => e);
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

  it('reports refused client credentials', async () => {
    server = await webbing();
    const err = await new WebbingClient(server.url, 'cid', 'wrong').getStatus(ICCID).catch((e) => e);
    expect(err).toBeInstanceOf(IntegrationError);
    expect(err.message).toMatch(/^webbing: HTTP 401.*invalid_client/);
  });
});
