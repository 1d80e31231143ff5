// The usage report's query (spec 3 §2 Usage reports): range (quick ranges or dates), source, group by.
import { useQuery } from '@tanstack/react-query';
import { quickRange, USAGE_REPORT_KINDS, type UsageQuickRange, type UsageReportKind, type UsageReport, type UsageReportGroup, type UsageReportQuery, type UsageReportRow } from '@console/contract';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';

/** The report's filters (the query of GET /usages/reports) and its rows: shared with the server. */
export type ReportFilters = UsageReportQuery;
export type ReportRow = UsageReportRow;
export type Report = UsageReport;

/** Today as the console's day (Europe/Brussels). */
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

/** Default: start of the month to today, the kind's first source (incontrol; starlink), by customer. */
export const defaultFilters = (kind: UsageReportKind): ReportFilters => ({ ...quickRange('this_month', today()), source: USAGE_REPORT_KINDS[kind].sources[0], group_by: 'customer' });

export const rangeOf = (range: UsageQuickRange) => quickRange(range, today());

export function useUsageReport(kind: UsageReportKind, filters: ReportFilters) {
  const dataProvider = useConsoleDataProvider();
  return useQuery({
    queryKey: [kind, 'reports', filters],
    // The satellite report has one source: the server knows it, the query does not repeat it.
    queryFn: () => dataProvider.get<Report>(USAGE_REPORT_KINDS[kind].path, queryOf(kind, filters)),
  });
}

/** The label of a row for its grouping: the customer, site, pool, device, ICCID or date. */
export const rowLabel = (row: ReportRow, group: UsageReportGroup): string =>
  (group === 'iccid' ? row.iccid : group === 'customer' ? row.customer : row[group]) ?? '—';

/** The query string of a report kind's request and export (no source when the kind has only one). */
export const queryOf = (kind: UsageReportKind, filters: ReportFilters): Record<string, string> => {
  const { source, ...rest } = filters;
  return USAGE_REPORT_KINDS[kind].sources.length > 1 ? { ...rest, source } : rest;
};
