// The usage report's query (spec 3 §2 Usage reports): range (quick ranges or dates), source, group by;
// asked page by page from the server (docs/decisions/0044), never every row.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  defaultReportSort,
  quickRange,
  USAGE_CHART_DEFAULT_BARS,
  USAGE_REPORT_KINDS,
  USAGE_REPORT_PAGE_SIZE,
  type UsageQuickRange,
  type UsageReportKind,
  type UsageReport,
  type UsageReportGroup,
  type UsageReportQuery,
  type UsageReportRow,
} from '@console/contract';
import { formatDate, todayInBrussels } from '../../common/format/format.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';

/** The report's filters (the query of GET /usages/reports) and its rows: shared with the server. */
export type ReportFilters = UsageReportQuery;
export type ReportRow = UsageReportRow;
export type Report = UsageReport;

/** Today as the console's day (Europe/Brussels). */
export const today = () => todayInBrussels();

/** Default: start of the month to today, the kind's first source (incontrol; starlink), by customer. */
export const defaultFilters = (kind: UsageReportKind): ReportFilters => ({
  ...quickRange('this_month', today()),
  source: USAGE_REPORT_KINDS[kind].sources[0],
  group_by: 'customer',
});

export const rangeOf = (range: UsageQuickRange) => quickRange(range, today());

/**
 * One page of the report (`page` from 0, 100 rows) in the grouping's order (largest usage first; by
 * date, in date order), with the count of all rows and the totals over all of them. The chart's
 * candidates are page 0 in that order: the 100 largest (the same request as the table's first page;
 * 100 rows a page is also the chart's most bars).
 */
export function useUsageReport(kind: UsageReportKind, filters: ReportFilters, page = 0) {
  const dataProvider = useConsoleDataProvider();
  const paging = pagingOf(filters.group_by, page);
  return useQuery({
    queryKey: [kind, 'reports', filters, paging],
    // The satellite report has one source: the server knows it, the query does not repeat it.
    queryFn: () => dataProvider.get<Report>(USAGE_REPORT_KINDS[kind].path, { ...queryOf(kind, filters), ...paging }),
    placeholderData: keepPreviousData,
  });
}

/** The paging parameters of a page of the table (page from 0). */
export const pagingOf = (group: UsageReportGroup, page: number): Record<string, string> => {
  const { sort, order } = defaultReportSort(group);
  return { page: String(page + 1), page_size: String(USAGE_REPORT_PAGE_SIZE), sort, order };
};

/** The label of a row for its grouping: the customer, site, pool, device, ICCID or date. */
export const rowLabel = (row: ReportRow, group: UsageReportGroup): string =>
  group === 'date' && row.date ? formatDate(row.date) : ((group === 'iccid' ? row.iccid : group === 'customer' ? row.customer : row[group]) ?? '—');

/** The query string of a report kind's request and export (no source when the kind has only one). */
export const queryOf = (kind: UsageReportKind, filters: ReportFilters): Record<string, string> => {
  const { source, ...rest } = filters;
  return USAGE_REPORT_KINDS[kind].sources.length > 1 ? { ...rest, source } : rest;
};

/** The usage summary helper's answer (spec 3 §7: data of key and value; value in GB, key null for "none"). */
export interface UsageSummary {
  data: { key: string | null; value: number }[];
}

/** How many groups the report page's summary lists: the largest, as many as the chart selects by default. */
export const SUMMARY_GROUPS = USAGE_CHART_DEFAULT_BARS;

/** GET /usages/summary for the report's filters: the first groups in the report's order (mobile report only). */
export function useUsageSummary(filters: ReportFilters) {
  const dataProvider = useConsoleDataProvider();
  return useQuery({
    queryKey: ['usages', 'summary', filters],
    queryFn: () => dataProvider.get<UsageSummary>('usages/summary', { ...queryOf('usages', filters), limit: String(SUMMARY_GROUPS) }),
    placeholderData: keepPreviousData,
  });
}
