import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { devices, logs, wans } from '../../src/db/schema/index.ts';
import { controllerApp, linkedDevice } from '../support/controller-fixtures.ts';
import { closedPortUrl } from '../support/fake-http.ts';
import { createUser } from '../support/helpers.ts';

let ctx: Awaited<ReturnType<typeof controllerApp>>;
beforeAll(async () => {
  ctx = await controllerApp();
});
afterAll(async () => ctx.t.close());

describe('servers', () => {
  it('never returns the API secret, only whether one is set', async () => {
    const { api, server } = ctx;
    expect(server).toMatchObject({ name: 'venus', api_key: 'k1', has_api_secret: true, organizations_count: 0, available_organizations_count: 0 });
    expect(server).not.toHaveProperty('api_secret');
    const list = (await api({ method: 'GET', url: '/api/v1/servers/' })).json();
    expect(JSON.stringify(list)).not.toContain('s3cret');
    const edited = (await api({ method: 'PUT', url: `/api/v1/servers/${server.id}`, payload: { api_secret: '' } })).json();
    expect(edited.has_api_secret).toBe(false);
    await api({ method: 'PUT', url: `/api/v1/servers/${server.id}`, payload: { api_secret: 's3cret' } });
    const log = await ctx.t.database.db.select().from(logs).where(eq(logs.object_type, 'server'));
    expect(JSON.stringify(log)).not.toContain('s3cret');
    const bad = await api({ method: 'POST', url: '/api/v1/servers/', payload: { name: 'x', base_url: 'ftp://nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.base_url).toMatch(/http/);
  });

  it('lists organizations live before a sync, then syncs organizations, groups and devices', async () => {
    const { api, server, t } = ctx;
    const live = (await api({ method: 'GET', url: `/api/v1/servers/${server.id}/organizations` })).json();
    expect(live.results.map((o: any) => o.name)).toEqual(['Fleet Benelux', 'Public Sector']);
    const groups = (await api({ method: 'GET', url: `/api/v1/incontrol/servers/${server.id}/organizations/a1Ven/groups` })).json();
    expect(groups.results.map((g: any) => g.name)).toContain('To deploy');
    const unknownOrg = (await api({ method: 'GET', url: `/api/v1/incontrol/servers/${server.id}/organizations/zzz/groups` })).json();
    expect(unknownOrg.success).toBe(false);

    const existing = await linkedDevice(t, server.id);
    const sync = (await api({ method: 'GET', url: `/api/v1/servers/${server.id}/sync` })).json();
    expect(sync).toMatchObject({ success: true, message: 'Synchronization succeeded', organizations: 2 });
    expect(sync.created).toBe(15); // 3 devices in each customer group of the two organizations
    const synced = await t.database.db.select().from(devices).where(eq(devices.server_id, server.id));
    expect(synced.length).toBe(16);
    const one = synced.find((d) => d.serial !== existing.serial)!;
    expect(one.ic_datas).toHaveProperty('fw_ver');
    expect(['online', 'offline', 'never_online']).toContain(one.online_status);
    expect((await t.database.db.select().from(wans).where(eq(wans.device_id, one.id))).length).toBeGreaterThan(1);
    const systemLogs = await t.database.db
      .select()
      .from(logs)
      .where(eq(logs.object_id, String(one.id)));
    expect(systemLogs.some((l) => l.by_system && l.verb === 'create' && l.object_type === 'device')).toBe(true);

    const shown = (await api({ method: 'GET', url: `/api/v1/servers/${server.id}` })).json();
    expect(shown).toMatchObject({ organizations_count: 2, available_organizations_count: 2 });
    expect(shown.last_sync_at).not.toBeNull();

    // A second sync of an unchanged world creates nothing.
    const again = (await api({ method: 'GET', url: `/api/v1/servers/${server.id}/sync` })).json();
    expect(again.created).toBe(0);
  });

  it('syncs only available organizations', async () => {
    const { api, server } = ctx;
    const bad = await api({ method: 'PUT', url: `/api/v1/servers/${server.id}`, payload: { available_organizations: ['nope'] } });
    expect(bad.statusCode).toBe(400);
    const ok = (await api({ method: 'PUT', url: `/api/v1/servers/${server.id}`, payload: { available_organizations: ['a1Ven'] } })).json();
    expect(ok.available_organizations_count).toBe(1);
    const orgs = (await api({ method: 'GET', url: `/api/v1/servers/${server.id}/organizations` })).json();
    expect(orgs.results.find((o: any) => o.id === 'b2Ven').available).toBe(false);
    const sync = (await api({ method: 'GET', url: `/api/v1/servers/${server.id}/sync` })).json();
    expect(sync.devices).toBe(9); // the 9 devices of Fleet Benelux only
  });

  it('answers Synchronization failed with a code for an archived server', async () => {
    const { api, t } = ctx;
    const { rows } = await t.database.query(`insert into servers (name, archived_at) values ('Old one', now()) returning id`);
    const sync = await api({ method: 'GET', url: `/api/v1/servers/${(rows[0] as { id: number }).id}/sync` });
    expect(sync.json()).toEqual({ success: false, message: 'Synchronization failed', reason: 'The server is archived.', code: 'server_archived', params: {} });
  });

  it('answers Synchronization failed with the reason when the controller is down', async () => {
    const { t } = ctx;
    const real = await controllerApp({ INTEGRATIONS: 'real' });
    try {
      const { api, server } = real;
      // Moving a server is an administrator's change, and it keeps its secret only when given again (decision 0068).
      const admin = real.t.as((await createUser(real.t, 'admin')).token);
      await admin({ method: 'PUT', url: `/api/v1/servers/${server.id}`, payload: { api_base_url: await closedPortUrl(), api_secret: 's3cret' } });
      const sync = await api({ method: 'GET', url: `/api/v1/servers/${server.id}/sync` });
      expect(sync.statusCode).toBe(200);
      expect(sync.json()).toMatchObject({ success: false, message: 'Synchronization failed', code: 'sync_failed' });
      expect(sync.json().reason).toMatch(/unreachable/);
      expect(sync.json().params).toEqual({ reason: sync.json().reason });
    } finally {
      await real.t.close();
    }
    const portal = await createUser(t, 'portal');
    expect((await t.as(portal.token)({ method: 'GET', url: `/api/v1/servers/${ctx.server.id}/sync` })).statusCode).toBe(403);
  });
});
