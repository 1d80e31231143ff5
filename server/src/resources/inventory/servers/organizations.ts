// The controller organizations and groups stored per server: refreshed by the sync, flagged
// available (managed by us) or not by staff.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { controllerOrganizations } from '../../../db/schema/index.ts';
import type { ControllerGroup, ControllerOrganization } from '../../../integrations/controller/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { recordAction } from '../../../platform/store.ts';
import { serversResource } from './servers.resource.ts';

export type StoredOrganization = typeof controllerOrganizations.$inferSelect;

export const storedOrganizations = (exec: Executor, serverId: number) =>
  exec.select().from(controllerOrganizations).where(eq(controllerOrganizations.server_id, serverId)).orderBy(controllerOrganizations.name);

/** Marks exactly these organizations available; logged on the server as its available_organizations. */
export async function setAvailableOrganizations(tx: Executor, ctx: Ctx, server: Row, icIds: string[]): Promise<void> {
  const stored = await storedOrganizations(tx, server.id);
  const unknown = icIds.filter((id) => !stored.some((o) => o.ic_id === id));
  if (unknown.length)
    throw badRequest(`Unknown organization ${unknown[0]}: synchronize the server first.`, { available_organizations: 'Unknown organization.' });
  const wanted = new Set(icIds);
  for (const o of stored) {
    if (o.available !== wanted.has(o.ic_id)) {
      await tx
        .update(controllerOrganizations)
        .set({ available: wanted.has(o.ic_id), updated_at: new Date() })
        .where(eq(controllerOrganizations.id, o.id));
    }
  }
  const names = (list: StoredOrganization[]) => list.map((o) => o.ic_id).sort();
  await recordAction(tx, ctx, serversResource, server, {
    verb: 'update',
    before: { available_organizations: names(stored.filter((o) => o.available)) },
    after: { available_organizations: [...wanted].sort() },
  });
}

/**
 * Stores what the controller reports: new organizations arrive available, known ones keep their
 * flag and get their current name and groups. Organizations the controller no longer reports stay
 * (devices may still point at them) but are no longer available.
 */
export async function storeOrganizations(
  tx: Executor,
  serverId: number,
  reported: (ControllerOrganization & { groups: ControllerGroup[] })[],
): Promise<StoredOrganization[]> {
  const now = new Date();
  for (const o of reported) {
    await tx
      .insert(controllerOrganizations)
      .values({ server_id: serverId, ic_id: o.id, name: o.name, groups: o.groups, available: true })
      .onConflictDoUpdate({
        target: [controllerOrganizations.server_id, controllerOrganizations.ic_id],
        set: { name: o.name, groups: o.groups, updated_at: now },
      });
  }
  const seen = new Set(reported.map((o) => o.id));
  for (const o of await storedOrganizations(tx, serverId)) {
    if (!seen.has(o.ic_id) && o.available) {
      await tx
        .update(controllerOrganizations)
        .set({ available: false, updated_at: now })
        .where(and(eq(controllerOrganizations.id, o.id)));
    }
  }
  return storedOrganizations(tx, serverId);
}
