import { afterEach, describe, expect, it } from 'vitest';
import { ControllerClient } from '../../src/integrations/controller/client.ts';
import { IntegrationError } from '../../src/integrations/http.ts';
import { closedPortUrl, fakeServer, json, type SeenRequest } from '../support/fake-http.ts';
import type { ServerResponse } from 'node:http';

let server: Awaited<ReturnType<typeof fakeServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ok = (res: ServerResponse, data: unknown) => json(res, 200, { resp_code: 'SUCCESS', data });
const ref = { organization_id: 'org 1', group_id: 7, id: '42', serial: '1934-AAAA-BBBB' };
const DEVICE = {
  id: 42,
  sn: '1934-AAAA-BBBB',
  name: 'Truck 1',
  group_id: 7,
  group_name: 'Retail',
  status: 'online',
  last_online: '2026-01-02T03:04:05Z',
  fw_ver: '8.4.1 build 5440',
  product_name: 'MAX BR1 Pro 5G',
  tags: ['vip'],
  note: 'n',
  latitude: 50.8,
  longitude: '4.3',
  interfaces: [
    {
      id: 2,
      name: 'Cellular 1',
      type: 'cellular',
      status: 'Connected',
      status_led: 'green',
      ip: '10.0.0.2',
      cellular: { network_type: 'LTE' },
      sims: { a: { iccid: '8932', imsi: '2060' }, b: null },
    },
    { id: 'x', name: 'broken' },
    { id: 1, name: 'WAN', type: 'satellite', status_led: 'purple' },
  ],
};

/** A controller speaking the InControl-style API with token checks. */
function controller(handler: (req: SeenRequest, res: ServerResponse) => unknown, opts: { tokens?: string[] } = {}) {
  const tokens = opts.tokens ?? ['tok-1'];
  let issued = 0;
  return fakeServer((req, res) => {
    if (req.path.endsWith('/api/oauth2/token')) {
      const body = JSON.parse(req.body);
      if (body.client_id !== 'key' || body.client_secret !== 'secret' || body.grant_type !== 'client_credentials')
        return json(res, 401, { error: 'invalid_client' });
      const token = tokens[Math.min(issued, tokens.length - 1)];
      issued += 1;
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    if (req.headers.authorization !== `Bearer ${tokens[Math.min(issued - 1, tokens.length - 1)]}`) return json(res, 401, { error: 'expired' });
    return handler(req, res);
  });
}

describe('controller client (InControl-style API)', () => {
  it('gets a client-credentials token once and lists organizations, groups and devices', async () => {
    server = await controller((req, res) => {
      if (req.path === '/ic/rest/o') return ok(res, [{ id: 'org 1', name: 'Fleet' }]);
      if (req.path === '/ic/rest/o/org%201/g') return ok(res, [{ id: 7, name: 'Retail' }, { name: 'no id' }]);
      if (req.path === '/ic/rest/o/org%201/d') return ok(res, [DEVICE]);
      if (req.path === '/ic/rest/o/org%201/g/7/d') return ok(res, []);
      return json(res, 404, {});
    });
    const client = new ControllerClient(`${server.url}/ic`, 'key', 'secret');
    expect(await client.listOrganizations()).toEqual([{ id: 'org 1', name: 'Fleet' }]);
    expect(await client.listGroups('org 1')).toEqual([{ id: 7, name: 'Retail' }]);
    const [d] = await client.listDevices('org 1');
    expect(d).toMatchObject({
      id: '42',
      serial: '1934-AAAA-BBBB',
      online: true,
      fw_ver: '8.4.1 build 5440',
      group_id: 7,
      lat: 50.8,
      lng: 4.3,
      notes: 'n',
      tags: ['vip'],
    });
    expect(d.wans).toEqual([
      {
        id: 2,
        name: 'Cellular 1',
        type: 'cellular',
        status: 'Connected',
        status_led: 'green',
        ip: '10.0.0.2',
        cellular_network_type: 'LTE',
        sims: { a: { iccid: '8932', imsi: '2060' }, b: null },
      },
      { id: 1, name: 'WAN', type: 'other', status: '', status_led: 'gray', ip: null, cellular_network_type: null, sims: undefined },
    ]);
    expect(await client.listDevices('org 1', 7)).toEqual([]);
    const tokenCalls = server.requests.filter((r) => r.path === '/ic/api/oauth2/token');
    expect(tokenCalls).toHaveLength(1);
    expect(server.requests.find((r) => r.path === '/ic/rest/o/org%201/d')?.query.get('has_status')).toBe('true');
  });

  it('addresses a device by organization, group and id for every operation', async () => {
    server = await controller((req, res) => {
      const base = '/rest/o/org%201/g/7/d/42';
      if (req.method === 'GET' && req.path === base) return ok(res, DEVICE);
      if (req.method === 'POST' && req.path === `${base}/reboot`) return ok(res, null);
      if (req.method === 'POST' && req.path === `${base}/wan/2/cellular_reset`) return ok(res, null);
      if (req.method === 'POST' && req.path === `${base}/speedtest`) return ok(res, { id: 991 });
      if (req.method === 'GET' && req.path === `${base}/speedtest/991`)
        return ok(res, {
          status: 'done',
          bandwidth: '87.5',
          bandwidth_unit: 'Mbits/sec',
          retransmissions: 3,
          cwnd: 512,
          cwnd_unit: 'KBytes',
          wan_quality: [{ ts: '2026-01-01T00:00:00Z', band: 'B3', sinr: 12, rsrq: -9, rsrp: -95 }],
        });
      if (req.method === 'GET' && req.path === `${base}/speedtest/992`) return ok(res, { status: 'testing' });
      if (req.method === 'POST' && req.path === `${base}/flash_config`) return ok(res, { ticket_id: 555 });
      if (req.method === 'PUT' && req.path === `${base}/move`) return ok(res, null);
      if (req.method === 'PUT' && req.path === `${base}/tags`) return ok(res, null);
      if (req.method === 'GET' && req.path === `${base}/config_backups`)
        return ok(res, [{ id: 1, date: '2026-01-01', time: '03:00:00', size: 1234, url: 'https://x/1' }]);
      if (req.method === 'GET' && req.path === `${base}/bandwidth_per_day`)
        return ok(res, [
          { date: '2026-01-01', wan_id: 2, wan_name: 'Cellular 1', usage_mb: 12.5 },
          { date: 'garbage', wan_id: 2 },
        ]);
      return json(res, 404, {});
    });
    const client = new ControllerClient(server.url, 'key', 'secret');
    expect((await client.getDevice(ref)).serial).toBe('1934-AAAA-BBBB');
    await client.reboot(ref);
    await client.restartCellularModem(ref, 2);
    expect(await client.runSpeedTest(ref)).toBe('991');
    expect(await client.getSpeedTestResult(ref, '991')).toMatchObject({
      status: 'done',
      bandwidth: 87.5,
      retransmissions: 3,
      wan_quality: [{ band: 'B3', sinr: 12, rsrq: -9, rsrp: -95 }],
    });
    expect(await client.getSpeedTestResult(ref, '992')).toEqual({ status: 'running' });
    expect(await client.flashConfig(ref)).toBe('555');
    await client.moveDevice(ref, 9);
    await client.setTags(ref, ['a']);
    expect(await client.listConfigBackups(ref)).toEqual([{ id: '1', date: '2026-01-01', time: '03:00:00', size: 1234, url: 'https://x/1' }]);
    expect(await client.dailyUsage(ref, '2026-01-01', '2026-01-31')).toEqual([{ date: '2026-01-01', wan_id: 2, wan_name: 'Cellular 1', mb: 12.5 }]);
    expect(JSON.parse(server.requests.find((r) => r.path.endsWith('/move'))!.body)).toEqual({ group_id: 9 });
    expect(JSON.parse(server.requests.find((r) => r.path.endsWith('/tags'))!.body)).toEqual({ tags: ['a'] });
    expect(Object.fromEntries(server.requests.find((r) => r.path.endsWith('/bandwidth_per_day'))!.query)).toEqual({ start: '2026-01-01', end: '2026-01-31' });
    // A device without a group is addressed under the organization.
    await client.reboot({ ...ref, group_id: null }).catch(() => {});
    expect(server.requests.at(-1)?.path).toBe('/rest/o/org%201/d/42/reboot');
  });

  it('renews an expired token once, and turns refusals and failures into IntegrationErrors', async () => {
    let expireOnce = true;
    server = await controller(
      (req, res) => {
        if (req.path === '/rest/o' && expireOnce) {
          expireOnce = false;
          return json(res, 401, { error: 'token expired' });
        }
        if (req.path === '/rest/o') return ok(res, []);
        if (req.path === '/rest/o/x/g') return json(res, 200, { resp_code: 'FAIL', message: 'Organization not found' });
        if (req.path === '/rest/o/y/g') return ok(res, { not: 'a list' });
        return json(res, 500, 'boom');
      },
      { tokens: ['tok-1', 'tok-2'] },
    );
    const client = new ControllerClient(server.url, 'key', 'secret');
    expect(await client.listOrganizations()).toEqual([]);
    expect(server.requests.filter((r) => r.path === '/api/oauth2/token')).toHaveLength(2);
    const fail = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e) => e as IntegrationError,
      );
    expect((await fail(client.listGroups('x')))?.message).toBe('controller: Organization not found');
    expect((await fail(client.listGroups('y')))?.message).toMatch(/list of groups/);
    expect((await fail(client.reboot(ref)))?.status).toBe(500);
    const bad = new ControllerClient(server.url, 'key', 'wrong');
    const refused = await fail(bad.listOrganizations());
    expect(refused).toBeInstanceOf(IntegrationError);
    expect(refused?.status).toBe(401);
    const down = await fail(new ControllerClient(await closedPortUrl(), 'key', 'secret').listOrganizations());
    expect(down?.message).toMatch(/unreachable/);
  });
});
