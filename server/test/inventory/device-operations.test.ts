import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEVICE_DELIVERY_MESSAGES } from '@console/contract';
import { devices, logs, wans } from '../../src/db/schema/index.ts';
import { controllerApp, linkedDevice } from '../support/controller-fixtures.ts';
import { createUser } from '../support/helpers.ts';

let ctx: Awaited<ReturnType<typeof controllerApp>>;
beforeAll(async () => {
  ctx = await controllerApp();
  // Organizations and groups are known to the server once it has been synchronized.
  await ctx.api({ method: 'GET', url: `/api/v1/servers/${ctx.server.id}/sync` });
});
afterAll(async () => ctx.t.close());

/** A linked device the simulator reports online: synced until it is (status drifts every 10 minutes). */
async function onlineDevice() {
  for (let i = 0; i < 30; i += 1) {
    const d = await linkedDevice(ctx.t, ctx.server.id);
    await ctx.api({ method: 'GET', url: `/api/v1/devices/${d.id}/sync` });
    const [row] = await ctx.t.database.db.select().from(devices).where(eq(devices.id, d.id));
    if (row.online_status === 'online') return row;
  }
  throw new Error('no online device');
}

describe('device operations', () => {
  it('syncs one device: controller fields and WANs, logged by the system', async () => {
    const { api, t } = ctx;
    const d = await linkedDevice(t, ctx.server.id);
    const res = (await api({ method: 'GET', url: `/api/v1/devices/${d.id}/sync` })).json();
    expect(res).toEqual({ success: true, message: 'Synchronization succeeded' });
    const [row] = await t.database.db.select().from(devices).where(eq(devices.id, d.id));
    expect(row.ic_datas).toHaveProperty('fw_ver');
    expect(row.last_sync_at).not.toBeNull();
    expect((await t.database.db.select().from(wans).where(eq(wans.device_id, d.id))).length).toBeGreaterThan(1);
    const entries = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.object_type, 'device'), eq(logs.object_id, String(d.id))));
    expect(entries.length).toBe(1);
    expect(entries[0].by_system).toBe(true);
    // Nothing changed: nothing logged.
    await api({ method: 'GET', url: `/api/v1/devices/${d.id}/sync` });
    const again = await t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.object_type, 'device'), eq(logs.object_id, String(d.id))));
    expect(again.length).toBe(1);
  });

  it('syncs the whole controller', async () => {
    const res = (await ctx.api({ method: 'GET', url: '/api/v1/devices/incontrol/sync' })).json();
    expect(res).toMatchObject({ success: true, message: 'Synchronization succeeded' });
    expect(res.devices).toBeGreaterThan(0);
  });

  it('refuses operations on archived or unlinked devices with a reason, and 404 on unknown ones', async () => {
    const { api, t } = ctx;
    const unlinked = await linkedDevice(t, ctx.server.id, { server_id: null, ic_id: null });
    const archived = await linkedDevice(t, ctx.server.id, { archived_at: new Date() });
    for (const [method, path] of [
      ['POST', 'reboot'],
      ['GET', 'sync'],
      ['POST', 'speedtest'],
      ['PUT', 'prepare'],
      ['PUT', 'return'],
      ['GET', 'config_backups'],
    ] as const) {
      expect((await api({ method, url: `/api/v1/devices/${unlinked.id}/${path}` })).json()).toMatchObject({
        success: false,
        reason: 'The device is not linked to a controller.',
      });
      expect((await api({ method, url: `/api/v1/devices/${archived.id}/${path}` })).json()).toMatchObject({
        success: false,
        reason: 'The device is archived.',
      });
    }
    expect((await api({ method: 'POST', url: '/api/v1/devices/999999/reboot' })).statusCode).toBe(404);
  });

  it('reboots an online device; a second reboot while it restarts is refused by the controller', async () => {
    const d = await onlineDevice();
    expect((await ctx.api({ method: 'POST', url: `/api/v1/devices/${d.id}/reboot` })).json()).toEqual({
      success: true,
      message: 'The device is now rebooting',
    });
    const again = (await ctx.api({ method: 'POST', url: `/api/v1/devices/${d.id}/reboot` })).json();
    expect(again.success).toBe(false);
    expect(again.reason).toMatch(/offline/);
  });

  it('restarts the modem of a cellular WAN of the device only', async () => {
    const d = await onlineDevice();
    const own = await ctx.t.database.db.select().from(wans).where(eq(wans.device_id, d.id));
    const cell = own.find((w) => w.wan_type === 'cellular')!;
    const eth = own.find((w) => w.wan_type !== 'cellular')!;
    expect((await ctx.api({ method: 'POST', url: `/api/v1/devices/${d.id}/restart_modem`, payload: { wan_id: cell.id } })).json()).toEqual({
      success: true,
      message: 'The cellular modem is now restarting',
    });
    expect((await ctx.api({ method: 'POST', url: `/api/v1/devices/${d.id}/restart_modem`, payload: { wan_id: eth.id } })).json()).toMatchObject({
      success: false,
    });
    const other = await onlineDevice();
    const [foreign] = await ctx.t.database.db.select().from(wans).where(eq(wans.device_id, other.id));
    const res = await ctx.api({ method: 'POST', url: `/api/v1/devices/${d.id}/restart_modem`, payload: { wan_id: foreign.id } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This WAN does not belong to the device.');
    expect((await ctx.api({ method: 'POST', url: `/api/v1/devices/${d.id}/restart_modem`, payload: {} })).statusCode).toBe(400);
  });

  it('flashes the config only when the serial typed matches', async () => {
    const d = await linkedDevice(ctx.t, ctx.server.id);
    const wrong = (await ctx.api({ method: 'POST', url: `/api/v1/devices/${d.id}/flash_config`, payload: { serial_confirmation: 'nope' } })).json();
    const serialMessage = 'The serial typed does not match the device serial: nothing was flashed.';
    expect(wrong).toEqual({ success: false, reason: serialMessage, message: serialMessage, code: 'serial_mismatch', params: {} });
    const ok = (await ctx.api({ method: 'POST', url: `/api/v1/devices/${d.id}/flash_config`, payload: { serial_confirmation: d.serial } })).json();
    expect(ok).toMatchObject({ success: true, message: 'Flash current config success' });
    expect(ok.ticket_id).toMatch(/^\d+$/);
  });

  it('moves a device to a group of its organization, logged; other groups are refused', async () => {
    const d = await linkedDevice(ctx.t, ctx.server.id);
    const foreign = await ctx.api({ method: 'PUT', url: `/api/v1/devices/${d.id}/incontrol_move`, payload: { target_group_id: 111 } });
    expect(foreign.statusCode).toBe(400);
    const res = (await ctx.api({ method: 'PUT', url: `/api/v1/devices/${d.id}/incontrol_move`, payload: { target_group_id: '104' } })).json();
    expect(res.success).toBe(true);
    const [row] = await ctx.t.database.db.select().from(devices).where(eq(devices.id, d.id));
    expect(row).toMatchObject({ ic_group_id: 104, ic_group_name: 'Logistics' });
    const [entry] = await ctx.t.database.db
      .select()
      .from(logs)
      .where(and(eq(logs.object_type, 'device'), eq(logs.object_id, String(d.id))));
    expect(entry.after).toMatchObject({ ic_group_id: 104, ic_group_name: 'Logistics' });
    expect(entry.by_system).toBe(false);
  });

  it('prepares a device (To deploy group, no tags) and returns it (Returned group, tagged)', async () => {
    const d = await linkedDevice(ctx.t, ctx.server.id, { ic_tags: ['customer-x'] });
    expect((await ctx.api({ method: 'PUT', url: `/api/v1/devices/${d.id}/prepare` })).json().success).toBe(true);
    let [row] = await ctx.t.database.db.select().from(devices).where(eq(devices.id, d.id));
    expect(row).toMatchObject({ ic_group_name: 'To deploy', ic_tags: [] });
    expect((await ctx.api({ method: 'PUT', url: `/api/v1/devices/${d.id}/return` })).json().success).toBe(true);
    [row] = await ctx.t.database.db.select().from(devices).where(eq(devices.id, d.id));
    expect(row).toMatchObject({ ic_group_name: 'Returned', ic_tags: ['returned'] });
  });

  it('lists config backups from the controller', async () => {
    const d = await linkedDevice(ctx.t, ctx.server.id);
    const res = (await ctx.api({ method: 'GET', url: `/api/v1/devices/${d.id}/config_backups` })).json();
    expect(res.count).toBe(5);
    expect(res.results[0]).toHaveProperty('url');
  });
});

describe('device operations through the real controller client', () => {
  it('calls the server credentials and URL of the device, and answers refusals as success false', async () => {
    const { fakeServer, json } = await import('../support/fake-http.ts');
    const ic = await fakeServer((req, res) => {
      if (req.path === '/api/oauth2/token') return json(res, 200, { access_token: 'tok', expires_in: 3600 });
      if (req.path === '/rest/o/a1Ven/g/103/d/77/tools/reboot') return json(res, 200, { resp_code: 'SUCCESS', data: null });
      if (req.path === '/rest/o/a1Ven/g/103/d/78/tools/reboot') return json(res, 200, { resp_code: 'FAIL', message: 'Device busy' });
      return json(res, 500, 'boom');
    });
    const real = await controllerApp({ INTEGRATIONS: 'real' });
    try {
      // Moving a server is an administrator's change, and it keeps its secret only when given again (decision 0068).
      const admin = real.t.as((await createUser(real.t, 'admin')).token);
      await admin({ method: 'PUT', url: `/api/v1/servers/${real.server.id}`, payload: { api_base_url: ic.url, api_secret: 's3cret' } });
      const ok = await linkedDevice(real.t, real.server.id, { ic_id: '77' });
      const busy = await linkedDevice(real.t, real.server.id, { ic_id: '78' });
      const broken = await linkedDevice(real.t, real.server.id, { ic_id: '79' });
      expect((await real.api({ method: 'POST', url: `/api/v1/devices/${ok.id}/reboot` })).json()).toEqual({
        success: true,
        message: 'The device is now rebooting',
      });
      expect((await real.api({ method: 'POST', url: `/api/v1/devices/${busy.id}/reboot` })).json()).toEqual({
        success: false,
        reason: 'Controller: Device busy',
        message: 'Controller: Device busy',
        code: 'controller_refused',
        params: { reason: 'Device busy' },
      });
      const failed = await real.api({ method: 'POST', url: `/api/v1/devices/${broken.id}/reboot` });
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toMatchObject({ success: false, reason: expect.stringMatching(/^Controller: HTTP 500/) });
      const token = ic.requests.find((r) => r.path === '/api/oauth2/token')!;
      // InControl2 reads the token request as a form body (decision 0073).
      expect(Object.fromEntries(new URLSearchParams(token.body))).toMatchObject({ client_id: 'k1', client_secret: 's3cret', grant_type: 'client_credentials' });
    } finally {
      await real.t.close();
      await ic.close();
    }
  });

  it('refuses back to stock when the last usage cannot be fetched, changing nothing', async () => {
    const { fakeServer, json } = await import('../support/fake-http.ts');
    const ic = await fakeServer((req, res) => {
      if (req.path === '/api/oauth2/token') return json(res, 200, { access_token: 'tok', expires_in: 3600 });
      return json(res, 503, { error: { code: 503, message: 'Service unavailable' } });
    });
    const real = await controllerApp({ INTEGRATIONS: 'real' });
    try {
      const admin = real.t.as((await createUser(real.t, 'admin')).token);
      await admin({ method: 'PUT', url: `/api/v1/servers/${real.server.id}`, payload: { api_base_url: ic.url, api_secret: 's3cret' } });
      const device = await linkedDevice(real.t, real.server.id, { ic_id: '81', in_stock: false });
      const res = await real.api({ method: 'POST', url: `/api/v1/devices/${device.id}/back_to_stock`, payload: { reason: 'END DEMO', disassemble: false } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: false,
        message: DEVICE_DELIVERY_MESSAGES.notBackToStock,
        code: 'last_usage_unavailable',
        reason: expect.stringMatching(/^The last usage could not be fetched: /),
      });
      const [after] = await real.t.database.db.select().from(devices).where(eq(devices.id, device.id));
      expect([after.in_stock, after.site_id]).toEqual([false, device.site_id]);
      expect(ic.requests.some((r) => r.path === '/rest/o/a1Ven/g/103/d/81')).toBe(true);
    } finally {
      await real.t.close();
      await ic.close();
    }
  });
});
