// Demo usage (issue 12): twelve months of daily usage for every SIM in use, from its source (the
// controller's WANs of deployed devices, the Telna, Webbing and Phenix SIMs, the satellite lines), rated with demo pricings per
// provider and a few customer and country overrides; then the rollups. Set-based: a few statements.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { priced, pricingOf } from '../resources/usage/usages/usage-rating.ts';
import { rebuildRollups } from '../resources/usage/usages/usage-rollups.ts';
import { ingestUsages } from '../resources/usage/usages/usage-ingest.ts';
import { starlinkUsageRows } from '../resources/usage/usages/usage-source-starlink.ts';
import { poolDays } from '../resources/usage/usages/usage-pools.ts';
import { seedUsageAlertsDemo } from './demo-usage-alerts.ts';

export const DEMO_USAGE_DAYS = 365;

/** Stable bytes for a key and day: 0 one day in ten, else a few MB to several hundred. */
const bytesOf = (key: ReturnType<typeof sql>, scale: number) =>
  sql`case when abs(hashtext(${key} || day::date::text)) % 10 = 0 then 0
      else ((abs(hashtext(${key} || day::date::text)) % ${sql.raw(String(scale))}) + 5)::bigint * 1048576 + abs(hashtext(day::date::text || ${key})) % 1048576 end`;

export async function seedUsageDemo(tx: Executor): Promise<Record<string, number>> {
  // Prices per MB: one per provider, cheaper for the two largest customers, dearer roaming in Switzerland.
  await tx.execute(sql`
    insert into data_pricings (provider, price, buy_price) values
      ('incontrol', 0.0100, 0.0060), ('telna', 0.0150, 0.0080), ('webbing', 0.0200, 0.0110), ('phenix', 0.0180, 0.0100), ('starlink', 0.0040, 0.0025)`);
  await tx.execute(sql`
    insert into data_pricings (provider, customer_id, price, buy_price)
    select p.provider, c.id, p.price, p.buy_price
    from (select c.id from customers c join devices d on d.customer_id = c.id where c.archived_at is null group by c.id order by count(*) desc, c.id limit 2) c
    cross join (values ('incontrol', 0.0080, 0.0060), ('telna', 0.0120, 0.0080)) p(provider, price, buy_price)`);
  await tx.execute(
    sql`insert into data_pricings (provider, country_code, price, buy_price) values ('telna', 'CH', 0.0500, 0.0300), ('webbing', 'CH', 0.0450, 0.0280)`,
  );

  // Rated as they land, as ingestion does (decision 0022).
  const rated = sql`${priced(sql`x.bytes`, sql`pr.price`)}, ${priced(sql`x.bytes`, sql`pr.buy_price`)}, pr.id`;
  const days = sql`generate_series(current_date - ${DEMO_USAGE_DAYS}::int, current_date - 1, interval '1 day') as day`;
  // Each record in the data pool it drew on that day, as ingestion places it (usage-pools.ts): the pool
  // of the service measuring its SIM, else its device's (both per day, by hash join).
  const year = [sql`current_date - ${DEMO_USAGE_DAYS}::int`, sql`current_date - 1`] as const;
  const simPools = poolDays('sim_id', ...year);
  const devicePools = poolDays('device_id', ...year);
  // The controller: each cellular WAN of a deployed live device, with the SIM in its SIM A slot.
  await tx.execute(sql`
    insert into usages (date, source, sim_id, device_id, site_id, customer_id, pool_id, wan_name, imsi, country_code, vpmn, bytes, total_price, total_cost, pricing_id)
    select x.*, ${rated} from (
    select day::date as date, 'incontrol' as source, s.id as sim_id, d.id as device_id, d.site_id, d.customer_id, coalesce(ps.pool_id, pd.pool_id) as pool_id, w.name, s.imsi, null::text as country_code, null::text as vpmn, ${bytesOf(sql`(d.serial || w.name)`, 600)} as bytes
    from devices d
    join wans w on w.device_id = d.id and w.wan_type = 'cellular'
    left join simcards s on s.device_id = d.id and s.device_port_name = w.name || ' SIM A'
    cross join ${days}
    left join ${simPools} ps on ps.key_id = s.id and ps.on_day = day::date
    left join ${devicePools} pd on pd.key_id = d.id and pd.on_day = day::date
    where d.in_stock = false and d.archived_at is null and d.server_id is not null) x
    left join lateral ${pricingOf('x')} pr on true`);
  // The SIM providers: every live SIM of a Telna or Webbing profile that sits in a device; abroad one week in ten.
  await tx.execute(sql`
    insert into usages (date, source, sim_id, device_id, site_id, customer_id, pool_id, country_code, vpmn, imsi, bytes, total_price, total_cost, pricing_id)
    select x.*, ${rated} from (
    select day::date as date, p.api as source, s.id as sim_id, s.device_id, s.site_id, s.customer_id, coalesce(ps.pool_id, pd.pool_id) as pool_id,
           case when abs(hashtext(s.iccid || extract(week from day)::text)) % 10 = 0 then 'CH' else (array['BE', 'BE', 'NL', 'FR'])[1 + abs(hashtext(s.iccid)) % 4] end as country_code,
           case when abs(hashtext(s.iccid || extract(week from day)::text)) % 10 = 0 then 'CHE01' else null end as vpmn,
           s.imsi, ${bytesOf(sql`s.iccid`, 400)} as bytes
    from simcards s
    join providers p on p.id = s.provider_id and p.api in ('telna', 'webbing', 'phenix')
    cross join ${days}
    left join ${simPools} ps on ps.key_id = s.id and ps.on_day = day::date
    left join ${devicePools} pd on pd.key_id = s.device_id and pd.on_day = day::date
    where s.archived_at is null and s.device_id is not null) x
    left join lateral ${pricingOf('x')} pr on true`);
  const [range] = rowsOf(
    await tx.execute(sql`select to_char(min(date), 'YYYY-MM-DD') as start, to_char(max(date), 'YYYY-MM-DD') as end, count(*)::int as n from usages`),
  );
  if (range?.start) {
    await rebuildRollups(tx, `${range.start.slice(0, 7)}-01`, `${range.end.slice(0, 7)}-01`);
  }
  // The satellite lines' days, landed as the starlink source does (rated, rolled up), then the demo's alerts.
  const satellite = await ingestUsages(tx, await starlinkUsageRows(tx, '2000-01-01', '2999-12-31'));
  const alerts = await seedUsageAlertsDemo(tx);
  const [pricings] = rowsOf(await tx.execute(sql`select count(*)::int as n from data_pricings`));
  return { usages: Number(range?.n ?? 0) + satellite, data_pricings: Number(pricings.n), ...alerts };
}
