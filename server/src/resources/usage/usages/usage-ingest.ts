// Landing usage records (docs/decisions/0023): one statement upserts a batch of records keyed by SIM,
// day and source (or device, WAN, day and source for a controller WAN without a SIM), rates each with
// the pricing in force, and adds the difference between the new and the previous figures to the
// rollups (once per landing, docs/decisions/0045).
// Fetching a day twice changes nothing; a corrected day replaces its figure and its rollups.
import { sql } from 'drizzle-orm';
import type { UsageSource } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { priced, pricingOf } from './usage-rating.ts';
import { addToRollups, foldEndedMonths, lockUsageWriters } from './usage-rollups.ts';
import { raiseUsageAlerts, scopeOf } from './usage-alerts.ts';
import { withPools } from './usage-pools.ts';

/** A record as a source delivers it, its SIM and placement already resolved. */
export interface UsageInput {
  date: string;
  source: UsageSource;
  sim_id: number | null;
  device_id: number | null;
  site_id: number | null;
  customer_id: number | null;
  pool_id: number | null;
  wan_name: string | null;
  /** Satellite records: the service line, their key (no SIM, often no device). */
  starlink_service_line_id?: number | null;
  country_code: string | null;
  vpmn: string | null;
  imsi: string | null;
  bytes: number;
}

const BATCH = 5000;

const keyOf = (r: UsageInput) =>
  r.sim_id != null
    ? `s|${r.sim_id}|${r.date}|${r.source}`
    : r.starlink_service_line_id != null
      ? `l|${r.starlink_service_line_id}|${r.date}|${r.source}`
      : `w|${r.device_id}|${r.wan_name}|${r.date}|${r.source}`;

/**
 * One record per key: a SIM counted twice the same day (on two WANs) is one record with the sum. A
 * record with neither SIM nor device (and WAN) has no key and is dropped: it could never be corrected.
 */
export function mergeByKey(rows: UsageInput[]): UsageInput[] {
  const byKey = new Map<string, UsageInput>();
  for (const r of rows) {
    const line = r.starlink_service_line_id ?? null;
    if (r.sim_id == null && line == null && (r.device_id == null || r.wan_name == null)) continue;
    const k = keyOf(r);
    const seen = byKey.get(k);
    // A SIM's record is never a line's: the line key only serves SIM-less records.
    const own = { ...r, starlink_service_line_id: r.sim_id == null ? line : null };
    byKey.set(k, seen ? { ...own, bytes: seen.bytes + r.bytes } : own);
  }
  return [...byKey.values()];
}

/**
 * Lands the records (inside the caller's transaction) and answers how many were written. The records
 * are upserted a batch at a time; what each batch changes is summed into a temporary table and added
 * to the rollups once at the end (docs/decisions/0045), in the same transaction: a report never sees
 * records without their rollups.
 */
export async function ingestUsages(tx: Executor, rows: UsageInput[]): Promise<number> {
  const keyed = mergeByKey(rows);
  if (!keyed.length) return 0;
  await lockUsageWriters(tx);
  // The pool of each device at the record's day, where the source gave none (docs/decisions/0023).
  const merged = await withPools(tx, keyed);
  await tx.execute(sql`create temporary table if not exists usage_contrib (
    folded boolean not null, date date not null, source text not null, customer_id int, site_id int, pool_id int, device_id int, sim_id int,
    bytes bigint not null, total_price numeric not null, total_cost numeric not null, records int not null) on commit drop`);
  let written = 0;
  for (let i = 0; i < merged.length; i += BATCH) written += await ingestBatch(tx, merged.slice(i, i + BATCH));
  await tx.execute(addToRollups(sql`usage_contrib`));
  await tx.execute(sql`drop table usage_contrib`);
  // Months over and not yet folded (the first landing after a month ends): their device and SIM rows.
  const scope = scopeOf(merged);
  await foldEndedMonths(tx, scope.days);
  // Under the writers' lock, with the rollups now current: data limits crossed by what landed.
  await raiseUsageAlerts(tx, scope);
  return written;
}

const COLUMNS = sql.raw(
  'date, source, sim_id, device_id, site_id, customer_id, pool_id, wan_name, starlink_service_line_id, country_code, vpmn, imsi, bytes, total_price, total_cost, pricing_id',
);
const CONTRIB = sql.raw('date, source, customer_id, site_id, pool_id, device_id, sim_id, bytes, total_price, total_cost');
const SET_NEW = sql.raw(`device_id = excluded.device_id, site_id = excluded.site_id, customer_id = excluded.customer_id, pool_id = excluded.pool_id,
  wan_name = excluded.wan_name, country_code = excluded.country_code, vpmn = excluded.vpmn, imsi = excluded.imsi, bytes = excluded.bytes,
  total_price = excluded.total_price, total_cost = excluded.total_cost, pricing_id = excluded.pricing_id, updated_at = now()`);

async function ingestBatch(tx: Executor, rows: UsageInput[]): Promise<number> {
  // Every CTE reads the snapshot taken before the statement: old_* are the figures being replaced.
  const result = await tx.execute(sql`
    with incoming as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        date date, source text, sim_id int, device_id int, site_id int, customer_id int, pool_id int,
        wan_name text, starlink_service_line_id int, country_code text, vpmn text, imsi text, bytes bigint)
    ),
    rated as (
      select i.*, ${priced(sql`i.bytes`, sql`pr.price`)} as total_price, ${priced(sql`i.bytes`, sql`pr.buy_price`)} as total_cost, pr.id as pricing_id
      from incoming i left join lateral ${pricingOf('i')} pr on true
    ),
    old_sim as (
      select u.* from usages u join rated r on r.sim_id is not null and u.sim_id = r.sim_id and u.date = r.date and u.source = r.source
    ),
    old_line as (
      select u.* from usages u join rated r on r.starlink_service_line_id is not null and u.starlink_service_line_id = r.starlink_service_line_id and u.date = r.date and u.source = r.source
    ),
    old_wan as (
      select u.* from usages u join rated r on r.sim_id is null and r.starlink_service_line_id is null and u.sim_id is null and u.starlink_service_line_id is null and u.device_id = r.device_id and u.wan_name = r.wan_name and u.date = r.date and u.source = r.source
    ),
    up_sim as (
      insert into usages (${COLUMNS}) select ${COLUMNS} from rated where sim_id is not null
      on conflict (sim_id, date, source) where sim_id is not null do update set ${SET_NEW}
      returning ${CONTRIB}
    ),
    up_line as (
      insert into usages (${COLUMNS}) select ${COLUMNS} from rated where starlink_service_line_id is not null
      on conflict (starlink_service_line_id, date, source) where starlink_service_line_id is not null do update set ${SET_NEW}
      returning ${CONTRIB}
    ),
    up_wan as (
      insert into usages (${COLUMNS}) select ${COLUMNS} from rated where sim_id is null and starlink_service_line_id is null
      on conflict (device_id, wan_name, date, source) where sim_id is null do update set ${SET_NEW}
      returning ${CONTRIB}
    ),
    contrib as (
      select -1 as sign, ${CONTRIB} from old_sim
      union all select -1, ${CONTRIB} from old_line
      union all select -1, ${CONTRIB} from old_wan
      union all select 1, ${CONTRIB} from up_sim
      union all select 1, ${CONTRIB} from up_line
      union all select 1, ${CONTRIB} from up_wan
    ),
    -- Summed per placement; a SIM and device only count in a month whose device and SIM rows are kept.
    saved as (
      insert into usage_contrib (folded, date, source, customer_id, site_id, pool_id, device_id, sim_id, bytes, total_price, total_cost, records)
      select f.month is not null, c.date, c.source, c.customer_id, c.site_id, c.pool_id,
             case when f.month is not null then c.device_id end, case when f.month is not null then c.sim_id end,
             sum(c.sign * c.bytes), sum(c.sign * coalesce(c.total_price, 0)), sum(c.sign * coalesce(c.total_cost, 0)), sum(c.sign)
      from contrib c left join usage_folded_months f on f.month = date_trunc('month', c.date)::date
      group by 1, 2, 3, 4, 5, 6, 7, 8
      returning 1)
    select (select count(*) from up_sim)::int + (select count(*) from up_line)::int + (select count(*) from up_wan)::int as written, (select count(*) from saved)::int as sums`);
  const [row] = rowsOf(result);
  return Number(row?.written ?? 0);
}
