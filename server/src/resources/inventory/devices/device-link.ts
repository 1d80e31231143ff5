// A device's link to its controller server, and the one way operations refuse: {success: false,
// reason}. Controller calls are made outside any transaction (a slow controller must not hold
// database locks); the writes that follow open their own.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { devices, servers } from '../../../db/schema/index.ts';
import type { ControllerApi, DeviceRef } from '../../../integrations/controller/index.ts';
import { IntegrationError } from '../../../integrations/http.ts';
import type { Ctx } from '../../../platform/context.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { refusalAsAnswer } from '../../../platform/refusals.ts';

export type DeviceRow = typeof devices.$inferSelect;
export type ServerRow = typeof servers.$inferSelect;

export const NOT_LINKED = 'The device is not linked to a controller.';
export const DEVICE_ARCHIVED = 'The device is archived.';
export const SERVER_ARCHIVED = 'The controller server of this device is archived.';

/** An operation our rules refuse: a 409 that the routes answer as 200 {success: false, reason, message}. */
export const refused = (reason: string) => conflict(reason);

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
  if (device.archived_at) throw refused(DEVICE_ARCHIVED);
  if (!device.server_id || !device.ic_id || !device.ic_organization_id) throw refused(NOT_LINKED);
  const [server] = await exec.select().from(servers).where(eq(servers.id, device.server_id));
  if (!server) throw refused(NOT_LINKED);
  if (server.archived_at) throw refused(SERVER_ARCHIVED);
  const factory = ctx.services?.integrations.controller;
  if (!factory) throw refused('No controller integration is configured.');
  return { device, server, ref: refOf(device), api: factory.forServer(server) };
}

/** Controller failures are refusals too ('Controller: <reason>'); answered by refusalAsAnswer. */
export function answer<T>(run: () => Promise<T>) {
  return refusalAsAnswer(async () => {
    try {
      return await run();
    } catch (err) {
      throw err instanceof IntegrationError ? refused(`Controller: ${err.reason}`) : err;
    }
  });
}
