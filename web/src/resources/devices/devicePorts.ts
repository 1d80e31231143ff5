// A device's ports (spec 2 §2): the ports map, and the port table the server builds
// (GET /devices/{id}/ports: each port with its SIM and the WAN that SIM feeds).
import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { listOf } from './controllerOrganizations.ts';
import type { DeviceRecord } from './types.ts';

export interface PortRow {
  port: string;
  sim_id: number | null;
  iccid: string | null;
  sim_status?: string | null;
  wan_name: string | null;
  wan_ic_id: number | string | null;
  /** The WAN's status on the controller. */
  status: string | null;
}

export const portsOf = (device: Pick<DeviceRecord, 'ports_map'> | undefined): [string, number | null][] => Object.entries(device?.ports_map ?? {});

export const hasPortsMap = (device: Pick<DeviceRecord, 'ports_map'> | undefined) => portsOf(device).length > 0;

export const portTableKey = (deviceId: Identifier | undefined) => ['devices', deviceId, 'ports'];

export function usePortTable(deviceId: Identifier | undefined) {
  const dataProvider = useConsoleDataProvider();
  return useQuery({
    queryKey: portTableKey(deviceId),
    queryFn: async () => listOf<PortRow>(await dataProvider.get(`devices/${deviceId}/ports`)),
    enabled: deviceId !== undefined,
  });
}
