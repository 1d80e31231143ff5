// Synchronisation of a controller server: its organizations and groups, then the devices of the
// available organizations (upserted by serial). Controller calls first, writes in one transaction.
import { type Coded, codeOf } from '../../../platform/refusals.ts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client.ts';
import { servers } from '../../../db/schema/index.ts';
import type { ControllerDevice, ControllerGroup, ControllerOrganization } from '../../../integrations/controller/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { IntegrationError } from '../../../integrations/http.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { upsertControllerDevice } from '../devices/device-sync.ts';
import { storedOrganizations, storeOrganizations } from './organizations.ts';

export type ServerRow = typeof servers.$inferSelect;

export interface SyncCounts {
  organizations: number;
  groups: number;
  devices: number;
  created: number;
  updated: number;
}

export type SyncAnswer = { success: boolean; message: string; reason?: string } & Partial<Coded> & SyncCounts;

export async function getServer(exec: Executor, id: number): Promise<ServerRow> {
  const [server] = await exec.select().from(servers).where(eq(servers.id, id));
  if (!server) throw notFound();
  return server;
}

export const liveServers = (exec: Executor) => exec.select().from(servers).where(isNull(servers.archived_at)).orderBy(servers.id);

/** Syncs are logged as the system's changes, whoever pressed the button. */
const systemOf = (ctx: Ctx): Ctx => ({ ...ctx, bySystem: true });

export async function syncServer(db: Db, ctx: Ctx, server: ServerRow): Promise<SyncCounts> {
  const api = ctx.services!.integrations.controller.forServer(server);
  const orgs: (ControllerOrganization & { groups: ControllerGroup[] })[] = [];
  for (const o of await api.listOrganizations()) orgs.push({ ...o, groups: await api.listGroups(o.id) });
  // New organizations arrive available; known ones keep the flag staff gave them.
  const flags = new Map((await storedOrganizations(db, server.id)).map((o) => [o.ic_id, o.available]));
  const reported: { org: string; device: ControllerDevice }[] = [];
  for (const o of orgs) {
    if (flags.get(o.id) === false) continue;
    for (const d of await api.listDevices(o.id)) reported.push({ org: o.name, device: d });
  }
  return db.transaction(async (tx) => {
    const stored = await storeOrganizations(tx, server.id, orgs);
    const counts: SyncCounts = {
      organizations: stored.length,
      groups: orgs.reduce((n, o) => n + o.groups.length, 0),
      devices: reported.length,
      created: 0,
      updated: 0,
    };
    for (const { org, device } of reported) {
      const r = await upsertControllerDevice(tx, systemOf(ctx), { serverId: server.id, organizationName: org }, device);
      if (r.created) counts.created += 1;
      else if (r.changed) counts.updated += 1;
    }
    await tx
      .update(servers)
      .set({ last_sync_at: new Date() })
      .where(and(eq(servers.id, server.id)));
    return counts;
  });
}

/** The sync answer of spec 1 §8: 'Synchronization succeeded' / 'Synchronization failed' with the reason. */
export async function syncAnswer(run: () => Promise<SyncCounts[]>): Promise<SyncAnswer> {
  const zero: SyncCounts = { organizations: 0, groups: 0, devices: 0, created: 0, updated: 0 };
  try {
    const all = await run();
    const total = all.reduce(
      (t, c) => ({
        organizations: t.organizations + c.organizations,
        groups: t.groups + c.groups,
        devices: t.devices + c.devices,
        created: t.created + c.created,
        updated: t.updated + c.updated,
      }),
      zero,
    );
    return { success: true, message: 'Synchronization succeeded', ...total };
  } catch (err) {
    if (err instanceof IntegrationError)
      return { success: false, message: 'Synchronization failed', reason: err.reason, code: 'sync_failed', params: { reason: err.reason }, ...zero };
    if (err instanceof AppError && err.statusCode === 409)
      return { success: false, message: 'Synchronization failed', reason: err.message, ...codeOf(err), ...zero };
    throw err;
  }
}
