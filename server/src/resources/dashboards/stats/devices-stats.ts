// GET /stats/devices (spec 1 §7.3): the device counters, each the named count of the devices list it is
// the total of (contract COUNTS, decision 0066), in one statement with the products chart. Live devices
// are the devices list as it opens: not archived, fusion hubs left out (their own count is fusion_hubs).
import { sql } from 'drizzle-orm';
import { type CountName, ONLINE_STATUSES } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { countWhere, readCounts } from './counts.ts';

export interface DeviceStats {
  total: number;
  archived: number;
  in_stock: number;
  deployed: number;
  reserved: number;
  fusion_hubs: number;
  online_status: Record<(typeof ONLINE_STATUSES)[number], number>;
  /** Live devices per product, largest first (the first 10): key is the product name. */
  products: { product_id: number | null; key: string; value: number; in_stock: number }[];
}

/** The count of live devices at each online status. */
const ONLINE: Record<(typeof ONLINE_STATUSES)[number], CountName> = {
  online: 'devices_online',
  offline: 'devices_offline',
  never_online: 'devices_never_online',
  unknown: 'devices_online_unknown',
};

const DEVICES = [
  'devices',
  'devices_archived',
  'devices_in_stock',
  'devices_deployed',
  'devices_reserved',
  'fusion_hubs',
  ...Object.values(ONLINE),
] as const satisfies readonly CountName[];

/** The chart splits the live devices (the `devices` count) by product: its bars are that list, filtered by product. */
const byProduct = sql`select coalesce(json_agg(json_build_object('product_id', x.product_id, 'key', x.key, 'value', x.value, 'in_stock', x.in_stock)
    order by x.value desc, x.key), '[]'::json) from (
  select d.product_id, coalesce(p.name, 'No product') as key, count(*)::int as value, count(*) filter (where d.in_stock)::int as in_stock
  from (select product_id, in_stock from devices where ${countWhere('devices')}) d left join device_products p on p.id = d.product_id
  group by d.product_id, p.name
  order by value desc, key
  limit 10) x`;

export async function deviceStats(exec: Executor): Promise<DeviceStats> {
  const c = await readCounts(exec, DEVICES, { products: byProduct });
  return {
    total: c.devices,
    archived: c.devices_archived,
    in_stock: c.devices_in_stock,
    deployed: c.devices_deployed,
    reserved: c.devices_reserved,
    fusion_hubs: c.fusion_hubs,
    online_status: Object.fromEntries(ONLINE_STATUSES.map((s) => [s, c[ONLINE[s]]])) as DeviceStats['online_status'],
    products: c.products as DeviceStats['products'],
  };
}

export const devicesStatsRoutes: RoutePlugin = (app, { db }) => {
  app.get('/api/v1/stats/devices', { config: { auth: 'staff' }, schema: { tags: ['stats'] } }, async () => deviceStats(db));
};
