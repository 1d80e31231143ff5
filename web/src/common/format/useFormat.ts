// The formatting helpers bound to the console's current language (see ./format.ts).
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import * as f from './format.ts';

export function useFormat() {
  const [locale] = useLocaleState();
  return useMemo(
    () => ({
      locale,
      date: f.formatDate,
      dateTime: f.formatDateTime,
      time: f.formatTime,
      number: (value: unknown, options?: { decimals?: number; minDecimals?: number }) => f.formatNumber(value, locale, options),
      count: (value: unknown) => f.formatCount(value, locale),
      gb: (value: unknown) => f.formatGb(value, locale),
      mbAsGb: (value: unknown) => f.formatMbAsGb(value, locale),
      bytes: (value: unknown) => f.formatBytes(value, locale),
      money: (value: unknown, currency?: string) => f.formatMoney(value, locale, currency),
      perMb: (value: unknown, currency?: string) => f.formatPricePerMb(value, locale, currency),
      mbps: (value: unknown, unit: unknown) => f.formatMbps(value, unit, locale),
      percent: (value: unknown, decimals?: number) => f.formatPercent(value, locale, decimals),
      month: (value: unknown) => f.formatMonth(value, locale),
      /** The GB label of the language ("GB", "Go"). */
      gbUnit: f.gbUnit(locale),
      /** Chart helpers: GB axis ticks, day, month and time ticks. */
      gbTick: (value: unknown) => f.formatGbTick(value, locale),
      chartDay: f.formatChartDay,
      chartMonth: f.formatChartMonth,
      chartTime: f.formatChartTime,
    }),
    [locale],
  );
}

export type Formatters = ReturnType<typeof useFormat>;
