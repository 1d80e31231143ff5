// The usage report (spec 3 §2 Usage reports; spec 1 §7 "reshaped to add total_usage and total_price")
// and the usage dashboard, read from the rollups (docs/decisions/0023): whole months from the month
// rows, the partial months at the range's ends from the day rows (by SIM and by device: from the
// records of those days and of a month not folded yet, through the source and date index; decision
// 0045). By customer, site or pool never a scan of records.
import { sql, type SQL } from 'drizzle-orm';
import { bytesToGb, roundEur, STARLINK_USAGE_REPORT_GROUPS, USAGE_REPORT_GROUPS, USAGE_SOURCES, type UsageReportGroup, type UsageReportQuery, type UsageReportRow, type UsageSource } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { badRequest } from '../../platform/errors.ts';
import { FOLDED_DIMENSIONS, foldedMonths, type RollupDimension } from './usage-rollups.ts';
import { monthsOf } from './usage-rerate.ts';
import { pricingOf, priced } from './usage-rating.ts';

const DIMENSION: Record<Exclude<UsageReportGroup, 'date'>, RollupDimension> = { customer: 'customer', site: 'site', pool: 'pool', device: 'device', iccid: 'sim' };

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** The range cut into whole months and the partial days at either end. */
export function segmentsOf(start: string, end: string): { months: string[]; days: { from: string; to: string }[] } {
  const months: string[] = [];
  const days: { from: string; to: string }[] = [];
  for (const month of monthsOf(start, end)) {
    const from = month < start ? start : month;
    const to = lastDayOf(month) > end ? end : lastDayOf(month);
    if (from === month && to === lastDayOf(month)) months.push(month);
    else days.push({ from, to });
  }
  return { months, days };
}

/**
 * Satellite usage (docs/decisions/0034): the service lines' daily GB, placed at the customer and site
 * of the line's terminal (the first live one) and priced at read time with the data pricing of
 * provider starlink that applies to that customer (decision 0022's precedence: no country, network or
 * IMSI on a satellite line, so a customer's pricing beats the provider's). Read from the day rows
 * through the date index; a month of 5,000 lines is 150,000 rows, no rollup needed yet.
 */
function starlinkSums(q: UsageReportQuery): SQL {
  const key =
    q.group_by === 'date' ? sql`to_char(u.date, 'YYYY-MM-DD')` : q.group_by === 'site' ? sql`coalesce(u.site_id, 0)::text` : sql`coalesce(u.customer_id, 0)::text`;
  return sql`with placed as (
      select su.date, (su.usage * 1073741824)::bigint as bytes, t.customer_id, t.site_id
      from starlink_usages su
      left join lateral (
        select customer_id, site_id from starlink_terminals t
        where t.starlink_service_line_id = su.starlink_service_line_id
        order by t.archived_at nulls first, t.id limit 1) t on true
      where su.date >= ${q.start_date}::date and su.date <= ${q.end_date}::date),
    rates as (
      select r.customer_id, pr.price from (
        select distinct customer_id, 'starlink'::text as source, null::text as country_code, null::text as vpmn, null::text as imsi from placed) r
      left join lateral ${pricingOf('r')} pr on true)
    select ${key} as key, u.bytes, coalesce(${priced(sql`u.bytes`, sql`p.price`)}, 0) as total_price
    from placed u left join rates p on p.customer_id is not distinct from u.customer_id`;
}

/** Records of a range of days as (key, bytes, price) rows, keyed by SIM or device (0 for none). */
const recordsByKey = (q: UsageReportQuery, column: 'sim_id' | 'device_id', from: string, to: string) =>
  sql`select coalesce(${sql.raw(column)}, 0)::text as key, bytes, coalesce(total_price, 0) as total_price from usages
    where source = ${q.source} and date >= ${from}::date and date <= ${to}::date`;

/**
 * Sums per key of the dimension over the range: (key, bytes, price) rows. By customer, site or pool
 * from the month and day rollups. By device or SIM (docs/decisions/0045): the month rows of folded
 * months, the records (through the source and date index) for the partial days and any month not
 * folded yet (the running month).
 */
async function sumsByKey(exec: Executor, q: UsageReportQuery): Promise<SQL> {
  if (q.source === 'starlink') return starlinkSums(q);
  const { months, days } = segmentsOf(q.start_date, q.end_date);
  const parts: SQL[] = [];
  if (q.group_by === 'date') {
    // Per day: the day rows of one dimension (every record is in each dimension exactly once).
    parts.push(sql`select to_char(period, 'YYYY-MM-DD') as key, bytes, total_price from usage_rollups
      where grain = 'day' and dimension = 'customer' and source = ${q.source} and period >= ${q.start_date}::date and period <= ${q.end_date}::date`);
  } else {
    const dim = DIMENSION[q.group_by];
    const perRecord = FOLDED_DIMENSIONS.includes(dim);
    const folded = perRecord ? await foldedMonths(exec, months) : new Set(months);
    const rolled = months.filter((m) => folded.has(m));
    if (rolled.length) {
      parts.push(sql`select key_id::text as key, bytes, total_price from usage_rollups
        where grain = 'month' and dimension = ${dim} and source = ${q.source} and period = any(${`{${rolled.join(',')}}`}::date[])`);
    }
    const column = dim === 'sim' ? 'sim_id' : 'device_id';
    for (const m of months.filter((m) => !folded.has(m))) parts.push(recordsByKey(q, column, m, lastDayOf(m)));
    for (const d of days) {
      parts.push(
        perRecord
          ? recordsByKey(q, column, d.from, d.to)
          : sql`select key_id::text as key, bytes, total_price from usage_rollups
              where grain = 'day' and dimension = ${dim} and source = ${q.source} and period >= ${d.from}::date and period <= ${d.to}::date`,
      );
    }
  }
  if (!parts.length) return sql`select null::text as key, 0::bigint as bytes, 0::numeric as total_price where false`;
  return sql.join(parts, sql` union all `);
}

/** Names of the keys of a grouping, with the customer they belong to where there is one. */
function namesOf(group: UsageReportGroup): SQL {
  switch (group) {
    case 'customer':
      return sql`left join customers c on c.id = s.key::int`;
    case 'site':
      return sql`left join sites t on t.id = s.key::int left join customers c on c.id = t.customer_id`;
    case 'pool':
      return sql`left join data_pools t on t.id = s.key::int left join customers c on c.id = t.customer_id`;
    case 'device':
      return sql`left join devices t on t.id = s.key::int left join customers c on c.id = t.customer_id`;
    case 'iccid':
      return sql`left join simcards t on t.id = s.key::int left join customers c on c.id = t.customer_id`;
    case 'date':
      return sql``;
  }
}

const label: Record<UsageReportGroup, SQL> = {
  customer: sql`null::text`,
  site: sql`t.name`,
  pool: sql`coalesce(t.reference, t.name)`,
  device: sql`coalesce(t.name, t.serial)`,
  iccid: sql`t.iccid`,
  date: sql`null::text`,
};

export async function usageReport(exec: Executor, q: UsageReportQuery) {
  if (q.start_date > q.end_date) throw badRequest('The start date is after the end date.', { start_date: 'Must be on or before end_date.' });
  if (!USAGE_SOURCES.includes(q.source)) throw badRequest('Unknown source.', { source: `One of ${USAGE_SOURCES.join(', ')}.` });
  const groups: readonly UsageReportGroup[] = q.source === 'starlink' ? STARLINK_USAGE_REPORT_GROUPS : USAGE_REPORT_GROUPS;
  if (!groups.includes(q.group_by)) throw badRequest('Unknown grouping.', { group_by: `One of ${groups.join(', ')}.` });
  const customerName = q.group_by === 'date' ? sql`null::text` : sql`c.name`;
  const customerId = q.group_by === 'date' ? sql`null::int` : sql`c.id`;
  const rows = rowsOf(
    await exec.execute(sql`
      with s as (select key, sum(bytes)::bigint as bytes, sum(total_price) as price from (${await sumsByKey(exec, q)}) x group by key)
      select s.key, s.bytes::text as bytes, s.price::text as price, ${customerName} as customer, ${customerId} as customer_id, ${label[q.group_by]} as label
      from s ${namesOf(q.group_by)}
      where s.bytes <> 0 or s.price <> 0
      order by s.bytes desc, s.key`),
  );
  const results: UsageReportRow[] = rows.map((r) => {
    const key = String(r.key);
    const keyId = q.group_by === 'date' || key === '0' ? null : Number(key);
    return {
      id: key,
      customer: r.customer ?? null,
      site: q.group_by === 'site' ? (r.label ?? null) : null,
      pool: q.group_by === 'pool' ? (r.label ?? null) : null,
      device: q.group_by === 'device' ? (r.label ?? null) : null,
      iccid: q.group_by === 'iccid' ? (r.label ?? null) : null,
      date: q.group_by === 'date' ? key : null,
      customer_id: r.customer_id == null ? null : Number(r.customer_id),
      key_id: keyId,
      usage: bytesToGb(Number(r.bytes)),
      price: roundEur(Number(r.price)),
    };
  });
  if (q.group_by === 'date') results.sort((a, b) => (a.date! < b.date! ? -1 : 1));
  const totalBytes = rows.reduce((n, r) => n + Number(r.bytes), 0);
  const totalPrice = rows.reduce((n, r) => n + Number(r.price), 0);
  return { results, count: results.length, total_usage: bytesToGb(totalBytes), total_price: roundEur(totalPrice), ...q };
}

/** GET /admin/dashboard/usages/stats: usage and price per source, this month, last month and the last 12 months. */
export async function usageDashboard(exec: Executor, today: string) {
  const months = monthsOf(`${Number(today.slice(0, 4)) - 1}-${today.slice(5, 7)}-01`, today).slice(1);
  // Every source from the month rollups: the satellite lines' days land as source starlink too (decision 0042).
  const rows = rowsOf(
    await exec.execute(sql`
      select source, to_char(period, 'YYYY-MM') as month, sum(bytes)::text as bytes, sum(total_price)::text as price
      from usage_rollups
      where grain = 'month' and dimension = 'customer' and period >= ${months[0]}::date
      group by 1, 2`),
  );
  const thisMonth = today.slice(0, 7);
  const lastMonth = months.at(-2)?.slice(0, 7);
  const sources = USAGE_SOURCES.map((source) => {
    const of = (m: string | undefined) => rows.find((r) => r.source === source && r.month === m);
    return {
      source,
      this_month_usage: bytesToGb(Number(of(thisMonth)?.bytes ?? 0)),
      this_month_price: roundEur(Number(of(thisMonth)?.price ?? 0)),
      last_month_usage: bytesToGb(Number(of(lastMonth)?.bytes ?? 0)),
      last_month_price: roundEur(Number(of(lastMonth)?.price ?? 0)),
    };
  });
  const monthly = months.map((m) => {
    const point: Record<string, string | number> = { date: m.slice(0, 7) };
    for (const source of USAGE_SOURCES) point[source] = bytesToGb(Number(rows.find((r) => r.source === source && r.month === m.slice(0, 7))?.bytes ?? 0));
    return point;
  });
  return { sources, monthly };
}
