// Device operations through the controller (spec 1 §7.3): sync, reboot, modem restart, flash config,
// controller group moves, prepare and return (docs/decisions/0009), config backups. The controller
// is called first, outside any transaction; the database follows in one transaction, logged.
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client.ts';
import { controllerOrganizations, type devices, wans } from '../../../db/schema/index.ts';
import { RETURNED_GROUP, TO_DEPLOY_GROUP } from '../../../integrations/controller/world.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { updateRow } from '../../../platform/store.ts';
import { controllerLink, refused, type ControllerLink } from './device-link.ts';
import { devicesResource } from './devices.resource.ts';
import { upsertControllerDevice } from './device-sync.ts';

export const REBOOTING = 'The device is now rebooting';
export const MODEM_RESTARTING = 'The cellular modem is now restarting';
export const FLASHED = 'Flash current config success';

export async function syncDevice(db: Db, ctx: Ctx, deviceId: number) {
  const link = await controllerLink(db, ctx, deviceId);
  const reported = await link.api.getDevice(link.ref);
  const orgName = link.device.ic_organization_name ?? reported.organization_id;
  await db.transaction((tx) => upsertControllerDevice(tx, { ...ctx, bySystem: true }, { serverId: link.server.id, organizationName: orgName }, reported));
  return { success: true as const, message: 'Synchronization succeeded' };
}

export async function rebootDevice(db: Db, ctx: Ctx, deviceId: number) {
  const link = await controllerLink(db, ctx, deviceId);
  await link.api.reboot(link.ref);
  return { success: true as const, message: REBOOTING };
}

export async function restartModem(db: Db, ctx: Ctx, deviceId: number, wanId: number) {
  const link = await controllerLink(db, ctx, deviceId);
  const [wan] = await db
    .select()
    .from(wans)
    .where(and(eq(wans.id, wanId), eq(wans.device_id, deviceId)));
  if (!wan) throw badRequest('This WAN does not belong to the device.', { wan_id: 'Choose a WAN of this device.' });
  if (wan.ic_id == null) throw refused('wan_not_synced');
  if (wan.wan_type !== 'cellular') throw refused('wan_not_cellular');
  await link.api.restartCellularModem(link.ref, wan.ic_id);
  return { success: true as const, message: MODEM_RESTARTING };
}

export async function flashConfig(db: Db, ctx: Ctx, deviceId: number, serialConfirmation: string) {
  const link = await controllerLink(db, ctx, deviceId);
  if (serialConfirmation.trim() !== link.device.serial) throw refused('serial_mismatch');
  const ticket = await link.api.flashConfig(link.ref);
  return { success: true as const, ticket_id: ticket, message: FLASHED };
}

export async function configBackups(db: Db, ctx: Ctx, deviceId: number) {
  const link = await controllerLink(db, ctx, deviceId);
  const results = await link.api.listConfigBackups(link.ref);
  return { results, count: results.length };
}

/** The groups the controller reported for the device's organization at the last server sync. */
async function groupsOf(exec: Executor, link: ControllerLink) {
  const [org] = await exec
    .select({ groups: controllerOrganizations.groups })
    .from(controllerOrganizations)
    .where(and(eq(controllerOrganizations.server_id, link.server.id), eq(controllerOrganizations.ic_id, link.ref.organization_id)));
  return org?.groups ?? [];
}

/** Writes the controller fields that changed, logged under the acting user. */
async function recordControllerFields(db: Db, ctx: Ctx, device: ControllerLink['device'], set: Partial<typeof devices.$inferInsert>) {
  // No hooks: the controller has already made the change; there is nothing left for an edit's checks to refuse.
  await db.transaction((tx) => updateRow(tx, ctx, devicesResource, device.id, set, { hooks: false }));
}

async function moveToGroup(db: Db, ctx: Ctx, link: ControllerLink, group: { id: number; name: string }, tags?: string[]) {
  if (link.device.ic_group_id !== group.id) await link.api.moveDevice(link.ref, group.id);
  if (tags) await link.api.setTags({ ...link.ref, group_id: group.id }, tags);
  await recordControllerFields(db, ctx, link.device, { ic_group_id: group.id, ic_group_name: group.name, ...(tags ? { ic_tags: tags } : {}) });
}

export async function moveDeviceToGroup(db: Db, ctx: Ctx, deviceId: number, targetGroupId: number) {
  const link = await controllerLink(db, ctx, deviceId);
  const group = (await groupsOf(db, link)).find((g) => g.id === targetGroupId);
  if (!group)
    throw badRequest("The group is not a group of the device's controller organization.", { target_group_id: 'Choose a group of the same organization.' });
  await moveToGroup(db, ctx, link, group);
  return { success: true as const, message: `The device is now in group ${group.name}` };
}

async function namedGroup(db: Db, link: ControllerLink, name: string) {
  const group = (await groupsOf(db, link)).find((g) => g.name.toLowerCase() === name.toLowerCase());
  if (!group) throw refused('controller_group_missing', { name });
  return group;
}

/** Ready for deployment: in the organization's "To deploy" group, with no customer tags left. */
export async function prepareDevice(db: Db, ctx: Ctx, deviceId: number) {
  const link = await controllerLink(db, ctx, deviceId);
  await moveToGroup(db, ctx, link, await namedGroup(db, link, TO_DEPLOY_GROUP), []);
  return { success: true as const, message: 'The device is prepared for deployment' };
}

/** Back from a customer: in the "Returned" group, tagged returned, awaiting a check before stock. */
export async function returnDevice(db: Db, ctx: Ctx, deviceId: number) {
  const link = await controllerLink(db, ctx, deviceId);
  await moveToGroup(db, ctx, link, await namedGroup(db, link, RETURNED_GROUP), ['returned']);
  return { success: true as const, message: 'The device is returned' };
}
