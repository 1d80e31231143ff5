// GET /stats/devices (spec 1 §7.3): the device counters, counted by the database (DESIGN rule 10).
// Live devices are those not archived, which is what the device list shows by default.
import { sql } from 'drizzle-orm';
import { ONLINE_STATUSES } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { rowsOf } from '../../../db/rows.ts';

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

export async function deviceStats(exec: Executor): Promise<DeviceStats> {
  const [totals] = rowsOf(
    await exec.execute(sql`
      select
        count(*) filter (where archived_at is null)::int as total,
        count(*) filter (where archived_at is not null)::int as archived,
        count(*) filter (where archived_at is null and in_stock)::int as in_stock,
        count(*) filter (where archived_at is null and not in_stock)::int as deployed,
        count(*) filter (where archived_at is null and reserved)::int as reserved,
        count(*) filter (where archived_at is null and is_fusion_hub)::int as fusion_hubs,
        count(*) filter (where archived_at is null and online_status = 'online')::int as online,
        count(*) filter (where archived_at is null and online_status = 'offline')::int as offline,
        count(*) filter (where archived_at is null and online_status = 'never_online')::int as never_online,
        count(*) filter (where archived_at is null and online_status = 'unknown')::int as unknown
      from devices`),
  );
  const products = rowsOf(
    await exec.execute(sql`
      select d.product_id, coalesce(p.name, 'No product') as key, count(*)::int as value, count(*) filter (where d.in_stock)::int as in_stock
      from devices d left join device_products p on p.id = d.product_id
      where d.archived_at is null
      group by d.product_id, p.name
      order by value desc, key
      limit 10`),
  );
  const n = (k: string) => Number(totals?.[k] ?? 0);
  return {
    total: n('total'),
    archived: n('archived'),
    in_stock: n('in_stock'),
    deployed: n('deployed'),
    reserved: n('reserved'),
    fusion_hubs: n('fusion_hubs'),
    online_status: Object.fromEntries(ONLINE_STATUSES.map((s) => [s, n(s)])) as DeviceStats['online_status'],
    products: products.map((p) => ({
      product_id: p.product_id == null ? null : Number(p.product_id),
      key: String(p.key),
      value: Number(p.value),
      in_stock: Number(p.in_stock),
    })),
  };
}

export const devicesStatsRoutes: RoutePlugin = (app, { db }) => {
  app.get('/api/v1/stats/devices', { config: { auth: 'staff' }, schema: { tags: ['stats'] } }, async () => deviceStats(db));
};
