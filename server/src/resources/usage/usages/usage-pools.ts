// The data pool of a usage record (docs/decisions/0023: the pool is a data pool, the key of the pool
// rollups that data-pool billing reads). A SIM or controller record draws on the pool of its device's
// service live on the record's day: the service's own data pool, else its package's (as the satellite
// source takes the line's service pool, else its package's satellite pool). Resolved at the record's
// date, not today's, so a device moved into or out of a pool keeps its past days where they were.
// Services and packages are read by name only (commercial sits above usage: no import); the lookup's
// aliases are its own, as it is embedded in callers' statements (a caller's `s` must not be shadowed).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { UsageInput } from './usage-ingest.ts';
import { lockUsageWriters, rebuildRollups } from './usage-rollups.ts';

/**
 * Every (service, device, cellular pool) a device may draw on, with the service's dates: the service's
 * own pool and its package's (`own` tells which). Unarchived services only; a satellite pool never
 * takes a SIM's or WAN's data. Aliases of its own: it is embedded in callers' statements.
 */
const CANDIDATES = sql`select pool_sv.id as service_id, pool_sv.device_id, pool_dp.id as pool_id, pool_dp.id = pool_sv.data_pool_id as own,
    pool_sv.start_date, pool_sv.end_date
  from services pool_sv left join packages pool_pk on pool_pk.id = pool_sv.package_id
    join data_pools pool_dp on pool_dp.id in (pool_sv.data_pool_id, pool_pk.data_pool_id) and pool_dp.type = 'cellular'
  where pool_sv.device_id is not null and pool_sv.archived_at is null`;

/** The candidate's service covers the day (an unknown start or end does not exclude it). */
const covers = (day: SQL) => sql`(pool_c.start_date is null or pool_c.start_date <= ${day}) and (pool_c.end_date is null or pool_c.end_date >= ${day})`;
/** Of the candidates covering a day: the newest service, its own pool before its package's. */
const PREFERRED = sql`pool_c.service_id desc, pool_c.own desc`;

/**
 * The data pool each device draws on each day from `from` to `to`, as (device_id, on_day, pool_id) rows
 * (only devices and days with a pool). Set-based: a landing of a year of records (the demo, the
 * backfill) joins it by hash, where one lookup per record would cost a query each.
 */
export const poolDays = (from: SQL, to: SQL): SQL => sql`(
  select distinct on (pool_c.device_id, pool_g.day) pool_c.device_id, pool_g.day::date as on_day, pool_c.pool_id
  from (${CANDIDATES}) pool_c
    join generate_series((${from})::timestamp, (${to})::timestamp, interval '1 day') as pool_g(day) on ${covers(sql`pool_g.day::date`)}
  order by pool_c.device_id, pool_g.day, ${PREFERRED})`;

/** Records whose pool is resolved here: a device and no pool given; never a satellite line's (its own source places it). */
const needsPool = (r: UsageInput) => r.pool_id == null && r.device_id != null && r.starlink_service_line_id == null && r.source !== 'starlink';

/** The records with the pool of their device at their date where none was given: one query per landing. */
export async function withPools(exec: Executor, rows: UsageInput[]): Promise<UsageInput[]> {
  const asked = new Map<string, { device_id: number; date: string }>();
  for (const r of rows) if (needsPool(r)) asked.set(`${r.device_id}|${r.date}`, { device_id: r.device_id!, date: r.date });
  if (!asked.size) return rows;
  const pairs = [...asked.values()];
  const days = pairs.map((p) => p.date).sort();
  const found = rowsOf(
    await exec.execute(sql`
      select k.device_id, to_char(k.date, 'YYYY-MM-DD') as date, pd.pool_id
      from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as k(device_id int, date date)
        join ${poolDays(sql`${days[0]}::date`, sql`${days[days.length - 1]}::date`)} pd on pd.device_id = k.device_id and pd.on_day = k.date`),
  );
  const poolOf = new Map(found.filter((f) => f.pool_id != null).map((f) => [`${f.device_id}|${f.date}`, Number(f.pool_id)]));
  return rows.map((r) => (needsPool(r) && poolOf.has(`${r.device_id}|${r.date}`) ? { ...r, pool_id: poolOf.get(`${r.device_id}|${r.date}`)! } : r));
}

/**
 * Sets the pool of the records that have none but whose device drew on one at their date (records
 * landed before the pool was resolved by date, e.g. a demo database loaded earlier), then rebuilds the
 * rollups of the months touched. Answers how many records moved.
 */
export async function backfillUsagePools(tx: Executor): Promise<number> {
  await lockUsageWriters(tx);
  const [range] = rowsOf(
    await tx.execute(sql`
      with bounds as (select min(date) as lo, max(date) as hi from usages where pool_id is null and device_id is not null and starlink_service_line_id is null),
      moved as (
        update usages u set pool_id = pd.pool_id, updated_at = now()
        from ${poolDays(sql`(select lo from bounds)`, sql`(select hi from bounds)`)} pd
        where u.device_id = pd.device_id and u.date = pd.on_day
          and u.pool_id is null and u.starlink_service_line_id is null and u.source <> 'starlink'
        returning u.date)
      select count(*)::int as n, to_char(min(date), 'YYYY-MM-01') as start, to_char(max(date), 'YYYY-MM-01') as end from moved`),
  );
  const n = Number(range?.n ?? 0);
  if (n) await rebuildRollups(tx, String(range.start), String(range.end));
  return n;
}
