// A device's ports map (port name -> SIM card id) has one writer: attach, detach, disassemble and
// the ports screen all go through setPortSim, so the map and the SIM's own device/port never disagree.
// It sits with the SIM cards, whose attach and detach own it; devices read it from here, one way.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { devices } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { getResource } from '../../../platform/registry.ts';
import { updateRow } from '../../../platform/store.ts';

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
  // The whole map is safe to write: devicePorts holds the device's row lock until commit.
  const ports_map = { ...Object.fromEntries(ports.map((p) => [p.name, p.sim_id])), [port]: simId };
  // By name: the devices declaration imports, through its archive hook, the SIM actions that call this file.
  // No hooks: a port change is no edit of the device (no reshaping, no Ops History period); the SIM actions checked their rules.
  await updateRow(tx, ctx, getResource('devices')!, deviceId, { ports_map }, { hooks: false, log: { refs: { sim_id: simId ?? slot.sim_id } } });
}

/** Port names of a Peplink-style device: two SIM slots per cellular modem. */
export const defaultPortNames = (modems: number): string[] =>
  Array.from({ length: modems }, (_, i) => [`Cellular ${i + 1} SIM A`, `Cellular ${i + 1} SIM B`]).flat();
