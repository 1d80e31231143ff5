// A device's link to its controller server, and the one way operations refuse: {success: false,
// reason}. Controller calls are made outside any transaction (a slow controller must not hold
// database locks); the writes that follow open their own.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { devices, servers } from '../../db/schema/index.ts';
import type { ControllerApi, DeviceRef } from '../../integrations/controller/index.ts';
import { IntegrationError } from '../../integrations/http.ts';
import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';

export type DeviceRow = typeof devices.$inferSelect;
export type ServerRow = typeof servers.$inferSelect;

export const NOT_LINKED = 'The device is not linked to a controller.';
export const DEVICE_ARCHIVED = 'The device is archived.';
export const SERVER_ARCHIVED = 'The controller server of this device is archived.';

/** An operation the controller or our rules refuse: answered 200 {success: false, reason}. */
export class Refused extends Error {}

export interface ControllerLink {
  device: DeviceRow;
  server: ServerRow;
  ref: DeviceRef;
  api: ControllerApi;
}

export const refOf = (device: DeviceRow): DeviceRef => ({
  organization_id: device.ic_organization_id ?? '',
  group_id: device.ic_group_id,
  id: device.ic_id ?? '',
  serial: device.serial,
  name: device.ic_name ?? device.name,
});

export async function controllerLink(exec: Executor, ctx: Ctx, deviceId: number): Promise<ControllerLink> {
  const [device] = await exec.select().from(devices).where(eq(devices.id, deviceId));
  if (!device) throw notFound('Device not found.');
  if (device.archived_at) throw new Refused(DEVICE_ARCHIVED);
  if (!device.server_id || !device.ic_id || !device.ic_organization_id) throw new Refused(NOT_LINKED);
  const [server] = await exec.select().from(servers).where(eq(servers.id, device.server_id));
  if (!server) throw new Refused(NOT_LINKED);
  if (server.archived_at) throw new Refused(SERVER_ARCHIVED);
  const factory = ctx.services?.integrations.controller;
  if (!factory) throw new Refused('No controller integration is configured.');
  return { device, server, ref: refOf(device), api: factory.forServer(server) };
}

/** Refusals and controller failures become {success: false, reason}; anything else stays an error. */
export async function answer<T extends object>(run: () => Promise<T>): Promise<T | { success: false; reason: string }> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Refused) return { success: false, reason: err.message };
    if (err instanceof IntegrationError) return { success: false, reason: `Controller: ${err.reason}` };
    throw err;
  }
}
