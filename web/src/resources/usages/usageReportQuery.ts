// The usage report's query (spec 3 §2 Usage reports): range (quick ranges or dates), source, group by.
import { useQuery } from '@tanstack/react-query';
import { quickRange, type UsageQuickRange, type UsageReport, type UsageReportGroup, type UsageReportQuery, type UsageReportRow } from '@console/contract';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';

/** The report's filters (the query of GET /usages/reports) and its rows: shared with the server. */
export type ReportFilters = UsageReportQuery;
export type ReportRow = UsageReportRow;
export type Report = UsageReport;

/** Today as the console's day (Europe/Brussels). */
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

/** Default: start of the month to today, incontrol, by customer. */
export const defaultFilters = (): ReportFilters => ({ ...quickRange('this_month', today()), source: 'incontrol', group_by: 'customer' });

export const rangeOf = (range: UsageQuickRange) => quickRange(range, today());

export function useUsageReport(filters: ReportFilters) {
  const dataProvider = useConsoleDataProvider();
  return useQuery({
    queryKey: ['usages', 'reports', filters],
    queryFn: () => dataProvider.get<Report>('usages/reports', { ...filters }),
  });
}

/** The label of a row for its grouping: the customer, site, pool, device, ICCID or date. */
export const rowLabel = (row: ReportRow, group: UsageReportGroup): string =>
  (group === 'iccid' ? row.iccid : group === 'customer' ? row.customer : row[group]) ?? '—';
