// The console's one set of formatting rules (issue 14, decision 0026). Every field, cell, tile and
// chart formats through these functions, so that a value reads the same on every screen:
// - dates dd/mm/yyyy in every language (date-only values are shown as stored, never shifted by a zone);
// - times in Europe/Brussels (the spec's zone for cells), 24-hour, dd/mm/yyyy HH:mm;
// - numbers with the language's separators (English in en-GB, French and Dutch as in Belgium);
// - data volumes in GB with two decimals, whatever their stored unit; byte sizes in B/kB/MB/GB;
//   one unit label per language (French writes Go, Mo, ko: the words of its field labels);
// - money in EUR unless the record names its currency; prices per MB with up to six decimals;
// - chart axes: days dd/mm, months mm/yyyy, times HH:mm in Brussels; tooltips the full date or time.
// This is the only source (decision 0083): no screen calls Intl or toLocale* itself, and no other
// module keeps its own number of decimals (a test reads the sources).
// Pure functions of (value, locale): the React hook in ./useFormat.ts binds them to the current locale.
import type { Locale } from '@console/contract';

export const CONSOLE_TIME_ZONE = 'Europe/Brussels';
export const EMPTY = '-';

/** The Intl locale behind each console language: English uses British formats. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', fr: 'fr-BE', nl: 'nl-BE' };

const intlLocale = (locale: string) => INTL_LOCALES[locale as Locale] ?? INTL_LOCALES.en;
const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** The parts of an instant as a clock in Brussels shows them. */
function brusselsParts(date: Date): Record<string, string> {
  const formatter = cached(
    'parts',
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: CONSOLE_TIME_ZONE,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
  );
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
}

function toDate(value: unknown): Date | undefined {
  if (isBlank(value)) return undefined;
  const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** dd/mm/yyyy. A date-only value (YYYY-MM-DD) is a calendar day, shown as it is; an instant is read in Brussels. */
export function formatDate(value: unknown): string {
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const date = toDate(value);
  if (!date) return EMPTY;
  const p = brusselsParts(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** dd/mm/yyyy HH:mm (or HH:mm:ss) in Brussels. A date-only value has no time: shown as a date. */
export function formatDateTime(value: unknown, options: { seconds?: boolean } = {}): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return formatDate(value);
  const date = toDate(value);
  if (!date) return EMPTY;
  const p = brusselsParts(date);
  return `${p.day}/${p.month}/${p.year} ${formatTimeParts(p, options.seconds)}`;
}

/** Today's calendar day in Brussels as the API writes days: "YYYY-MM-DD". */
export function todayInBrussels(now = new Date()): string {
  const p = brusselsParts(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** HH:mm (or HH:mm:ss) in Brussels. */
export function formatTime(value: unknown, options: { seconds?: boolean } = {}): string {
  const date = toDate(value);
  return date ? formatTimeParts(brusselsParts(date), options.seconds) : EMPTY;
}

const formatTimeParts = (p: Record<string, string>, seconds?: boolean) => `${p.hour}:${p.minute}${seconds ? `:${p.second}` : ''}`;

function toNumber(value: unknown): number | undefined {
  if (isBlank(value) || typeof value === 'boolean') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** A number with the language's separators; at most `decimals` decimals (default: as many as it has, up to 2). */
export function formatNumber(value: unknown, locale: string, options: { decimals?: number; minDecimals?: number } = {}): string {
  const n = toNumber(value);
  if (n === undefined) return EMPTY;
  const max = options.decimals ?? 2;
  const min = Math.min(options.minDecimals ?? 0, max);
  const formatter = cached(
    `n|${locale}|${min}|${max}`,
    () => new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: min, maximumFractionDigits: max }),
  );
  return formatter.format(n);
}

/** Whole counts (tiles, list totals): no decimals, grouped thousands. */
export const formatCount = (value: unknown, locale: string) => formatNumber(value, locale, { decimals: 0 });

/** The one rounding rule for data volumes: GB, two decimals, half away from zero. */
export const GB_DECIMALS = 2;

/** Byte units as each language writes them (French: octets). */
const BYTE_UNITS: Record<Locale, readonly string[]> = {
  en: ['B', 'kB', 'MB', 'GB', 'TB'],
  fr: ['o', 'ko', 'Mo', 'Go', 'To'],
  nl: ['B', 'kB', 'MB', 'GB', 'TB'],
};
const byteUnits = (locale: string) => BYTE_UNITS[locale as Locale] ?? BYTE_UNITS.en;

/** The label of a gigabyte in the language: "GB", "Go" in French. */
export const gbUnit = (locale: string) => byteUnits(locale)[3];
/** The label of a megabyte in the language: "MB", "Mo" in French. */
export const mbUnit = (locale: string) => byteUnits(locale)[2];

/** A data volume given in GB: "1,234.50 GB" ("1 234,50 Go" in French). */
export function formatGb(value: unknown, locale: string): string {
  const n = toNumber(value);
  if (n === undefined) return EMPTY;
  return `${formatNumber(n, locale, { decimals: GB_DECIMALS, minDecimals: GB_DECIMALS })} ${gbUnit(locale)}`;
}

/** A chart's GB axis tick: the language's separators, no forced decimals ("1,5 Go"). */
export function formatGbTick(value: unknown, locale: string): string {
  const n = toNumber(value);
  if (n === undefined) return EMPTY;
  return `${formatNumber(n, locale, { decimals: GB_DECIMALS })} ${gbUnit(locale)}`;
}

/** A data volume given in MB, shown in GB by the same rule (1 GB = 1,000 MB, as operators bill). */
export const formatMbAsGb = (value: unknown, locale: string) => {
  const n = toNumber(value);
  return n === undefined ? EMPTY : formatGb(n / 1000, locale);
};

/** A file size given in bytes: "12.3 kB" (decimal units, one decimal above bytes). */
export function formatBytes(value: unknown, locale: string): string {
  let n = toNumber(value);
  if (n === undefined) return EMPTY;
  const units = byteUnits(locale);
  let unit = 0;
  while (Math.abs(n) >= 1000 && unit < units.length - 1) {
    n /= 1000;
    unit += 1;
  }
  return `${formatNumber(n, locale, { decimals: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

/** Money: EUR unless the record names another currency; always two decimals. */
export function formatMoney(value: unknown, locale: string, currency = 'EUR'): string {
  const n = toNumber(value);
  if (n === undefined) return EMPTY;
  const formatter = cached(`m|${locale}|${currency}`, () => new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: currency || 'EUR' }));
  return formatter.format(n);
}

/** The most decimals a price per MB carries (data pricings store six): €0.012 and €0.008 must not both read €0.01. */
export const PER_MB_DECIMALS = 6;

/** A price per MB with its real precision: up to six decimals, trailing zeros trimmed to two ("€0.012", "€0.50"). */
export function formatPricePerMb(value: unknown, locale: string, currency = 'EUR'): string {
  const n = toNumber(value);
  if (n === undefined) return EMPTY;
  const formatter = cached(
    `pmb|${locale}|${currency}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency: currency || 'EUR',
        minimumFractionDigits: 2,
        maximumFractionDigits: PER_MB_DECIMALS,
      }),
  );
  return formatter.format(n);
}

/** Factors to Mbit/s of the units a speed test's bandwidth comes in. */
const TO_MBPS: Record<string, number> = {
  'bits/sec': 1 / 1_000_000,
  'bit/s': 1 / 1_000_000,
  bps: 1 / 1_000_000,
  'kbits/sec': 1 / 1_000,
  'kbit/s': 1 / 1_000,
  'mbits/sec': 1,
  'mbit/s': 1,
  mbps: 1,
  'gbits/sec': 1_000,
  'gbit/s': 1_000,
};

/**
 * A speed test's bandwidth in Mbps. The spec divides by 1,000,000 a value in bits per second; the
 * controller often reports it already in Mbits/sec (its `bandwidth_unit`), which must not be divided
 * again (issue 14: every test showed 0.00 Mbps). Without a unit, the value is taken as bits per second.
 */
export function formatMbps(value: unknown, unit: unknown, locale: string): string {
  const n = toNumber(value);
  if (n === undefined) return EMPTY;
  const factor =
    TO_MBPS[
      String(unit ?? 'bits/sec')
        .trim()
        .toLowerCase()
    ] ?? 1 / 1_000_000;
  return `${formatNumber(n * factor, locale, { decimals: 2, minDecimals: 2 })} Mbps`;
}

/** A ratio 0..1 as a percentage. */
export function formatPercent(value: unknown, locale: string, decimals = 0): string {
  const n = toNumber(value);
  if (n === undefined) return EMPTY;
  const formatter = cached(`p|${locale}|${decimals}`, () => new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: decimals }));
  return formatter.format(n);
}

/** "Month year" of a YYYY-MM or YYYY-MM-DD value, in the language ("novembre 2026"). */
export function formatMonth(value: unknown, locale: string): string {
  const p = typeof value === 'string' ? dayParts(value) : undefined;
  if (!p) return EMPTY;
  const [year, month] = [Number(p.year), Number(p.month)];
  const formatter = cached(`mo|${locale}`, () => new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }));
  return formatter.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** The calendar day of a value: "YYYY-MM-DD" as stored, or an instant's day in Brussels. */
function dayParts(value: unknown): { year: string; month: string; day: string } | undefined {
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) return { year: day[1], month: day[2], day: day[3] };
    const month = /^(\d{4})-(\d{2})$/.exec(value);
    if (month) return { year: month[1], month: month[2], day: '01' };
    // Some /stats answers already write the day first (DD/MM/YYYY, MM/YYYY).
    const dayFirst = /^(?:(\d{2})\/)?(\d{2})\/(\d{4})$/.exec(value);
    if (dayFirst) return { year: dayFirst[3], month: dayFirst[2], day: dayFirst[1] ?? '01' };
  }
  const date = toDate(value);
  if (!date) return undefined;
  const p = brusselsParts(date);
  return { year: p.year, month: p.month, day: p.day };
}

/** A chart's day tick: "dd/mm" (never the browser's "11/20" or the stored "10-31"). */
export function formatChartDay(value: unknown): string {
  const p = dayParts(value);
  return p ? `${p.day}/${p.month}` : String(value ?? EMPTY);
}

/** A chart's month tick: "mm/yyyy" of a YYYY-MM or YYYY-MM-DD value. */
export function formatChartMonth(value: unknown): string {
  const p = dayParts(value);
  return p ? `${p.month}/${p.year}` : String(value ?? EMPTY);
}

/** A chart's time tick: "HH:mm" in Brussels, 24-hour (never "12:36 PM"). */
export function formatChartTime(value: unknown): string {
  const date = toDate(value);
  return date ? formatTime(date) : String(value ?? EMPTY);
}
