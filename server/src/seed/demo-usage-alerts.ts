// Demo data-limit alerts (issue 12, decision 0033): a few SIM cards and services get a monthly limit
// and contacts set so that their latest month's usage stands past 75, 90 and 100 % of it, and their
// records of that month are landed again through ingestUsages, the path every source takes: the
// alerts, their e-mails in the outbox and their log entries are the real ones, not inserted rows.
import { sql } from 'drizzle-orm';
import { BYTES_PER_GB } from '@console/contract';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { ingestUsages, type UsageInput } from '../resources/usage/usages/usage-ingest.ts';

/** Usage over limit for each record picked, in turn: past 75 %, past 90 %, past 100 %. */
const RATIOS = [0.8, 0.95, 1.1];

export async function seedUsageAlertsDemo(tx: Executor): Promise<Record<string, number>> {
  const [latest] = rowsOf(await tx.execute(sql`select to_char(date_trunc('month', max(date)), 'YYYY-MM-DD') as month from usages`));
  const month = latest?.month as string | undefined;
  if (!month) return { usage_alerts: 0 };
  // The month's figures per SIM or device and source, from the records (the running month has no
  // device or SIM rollups, decision 0045).
  const monthOf = (column: 'sim_id' | 'device_id', m: string) =>
    sql`select ${sql.raw(column)} as key_id, source, sum(bytes) as bytes from usages
      where ${sql.raw(column)} is not null and date >= ${m}::date and date < (${m}::date + interval '1 month') group by 1, 2`;
  const ratios = sql.raw(`(values ${RATIOS.map((r, i) => `(${i + 1}, ${r})`).join(', ')})`);
  // The SIM cards and services with the most data that month (the largest figure one source gives, as alerts measure).
  const sims = rowsOf(
    await tx.execute(sql`
      with top as (
        select s.id, s.customer_id, max(r.bytes) as bytes, row_number() over (order by max(r.bytes) desc, s.id) as n
        from (${monthOf('sim_id', month)}) r join simcards s on s.id = r.key_id and s.archived_at is null
        where r.bytes > 0
        group by s.id, s.customer_id order by bytes desc, s.id limit ${RATIOS.length})
      update simcards s set data_limit = round(top.bytes / ${BYTES_PER_GB}::numeric / x.ratio, 3),
        data_limit_contacts = 'data-alerts@' || coalesce((select lower(regexp_replace(c.name, '[^A-Za-z0-9]+', '-', 'g')) from customers c where c.id = top.customer_id), 'example') || '.example'
      from top join ${ratios} x(n, ratio) on x.n = top.n
      where s.id = top.id
      returning s.id`),
  ).map((r) => Number(r.id));
  const services = rowsOf(
    await tx.execute(sql`
      with top as (
        select v.id, v.customer_id, v.device_id, max(r.bytes) as bytes, row_number() over (order by max(r.bytes) desc, v.id) as n
        from services v join (${monthOf('device_id', month)}) r on r.key_id = v.device_id
        where v.archived_at is null and v.status not in ('DRAFT', 'ENDED') and v.device_id is not null and r.bytes > 0
        group by v.id order by bytes desc, v.id limit ${RATIOS.length})
      update services v set data_limit = round(top.bytes / ${BYTES_PER_GB}::numeric / x.ratio, 3),
        data_limit_contacts = 'noc@' || coalesce((select lower(regexp_replace(c.name, '[^A-Za-z0-9]+', '-', 'g')) from customers c where c.id = top.customer_id), 'example') || '.example'
      from top join ${ratios} x(n, ratio) on x.n = top.n
      where v.id = top.id
      returning v.device_id`),
  ).map((r) => Number(r.device_id));
  if (!sims.length && !services.length) return { usage_alerts: 0 };
  const ids = (v: number[]) => sql`${`{${v.join(',')}}`}::int[]`;
  const records = rowsOf(
    await tx.execute(sql`
      select to_char(date, 'YYYY-MM-DD') as date, source, sim_id, device_id, site_id, customer_id, pool_id, wan_name,
             starlink_service_line_id, country_code, vpmn, imsi, bytes
      from usages
      where date >= ${month}::date and date < ${month}::date + interval '1 month'
        and (sim_id = any(${ids(sims)}) or device_id = any(${ids(services)}))`),
  ).map((r) => ({ ...r, bytes: Number(r.bytes) }) as unknown as UsageInput);
  await ingestUsages(tx, records);
  const [count] = rowsOf(await tx.execute(sql`select count(*)::int as n from usage_alerts`));
  return { usage_alerts: Number(count?.n ?? 0) };
}
