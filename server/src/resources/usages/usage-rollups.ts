// Usage rollups (docs/decisions/0023): sums per grain (day, month), dimension (customer, site, pool,
// device, sim; no day × sim, the record itself is that) and source. Written as deltas by the statement
// that writes the records (ingestion), or rebuilt for whole months (re-rating, repair).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export const ROLLUP_DIMENSIONS = ['customer', 'site', 'pool', 'device', 'sim'] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

/** One lock for every writer of records and rollups: deltas read the records before writing them. */
export const lockUsageWriters = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('usages.write'))`);

/**
 * Rows (sign, date, source, customer_id, site_id, pool_id, device_id, sim_id, bytes, total_price,
 * total_cost) of the relation `contrib` fanned out to their rollup keys, summed, and added.
 */
export const addToRollups = (contrib: SQL): SQL => sql`
  insert into usage_rollups (grain, dimension, source, period, key_id, bytes, total_price, total_cost, records)
  select g.grain, d.dimension, c.source,
         case g.grain when 'day' then c.date else date_trunc('month', c.date)::date end,
         coalesce(d.key_id, 0),
         sum(c.sign * c.bytes), sum(c.sign * coalesce(c.total_price, 0)), sum(c.sign * coalesce(c.total_cost, 0)), sum(c.sign)
  from ${contrib} c
  cross join (values ('day'), ('month')) g(grain)
  cross join lateral (values ('customer', c.customer_id), ('site', c.site_id), ('pool', c.pool_id), ('device', c.device_id), ('sim', c.sim_id)) d(dimension, key_id)
  where not (g.grain = 'day' and d.dimension = 'sim')
  group by 1, 2, 3, 4, 5
  on conflict (grain, dimension, source, period, key_id) do update set
    bytes = usage_rollups.bytes + excluded.bytes,
    total_price = usage_rollups.total_price + excluded.total_price,
    total_cost = usage_rollups.total_cost + excluded.total_cost,
    records = usage_rollups.records + excluded.records`;

/**
 * Recomputes the rollups of the months from `monthStart` to `monthEnd` (first days) from the records:
 * summed first per day and placement (and per month and SIM), then fanned out to the dimensions.
 */
export async function rebuildRollups(tx: Executor, monthStart: string, monthEnd: string) {
  const inMonths = sql`date >= ${monthStart}::date and date < (${monthEnd}::date + interval '1 month')`;
  await tx.execute(sql`delete from usage_rollups where period >= ${monthStart}::date and period < (${monthEnd}::date + interval '1 month')`);
  const sums = sql.raw('sum(bytes) as bytes, sum(coalesce(total_price, 0)) as total_price, sum(coalesce(total_cost, 0)) as total_cost, count(*)::int as records');
  await tx.execute(sql`
    insert into usage_rollups (grain, dimension, source, period, key_id, bytes, total_price, total_cost, records)
    select 'day', d.dimension, a.source, a.date, coalesce(d.key_id, 0), sum(a.bytes), sum(a.total_price), sum(a.total_cost), sum(a.records)
    from (select date, source, customer_id, site_id, pool_id, device_id, ${sums} from usages where ${inMonths} group by 1, 2, 3, 4, 5, 6) a
    cross join lateral (values ('customer', a.customer_id), ('site', a.site_id), ('pool', a.pool_id), ('device', a.device_id)) d(dimension, key_id)
    group by 1, 2, 3, 4, 5`);
  await tx.execute(sql`
    insert into usage_rollups (grain, dimension, source, period, key_id, bytes, total_price, total_cost, records)
    select 'month', d.dimension, a.source, a.month, coalesce(d.key_id, 0), sum(a.bytes), sum(a.total_price), sum(a.total_cost), sum(a.records)
    from (select date_trunc('month', date)::date as month, source, customer_id, site_id, pool_id, device_id, sim_id, ${sums} from usages where ${inMonths} group by 1, 2, 3, 4, 5, 6, 7) a
    cross join lateral (values ('customer', a.customer_id), ('site', a.site_id), ('pool', a.pool_id), ('device', a.device_id), ('sim', a.sim_id)) d(dimension, key_id)
    group by 1, 2, 3, 4, 5`);
}
