// Data usage and pricing (spec 3 §2 Usage reports, Data pricings; §9): sources, report groupings,
// units and the messages the console shows.

/** Every source a usage record can come from (spec 3 §9). */
export const USAGE_SOURCES = ['incontrol', 'telna', 'webbing', 'phenix', 'starlink'] as const;
export type UsageSource = (typeof USAGE_SOURCES)[number];
/** The sources the /usages list filter offers (spec 3 §2). */
export const USAGE_LIST_SOURCES = ['incontrol', 'telna', 'webbing', 'phenix'] as const;
/** The sources the mobile usage report offers, incontrol first (its default). */
export const USAGE_REPORT_SOURCES = ['incontrol', 'telna', 'webbing'] as const;
export const USAGE_REPORT_GROUPS = ['customer', 'site', 'pool', 'device', 'iccid', 'date'] as const;
export type UsageReportGroup = (typeof USAGE_REPORT_GROUPS)[number];
/** The satellite report (/starlink_usages/reports) groups by customer, site or date only (spec 3 §2). */
export const STARLINK_USAGE_REPORT_GROUPS = ['customer', 'site', 'date'] as const satisfies readonly UsageReportGroup[];

/**
 * The two usage reports are one report over different records (docs/decisions/0034): the mobile one
 * (GET /usages/reports) over the usage records of a SIM source, the satellite one
 * (GET /starlink_usages/reports) over the service lines' daily usage, source fixed to starlink.
 */
export const USAGE_REPORT_KINDS = {
  usages: { path: 'usages/reports', sources: USAGE_REPORT_SOURCES, groups: USAGE_REPORT_GROUPS },
  starlink_usages: { path: 'starlink_usages/reports', sources: ['starlink'], groups: STARLINK_USAGE_REPORT_GROUPS },
} as const satisfies Record<string, { path: string; sources: readonly UsageSource[]; groups: readonly UsageReportGroup[] }>;
export type UsageReportKind = keyof typeof USAGE_REPORT_KINDS;
export const USAGE_QUICK_RANGES = ['this_month', 'last_month', 'last_6_months', 'last_12_months'] as const;
export type UsageQuickRange = (typeof USAGE_QUICK_RANGES)[number];
/** Chart bars: at most 100, the first 10 selected (spec 3 §9). */
export const USAGE_CHART_MAX_BARS = 100;
export const USAGE_CHART_DEFAULT_BARS = 10;
export const USAGE_REPORT_PAGE_SIZE = 100;
/**
 * Server-paged reports (an extension of spec 3 §2, docs/decisions/0044): with `page` or `page_size`,
 * GET /usages/reports answers one page of rows in the order `sort` (usage, price or the grouping's key)
 * and `order` (asc, desc), with `count` the number of rows of the whole report and the totals over
 * all of them. Without them it answers every row, as the spec says.
 */
export const USAGE_REPORT_SORTS = ['usage', 'price', 'key'] as const;
export type UsageReportSort = (typeof USAGE_REPORT_SORTS)[number];
export const USAGE_REPORT_ORDERS = ['asc', 'desc'] as const;
export type UsageReportOrder = (typeof USAGE_REPORT_ORDERS)[number];
export const USAGE_REPORT_MAX_PAGE_SIZE = 500;
/** The rows' order when none is asked: by date for the date grouping, the largest usage first otherwise. */
export const defaultReportSort = (group: UsageReportGroup): { sort: UsageReportSort; order: UsageReportOrder } =>
  group === 'date' ? { sort: 'key', order: 'asc' } : { sort: 'usage', order: 'desc' };
/** Usage is stored in bytes; GB and MB are units of 1024 (spec 1 §3, §9). */
export const BYTES_PER_MB = 1024 * 1024;
export const BYTES_PER_GB = 1024 * 1024 * 1024;
/** GB shown with three decimals, euros with two, everywhere (list, report, chart, export). */
export const GB_DECIMALS = 3;
export const EUR_DECIMALS = 2;

export const bytesToGb = (bytes: number): number => Math.round((bytes / BYTES_PER_GB) * 10 ** GB_DECIMALS) / 10 ** GB_DECIMALS;
export const roundEur = (eur: number): number => Math.round(eur * 10 ** EUR_DECIMALS) / 10 ** EUR_DECIMALS;

/** Answers the console shows as they are (spec 3 §8). */
export const USAGE_MESSAGES = {
  synced: 'Last month data usages updated',
  syncFailed: 'Synchronization failed',
  /** The answer of POST /usages/sync while its run is queued or running (docs/decisions/0033). */
  syncQueued: 'Last month data usages are being updated',
  pricingCreated: 'Data pricing created',
  rerateQueued: 'Usages are being updated',
} as const;

/** YYYY-MM-DD bounds of a quick range, seen from `today` (YYYY-MM-DD, the console's day). */
export function quickRange(range: UsageQuickRange, today: string): { start_date: string; end_date: string } {
  const [y, m] = today.split('-').map(Number);
  const first = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  const lastOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  switch (range) {
    case 'this_month':
      return { start_date: first(y, m), end_date: today };
    case 'last_month':
      return { start_date: first(y, m - 1), end_date: lastOf(y, m - 1) };
    case 'last_6_months':
      return { start_date: first(y, m - 5), end_date: today };
    case 'last_12_months':
      return { start_date: first(y, m - 11), end_date: today };
  }
}

/** The usage report's query (GET /usages/reports): range, source, grouping. */
export interface UsageReportQuery {
  start_date: string;
  end_date: string;
  source: UsageSource;
  group_by: UsageReportGroup;
}

/** The optional paging of the report (docs/decisions/0044). */
export interface UsageReportPaging {
  page?: number;
  page_size?: number;
  sort?: UsageReportSort;
  order?: UsageReportOrder;
}

/** One row of the usage report: the grouping's label in its own column, usage in GB, price in EUR. */
export interface UsageReportRow {
  id: string;
  customer: string | null;
  site: string | null;
  pool: string | null;
  device: string | null;
  iccid: string | null;
  date: string | null;
  customer_id: number | null;
  key_id: number | null;
  /** GB */
  usage: number;
  /** EUR */
  price: number;
}

/** The report's answer (spec 1 §7, reshaped with total_usage and total_price). */
export interface UsageReport {
  results: UsageReportRow[];
  /** The rows of the whole report (the length of results when it is not paged). */
  count: number;
  /** Over every row of the report, paged or not. */
  total_usage: number;
  total_price: number;
  /** Present when the report was asked page by page. */
  page?: number;
  page_size?: number;
  sort?: UsageReportSort;
  order?: UsageReportOrder;
}
