// A device's ports map (port name -> SIM card id) has one writer: attach, detach, disassemble and
// the ports screen all go through setPortSim, so the map and the SIM's own device/port never disagree.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { devices } from '../../../db/schema/index.ts';
import { recordChange } from '../../../platform/changelog.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';

export interface PortSlot {
  name: string;
  sim_id: number | null;
}

/** The device's ports in their natural order, each with the SIM it holds (locks the device row). */
export async function devicePorts(tx: Executor, deviceId: number): Promise<PortSlot[]> {
  const [device] = await tx.select({ ports_map: devices.ports_map }).from(devices).where(eq(devices.id, deviceId)).for('update');
  if (!device) throw notFound('Device not found.');
  return Object.entries(device.ports_map ?? {}).map(([name, sim]) => ({ name, sim_id: sim ?? null }));
}

/** Puts a SIM in a port (or empties it with null). The caller updates the SIM row in the same transaction. */
export async function setPortSim(tx: Executor, ctx: Ctx, deviceId: number, port: string, simId: number | null): Promise<void> {
  const ports = await devicePorts(tx, deviceId);
  const slot = ports.find((p) => p.name === port);
  if (!slot) throw badRequest(`Port ${port} does not exist on this device.`, { port_name: 'Unknown port.' });
  if (slot.sim_id === simId) return;
  const before = Object.fromEntries(ports.map((p) => [p.name, p.sim_id]));
  const after = { ...before, [port]: simId };
  await tx
    .update(devices)
    .set({ ports_map: sql`jsonb_set(${devices.ports_map}, array[${port}]::text[], ${JSON.stringify(simId)}::jsonb)`, updated_at: new Date() })
    .where(eq(devices.id, deviceId));
  await recordChange(tx, ctx, {
    verb: 'update',
    objectType: 'device',
    objectId: deviceId,
    before: { ports_map: before },
    after: { ports_map: after },
    refs: { device_id: deviceId, sim_id: simId ?? slot.sim_id },
  });
}

/** Port names of a Peplink-style device: two SIM slots per cellular modem. */
export const defaultPortNames = (modems: number): string[] =>
  Array.from({ length: modems }, (_, i) => [`Cellular ${i + 1} SIM A`, `Cellular ${i + 1} SIM B`]).flat();
