import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
let customerId: number;
let deviceId: number;
const post = (url: string, payload: unknown) => staff({ method: 'POST', url: `/api/v1${url}`, payload });
const ids = async (qs: string) => (await staff({ method: 'GET', url: `/api/v1/ips/?${qs}` })).json().results.map((r: any) => r.address);

beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  customerId = (await post('/customers/', { name: 'Hosting Client' })).json().id;
  deviceId = (await t.database.db.insert(devices).values({ serial: 'IP-DEV-1' }).returning({ id: devices.id }))[0].id;
});
afterAll(() => t.close());

describe('IPs', () => {
  it('validates address, prefix, gateway, VLAN, firewall and subnet type', async () => {
    const bad = async (payload: object, field: string) => {
      const res = await post('/ips/', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBeTruthy();
      return res.json().errors[field];
    };
    expect(await bad({ address: '999.1.1.1' }, 'address')).toBe('Enter a valid IPv4 or IPv6 address.');
    await bad({}, 'address');
    await bad({ address: '10.1.1.1', cidr: 33 }, 'cidr');
    expect(await bad({ address: '10.1.1.1', gateway: 'router' }, 'gateway')).toBe('The gateway must be an IP address.');
    expect(await bad({ address: '10.1.1.1', vlan_id: 99 }, 'vlan_id')).toBe('VLAN must be 0 or between 100 and 120.');
    await bad({ address: '10.1.1.1', vlan_id: 121 }, 'vlan_id');
    await bad({ address: '10.1.1.1', firewall: 'pfsense' }, 'firewall');
    await bad({ address: '10.1.1.1', subnet_type: 'bootp' }, 'subnet_type');
    const v6 = await post('/ips/', { address: '2001:DB8:0::10', vlan_id: 0 });
    expect(v6.statusCode).toBe(201);
    expect(v6.json()).toMatchObject({ address: '2001:db8::10', cidr: 128, vlan_id: 0, available: true });
    const wide = await post('/ips/', { address: '10.1.1.2', cidr: 64 });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe('The prefix of an IPv4 address is 0 to 32.');
  });

  it('keeps addresses unique whatever their spelling', async () => {
    const res = await post('/ips/', { address: '2001:db8:0:0::10' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('IP 2001:db8::10 already exists.');
  });

  it('lists available IPs by default and filters by customer, subnet, firewall, VLAN, used and q', async () => {
    await post('/ips/', {
      address: '185.20.1.10',
      cidr: 27,
      customer_id: customerId,
      subnet: '185.20.1.0/27',
      firewall: 'untangle-ext',
      vlan_id: 110,
      used: true,
      available: false,
    });
    await post('/ips/', { address: '185.20.1.11', cidr: 27, subnet: '185.20.1.0/27', firewall: 'mikrotik', subnet_type: 'static' });
    expect(await ids('q=185.20')).toEqual(['185.20.1.11']);
    expect(await ids('q=185.20&available=all&sort=address&order=ASC')).toEqual(['185.20.1.10', '185.20.1.11']);
    expect(await ids(`customer_id=${customerId}&available=false`)).toEqual(['185.20.1.10']);
    expect(await ids('subnet=185.20.1.0/27&firewall=mikrotik')).toEqual(['185.20.1.11']);
    expect(await ids('vlan_id=110&available=all')).toEqual(['185.20.1.10']);
    expect(await ids('used=true&available=all')).toEqual(['185.20.1.10']);
    expect(await ids('subnet_type=static')).toEqual(['185.20.1.11']);
    const listed = (await staff({ method: 'GET', url: `/api/v1/ips/?customer_id=${customerId}&available=all` })).json().results[0];
    expect(listed.customer_name).toBe('Hosting Client');
    const xls = await staff({ method: 'GET', url: '/api/v1/ips/export.xls?q=185.20' });
    expect(xls.statusCode).toBe(200);
    expect(xls.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('opens an Ops History period when assigned to a device and closes it when unassigned', async () => {
    const ip = (await post('/ips/', { address: '10.9.9.9' })).json();
    await staff({ method: 'PUT', url: `/api/v1/ips/${ip.id}`, payload: { device_id: deviceId } });
    let periods = (await t.database.query(`select action, device_id, end_date from records where object_type = 'ip' and object_id = $1`, [ip.id])).rows;
    expect(periods).toEqual([{ action: 'attach', device_id: deviceId, end_date: null }]);
    const shown = (await staff({ method: 'GET', url: `/api/v1/ips/${ip.id}` })).json();
    expect(shown.device_serial).toBe('IP-DEV-1');
    await staff({ method: 'PUT', url: `/api/v1/ips/${ip.id}`, payload: { device_id: null } });
    periods = (await t.database.query(`select end_date from records where object_type = 'ip' and object_id = $1`, [ip.id])).rows;
    expect(periods[0].end_date).not.toBeNull();

    // Archive closes the period of an assigned IP; unarchive opens it again.
    await staff({ method: 'PUT', url: `/api/v1/ips/${ip.id}`, payload: { device_id: deviceId } });
    await staff({ method: 'DELETE', url: `/api/v1/ips/${ip.id}`, payload: { archived_reason: 'OTHER' } });
    const open = async () =>
      (await t.database.query(`select count(*)::int c from records where object_type = 'ip' and object_id = $1 and end_date is null`, [ip.id])).rows[0].c;
    expect(await open()).toBe(0);
    await staff({ method: 'POST', url: `/api/v1/ips/${ip.id}/unarchive` });
    expect(await open()).toBe(1);
  });
});

describe('IP bulk create', () => {
  it('dry-runs a CIDR block, then creates it with the block as subnet and prefix, reporting existing ones', async () => {
    await post('/ips/', { address: '185.30.0.5' });
    const dry = await post('/ips/bulk', { addresses: '185.30.0.0/29', dry: true, firewall: 'untangle-ext' });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({
      success: true,
      dry: true,
      created: ['185.30.0.1', '185.30.0.2', '185.30.0.3', '185.30.0.4', '185.30.0.6'],
      existing: ['185.30.0.5'],
      count_created: 5,
      count_existing: 1,
    });
    expect(await ids('q=185.30.0')).toEqual(['185.30.0.5']);
    const real = await post('/ips/bulk', { addresses: '185.30.0.0/29', dry: 'false', firewall: 'untangle-ext', customer_id: String(customerId) });
    expect(real.json()).toMatchObject({ dry: false, count_created: 5, count_existing: 1 });
    const made = (await staff({ method: 'GET', url: '/api/v1/ips/?q=185.30.0.2' })).json().results[0];
    expect(made).toMatchObject({ address: '185.30.0.2', cidr: 29, subnet: '185.30.0.0/29', firewall: 'untangle-ext', customer_id: customerId });
    const logged = (await t.database.query(`select count(*)::int c from logs where object_type = 'ip' and verb = 'create' and object_repr like '185.30.0.%'`))
      .rows[0];
    expect(logged.c).toBe(6);
  });

  it('creates a full /20 in one go', async () => {
    const res = await post('/ips/bulk', { addresses: '10.90.0.0/20' });
    expect(res.json()).toMatchObject({ count_created: 4094, count_existing: 0 });
  });

  it('takes ranges and lists, one per line, without duplicates', async () => {
    const res = await post('/ips/bulk', { addresses: '10.50.0.254-10.50.1.1\n10.50.0.255\n\n 10.60.0.1 \n2001:db8:5::1', dry: true });
    expect(res.json().created).toEqual(['10.50.0.254', '10.50.0.255', '10.50.1.0', '10.50.1.1', '10.60.0.1', '2001:db8:5::1']);
  });

  it('refuses bad lines and more than 4096 addresses, creating nothing', async () => {
    const bad = await post('/ips/bulk', { addresses: '10.70.0.1\nnot-an-ip' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.addresses).toBe('not-an-ip is not an IP address, a CIDR block or a range.');
    const backwards = await post('/ips/bulk', { addresses: '10.70.0.9-10.70.0.1' });
    expect(backwards.json().message).toBe('10.70.0.9-10.70.0.1 ends before it starts.');
    const huge = await post('/ips/bulk', { addresses: '10.0.0.0/8' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('10.0.0.0/8 has 16777214 addresses; at most 4096 at once.');
    const many = await post('/ips/bulk', { addresses: '10.80.0.0/20\n10.81.0.0/29' });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('At most 4096 addresses at once.');
    const empty = await post('/ips/bulk', { addresses: ' \n ' });
    expect(empty.statusCode).toBe(400);
    expect(await ids('q=10.70.0')).toEqual([]);
  });
});

describe('IP ping', () => {
  it('answers round trips and stores them on the IP', async () => {
    const ip = (await post('/ips/', { address: '192.168.50.1' })).json();
    const res = await post(`/ips/${ip.id}/ping`, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.min_rtt).toBeLessThanOrEqual(body.avg_rtt);
    expect(body.avg_rtt).toBeLessThanOrEqual(body.max_rtt);
    const shown = (await staff({ method: 'GET', url: `/api/v1/ips/${ip.id}` })).json();
    expect(shown.last_ping_result).toEqual({ min_rtt: body.min_rtt, avg_rtt: body.avg_rtt, max_rtt: body.max_rtt });
    expect(shown.last_ping_at).toBeTruthy();
  });

  it('answers success false with a reason when the address does not answer, and 404 for no IP', async () => {
    const ip = (await post('/ips/', { address: '203.0.113.9' })).json();
    const res = await post(`/ips/${ip.id}/ping`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: false,
      reason: '203.0.113.9 is unreachable',
      message: '203.0.113.9 is unreachable',
      code: 'ping_failed',
      params: { reason: '203.0.113.9 is unreachable' },
    });
    const shown = (await staff({ method: 'GET', url: `/api/v1/ips/${ip.id}` })).json();
    expect(shown.last_ping_result).toBeNull();
    expect(shown.last_ping_at).toBeTruthy();
    expect((await post('/ips/999999/ping', {})).statusCode).toBe(404);
  });

  it('caps pings per caller at 60 a minute', async () => {
    const ip = (await post('/ips/', { address: '192.168.60.1' })).json();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await post(`/ips/${ip.id}/ping`, {})).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
  });
});
