// Read-only fields of a device computed in SQL. Each is a correlated subquery on an indexed column,
// so a page of 25 (or the map's 500) costs the same whatever the size of the table. The outer row is
// written "devices"."col": drizzle renders ${devices.col} bare, and inside a subquery a bare name
// binds to the inner table.
import { sql } from 'drizzle-orm';

const d = (column: string) => sql.raw(`"devices"."${column}"`);

export const deviceComputed = {
  customer_name: sql<string | null>`(select c.name from customers c where c.id = ${d('customer_id')})`,
  owner_name: sql<string | null>`(select c.name from customers c where c.id = ${d('owner_id')})`,
  site_name: sql<string | null>`(select s.name from sites s where s.id = ${d('site_id')})`,
  ic_server_name: sql<string | null>`(select s.name from servers s where s.id = ${d('server_id')})`,
  product_name: sql<string | null>`(select p.name from device_products p where p.id = ${d('product_id')})`,
  product: sql<Record<string, unknown> | null>`(select json_build_object(
      'id', p.id, 'reference', p.reference, 'name', p.name, 'brand', p.brand, 'family', p.family, 'sub_family', p.sub_family,
      'category', p.category, 'managed', p.managed, 'virtual', p.virtual, 'accessory', p.accessory, 'description', p.description)
    from device_products p where p.id = ${d('product_id')})`,
  wans: sql<Record<string, unknown>[]>`coalesce((select json_agg(json_build_object(
      'id', w.id, 'name', w.name, 'ic_id', w.ic_id, 'ic_status', w.ic_status, 'wan_type', w.wan_type, 'status_led', w.status_led,
      'ip_address', w.ip_address, 'cellular_network_type', w.cellular_network_type, 'sim_a', w.sim_a, 'sim_b', w.sim_b) order by w.id)
    from wans w where w.device_id = ${d('id')}), '[]'::json)`,
  sim_cards_count: sql<number>`(select count(*)::int from simcards s where s.device_id = ${d('id')} and s.archived_at is null)`,
  lines_count: sql<number>`(select count(*)::int from lines l where l.device_id = ${d('id')} and l.archived_at is null)`,
  ports_count: sql<number>`(select count(*)::int from jsonb_object_keys(${d('ports_map')}))`,
  ips: sql<Record<string, unknown>[]>`coalesce((select json_agg(json_build_object('id', i.id, 'address', i.address, 'cidr', i.cidr) order by i.id)
    from ips i where i.device_id = ${d('id')} and i.archived_at is null), '[]'::json)`,
  /** The row's left border (spec 1 §2.3) follows the online status, like the map markers. */
  status_led: sql<string>`case ${d('online_status')} when 'online' then 'green' when 'offline' then 'red' when 'unknown' then 'yellow' else 'gray' end`,
  /** Spec 2 §3 calls the controller group group_name. */
  group_name: sql<string | null>`${d('ic_group_name')}`,
};

/** Coordinates known: what the map draws. */
export const onMapSql = sql`(${d('lat')} is not null and ${d('lng')} is not null)`;
