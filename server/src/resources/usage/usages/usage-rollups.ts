// Usage rollups (docs/decisions/0023, 0045): sums per grain (day, month), dimension and source.
// - Day grain: customer, site, pool. No day × device nor day × SIM: each has about as many rows as
//   the records themselves, so a report reads the records of those days instead.
// - Month grain: customer, site, pool always; device and SIM (again about a row per record) only for
//   months that are over and folded (usage_folded_months). While a month runs, its device and SIM
//   figures are read from its records.
// Ingestion adds its deltas once per landing (not per batch); rebuilds recompute whole months.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';

export const ROLLUP_DIMENSIONS = ['customer', 'site', 'pool', 'device', 'sim'] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];
/** Dimensions kept per day, and per month whatever the month. */
export const DAY_DIMENSIONS: readonly RollupDimension[] = ['customer', 'site', 'pool'];
/** Dimensions with about one rollup row per record: kept per month only once the month is folded. */
export const FOLDED_DIMENSIONS: readonly RollupDimension[] = ['device', 'sim'];

/** One lock for every writer of records and rollups: deltas read the records before writing them. */
export const lockUsageWriters = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('usages.write'))`);

/** The first day of the running month: months before it are over. */
const RUNNING_MONTH = sql`date_trunc('month', current_date)::date`;

/** Months (first days) whose device and SIM month rollups are kept. */
export async function foldedMonths(exec: Executor, months: string[]): Promise<Set<string>> {
  if (!months.length) return new Set();
  const rows = rowsOf(
    await exec.execute(sql`select to_char(month, 'YYYY-MM-DD') as month from usage_folded_months where month = any(${`{${months.join(',')}}`}::date[])`),
  );
  return new Set(rows.map((r) => String(r.month)));
}

/**
 * Adds the deltas of the relation `contrib` to the rollups. Its rows are (folded, date, source,
 * customer_id, site_id, pool_id, device_id, sim_id, bytes, total_price, total_cost, records), already
 * signed sums; device_id and sim_id count only where `folded` (the month's device and SIM rows are
 * kept). Keys whose deltas are all zero (a day fetched again unchanged) are not written.
 */
export const addToRollups = (contrib: SQL): SQL => sql`
  insert into usage_rollups (grain, dimension, source, period, key_id, bytes, total_price, total_cost, records)
  select g.grain, d.dimension, c.source,
         case g.grain when 'day' then c.date else date_trunc('month', c.date)::date end,
         coalesce(d.key_id, 0),
         sum(c.bytes), sum(c.total_price), sum(c.total_cost), sum(c.records)
  from ${contrib} c
  cross join (values ('day'), ('month')) g(grain)
  cross join lateral (values ('customer', c.customer_id, true), ('site', c.site_id, true), ('pool', c.pool_id, true),
    ('device', c.device_id, c.folded), ('sim', c.sim_id, c.folded)) d(dimension, key_id, kept)
  where d.kept and (g.grain = 'month' or d.dimension in ('customer', 'site', 'pool'))
  group by 1, 2, 3, 4, 5
  having sum(c.bytes) <> 0 or sum(c.total_price) <> 0 or sum(c.total_cost) <> 0 or sum(c.records) <> 0
  on conflict (grain, dimension, source, period, key_id) do update set
    bytes = usage_rollups.bytes + excluded.bytes,
    total_price = usage_rollups.total_price + excluded.total_price,
    total_cost = usage_rollups.total_cost + excluded.total_cost,
    records = usage_rollups.records + excluded.records`;

const SUMS = sql.raw('sum(bytes) as bytes, sum(coalesce(total_price, 0)) as total_price, sum(coalesce(total_cost, 0)) as total_cost, count(*)::int as records');

/** Writes the device and SIM month rows of the months from the records (none there yet) and marks them folded. */
async function foldMonths(tx: Executor, inMonths: SQL) {
  await tx.execute(sql`
    insert into usage_rollups (grain, dimension, source, period, key_id, bytes, total_price, total_cost, records)
    select 'month', d.dimension, a.source, a.month, coalesce(d.key_id, 0), sum(a.bytes), sum(a.total_price), sum(a.total_cost), sum(a.records)
    from (select date_trunc('month', date)::date as month, source, device_id, sim_id, ${SUMS} from usages where ${inMonths} group by 1, 2, 3, 4) a
    cross join lateral (values ('device', a.device_id), ('sim', a.sim_id)) d(dimension, key_id)
    group by 1, 2, 3, 4, 5`);
}

/**
 * Recomputes the rollups of the months from `monthStart` to `monthEnd` (first days) from the records:
 * summed first per day and placement, then fanned out to the dimensions. The device and SIM month rows
 * only for the months that are over (marked folded); a month still running is left unfolded.
 */
export async function rebuildRollups(tx: Executor, monthStart: string, monthEnd: string) {
  const from = sql`${monthStart}::date`;
  const to = sql`(${monthEnd}::date + interval '1 month')`;
  const inMonths = sql`date >= ${from} and date < ${to}`;
  await tx.execute(sql`delete from usage_rollups where period >= ${from} and period < ${to}`);
  await tx.execute(sql`delete from usage_folded_months where month >= ${from} and month < ${to}`);
  await tx.execute(sql`
    insert into usage_rollups (grain, dimension, source, period, key_id, bytes, total_price, total_cost, records)
    select g.grain, d.dimension, a.source, case g.grain when 'day' then a.date else date_trunc('month', a.date)::date end,
           coalesce(d.key_id, 0), sum(a.bytes), sum(a.total_price), sum(a.total_cost), sum(a.records)
    from (select date, source, customer_id, site_id, pool_id, ${SUMS} from usages where ${inMonths} group by 1, 2, 3, 4, 5) a
    cross join (values ('day'), ('month')) g(grain)
    cross join lateral (values ('customer', a.customer_id), ('site', a.site_id), ('pool', a.pool_id)) d(dimension, key_id)
    group by 1, 2, 3, 4, 5`);
  const over = sql`date >= ${from} and date < least(${to}, ${RUNNING_MONTH})`;
  await foldMonths(tx, over);
  await tx.execute(sql`
    insert into usage_folded_months (month)
    select m::date from generate_series(${from}::timestamp, least(${to}, ${RUNNING_MONTH})::timestamp - interval '1 day', interval '1 month') m`);
}

/**
 * Folds the months that are over and not yet folded (their device and SIM month rows from their
 * records), once: run at the end of each landing, so a month ends folded by the first landing after
 * it, which the daily fetch of the last days provides. The months looked at: those of the days just
 * landed, and every month after the last one folded (or from the first record) up to the running one;
 * each through the date index, never a scan of the rollups.
 */
export async function foldEndedMonths(tx: Executor, days: string[]): Promise<string[]> {
  const months = rowsOf(
    await tx.execute(sql`
      with candidates as (
        select distinct date_trunc('month', d::date)::date as month from jsonb_array_elements_text(${JSON.stringify(days)}::jsonb) as x(d)
        union
        select m::date from generate_series(
          coalesce((select max(month) + interval '1 month' from usage_folded_months), (select date_trunc('month', min(date)) from usages))::timestamp,
          ${RUNNING_MONTH}::timestamp - interval '1 month', interval '1 month') m
      )
      select to_char(c.month, 'YYYY-MM-DD') as month from candidates c
      where c.month < ${RUNNING_MONTH}
        and not exists (select 1 from usage_folded_months f where f.month = c.month)
        and exists (select 1 from usages u where u.date >= c.month and u.date < (c.month + interval '1 month')::date)
      order by 1`),
  ).map((r) => String(r.month));
  for (const month of months) {
    await tx.execute(sql`delete from usage_rollups where grain = 'month' and dimension in ('device', 'sim') and period = ${month}::date`);
    await foldMonths(tx, sql`date >= ${month}::date and date < (${month}::date + interval '1 month')`);
    await tx.execute(sql`insert into usage_folded_months (month) values (${month}::date) on conflict do nothing`);
  }
  return months;
}
