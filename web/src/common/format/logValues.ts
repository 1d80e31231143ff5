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
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) return value.map((v) => logValueText(v, format, translate)).join(', ');
  return JSON.stringify(value);
}

export const logFieldLabel = (objectType: unknown, key: string, translate: Translate): string =>
  translate(`resources.${resourceOfObjectType(String(objectType ?? ''))}.fields.${key}`, { _: key });
