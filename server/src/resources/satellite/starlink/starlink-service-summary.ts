// The service summary list (spec 3 §2 Satellite "Service summary list exists"; docs/decisions/0035):
// GET /starlink/service_summary, every live satellite service (starlink, starlink_data_pool,
// terminal_access) with its service line, terminal, this month's top-ups and the line's usage this
// cycle against what the service includes, 50 a page, with totals over every matching service.
// Services are read through services_type_idx; the line and the terminal by primary key.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INVALID_PAGE, SERVICE_STATUSES, SERVICE_SUMMARY_PAGE_SIZE, STARLINK_LIKE_TYPES, type ServiceSummary, type ServiceSummaryRow } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { AppError } from '../../../platform/errors.ts';
import { bool, id, int } from '../../../platform/fields.ts';
import { likePattern } from '../../../platform/list-query.ts';
import { STARLINK_GATE } from '../starlink_accounts/starlink_accounts.resource.ts';

export const serviceSummaryQuery = z.object({
  page: int(1, 10_000_000),
  page_size: int(1, 500),
  q: z.string().trim().max(200, 'At most 200 characters.').optional(),
  customer_id: id(),
  status: z.enum(SERVICE_STATUSES, { error: `One of ${SERVICE_STATUSES.join(', ')}.` }).optional(),
  type: z.enum(STARLINK_LIKE_TYPES, { error: `One of ${STARLINK_LIKE_TYPES.join(', ')}.` }).optional(),
  is_opted_in: bool(),
});
export type ServiceSummaryQuery = z.infer<typeof serviceSummaryQuery>;

const gbOf = (v: unknown) => (v == null ? null : Math.round(Number(v) * 1000) / 1000);

function whereOf(q: ServiceSummaryQuery): SQL {
  const parts: SQL[] = [sql`s.type = any(${`{${(q.type ? [q.type] : STARLINK_LIKE_TYPES).join(',')}}`}::text[])`, sql`s.archived_at is null`];
  if (q.customer_id) parts.push(sql`s.customer_id = ${q.customer_id}`);
  if (q.status) parts.push(sql`s.status = ${q.status}`);
  if (q.is_opted_in !== undefined) parts.push(q.is_opted_in ? sql`l.is_opted_in` : sql`not coalesce(l.is_opted_in, false)`);
  if (q.q) {
    const p = likePattern(q.q);
    parts.push(
      sql`(s.reference ilike ${p} or s.name ilike ${p} or s.customer_name ilike ${p} or l.service_line_number ilike ${p} or l.nickname ilike ${p} or t.kit_serial_number ilike ${p})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The rows with their service line and terminal (the service's own, else the line's first). */
const FROM = sql`services s
  left join starlink_service_lines l on l.id = s.starlink_service_line_id
  left join starlink_terminals t on t.id = coalesce(s.starlink_terminal_id,
    (select x.id from starlink_terminals x where x.starlink_service_line_id = s.starlink_service_line_id order by x.archived_at nulls first, x.id limit 1))`;

/** GB of the top-ups bought this month (the month-end run charges them; the history keeps each). */
const TOP_UPS = sql`(select coalesce(sum((h->>'data_amount')::numeric), 0) from jsonb_array_elements(s.top_up_blocks_history) h
  where h->>'start_date' >= to_char(date_trunc('month', current_date), 'YYYY-MM-DD'))`;

export async function serviceSummary(exec: Executor, q: ServiceSummaryQuery): Promise<ServiceSummary> {
  const page = q.page ?? 1;
  const size = q.page_size ?? SERVICE_SUMMARY_PAGE_SIZE;
  const where = whereOf(q);
  const rows = rowsOf(
    await exec.execute(sql`
      select s.id, s.reference, s.name, s.type, s.status, s.customer_id, s.customer_name, s.site_name, s.package_id, s.package_reference,
        s.data_pool_id, s.data_pool_reference, s.starlink_service_line_id, l.service_line_number, l.status as service_line_status, l.is_opted_in,
        t.id as starlink_terminal_id, t.kit_serial_number, t.state as terminal_state, s.data_included, ${TOP_UPS} as top_up_gb, l.current_usage
      from ${FROM}
      where ${where}
      order by s.id desc
      limit ${size} offset ${(page - 1) * size}`),
  );
  if (!rows.length && page > 1) throw new AppError(404, INVALID_PAGE, 'invalid_page');
  const [totals] = rowsOf(
    await exec.execute(sql`
      select count(*)::int as services, count(*) filter (where l.is_opted_in)::int as opted_in,
        coalesce(sum(l.current_usage), 0)::float8 as current_usage, coalesce(sum(s.data_included), 0)::float8 as data_included,
        count(*) filter (where s.data_included is not null and l.current_usage > s.data_included + ${TOP_UPS})::int as over_allowance
      from ${FROM}
      where ${where}`),
  );
  const results: ServiceSummaryRow[] = rows.map((r) => {
    const included = gbOf(r.data_included);
    const topUp = gbOf(r.top_up_gb) ?? 0;
    const usage = gbOf(r.current_usage);
    const allowance = included == null ? 0 : included + topUp;
    return {
      id: Number(r.id),
      reference: r.reference ?? null,
      name: r.name ?? null,
      type: String(r.type),
      status: String(r.status),
      customer_id: r.customer_id == null ? null : Number(r.customer_id),
      customer_name: r.customer_name ?? null,
      site_name: r.site_name ?? null,
      package_id: r.package_id == null ? null : Number(r.package_id),
      package_reference: r.package_reference ?? null,
      data_pool_id: r.data_pool_id == null ? null : Number(r.data_pool_id),
      data_pool_reference: r.data_pool_reference ?? null,
      starlink_service_line_id: r.starlink_service_line_id == null ? null : Number(r.starlink_service_line_id),
      service_line_number: r.service_line_number ?? null,
      service_line_status: r.service_line_status ?? null,
      is_opted_in: r.is_opted_in == null ? null : Boolean(r.is_opted_in),
      starlink_terminal_id: r.starlink_terminal_id == null ? null : Number(r.starlink_terminal_id),
      kit_serial_number: r.kit_serial_number ?? null,
      terminal_state: r.terminal_state ?? null,
      data_included: included,
      top_up_gb: topUp,
      current_usage: usage,
      usage_percent: usage != null && allowance > 0 ? Math.round((usage / allowance) * 1000) / 10 : null,
    };
  });
  return {
    results,
    count: Number(totals.services),
    totals: {
      services: Number(totals.services),
      opted_in: Number(totals.opted_in),
      current_usage: gbOf(totals.current_usage) ?? 0,
      data_included: gbOf(totals.data_included) ?? 0,
      over_allowance: Number(totals.over_allowance),
    },
  };
}

export function serviceSummaryRoutes(app: FastifyInstance, db: Executor) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/starlink/service_summary',
      { config: { auth: STARLINK_GATE }, schema: { tags: ['starlink'], querystring: serviceSummaryQuery } },
      async (req) => serviceSummary(db, req.query),
    );
}
