// The data pool of a usage record (docs/decisions/0023: the pool is a data pool, the key of the pool
// rollups that data-pool billing reads). A SIM or controller record draws on the pool of the service
// live on the record's day that measures its SIM (a DATA service's sim_id), else of its device's
// service: the service's own data pool, else its package's (as the satellite source takes the line's
// service pool, else its package's satellite pool). Resolved at the record's
// date, not today's, so a device moved into or out of a pool keeps its past days where they were.
// Services and packages are read by name only (commercial sits above usage: no import); the lookup's
// aliases are its own, as it is embedded in callers' statements (a caller's `s` must not be shadowed).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { UsageInput } from './usage-ingest.ts';
import { lockUsageWriters, rebuildRollups } from './usage-rollups.ts';

/**
 * Every (service, SIM or device, cellular pool) a record may draw on, with the service's dates: the
 * service's own pool and its package's (`own` tells which). Unarchived services only; a satellite pool
 * never takes a SIM's or WAN's data. Aliases of its own: it is embedded in callers' statements.
 */
const candidates = (by: 'sim_id' | 'device_id') => sql`select pool_sv.id as service_id, pool_sv.${sql.raw(by)} as key_id, pool_dp.id as pool_id,
    pool_dp.id = pool_sv.data_pool_id as own, pool_sv.start_date, pool_sv.end_date
  from services pool_sv left join packages pool_pk on pool_pk.id = pool_sv.package_id
    join data_pools pool_dp on pool_dp.id in (pool_sv.data_pool_id, pool_pk.data_pool_id) and pool_dp.type = 'cellular'
  where pool_sv.${sql.raw(by)} is not null and pool_sv.archived_at is null`;

/** The candidate's service covers the day (an unknown start or end does not exclude it). */
const covers = (day: SQL) => sql`(pool_c.start_date is null or pool_c.start_date <= ${day}) and (pool_c.end_date is null or pool_c.end_date >= ${day})`;

/**
 * The data pool each SIM (by sim_id) or device (by device_id) draws on each day from `from` to `to`, as
 * (key_id, on_day, pool_id) rows, only keys and days with a pool: of the services covering the day, the
 * newest, its own pool before its package's. Set-based: a landing of a year of records (the demo, the
 * backfill) joins it by hash, where one lookup per record would cost a query each.
 */
export const poolDays = (by: 'sim_id' | 'device_id', from: SQL, to: SQL): SQL => sql`(
  select distinct on (pool_c.key_id, pool_g.day) pool_c.key_id, pool_g.day::date as on_day, pool_c.pool_id
  from (${candidates(by)}) pool_c
    join generate_series((${from})::timestamp, (${to})::timestamp, interval '1 day') as pool_g(day) on ${covers(sql`pool_g.day::date`)}
  order by pool_c.key_id, pool_g.day, pool_c.service_id desc, pool_c.own desc)`;

/**
 * The pool of each record of a relation aliased `rec` (sim_id, device_id and date columns) dated from
 * `from` to `to`: the pool of the service measuring its SIM that day, else its device's. `joins` goes
 * after the relation in a FROM; `pool` is the column.
 */
export const poolJoins = (from: SQL, to: SQL): { joins: SQL; pool: SQL } => ({
  joins: sql`left join ${poolDays('sim_id', from, to)} pool_ps on pool_ps.key_id = rec.sim_id and pool_ps.on_day = rec.date
    left join ${poolDays('device_id', from, to)} pool_pd on pool_pd.key_id = rec.device_id and pool_pd.on_day = rec.date`,
  pool: sql`coalesce(pool_ps.pool_id, pool_pd.pool_id)`,
});

/** Records whose pool is resolved here: a SIM or device and no pool given; never a satellite line's (its own source places it). */
const needsPool = (r: UsageInput) =>
  r.pool_id == null && (r.sim_id != null || r.device_id != null) && r.starlink_service_line_id == null && r.source !== 'starlink';
const keyOf = (r: { sim_id: number | null; device_id: number | null; date: string }) => `${r.sim_id}|${r.device_id}|${r.date}`;

/** The records with the pool of their device at their date where none was given: one query per landing. */
export async function withPools(exec: Executor, rows: UsageInput[]): Promise<UsageInput[]> {
  const asked = new Map<string, { sim_id: number | null; device_id: number | null; date: string }>();
  for (const r of rows) if (needsPool(r)) asked.set(keyOf(r), { sim_id: r.sim_id, device_id: r.device_id, date: r.date });
  if (!asked.size) return rows;
  const pairs = [...asked.values()];
  const days = pairs.map((p) => p.date).sort();
  const { joins, pool } = poolJoins(sql`${days[0]}::date`, sql`${days[days.length - 1]}::date`);
  const found = rowsOf(
    await exec.execute(sql`
      select rec.sim_id, rec.device_id, to_char(rec.date, 'YYYY-MM-DD') as date, ${pool} as pool_id
      from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as rec(sim_id int, device_id int, date date) ${joins}`),
  );
  const poolOf = new Map(
    found
      .filter((f) => f.pool_id != null)
      .map((f) => [
        keyOf({ sim_id: f.sim_id == null ? null : Number(f.sim_id), device_id: f.device_id == null ? null : Number(f.device_id), date: String(f.date) }),
        Number(f.pool_id),
      ]),
  );
  return rows.map((r) => (needsPool(r) && poolOf.has(keyOf(r)) ? { ...r, pool_id: poolOf.get(keyOf(r))! } : r));
}

/**
 * Sets the pool of the records that have none but whose device drew on one at their date (records
 * landed before the pool was resolved by date, e.g. a demo database loaded earlier), then rebuilds the
 * rollups of the months touched. Answers how many records moved.
 */
export async function backfillUsagePools(tx: Executor): Promise<number> {
  await lockUsageWriters(tx);
  const placed = poolJoins(sql`(select lo from bounds)`, sql`(select hi from bounds)`);
  const [range] = rowsOf(
    await tx.execute(sql`
      with bounds as (select min(date) as lo, max(date) as hi from usages
        where pool_id is null and (sim_id is not null or device_id is not null) and starlink_service_line_id is null),
      placed as (
        select rec.id, ${placed.pool} as pool_id from usages rec ${placed.joins}
        where rec.pool_id is null and rec.starlink_service_line_id is null and rec.source <> 'starlink'),
      moved as (
        update usages u set pool_id = placed.pool_id, updated_at = now()
        from placed where u.id = placed.id and placed.pool_id is not null
        returning u.date)
      select count(*)::int as n, to_char(min(date), 'YYYY-MM-01') as start, to_char(max(date), 'YYYY-MM-01') as end from moved`),
  );
  const n = Number(range?.n ?? 0);
  if (n) await rebuildRollups(tx, String(range.start), String(range.end));
  return n;
}
