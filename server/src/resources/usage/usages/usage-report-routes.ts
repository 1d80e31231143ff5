// The usage report's routes, once for both reports (spec 3 §2 Usage reports; docs/decisions/0034):
// GET /{kind}/reports and GET /{kind}/reports/export.xls, where kind is usages (mobile: a SIM source)
// or starlink_usages (satellite: source starlink, grouped by customer, site or date).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  USAGE_REPORT_KINDS,
  USAGE_REPORT_MAX_PAGE_SIZE,
  USAGE_REPORT_ORDERS,
  USAGE_REPORT_SORTS,
  USAGE_SOURCES,
  type UsageReportGroup,
  type UsageReportKind,
} from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { isoDay } from '../../../platform/dates.ts';
import { date, int } from '../../../platform/fields.ts';
import { sendSpreadsheet } from '../../../platform/exports.ts';
import type { ExportColumn, Gate, Row } from '../../../platform/registry.ts';
import { usageReport, usageReportRows, usageSummary } from './usage-reports.ts';

/** The columns naming a report row, per grouping (customer too where the row has one). */
const REPORT_COLUMNS: Record<UsageReportGroup, ExportColumn[]> = {
  customer: [{ key: 'customer', header: 'Customer', width: 30 }],
  site: [
    { key: 'site', header: 'Site', width: 30 },
    { key: 'customer', header: 'Customer', width: 30 },
  ],
  pool: [
    { key: 'pool', header: 'Pool', width: 24 },
    { key: 'customer', header: 'Customer', width: 30 },
  ],
  device: [
    { key: 'device', header: 'Device', width: 24 },
    { key: 'customer', header: 'Customer', width: 30 },
  ],
  iccid: [
    { key: 'iccid', header: 'ICCID', width: 24 },
    { key: 'customer', header: 'Customer', width: 30 },
  ],
  date: [{ key: 'date', header: 'Date', width: 12 }],
};

/** The report's batches, then its total row. */
async function* withTotal(batches: AsyncIterable<object[]>, total: object): AsyncIterable<Row[]> {
  for await (const rows of batches) yield rows as Row[];
  yield [total as Row];
}

/** The query of a report kind: its own sources (the first is the default) and groupings. */
const queryOf = (kind: UsageReportKind) => {
  const { sources, groups } = USAGE_REPORT_KINDS[kind];
  // The mobile report has always taken any usage source (its screen offers three): kept as it was.
  const sourceList = (kind === 'usages' ? USAGE_SOURCES : sources) as unknown as [string, ...string[]];
  return z.object({
    start_date: date(),
    end_date: date(),
    source: z.enum(sourceList, { error: `One of ${sourceList.join(', ')}.` }).default(sources[0]),
    group_by: z.enum(groups as unknown as [UsageReportGroup, ...UsageReportGroup[]], { error: `One of ${groups.join(', ')}.` }).default('customer'),
    // Server paging, an extension of the spec (docs/decisions/0044): without page and page_size, every row.
    page: int(1, 10_000_000).describe(
      'Extension: the page (from 1); with page or page_size the answer is one page, count is the number of rows of the whole report.',
    ),
    page_size: int(1, USAGE_REPORT_MAX_PAGE_SIZE).describe(`Extension: rows per page (1 to ${USAGE_REPORT_MAX_PAGE_SIZE}, default 100).`),
    sort: z
      .enum(USAGE_REPORT_SORTS, { error: `One of ${USAGE_REPORT_SORTS.join(', ')}.` })
      .optional()
      .describe("Extension: the rows' order: usage, price or the grouping's key (id, or the date); default usage (by date: key)."),
    order: z
      .preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(USAGE_REPORT_ORDERS, { error: 'asc or desc.' }).optional())
      .describe('Extension: asc or desc (default desc for usage and price, asc for key).'),
  });
};

export function usageReportRoutes(app: FastifyInstance, db: Executor, kind: UsageReportKind, auth: Gate) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const querystring = queryOf(kind);
  const config = { auth };
  const tags = [kind];
  const base = `/api/v1/${USAGE_REPORT_KINDS[kind].path}`;

  const queryOfRequest = (q: z.infer<typeof querystring>) => {
    const today = isoDay(Date.now());
    return {
      start_date: q.start_date ?? `${today.slice(0, 7)}-01`,
      end_date: q.end_date ?? today,
      source: q.source as Parameters<typeof usageReport>[1]['source'],
      group_by: q.group_by,
    };
  };
  const reportOf = (q: z.infer<typeof querystring>) =>
    usageReport(db, queryOfRequest(q), { page: q.page ?? undefined, page_size: q.page_size ?? undefined, sort: q.sort, order: q.order });

  r.get(base, { config, schema: { tags, querystring } }, async (req) => reportOf(req.query));

  // The usage summary helper (spec 3 §7): the report's figures by group as { data: [{ key, value }] },
  // value in GB; the report's range, source and grouping, every group in the report's order, or the
  // first `limit` of them (an extension: a grouping by SIM may have millions of keys).
  if (kind === 'usages') {
    const summaryQuery = querystring.pick({ start_date: true, end_date: true, source: true, group_by: true }).extend({
      limit: int(1, USAGE_REPORT_MAX_PAGE_SIZE).describe(
        `Extension: only the first groups in the report's order (largest usage first; by date, the first days), 1 to ${USAGE_REPORT_MAX_PAGE_SIZE}.`,
      ),
    });
    r.get('/api/v1/usages/summary', { config, schema: { tags, querystring: summaryQuery } }, async (req) =>
      usageSummary(db, queryOfRequest(req.query), req.query.limit ?? undefined),
    );
  }

  // The report as a spreadsheet: the same rows and figures as the screen (GB and EUR, contract rounding),
  // every row in the screen's order whatever page the screen shows, read in batches (decision 0044).
  r.get(`${base}/export.xls`, { config, schema: { tags, querystring } }, async (req, reply) => {
    const q = queryOfRequest(req.query);
    const { totals, batches } = await usageReportRows(db, q, { sort: req.query.sort, order: req.query.order });
    const columns = [...REPORT_COLUMNS[q.group_by], { key: 'usage', header: 'Usage (GB)', width: 14 }, { key: 'price', header: 'Price (EUR)', width: 14 }];
    const total = {
      customer: 'Total',
      date: 'Total',
      site: 'Total',
      pool: 'Total',
      device: 'Total',
      iccid: 'Total',
      usage: totals.total_usage,
      price: totals.total_price,
    };
    return sendSpreadsheet(reply, `usage-report-${q.source}-${q.start_date}-${q.end_date}.xlsx`, 'usage', columns, withTotal(batches, total));
  });
}
