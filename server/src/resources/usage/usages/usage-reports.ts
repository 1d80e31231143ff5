// The usage report (spec 3 §2 Usage reports; spec 1 §7 "reshaped to add total_usage and total_price")
// and the usage dashboard, read from the rollups (docs/decisions/0023): whole months from the month
// rows, the partial months at the range's ends from the day rows (by SIM and by device: from the
// records of those days and of a month not folded yet, through the source and date index; decision
// 0045). By customer, site or pool never a scan of records.
import { sql, type SQL } from 'drizzle-orm';
import {
  bytesToGb,
  defaultReportSort,
  roundEur,
  STARLINK_USAGE_REPORT_GROUPS,
  USAGE_REPORT_GROUPS,
  USAGE_REPORT_PAGE_SIZE,
  USAGE_SOURCES,
  type UsageReportGroup,
  type UsageReportPaging,
  type UsageReportQuery,
  type UsageReportRow,
  type UsageReportSort,
} from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { badRequest } from '../../../platform/errors.ts';
import { FOLDED_DIMENSIONS, foldedMonths, type RollupDimension } from './usage-rollups.ts';
import { monthsOf } from './usage-rerate.ts';
import { pricingOf, priced } from './usage-rating.ts';

const DIMENSION: Record<Exclude<UsageReportGroup, 'date'>, RollupDimension> = {
  customer: 'customer',
  site: 'site',
  pool: 'pool',
  device: 'device',
  iccid: 'sim',
};

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
    q.group_by === 'date' ? sql`to_char(u.date, 'YYYY-MM-DD')` : q.group_by === 'site' ? sql`coalesce(u.site_id, 0)` : sql`coalesce(u.customer_id, 0)`;
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

/** Records of a range of days as (key, bytes, price) rows, keyed by SIM or device id (0 for none). */
const recordsByKey = (q: UsageReportQuery, column: 'sim_id' | 'device_id', from: string, to: string) =>
  sql`select coalesce(${sql.raw(column)}, 0) as key, bytes, coalesce(total_price, 0) as total_price from usages
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
      parts.push(sql`select key_id as key, bytes, total_price from usage_rollups
        where grain = 'month' and dimension = ${dim} and source = ${q.source} and period = any(${`{${rolled.join(',')}}`}::date[])`);
    }
    const column = dim === 'sim' ? 'sim_id' : 'device_id';
    for (const m of months.filter((m) => !folded.has(m))) parts.push(recordsByKey(q, column, m, lastDayOf(m)));
    for (const d of days) {
      parts.push(
        perRecord
          ? recordsByKey(q, column, d.from, d.to)
          : sql`select key_id as key, bytes, total_price from usage_rollups
              where grain = 'day' and dimension = ${dim} and source = ${q.source} and period >= ${d.from}::date and period <= ${d.to}::date`,
      );
    }
  }
  if (!parts.length)
    return sql`select ${q.group_by === 'date' ? sql`null::text` : sql`null::int`} as key, 0::bigint as bytes, 0::numeric as total_price where false`;
  return sql.join(parts, sql` union all `);
}

/** Names of the keys of a grouping, with the customer they belong to where there is one. */
function namesOf(group: UsageReportGroup): SQL {
  switch (group) {
    case 'customer':
      return sql`left join customers c on c.id = s.k`;
    case 'site':
      return sql`left join sites t on t.id = s.k left join customers c on c.id = t.customer_id`;
    case 'pool':
      return sql`left join data_pools t on t.id = s.k left join customers c on c.id = t.customer_id`;
    case 'device':
      return sql`left join devices t on t.id = s.k left join customers c on c.id = t.customer_id`;
    case 'iccid':
      return sql`left join simcards t on t.id = s.k left join customers c on c.id = t.customer_id`;
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

/**
 * The report's (key, k, bytes, price) rows before names, one row per key: k is the key as it sorts
 * (the id as an integer, the date as text). A range of exactly one whole month of a rollup source reads
 * the month rows as they are, one per key (docs/decisions/0044): no aggregation, so a page in key order
 * is a walk of the rollups' primary key and a page by usage one scan with a top-N sort.
 */
async function keyedSums(exec: Executor, q: UsageReportQuery): Promise<SQL> {
  if (q.source !== 'starlink' && q.group_by !== 'date') {
    const { months, days } = segmentsOf(q.start_date, q.end_date);
    const dim = DIMENSION[q.group_by];
    // SIM and device month rows exist for folded months only (decision 0045); a running month sums its records.
    const hasMonthRows = months.length === 1 && (!FOLDED_DIMENSIONS.includes(dim) || (await foldedMonths(exec, months)).has(months[0]));
    if (months.length === 1 && days.length === 0 && hasMonthRows) {
      // The dimension as a literal: the month ranks' partial indexes (migration 0029) must be provably usable.
      return sql`select key_id::text as key, key_id as k, bytes, total_price as price from usage_rollups
        where grain = 'month' and dimension = ${sql.raw(`'${dim}'`)} and source = ${q.source} and period = ${months[0]}::date
          and (bytes <> 0 or total_price <> 0)`;
    }
  }
  // Grouped by the id itself (an integer hashes and sorts cheaper than its text), the text made after.
  const key = q.group_by === 'date' ? sql`key` : sql`key::text`;
  return sql`select ${key} as key, key as k, sum(bytes)::bigint as bytes, sum(total_price) as price from (${await sumsByKey(exec, q)}) x
    group by key having sum(bytes) <> 0 or sum(total_price) <> 0`;
}

/**
 * Totals over every row of the report, whatever page is asked. Every record is in each dimension once
 * (key 0 when it has none), so the totals of any grouping are those of the (small) customer grouping
 * of the same range and source; the satellite sums are read whole (they are small).
 */
async function totalsOf(exec: Executor, q: UsageReportQuery): Promise<{ bytes: number; price: number }> {
  const sums = q.source === 'starlink' ? starlinkSums(q) : await sumsByKey(exec, { ...q, group_by: 'customer' });
  const [row] = rowsOf(await exec.execute(sql`select coalesce(sum(bytes), 0)::text as bytes, coalesce(sum(total_price), 0)::text as price from (${sums}) x`));
  return { bytes: Number(row.bytes), price: Number(row.price) };
}

const SORT_COLUMN: Record<UsageReportSort, SQL> = { usage: sql`s.bytes`, price: sql`s.price`, key: sql`s.k` };

/** The paging asked, with its defaults (its values were checked by the route). */
function pagingOf(q: UsageReportQuery, paging: UsageReportPaging) {
  const paged = paging.page !== undefined || paging.page_size !== undefined;
  const fallback = defaultReportSort(q.group_by);
  const sort = paging.sort ?? fallback.sort;
  const order = paging.order ?? (paging.sort ? (sort === 'key' ? 'asc' : 'desc') : fallback.order);
  const asked = paged || paging.sort !== undefined || paging.order !== undefined;
  return { paged, page: paging.page ?? 1, pageSize: paging.page_size ?? USAGE_REPORT_PAGE_SIZE, sort, order, asked };
}

function checkQuery(q: UsageReportQuery) {
  if (q.start_date > q.end_date) throw badRequest('The start date is after the end date.', { start_date: 'Must be on or before end_date.' });
  if (!USAGE_SOURCES.includes(q.source)) throw badRequest('Unknown source.', { source: `One of ${USAGE_SOURCES.join(', ')}.` });
  const groups: readonly UsageReportGroup[] = q.source === 'starlink' ? STARLINK_USAGE_REPORT_GROUPS : USAGE_REPORT_GROUPS;
  if (!groups.includes(q.group_by)) throw badRequest('Unknown grouping.', { group_by: `One of ${groups.join(', ')}.` });
}

/** The statement of the report's rows (one page, or all of them) in their order, with their names. */
function rowsStatement(q: UsageReportQuery, p: ReturnType<typeof pagingOf>, sums: SQL): SQL {
  const dir = p.order === 'asc' ? sql`asc` : sql`desc`;
  // Ties (same usage or price) in key order, so that pages follow one another without gaps or repeats;
  // in the sort's direction, so that one index per figure serves both (the month ranks, decision 0047).
  const orderBy = p.sort === 'key' ? sql`s.k ${dir}` : sql`${SORT_COLUMN[p.sort]} ${dir}, s.k ${dir}`;
  const limit = p.paged ? sql`limit ${p.pageSize} offset ${(p.page - 1) * p.pageSize}` : sql``;
  const customerName = q.group_by === 'date' ? sql`null::text` : sql`c.name`;
  const customerId = q.group_by === 'date' ? sql`null::int` : sql`c.id`;
  // The page first, then the names of its keys only (primary-key lookups for the page's rows).
  return sql`
      with s as (select * from (${sums}) s order by ${orderBy} ${limit})
      select s.key, s.bytes::text as bytes, s.price::text as price, ${customerName} as customer, ${customerId} as customer_id, ${label[q.group_by]} as label
      from s ${namesOf(q.group_by)}
      order by ${orderBy}`;
}

/** A row of the statement as the API answers it. */
const rowOf =
  (q: UsageReportQuery) =>
  (r: Record<string, any>): UsageReportRow => {
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
  };

/** The statement of one page (or the whole answer) of a report, as usageReport runs it (tests read its plan). */
export async function reportRowsStatement(exec: Executor, q: UsageReportQuery, paging: UsageReportPaging = {}) {
  return rowsStatement(q, pagingOf(q, paging), await keyedSums(exec, q));
}

export async function usageReport(exec: Executor, q: UsageReportQuery, paging: UsageReportPaging = {}) {
  checkQuery(q);
  const p = pagingOf(q, paging);
  const sums = await keyedSums(exec, q);
  const countRows = p.paged ? exec.execute(sql`select count(*)::int as n from (${sums}) s`).then(rowsOf) : undefined;
  const [rows, counted, totals] = await Promise.all([exec.execute(rowsStatement(q, p, sums)).then(rowsOf), countRows, totalsOf(exec, q)]);
  const results = rows.map(rowOf(q));
  const count = counted ? Number(counted[0].n) : results.length;
  const extension = p.asked ? { page: p.page, page_size: p.pageSize, sort: p.sort, order: p.order } : {};
  return { results, count, total_usage: bytesToGb(totals.bytes), total_price: roundEur(totals.price), ...q, ...extension };
}

/**
 * The usage summary helper (spec 3 §7 "Usage summary": group_by; answer data of key and value): the
 * report's rows, in the report's order, as the group's label (null for records without one, e.g. no
 * pool) and its usage in GB, the report's unit; every row, or the first `limit` (the report's first page).
 */
export async function usageSummary(exec: Executor, q: UsageReportQuery, limit?: number): Promise<{ data: { key: string | null; value: number }[] }> {
  const { results } = await usageReport(exec, q, limit ? { page: 1, page_size: limit } : {});
  return { data: results.map((r) => ({ key: r[q.group_by] ?? null, value: r.usage })) };
}

/**
 * Every row of a report in its order, for the export, in batches of `size` read through a cursor: one
 * statement, and memory holds one batch at a time whatever the number of rows. The cursor lives in a
 * read-only transaction held while the batches are taken; a reader that stops taking them (a download
 * abandoned) ends it through the generator's return, and PostgreSQL ends a session left idle in it.
 */
export async function usageReportRows(exec: Executor, q: UsageReportQuery, paging: Pick<UsageReportPaging, 'sort' | 'order'> = {}, size = 1000) {
  checkQuery(q);
  const p = pagingOf(q, paging);
  const totals = await totalsOf(exec, q);
  const statement = rowsStatement(q, { ...p, paged: false }, await keyedSums(exec, q));
  const toRow = rowOf(q);
  async function* batches(): AsyncGenerator<UsageReportRow[]> {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let opened!: (tx: Executor) => void;
    const ready = new Promise<Executor>((resolve) => (opened = resolve));
    const transaction = exec.transaction(async (tx) => {
      await tx.execute(sql`set transaction read only`);
      await tx.execute(sql`set local idle_in_transaction_session_timeout = '60s'`);
      await tx.execute(sql`declare usage_report_rows no scroll cursor for ${statement}`);
      opened(tx);
      await finished;
    });
    // A failure before the cursor opens is the reader's (below); after, the batch read reports it.
    const failed = transaction.then(() => undefined as never);
    try {
      const tx = await Promise.race([ready, failed]);
      for (;;) {
        const rows = rowsOf(await tx.execute(sql.raw(`fetch forward ${size} from usage_report_rows`)));
        if (rows.length) yield rows.map(toRow);
        if (rows.length < size) break;
      }
    } finally {
      finish();
      await transaction.catch(() => {});
    }
  }
  return { totals: { total_usage: bytesToGb(totals.bytes), total_price: roundEur(totals.price) }, batches: batches() };
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
