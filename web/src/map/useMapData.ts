// What the combined map reads (spec 3 §7 Map reads): devices (map true, in_stock false, 500), sites
// (500) and terminals (5,000; only for users who may see satellite terminals), each narrowed by the
// search term and the customer. Positions only: rows without coordinates are not drawn.
import { useMemo } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import { MAP_LIMITS } from '@console/contract';
import { useHasPermission } from '../common/useHasPermission.ts';
import { isCoordinate } from '../resources/sites/mapConfig.ts';

export interface MapFilters {
  q?: string;
  customer_id?: number | null;
}

const placed = (rows: RaRecord[] | undefined) => (rows ?? []).filter((r) => isCoordinate(r.lat) && isCoordinate(r.lng));

function useLayer(resource: keyof typeof MAP_LIMITS, filters: MapFilters, extra: Record<string, unknown>, enabled = true) {
  const filter = { ...extra, ...(filters.q ? { q: filters.q } : {}), ...(filters.customer_id ? { customer_id: filters.customer_id } : {}) };
  const { data, total, isPending } = useGetList(
    resource,
    { filter, pagination: { page: 1, perPage: MAP_LIMITS[resource] }, sort: { field: 'id', order: 'DESC' } },
    { enabled },
  );
  const rows = useMemo(() => placed(data), [data]);
  return { rows, total: total ?? 0, isPending: enabled && isPending };
}

export function useMapData(filters: MapFilters) {
  const canSeeTerminals = useHasPermission('can_view_starlinks');
  const devices = useLayer('devices', filters, { map: true, in_stock: false });
  const sites = useLayer('sites', filters, {});
  const terminals = useLayer('starlink_terminals', filters, {}, canSeeTerminals);
  return { devices, sites, terminals, canSeeTerminals };
}
