// The table under the ports form (spec 2 §2, /devices/{id}/ports): each port with its SIM and the
// WAN that SIM feeds, as the controller last reported it.
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { simcards } from '../../../db/schema/index.ts';
import { getRow } from '../../../platform/store.ts';
import { devicesResource } from './devices.resource.ts';

interface WanOfDevice {
  id: number;
  name: string;
  ic_id: number | null;
  ic_status: string | null;
  sim_a: { iccid?: string } | null;
  sim_b: { iccid?: string } | null;
}

export interface PortRow {
  port: string;
  sim_id: number | null;
  iccid: string | null;
  sim_status: string | null;
  wan_id: number | null;
  wan_name: string | null;
  wan_ic_id: number | null;
  /** The WAN's status on the controller. */
  status: string | null;
}

/** The WAN a port's SIM is seen on, else the modem the port belongs to ("Cellular 1 SIM A" -> "Cellular 1"). */
function wanOf(wans: WanOfDevice[], port: string, iccid: string | null): WanOfDevice | undefined {
  const bySim = iccid ? wans.find((w) => w.sim_a?.iccid === iccid || w.sim_b?.iccid === iccid) : undefined;
  return bySim ?? wans.find((w) => port.startsWith(`${w.name} SIM`));
}

export async function devicePortsTable(exec: Executor, deviceId: number): Promise<{ results: PortRow[]; count: number }> {
  const device = await getRow(exec, devicesResource, deviceId);
  const ports = Object.entries((device.ports_map ?? {}) as Record<string, number | null>);
  const simIds = ports.map(([, sim]) => sim).filter((sim): sim is number => sim != null);
  const sims = simIds.length
    ? await exec.select({ id: simcards.id, iccid: simcards.iccid, status: simcards.status }).from(simcards).where(inArray(simcards.id, simIds))
    : [];
  const wans = (device.wans ?? []) as unknown as WanOfDevice[];
  const results = ports.map(([port, simId]): PortRow => {
    const sim = sims.find((s) => s.id === simId);
    const wan = wanOf(wans, port, sim?.iccid ?? null);
    return {
      port,
      sim_id: simId ?? null,
      iccid: sim?.iccid ?? null,
      sim_status: sim?.status ?? null,
      wan_id: wan?.id ?? null,
      wan_name: wan?.name ?? null,
      wan_ic_id: wan?.ic_id ?? null,
      status: wan?.ic_status ?? null,
    };
  });
  return { results, count: results.length };
}
