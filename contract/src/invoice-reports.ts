// Invoice reports and the accounting dashboard (spec 3 §2, §7: GET /invoices/report with group_by,
// start_date, end_date; GET /invoices/simonly/report; GET /admin/dashboard/accounting/stats).
// Issued documents only (drafts are not revenue yet); credit notes count negative.

export const INVOICE_REPORT_GROUPS = ['customer', 'billing_company', 'invoicing_address', 'month', 'status', 'invoice_type', 'source'] as const;
export type InvoiceReportGroup = (typeof INVOICE_REPORT_GROUPS)[number];
/** Invoice line types billed for SIM connectivity (the SIM-only report). */
export const SIM_LINE_TYPES = ['data', 'data_pool'] as const;

export interface InvoiceReportRow {
  key: string | number | null;
  label: string | null;
  invoices: number;
  credit_notes: number;
  total_untaxed: number;
  total_tax: number;
  total: number;
}

export interface InvoiceReport {
  group_by: InvoiceReportGroup;
  start_date: string;
  end_date: string;
  results: InvoiceReportRow[];
  total_untaxed: number;
  total_tax: number;
  total: number;
}

export interface SimOnlyReportRow {
  customer_id: number;
  customer: string | null;
  lines: number;
  qty: number;
  total: number;
}

export interface AccountingStats {
  by_status: { status: string; count: number; total: number }[];
  /** The last 12 months: invoiced (invoices) and credited (credit notes), untaxed, by invoiced date. */
  monthly: { date: string; invoiced: number; credited: number }[];
  drafts: { count: number; total: number };
  overdue: { count: number; total: number };
  not_pushed: number;
  last_run: { id: number; period: string; status: string; invoices_count: number } | null;
}

export const INVOICE_REPORT_MESSAGES = {
  groupBy: `Group by one of ${INVOICE_REPORT_GROUPS.join(', ')}.`,
  range: 'The start date is after the end date.',
} as const;
