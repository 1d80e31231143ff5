// The rows of a device's port table (spec 2 §2 ports screen): each port of ports_map with its SIM,
// and the WAN that reports that SIM (by ICCID in sim_a / sim_b).
import { useGetMany, type RaRecord } from 'react-admin';

export interface PortRow {
  port: string;
  sim_id: number | null;
  iccid?: string;
  wan_name?: string;
  wan_ic_id?: number | string;
  status?: string;
}

interface Wan {
  name?: string;
  ic_id?: number | string;
  ic_status?: string;
  sim_a?: { iccid?: string } | null;
  sim_b?: { iccid?: string } | null;
}

export const portsOf = (device: RaRecord | undefined): [string, number | null][] =>
  Object.entries((device?.ports_map as Record<string, number | null> | undefined) ?? {});

export const hasPortsMap = (device: RaRecord | undefined) => portsOf(device).length > 0;

/** Port rows for the device and a ports map (the saved one, or the one being edited). */
export function usePortRows(device: RaRecord | undefined, portsMap?: Record<string, number | null>) {
  const ports = portsMap ? Object.entries(portsMap) : portsOf(device);
  const simIds = [...new Set(ports.map(([, id]) => id).filter((id): id is number => typeof id === 'number'))];
  const { data: sims = [], isPending } = useGetMany('simcards', { ids: simIds }, { enabled: simIds.length > 0 });
  const wans = (device?.wans as Wan[] | undefined) ?? [];
  const rows: PortRow[] = ports.map(([port, simId]) => {
    const sim = sims.find((s) => s.id === simId);
    const iccid = sim?.iccid as string | undefined;
    const wan = iccid ? wans.find((w) => w.sim_a?.iccid === iccid || w.sim_b?.iccid === iccid) : undefined;
    return {
      port,
      sim_id: simId ?? null,
      iccid,
      wan_name: wan?.name,
      wan_ic_id: wan?.ic_id,
      status: wan?.ic_status ?? (sim?.status as string | undefined),
    };
  });
  return { rows, loading: simIds.length > 0 && isPending };
}
