// The activity log shows field labels and formatted values, not stored names and JSON (issue 14).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber } from '../src/common/format/format.ts';
import { changedKeys } from '../src/common/ChangeField.tsx';
import { logFieldLabel, logValueText, REDACTED } from '../src/common/format/logValues.ts';
import type { Formatters } from '../src/common/format/useFormat.ts';
import { en } from '../src/i18n/en.ts';
import { fr } from '../src/i18n/fr.ts';

const translatorOf = (messages: object) => polyglotI18nProvider(() => messages as never, 'en', [], { allowMissing: true }).translate;
const formatFor = (locale: string) =>
  ({ date: formatDate, dateTime: formatDateTime, number: (v: unknown) => formatNumber(v, locale) }) as unknown as Formatters;

describe('activity log values', () => {
  it('labels a changed field as its resource form does, in the language of the console', () => {
    expect(logFieldLabel('customer', 'payment_terms', translatorOf(en))).toBe('Payment terms');
    expect(logFieldLabel('simcard', 'archived_reason', translatorOf(fr))).toBe("Motif d'archivage");
    expect(logFieldLabel('device', 'not_a_field', translatorOf(en))).toBe('not_a_field');
    // Fields of records whose resource names no label (a saved view, a password change) read as words too.
    expect(logFieldLabel('list_view', 'filters', translatorOf(fr))).toBe('Filtres');
    expect(logFieldLabel('user', 'password_changed', translatorOf(en))).toBe('Password changed');
  });

  it('shows a small settings object as key: value pairs, not JSON', () => {
    const translate = translatorOf(en);
    expect(logValueText({ field: 'id', order: 'DESC' }, formatFor('en'), translate)).toBe('field: id, order: DESC');
    expect(logValueText({ archived: 'false', shared: true }, formatFor('en'), translate)).toBe('archived: false, shared: Yes');
    expect(logValueText({ nested: { a: 1 } }, formatFor('en'), translate)).toBe('{"nested":{"a":1}}');
  });

  it('formats values like the rest of the console: Brussels times, day-first dates, yes/no, numbers', () => {
    const translate = translatorOf(en);
    const format = formatFor('en');
    expect(logValueText('2026-07-15T10:05:09.123Z', format, translate)).toBe('15/07/2026 12:05');
    expect(logValueText('2026-03-01', format, translate)).toBe('01/03/2026');
    expect(logValueText(true, format, translate)).toBe('Yes');
    expect(logValueText(1234.5, format, translate)).toBe('1,234.5');
    expect(logValueText(null, format, translate)).toBe('∅');
    expect(logValueText(['A', 'B'], format, translate)).toBe('A, B');
    expect(logValueText(false, formatFor('fr'), translatorOf(fr))).toBe('Non');
  });

  it('shows a value the reader may not read as hidden, in the console language, and still as changed (decision 0061)', () => {
    expect(logValueText(REDACTED, formatFor('en'), translatorOf(en))).toBe('Hidden: you may not read this value');
    expect(logValueText(REDACTED, formatFor('fr'), translatorOf(fr))).toBe("Masqué : vous n'avez pas accès à cette valeur");
    expect(changedKeys({ price: REDACTED, name: 'A' }, { price: REDACTED, name: 'A' })).toEqual(['price']);
    expect(changedKeys({ name: 'A' }, { name: 'A' })).toEqual([]);
  });
});
