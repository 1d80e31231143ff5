// Contract tests of the InControl2 client against a server shaped as InControl2 answers (incontrol2-server.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { ControllerClient, wanTypeOf } from '../../src/integrations/controller/client.ts';
import { IntegrationError } from '../../src/integrations/http.ts';
import { CREATE, IDEMPOTENT } from '../../src/integrations/retrying.ts';
import { closedPortUrl, json } from '../support/fake-http.ts';
import { DEVICE_ID, GROUP, IC2_DEVICE, incontrol2, ok, ORG } from './incontrol2-server.ts';

let server: Awaited<ReturnType<typeof incontrol2>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const waits: number[] = [];
const noWait = async (ms: number) => {
  waits.push(ms);
};
/** The production retry rules, without the waiting. */
const fast = { retry: { read: { ...IDEMPOTENT, sleep: noWait, random: () => 0 }, write: { ...CREATE, sleep: noWait, random: () => 0 } } };
const client = (url: string, secret = 'secret') => new ControllerClient(url, 'key', secret, 5_000, fast);
const ref = { organization_id: ORG, group_id: GROUP, id: String(DEVICE_ID), serial: IC2_DEVICE.sn };
const DEVICE_PATH = `/rest/o/${ORG}/g/${GROUP}/d/${DEVICE_ID}`;
const fail = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e) => e as IntegrationError,
  );

describe('InControl2 client: token, envelope and inventory', () => {
  it('asks its token with a form body, then lists organizations, groups and devices with their status', async () => {
    server = await incontrol2((req, res) => {
      if (req.method !== 'GET') return json(res, 405, {});
      if (req.path === '/ic/rest/o') return ok(res, [{ id: ORG, name: 'Fleet Benelux' }]);
      if (req.path === `/ic/rest/o/${ORG}/g`) return ok(res, [{ id: GROUP, name: 'Retail' }, { name: 'no id' }]);
      if (req.path === `/ic/rest/o/${ORG}/d`) return ok(res, [IC2_DEVICE]);
      if (req.path === `/ic/rest/o/${ORG}/g/${GROUP}/d`) return ok(res, [{ ...IC2_DEVICE, group_id: undefined }]);
      return json(res, 404, {});
    });
    const c = client(`${server.url}/ic`);
    expect(await c.listOrganizations()).toEqual([{ id: ORG, name: 'Fleet Benelux' }]);
    expect(await c.listGroups(ORG)).toEqual([{ id: GROUP, name: 'Retail' }]);
    const [d] = await c.listDevices(ORG);
    expect(d).toMatchObject({
      id: '42',
      serial: '1934-AAAA-BBBB',
      online: true,
      status: 'online',
      fw_ver: '8.4.1 build 5440',
      product_name: 'MAX BR1 Pro 5G',
      group_id: GROUP,
      group_name: 'Retail',
      lat: 50.8,
      lng: 4.3,
      notes: 'n',
      tags: ['vip'],
      last_online: '2026-01-02T03:04:05Z',
    });
    expect(d.wans).toEqual([
      { id: 1, name: 'WAN', type: 'ethernet', status: 'Connected', status_led: 'green', ip: '192.0.2.10', cellular_network_type: null, sims: undefined },
      {
        id: 2,
        name: 'Cellular 1',
        type: 'cellular',
        status: 'Connected',
        status_led: 'green',
        ip: '10.0.0.2',
        cellular_network_type: 'LTE-A',
        sims: { a: { iccid: '8932000000000000001', imsi: '206010000000001' }, b: { iccid: undefined, imsi: undefined } },
      },
      { id: 3, name: 'Wi-Fi WAN', type: 'wifi', status: 'Disabled', status_led: 'gray', ip: null, cellular_network_type: null, sims: undefined },
      { id: 4, name: 'USB', type: 'usb', status: 'No device', status_led: 'gray', ip: null, cellular_network_type: null, sims: undefined },
    ]);
    // A group's list may leave group_id out: the group asked for is the device's group.
    expect((await c.listDevices(ORG, GROUP))[0].group_id).toBe(GROUP);

    const tokenCalls = server.requests.filter((r) => r.path === '/ic/api/oauth2/token');
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0].method).toBe('POST');
    expect(tokenCalls[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenCalls[0].body))).toEqual({
      client_id: 'key',
      client_secret: 'secret',
      grant_type: 'client_credentials',
    });
    for (const path of [`/ic/rest/o/${ORG}/d`, `/ic/rest/o/${ORG}/g/${GROUP}/d`])
      expect(server.requests.find((r) => r.path === path)?.query.get('has_status')).toBe('true');
  });

  it('counts every cellular interface type InControl2 reports as cellular, so Restart modem is offered on it', () => {
    expect(wanTypeOf({ type: 'gobi' })).toBe('cellular');
    expect(wanTypeOf({ type: 'gobi', virtualType: 'cellular' })).toBe('cellular');
    expect(wanTypeOf({ type: 'something-new', virtualType: 'cellular' })).toBe('cellular');
    expect(wanTypeOf({ type: 'cellular' })).toBe('cellular');
    expect(wanTypeOf({ type: 'wireless' })).toBe('wifi');
    expect(wanTypeOf({ type: 'modem' })).toBe('usb');
    expect(wanTypeOf({ type: 'ethernet' })).toBe('ethernet');
    expect(wanTypeOf({ type: 'adsl' })).toBe('other');
    expect(wanTypeOf({})).toBe('other');
  });
});

describe('InControl2 client: one device', () => {
  it('reads the device, reboots it, lists its configuration backups and its daily usage per cellular WAN', async () => {
    server = await incontrol2((req, res) => {
      const on = (method: string, path: string) => req.method === method && req.path === path;
      if (on('GET', DEVICE_PATH)) return ok(res, IC2_DEVICE);
      if (on('POST', `${DEVICE_PATH}/tools/reboot`)) return ok(res, null);
      if (on('GET', `${DEVICE_PATH}/config_backup`))
        return ok(res, [
          { id: 7, created_at: '2026-01-01T03:00:00Z', size: 1234, url: 'https://x/7' },
          { id: 8, date: '2025-12-25', time: '03:00:00', size: '900', download_url: 'https://x/8' },
        ]);
      if (on('GET', `/rest/o/${ORG}/bandwidth_per_device`)) {
        const q = req.query;
        if (q.get('type') !== 'daily' || q.get('include_details') !== 'true' || q.get('device_ids') !== String(DEVICE_ID)) return json(res, 400, {});
        const day = Number(q.get('report_date')?.slice(8, 10));
        return ok(res, [
          { device_id: DEVICE_ID, usages: [{ up: 1.5 * day, down: 10 * day }] },
          { device_id: 99, usages: [{ up: 1000, down: 1000 }] },
        ]);
      }
      return json(res, 404, {});
    });
    const c = client(server.url);
    expect((await c.getDevice(ref)).serial).toBe('1934-AAAA-BBBB');
    await c.reboot(ref);
    expect(await c.listConfigBackups(ref)).toEqual([
      { id: '7', date: '2026-01-01', time: '03:00:00', size: 1234, url: 'https://x/7' },
      { id: '8', date: '2025-12-25', time: '03:00:00', size: 900, url: 'https://x/8' },
    ]);
    expect(await c.dailyUsage(ref, '2026-01-01', '2026-01-02')).toEqual([
      { date: '2026-01-01', wan_id: 2, wan_name: 'Cellular 1', mb: 11.5 },
      { date: '2026-01-02', wan_id: 2, wan_name: 'Cellular 1', mb: 23 },
    ]);
    const usage = server.requests.filter((r) => r.path.endsWith('/bandwidth_per_device'));
    // One call per day and cellular WAN (Ethernet, Wi-Fi and USB are not asked).
    expect(usage.map((r) => [r.query.get('report_date'), r.query.get('wan_id')]).sort()).toEqual([
      ['2026-01-01', '2'],
      ['2026-01-02', '2'],
    ]);
    // A device without a group is addressed under its organization.
    await c.reboot({ ...ref, group_id: null }).catch(() => {});
    expect(server.requests.at(-1)?.path).toBe(`/rest/o/${ORG}/d/${DEVICE_ID}/tools/reboot`);
    expect(await fail(c.dailyUsage(ref, '2026-01-02', '2026-01-01'))).toBeInstanceOf(IntegrationError);
  });

  it('keeps the calls no public client shows at their assumed paths (unverified.ts)', async () => {
    server = await incontrol2((req, res) => {
      const on = (method: string, path: string) => req.method === method && req.path === `${DEVICE_PATH}${path}`;
      if (on('POST', '/wan/2/cellular_reset')) return ok(res, null);
      if (on('POST', '/speedtest')) return ok(res, { id: 991 });
      if (on('GET', '/speedtest/991'))
        return ok(res, {
          status: 'done',
          bandwidth: '87.5',
          bandwidth_unit: 'Mbits/sec',
          retransmissions: 3,
          cwnd: 512,
          cwnd_unit: 'KBytes',
          wan_quality: [{ ts: '2026-01-01T00:00:00Z', band: 'B3', sinr: 12, rsrq: -9, rsrp: -95 }],
        });
      if (on('GET', '/speedtest/992')) return ok(res, { status: 'testing' });
      if (on('POST', '/flash_config')) return ok(res, { ticket_id: 555 });
      if (on('PUT', '/move')) return ok(res, null);
      if (on('PUT', '/tags')) return ok(res, null);
      return json(res, 404, {});
    });
    const c = client(server.url);
    await c.restartCellularModem(ref, 2);
    expect(await c.runSpeedTest(ref)).toBe('991');
    expect(await c.getSpeedTestResult(ref, '991')).toMatchObject({
      status: 'done',
      bandwidth: 87.5,
      retransmissions: 3,
      wan_quality: [{ band: 'B3', sinr: 12 }],
    });
    expect(await c.getSpeedTestResult(ref, '992')).toEqual({ status: 'running' });
    expect(await c.flashConfig(ref)).toBe('555');
    await c.moveDevice(ref, 9);
    await c.setTags(ref, ['a']);
    expect(JSON.parse(server.requests.find((r) => r.path.endsWith('/move'))!.body)).toEqual({ group_id: 9 });
    expect(JSON.parse(server.requests.find((r) => r.path.endsWith('/tags'))!.body)).toEqual({ tags: ['a'] });
  });
});

describe('InControl2 client: refusals, expiry and rate limit', () => {
  it('renews an expired token once and passes a refusal on as its message', async () => {
    let expireOnce = true;
    server = await incontrol2(
      (req, res) => {
        if (req.path === '/rest/o' && expireOnce) {
          expireOnce = false;
          return json(res, 401, { resp_code: 'UNAUTHORIZED', message: 'Access token expired' });
        }
        if (req.path === '/rest/o') return ok(res, []);
        if (req.path === '/rest/o/x/g') return json(res, 200, { resp_code: 'NOT_FOUND', caller_ref: '', server_ref: 's', message: 'Organization not found' });
        if (req.path === '/rest/o/y/g') return ok(res, { not: 'a list' });
        return json(res, 500, 'boom');
      },
      { tokens: ['tok-1', 'tok-2'] },
    );
    const c = client(server.url);
    expect(await c.listOrganizations()).toEqual([]);
    expect(server.requests.filter((r) => r.path === '/api/oauth2/token')).toHaveLength(2);
    expect((await fail(c.listGroups('x')))?.message).toBe('controller: Organization not found');
    expect((await fail(c.listGroups('y')))?.message).toMatch(/list of groups/);
    const refused = await fail(client(server.url, 'wrong').listOrganizations());
    expect(refused).toBeInstanceOf(IntegrationError);
    expect(refused?.status).toBe(401);
    expect((await fail(new ControllerClient(await closedPortUrl(), 'key', 'secret').listOrganizations()))?.message).toMatch(/unreachable/);
  });

  it('waits out a 429 for its Retry-After on reads and writes; retries a 5xx on a read only', async () => {
    let limited = 0;
    let broken = 0;
    server = await incontrol2((req, res) => {
      if (req.path === '/rest/o' && limited++ < 2)
        return json(res, 429, { resp_code: 'TOO_MANY_REQUESTS', message: 'Rate limit exceeded' }, { 'retry-after': '1' });
      if (req.path === '/rest/o') return ok(res, [{ id: ORG, name: 'Fleet' }]);
      if (req.path === `${DEVICE_PATH}/tools/reboot` && broken++ === 0) return json(res, 429, {}, { 'retry-after': '2' });
      if (req.path === `${DEVICE_PATH}/tools/reboot`) return json(res, 503, '<html>down</html>');
      if (req.path === `/rest/o/${ORG}/g`) return json(res, 502, 'bad gateway');
      return json(res, 404, {});
    });
    const c = client(server.url);
    waits.length = 0;
    expect(await c.listOrganizations()).toEqual([{ id: ORG, name: 'Fleet' }]);
    expect(waits).toEqual([1000, 1000]);
    // The reboot's 429 is waited out; its 503 is not repeated (the reboot may have been done).
    const down = await fail(c.reboot(ref));
    expect(down?.status).toBe(503);
    expect(down?.message).toBe('controller: HTTP 503 Service Unavailable');
    expect(server.requests.filter((r) => r.path.endsWith('/tools/reboot'))).toHaveLength(2);
    // A read is repeated on 5xx, within its bound, then fails with the last answer.
    expect((await fail(c.listGroups(ORG)))?.status).toBe(502);
    expect(server.requests.filter((r) => r.path === `/rest/o/${ORG}/g`)).toHaveLength(IDEMPOTENT.attempts);
  });
});
