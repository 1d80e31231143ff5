// GET /admin/dashboard/{business,delivery,stock}/stats (spec 2 §2 Dashboards, §7): the counters of the
// three commercial dashboards, one statement each, made of the named counts (counts.ts, contract
// COUNTS): a tile's count is the total of the list it links to, and the same count everywhere.
import { sql } from 'drizzle-orm';
import type { CountName } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { dashboardStats } from '../../../platform/stats-snapshot.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { countTables, countWhere, readCounts } from './counts.ts';

export interface BusinessStats {
  services: { provisioning: number; to_invoice: number; idle: number; not_invoiced: number; monthly: { date: string; value: number }[] };
  packages: { draft: number; provisioning: number; not_invoiced: number };
  package_lines: { to_invoice: number };
}

export interface DeliveryStats {
  services: { provisioning: number; provisioned: number; shipped: number };
  package_lines: { provisioning: number; provisioned: number; shipped: number };
}

export interface StockStats {
  devices: { in_stock: number; by_product: { key: string; value: number }[] };
  product_items: { in_stock: number };
  starlinks: { in_stock: number };
  device_products: { stock_alert: number };
}

/** Months of the Started Services chart, this one included. */
const MONTHS = 12;

const BUSINESS = [
  'services_provisioning',
  'services_to_invoice',
  'services_idle',
  'services_not_invoiced',
  'packages_draft',
  'packages_provisioning',
  'packages_not_invoiced',
  'package_lines_to_invoice',
] as const satisfies readonly CountName[];

/** Services started per month, this one and the 11 before, live services (the services list's archived=false). */
const startedPerMonth = sql`select coalesce(json_agg(json_build_object('date', to_char(m.month, 'DD/MM/YYYY'), 'value', coalesce(s.n, 0)) order by m.month), '[]'::json)
  from generate_series(date_trunc('month', current_date) - make_interval(months => ${MONTHS - 1}), date_trunc('month', current_date), interval '1 month') as m(month)
  left join (
    select date_trunc('month', start_date) as month, count(*)::int as n from services
    where archived_at is null and start_date >= (date_trunc('month', current_date) - make_interval(months => ${MONTHS - 1}))::date
    group by 1) s on s.month = m.month`;

export async function businessStats(exec: Executor): Promise<BusinessStats> {
  const c = await readCounts(exec, BUSINESS, { monthly: startedPerMonth });
  return {
    services: {
      provisioning: c.services_provisioning,
      to_invoice: c.services_to_invoice,
      idle: c.services_idle,
      not_invoiced: c.services_not_invoiced,
      monthly: c.monthly as BusinessStats['services']['monthly'],
    },
    packages: { draft: c.packages_draft, provisioning: c.packages_provisioning, not_invoiced: c.packages_not_invoiced },
    package_lines: { to_invoice: c.package_lines_to_invoice },
  };
}

const DELIVERY = [
  'delivery_services_provisioning',
  'delivery_services_provisioned',
  'delivery_services_shipped',
  'delivery_package_lines_provisioning',
  'delivery_package_lines_provisioned',
  'delivery_package_lines_shipped',
] as const satisfies readonly CountName[];

export async function deliveryStats(exec: Executor): Promise<DeliveryStats> {
  const c = await readCounts(exec, DELIVERY);
  return {
    services: { provisioning: c.delivery_services_provisioning, provisioned: c.delivery_services_provisioned, shipped: c.delivery_services_shipped },
    package_lines: {
      provisioning: c.delivery_package_lines_provisioning,
      provisioned: c.delivery_package_lines_provisioned,
      shipped: c.delivery_package_lines_shipped,
    },
  };
}

const STOCK = ['devices_in_stock', 'product_items_in_stock', 'starlinks_in_stock', 'stock_alerts'] as const satisfies readonly CountName[];

export async function stockStats(exec: Executor): Promise<StockStats> {
  // The chart splits the devices_in_stock count by product: the same devices, so its bars add up to the tile.
  const byProduct = sql`select coalesce(json_agg(json_build_object('key', x.key, 'value', x.value) order by x.value desc, x.key), '[]'::json) from (
    select coalesce(p.name, 'No product') as key, count(*)::int as value
    from (select product_id from devices where ${countWhere('devices_in_stock')}) d left join device_products p on p.id = d.product_id
    group by p.name) x`;
  const c = await readCounts(exec, STOCK, { by_product: byProduct });
  return {
    devices: { in_stock: c.devices_in_stock, by_product: c.by_product as StockStats['devices']['by_product'] },
    product_items: { in_stock: c.product_items_in_stock },
    starlinks: { in_stock: c.starlinks_in_stock },
    device_products: { stock_alert: c.stock_alerts },
  };
}

export const commercialStatsRoutes: RoutePlugin = (app, { db, config: settings }) => {
  const config = { auth: 'staff' as const };
  const schema = { tags: ['stats'] };
  const opts = { liveRows: settings.DASHBOARD_LIVE_ROWS, freshMs: settings.DASHBOARD_SNAPSHOT_MS };
  app.get('/api/v1/admin/dashboard/business/stats', { config, schema }, async () =>
    dashboardStats(db, 'business', countTables(BUSINESS), opts, () => businessStats(db)),
  );
  app.get('/api/v1/admin/dashboard/delivery/stats', { config, schema }, async () =>
    dashboardStats(db, 'delivery', countTables(DELIVERY), opts, () => deliveryStats(db)),
  );
  app.get('/api/v1/admin/dashboard/stock/stats', { config, schema }, async () => dashboardStats(db, 'stock', countTables(STOCK), opts, () => stockStats(db)));
};
