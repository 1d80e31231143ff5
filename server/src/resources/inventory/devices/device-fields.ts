// Read-only fields of a device. The names, counts and summaries of related records are kept on the
// device row by the platform (decision 0015); what is computed on read uses the row's own columns.
import { sql } from 'drizzle-orm';
import { customers, deviceProducts, ips, lines, servers, simcards, sites, wans } from '../../../db/schema/index.ts';
import { aggregateOf, countOf, nameOf } from '../../../platform/maintained.ts';
import { productSummaryOf } from '../device_products/product-summary.ts';

const d = (column: string) => sql.raw(`"devices"."${column}"`);

const WAN_FIELDS = ['id', 'name', 'ic_id', 'ic_status', 'wan_type', 'status_led', 'ip_address', 'cellular_network_type', 'sim_a', 'sim_b'];

export const deviceMaintained = {
  customer_name: nameOf(customers, 'customer_id'),
  owner_name: nameOf(customers, 'owner_id'),
  site_name: nameOf(sites, 'site_id'),
  ic_server_name: nameOf(servers, 'server_id'),
  product_name: nameOf(deviceProducts, 'product_id'),
  product: productSummaryOf('product_id', true),
  wans: aggregateOf(
    wans,
    'device_id',
    (id) =>
      `coalesce((select jsonb_agg(jsonb_build_object(${WAN_FIELDS.map((f) => `'${f}', w."${f}"`).join(', ')}) order by w.id) from wans w where w.device_id = ${id}), '[]'::jsonb)`,
    WAN_FIELDS.filter((f) => f !== 'id'),
  ),
  sim_cards_count: countOf(simcards, 'device_id'),
  lines_count: countOf(lines, 'device_id'),
  ips: aggregateOf(
    ips,
    'device_id',
    (id) =>
      `coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'address', i.address, 'cidr', i.cidr) order by i.id) from ips i where i.device_id = ${id} and i.archived_at is null), '[]'::jsonb)`,
    ['address', 'cidr', 'archived_at'],
  ),
};

export const deviceComputed = {
  ports_count: sql<number>`(select count(*)::int from jsonb_object_keys(${d('ports_map')}))`,
  /** The row's left border (spec 1 §2.3) follows the online status, like the map markers. */
  status_led: sql<string>`case ${d('online_status')} when 'online' then 'green' when 'offline' then 'red' when 'unknown' then 'yellow' else 'gray' end`,
  /** Spec 2 §3 calls the controller group group_name. */
  group_name: sql<string | null>`${d('ic_group_name')}`,
};

/** Coordinates known: what the map draws. */
export const onMapSql = sql`(${d('lat')} is not null and ${d('lng')} is not null)`;
