// The calendar of billing (decision 0030), pure: the periods of a recurring price not yet billed,
// prorated to the day when the service starts or ends inside one, and the usage months that have
// ended. Dates are ISO days (YYYY-MM-DD) computed in UTC.
import { isoDay } from '../../../platform/dates.ts';

const DAY = 86_400_000;
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);

export const addDays = (d: string, n: number) => isoDay(ms(d) + n * DAY);
/** Days from a to b, both included. */
export const daysIncl = (a: string, b: string) => Math.round((ms(b) - ms(a)) / DAY) + 1;
export const monthStart = (d: string) => `${d.slice(0, 7)}-01`;
export function addMonths(d: string, n: number): string {
  const [y, m] = d.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1 + n, 1));
  return isoDay(t.getTime());
}
export const monthEnd = (d: string) => addDays(addMonths(monthStart(d), 1), -1);
/** The same day n years later (29 February becomes 28 February). */
export function addYears(d: string, n: number): string {
  const [y, m, day] = d.split('-').map(Number);
  const last = new Date(Date.UTC(y + n, m, 0)).getUTCDate();
  return `${y + n}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}
const max = (a: string, b: string) => (a > b ? a : b);
const min = (a: string, b: string) => (a < b ? a : b);

export interface ChargedPeriod {
  /** The days billed: the period cut to the service's own start and end. */
  start: string;
  end: string;
  /** The whole period: billed_through moves to its end. */
  period_end: string;
  days: number;
  period_days: number;
}

/** Recurring periods are never generated further back than this from the billing month (a runaway guard). */
export const MAX_BACKLOG_PERIODS = 120;

/**
 * The periods of a monthly (calendar months) or yearly (from the start date's anniversary) price
 * that begin on or before `through`, end after `billedThrough`, and overlap [start, end].
 */
export function recurringPeriods(frequency: string, start: string, end: string | null, billedThrough: string | null, through: string): ChargedPeriod[] {
  const out: ChargedPeriod[] = [];
  for (let k = 0; k < MAX_BACKLOG_PERIODS * 12 && out.length < MAX_BACKLOG_PERIODS; k += 1) {
    const ps = frequency === 'yearly' ? addYears(start, k) : addMonths(monthStart(start), k);
    if (ps > through || (end && ps > end)) break;
    const pe = frequency === 'yearly' ? addDays(addYears(start, k + 1), -1) : monthEnd(ps);
    if (billedThrough && pe <= billedThrough) continue;
    const from = max(ps, start);
    const to = end ? min(pe, end) : pe;
    if (from > to) continue;
    out.push({ start: from, end: to, period_end: pe, days: daysIncl(from, to), period_days: daysIncl(ps, pe) });
  }
  return out;
}

/** price × days / period days, in cents, rounded once. */
export const proratedCents = (price: number, days: number, periodDays: number) => Math.round((Math.round(price * 100) * days) / periodDays);

/** The last day of the months whose usage can be billed on `asOf` (those ended before its month), capped at the billing month. */
export const usageThrough = (asOf: string, periodEnd: string) => min(addDays(monthStart(asOf), -1), periodEnd);

/** First days of the months after `billedThrough` (or from `start`), up to `through`. */
export function usageMonths(start: string, billedThrough: string | null, through: string): string[] {
  const out: string[] = [];
  let m = monthStart(billedThrough ? addDays(billedThrough, 1) : start);
  while (m <= through && out.length < MAX_BACKLOG_PERIODS) {
    out.push(m);
    m = addMonths(m, 1);
  }
  return out;
}

export const BYTES_PER_GB = 1024 ** 3;
/** Bytes as GB with three decimals (the invoice line quantity's scale). */
export const gbOf = (bytes: number) => Math.round((bytes / BYTES_PER_GB) * 1000) / 1000;
