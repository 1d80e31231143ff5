// The data pool of a usage record (docs/decisions/0023: the pool is a data pool, the key of the pool
// rollups that data-pool billing reads). A SIM or controller record draws on the pool of its device's
// service live on the record's day: the service's own data pool, else its package's (as the satellite
// source takes the line's service pool, else its package's satellite pool). Resolved at the record's
// date, not today's, so a device moved into or out of a pool keeps its past days where they were.
// Services and packages are read by name only (commercial sits above usage: no import).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { UsageInput } from './usage-ingest.ts';
import { lockUsageWriters, rebuildRollups } from './usage-rollups.ts';

/**
 * The data pool the device draws on at the day (null for none): of its newest unarchived service whose
 * dates cover the day (an unknown start or end does not exclude it) and that draws on a cellular pool,
 * the service's own pool, else its package's. A satellite pool never takes a SIM's or WAN's data.
 */
export const poolOfDeviceAt = (device: SQL, day: SQL): SQL => sql`(
  select dp.id from services s left join packages p on p.id = s.package_id
    join data_pools dp on dp.id in (s.data_pool_id, p.data_pool_id) and dp.type = 'cellular'
  where s.device_id = ${device} and s.archived_at is null
    and (s.start_date is null or s.start_date <= ${day}) and (s.end_date is null or s.end_date >= ${day})
  order by s.id desc, dp.id = s.data_pool_id desc limit 1)`;

/** Records whose pool is resolved here: a device and no pool given; never a satellite line's (its own source places it). */
const needsPool = (r: UsageInput) => r.pool_id == null && r.device_id != null && r.starlink_service_line_id == null && r.source !== 'starlink';

/** The records with the pool of their device at their date where none was given: one query per landing. */
export async function withPools(exec: Executor, rows: UsageInput[]): Promise<UsageInput[]> {
  const asked = new Map<string, { device_id: number; date: string }>();
  for (const r of rows) if (needsPool(r)) asked.set(`${r.device_id}|${r.date}`, { device_id: r.device_id!, date: r.date });
  if (!asked.size) return rows;
  const found = rowsOf(
    await exec.execute(sql`
      select k.device_id, to_char(k.date, 'YYYY-MM-DD') as date, ${poolOfDeviceAt(sql`k.device_id`, sql`k.date`)} as pool_id
      from jsonb_to_recordset(${JSON.stringify([...asked.values()])}::jsonb) as k(device_id int, date date)`),
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
      with moved as (
        update usages u set pool_id = x.pool_id, updated_at = now()
        from (select id, ${poolOfDeviceAt(sql`u0.device_id`, sql`u0.date`)} as pool_id from usages u0
              where u0.pool_id is null and u0.device_id is not null and u0.starlink_service_line_id is null and u0.source <> 'starlink') x
        where u.id = x.id and x.pool_id is not null
        returning u.date)
      select count(*)::int as n, to_char(min(date), 'YYYY-MM-01') as start, to_char(max(date), 'YYYY-MM-01') as end from moved`),
  );
  const n = Number(range?.n ?? 0);
  if (n) await rebuildRollups(tx, String(range.start), String(range.end));
  return n;
}
