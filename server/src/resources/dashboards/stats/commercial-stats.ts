// GET /admin/dashboard/{business,delivery,stock}/stats (spec 2 §2 Dashboards, §7): the counters of the
// three commercial dashboards, one query each, counted with the same conditions as the lists the
// tiles open (so a tile's count is the total of the list it links to).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { dashboardStats } from '../../../platform/stats-snapshot.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { packageNotInvoiced } from '../../commercial/packages/packages.resource.ts';
import { lineNotInvoiced } from '../../commercial/package_lines/package_lines.resource.ts';
import { serviceNotInvoiced, serviceToInvoice } from '../../commercial/services/services.resource.ts';

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

export async function businessStats(exec: Executor): Promise<BusinessStats> {
  const [row] = rowsOf(
    await exec.execute(sql`
      select
        (select json_build_object(
           'provisioning', count(*) filter (where status = 'PROVISIONING'),
           'to_invoice', count(*) filter (where ${serviceToInvoice}),
           'idle', count(*) filter (where status = 'IDLE'),
           'not_invoiced', count(*) filter (where ${serviceNotInvoiced}))
         from services where archived_at is null) as services,
        (select json_build_object(
           'draft', count(*) filter (where status = 'draft'),
           'provisioning', count(*) filter (where status = 'provisioning'),
           'not_invoiced', count(*) filter (where ${packageNotInvoiced}))
         from packages where archived_at is null) as packages,
        (select json_build_object('to_invoice', count(*) filter (where ${lineNotInvoiced}))
         from package_lines where archived_at is null and not is_invoiced) as package_lines,
        (select coalesce(json_agg(json_build_object('date', to_char(m.month, 'DD/MM/YYYY'), 'value', coalesce(s.n, 0)) order by m.month), '[]'::json)
         from generate_series(date_trunc('month', current_date) - make_interval(months => ${MONTHS - 1}), date_trunc('month', current_date), interval '1 month') as m(month)
         left join (
           select date_trunc('month', start_date) as month, count(*)::int as n from services
           where archived_at is null and start_date >= (date_trunc('month', current_date) - make_interval(months => ${MONTHS - 1}))::date
           group by 1) s on s.month = m.month) as monthly`),
  );
  return { services: { ...row.services, monthly: row.monthly }, packages: row.packages, package_lines: row.package_lines };
}

export async function deliveryStats(exec: Executor): Promise<DeliveryStats> {
  const [row] = rowsOf(
    await exec.execute(sql`
      select
        (select json_build_object(
           'provisioning', count(*) filter (where status = 'PROVISIONING'),
           'provisioned', count(*) filter (where status = 'PROVISIONED'),
           'shipped', count(*) filter (where status = 'SHIPPED'))
         from services where archived_at is null and type <> 'line' and status in ('PROVISIONING', 'PROVISIONED', 'SHIPPED')) as services,
        (select json_build_object(
           'provisioning', count(*) filter (where status = 'provisioning'),
           'provisioned', count(*) filter (where status = 'provisioned'),
           'shipped', count(*) filter (where status = 'shipped'))
         from package_lines where archived_at is null and not is_invoiced and status in ('provisioning', 'provisioned', 'shipped')) as package_lines`),
  );
  return { services: row.services, package_lines: row.package_lines };
}

export async function stockStats(exec: Executor): Promise<StockStats> {
  const [row] = rowsOf(
    await exec.execute(sql`
      select
        (select count(*)::int from devices where archived_at is null and in_stock) as devices_in_stock,
        (select coalesce(json_agg(json_build_object('key', x.key, 'value', x.value) order by x.value desc, x.key), '[]'::json) from (
           select coalesce(p.name, 'No product') as key, count(*)::int as value
           from devices d left join device_products p on p.id = d.product_id
           where d.archived_at is null and d.in_stock group by p.name) x) as by_product,
        (select count(*)::int from product_items where archived_at is null and in_stock) as items_in_stock,
        (select count(*)::int from product_items i join device_products p on p.id = i.product_id
         where i.archived_at is null and i.in_stock and lower(p.brand) = 'starlink' and lower(p.family) = 'satellite') as starlinks_in_stock,
        (select count(*)::int from device_products p where p.archived_at is null and p.stock_min_level is not null
           and (select count(*) from devices d where d.product_id = p.id and d.in_stock and d.archived_at is null)
             + (select count(*) from product_items i where i.product_id = p.id and i.in_stock and i.archived_at is null) < p.stock_min_level) as stock_alert`),
  );
  return {
    devices: { in_stock: Number(row.devices_in_stock), by_product: row.by_product },
    product_items: { in_stock: Number(row.items_in_stock) },
    starlinks: { in_stock: Number(row.starlinks_in_stock) },
    device_products: { stock_alert: Number(row.stock_alert) },
  };
}

export const commercialStatsRoutes: RoutePlugin = (app, { db, config: settings }) => {
  const config = { auth: 'staff' as const };
  const schema = { tags: ['stats'] };
  const opts = { liveRows: settings.DASHBOARD_LIVE_ROWS, freshMs: settings.DASHBOARD_SNAPSHOT_MS };
  app.get('/api/v1/admin/dashboard/business/stats', { config, schema }, async () =>
    dashboardStats(db, 'business', ['services', 'packages', 'package_lines'], opts, () => businessStats(db)),
  );
  app.get('/api/v1/admin/dashboard/delivery/stats', { config, schema }, async () =>
    dashboardStats(db, 'delivery', ['services', 'package_lines'], opts, () => deliveryStats(db)),
  );
  app.get('/api/v1/admin/dashboard/stock/stats', { config, schema }, async () =>
    dashboardStats(db, 'stock', ['devices', 'product_items'], opts, () => stockStats(db)),
  );
};
