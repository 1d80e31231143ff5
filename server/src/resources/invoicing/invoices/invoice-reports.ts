// Invoice reports (spec 3 §7: GET /invoices/report, GET /invoices/simonly/report). One grouped query
// each; issued documents only, credit notes negative, amounts summed in numeric and answered as numbers.
// The accounting dashboard's stats are in dashboards/stats/accounting-stats.ts (counts registry, 0066).
import { sql, type SQL } from 'drizzle-orm';
import {
  INVOICE_REPORT_GROUPS,
  INVOICE_REPORT_MESSAGES,
  type InvoiceReport,
  type InvoiceReportGroup,
  SIM_LINE_TYPES,
  type SimOnlyReportRow,
} from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { today } from '../../../platform/dates.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { ExportColumn } from '../../../platform/registry.ts';

export interface ReportQuery {
  group_by?: string | null;
  start_date?: string | null;
  end_date?: string | null;
}

/** The range asked (default: the current year to today), checked. */
export function reportRange(q: ReportQuery): { start: string; end: string } {
  const end = q.end_date || today();
  const start = q.start_date || `${end.slice(0, 4)}-01-01`;
  if (start > end) throw badRequest(INVOICE_REPORT_MESSAGES.range, { start_date: INVOICE_REPORT_MESSAGES.range });
  return { start, end };
}

const GROUPS: Record<InvoiceReportGroup, { key: SQL; label: SQL }> = {
  customer: { key: sql`i.customer_id`, label: sql`max(i.customer_name)` },
  billing_company: { key: sql`i.billing_company_id`, label: sql`max(i.billing_company_name)` },
  invoicing_address: { key: sql`i.invoicing_address_id`, label: sql`max(i.invoicing_address_name)` },
  month: { key: sql`to_char(i.invoiced_at, 'YYYY-MM')`, label: sql`to_char(i.invoiced_at, 'YYYY-MM')` },
  status: { key: sql`i.status`, label: sql`i.status` },
  invoice_type: { key: sql`i.invoice_type`, label: sql`i.invoice_type` },
  source: { key: sql`i.source`, label: sql`i.source` },
};
const signed = (col: string) => sql.raw(`sum(case when i.invoice_type = 'credit' then -i.${col} else i.${col} end)::float8`);
const issued = (start: string, end: string) => sql`i.status <> 'draft' and i.archived_at is null and i.invoiced_at between ${start}::date and ${end}::date`;

export async function invoiceReport(exec: Executor, q: ReportQuery): Promise<InvoiceReport> {
  const group = (q.group_by || 'customer') as InvoiceReportGroup;
  if (!INVOICE_REPORT_GROUPS.includes(group)) throw badRequest(INVOICE_REPORT_MESSAGES.groupBy, { group_by: INVOICE_REPORT_MESSAGES.groupBy });
  const { start, end } = reportRange(q);
  const g = GROUPS[group];
  const rows = rowsOf(
    await exec.execute(sql`
      select ${g.key} as key, ${g.label} as label,
             count(*) filter (where i.invoice_type = 'invoice')::int as invoices,
             count(*) filter (where i.invoice_type = 'credit')::int as credit_notes,
             ${signed('total_untaxed')} as total_untaxed, ${signed('total_tax')} as total_tax, ${signed('total')} as total
      from invoices i where ${issued(start, end)}
      group by 1${group === 'month' || group === 'status' || group === 'invoice_type' || group === 'source' ? sql`, 2` : sql``}
      order by total_untaxed desc nulls last, 1`),
  );
  const sum = (k: 'total_untaxed' | 'total_tax' | 'total') => Math.round(rows.reduce((s, r) => s + Number(r[k]) * 100, 0)) / 100;
  return {
    group_by: group,
    start_date: start,
    end_date: end,
    results: rows.map((r) => ({
      key: r.key,
      label: r.label,
      invoices: r.invoices,
      credit_notes: r.credit_notes,
      total_untaxed: r.total_untaxed,
      total_tax: r.total_tax,
      total: r.total,
    })) as InvoiceReport['results'],
    total_untaxed: sum('total_untaxed'),
    total_tax: sum('total_tax'),
    total: sum('total'),
  };
}

/** The SIM-only report's workbook columns. */
export const SIM_ONLY_COLUMNS: ExportColumn[] = [
  { key: 'customer_id', header: 'Customer ID', width: 12 },
  { key: 'customer', header: 'Customer', width: 30 },
  { key: 'lines', header: 'Invoice lines', width: 12 },
  { key: 'qty', header: 'Quantity', width: 12 },
  { key: 'total', header: 'Total untaxed (EUR)', width: 18 },
];

/** SIM connectivity billed per customer: the data and data-pool lines of the issued documents. */
export async function simOnlyReport(exec: Executor, q: ReportQuery): Promise<{ start_date: string; end_date: string; results: SimOnlyReportRow[] }> {
  const { start, end } = reportRange(q);
  const types = sql.join(
    SIM_LINE_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const rows = rowsOf(
    await exec.execute(sql`
      select i.customer_id, max(i.customer_name) as customer, count(*)::int as lines,
             sum(case when i.invoice_type = 'credit' then -l.qty else l.qty end)::float8 as qty,
             sum(case when i.invoice_type = 'credit' then -l.total else l.total end)::float8 as total
      from invoice_lines l join invoices i on i.id = l.invoice_id
      where ${issued(start, end)} and l.archived_at is null and l.type in (${types})
      group by i.customer_id order by total desc nulls last, 1`),
  );
  return { start_date: start, end_date: end, results: rows as SimOnlyReportRow[] };
}
