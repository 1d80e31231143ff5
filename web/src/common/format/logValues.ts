// How the activity log shows a changed field (issue 14): its label in the language of the console
// (the resource's field label, the raw name only when none exists) and its value formatted like the
// rest of the console (dates, Brussels times, numbers, yes/no) instead of the stored JSON.
import type { TranslateFunction as Translate } from 'react-admin';
import { resourceOfObjectType } from '../../resources/logs/objectResources.ts';
import type { Formatters } from './useFormat.ts';

export const NOTHING = '∅';
/** What the server writes in place of a value its reader may not read (decision 0061). */
export const REDACTED = '[restricted]';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function logValueText(value: unknown, format: Formatters, translate: Translate): string {
  if (value === null || value === undefined || value === '') return NOTHING;
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'number') return format.number(value);
  if (typeof value === 'string') {
    if (value === REDACTED) return translate('app.log.restricted');
    if (DATE_ONLY.test(value)) return format.date(value);
    if (INSTANT.test(value)) return format.dateTime(value);
    return value;
  }
  const flat = (v: unknown) => typeof v !== 'object' || v === null;
  if (Array.isArray(value) && value.every(flat)) return value.map((v) => logValueText(v, format, translate)).join(', ');
  // A small settings object (a saved view's sort or filters) as "key: value" pairs rather than JSON.
  if (!Array.isArray(value) && Object.values(value as object).every(flat)) {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${logValueText(v, format, translate)}`)
      .join(', ');
  }
  return JSON.stringify(value);
}

/** A logged field's label: the resource's own, else the log's words for fields every record has, else its name. */
export const logFieldLabel = (objectType: unknown, key: string, translate: Translate): string =>
  translate(`resources.${resourceOfObjectType(String(objectType ?? ''))}.fields.${key}`, { _: translate(`app.log.fields.${key}`, { _: key }) });

/** Amounts of money among the logged fields, shown with their currency (the record's, else EUR). */
const MONEY = new Set([
  'total',
  'total_untaxed',
  'total_tax',
  'unit_price',
  'price',
  'amount',
  'credited_total',
  'remaining_to_credit',
  'monthly_price',
  'setup_price',
  'purchase_price',
  'sale_price',
]);

/** Codes shown through the console's labels (codes.<group>.<value>), by field. */
const CODE_LABELS: Record<string, string> = {
  status_led: 'codes.status_leds',
  archived_reason: 'codes.archive_reasons',
  display_status: 'codes.display_statuses',
  accounting_status: 'codes.accounting_statuses',
  contract_data_source: 'codes.contract_data_sources',
};

/**
 * A logged field's value as the console shows it elsewhere: money with its currency, codes through
 * their labels, the rest as logValueText (dates, times, numbers, yes/no).
 */
export function logFieldText(
  objectType: unknown,
  key: string,
  value: unknown,
  snapshot: Record<string, unknown>,
  format: Formatters,
  translate: Translate,
): string {
  if (value === null || value === undefined || value === '' || value === REDACTED) return logValueText(value, format, translate);
  if (MONEY.has(key) && (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))))) {
    return format.money(Number(value), typeof snapshot.currency === 'string' ? snapshot.currency : 'EUR');
  }
  const labels = CODE_LABELS[key] ?? (key === 'status' && objectType === 'line' ? 'codes.line_statuses' : null);
  if (labels && typeof value === 'string') return translate(`${labels}.${value}`, { _: value });
  return logValueText(value, format, translate);
}
