// GB and euro, shown the same way everywhere (list, report, chart, export): GB with three decimals
// and its unit, euros with two (contract GB_DECIMALS, EUR_DECIMALS).
import { EUR_DECIMALS, GB_DECIMALS } from '@console/contract';

/** NumberField / Intl options for a volume in GB. */
export const GB_OPTIONS: Intl.NumberFormatOptions = { style: 'unit', unit: 'gigabyte', maximumFractionDigits: GB_DECIMALS };
/** NumberField / Intl options for an amount in euros. */
export const EUR_OPTIONS: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: EUR_DECIMALS,
  maximumFractionDigits: EUR_DECIMALS,
};
/** A price per MB: up to six decimals. */
export const EUR_PER_MB_OPTIONS: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 6 };

export const formatGb = (value: number, locale?: string) => new Intl.NumberFormat(locale, GB_OPTIONS).format(value);
export const formatEur = (value: number, locale?: string) => new Intl.NumberFormat(locale, EUR_OPTIONS).format(value);
