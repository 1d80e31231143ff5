// A device's link to its controller server, and the one way operations refuse: {success: false,
// reason}. Controller calls are made outside any transaction (a slow controller must not hold
// database locks); the writes that follow open their own.
import { eq } from 'drizzle-orm';
import type { ErrorCode, ErrorParams } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { devices, servers } from '../../../db/schema/index.ts';
import type { ControllerApi, DeviceRef } from '../../../integrations/controller/index.ts';
import { IntegrationError } from '../../../integrations/http.ts';
import type { Ctx } from '../../../platform/context.ts';
import { appError, notFound } from '../../../platform/errors.ts';
import { refusalAsAnswer } from '../../../platform/refusals.ts';

export type DeviceRow = typeof devices.$inferSelect;
export type ServerRow = typeof servers.$inferSelect;

/** An operation our rules refuse: a 409 code that the routes answer as 200 {success: false, reason, message, code, params}. */
export const refused = (code: ErrorCode, params: ErrorParams = {}) => appError(code, params);

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
  if (device.archived_at) throw refused('device_archived');
  if (!device.server_id || !device.ic_id || !device.ic_organization_id) throw refused('device_not_linked');
  const [server] = await exec.select().from(servers).where(eq(servers.id, device.server_id));
  if (!server) throw refused('device_not_linked');
  if (server.archived_at) throw refused('controller_server_archived');
  const factory = ctx.services?.integrations.controller;
  if (!factory) throw refused('controller_not_configured');
  return { device, server, ref: refOf(device), api: factory.forServer(server) };
}

/** Controller failures are refusals too ('Controller: <reason>'); answered by refusalAsAnswer. */
export function answer<T>(run: () => Promise<T>) {
  return refusalAsAnswer(async () => {
    try {
      return await run();
    } catch (err) {
      throw err instanceof IntegrationError ? refused('controller_refused', { reason: err.reason }) : err;
    }
  });
}
