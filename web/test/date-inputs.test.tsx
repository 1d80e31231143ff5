// The console's date pickers (issue 28, decision 0083): dd/mm/yyyy and a 24-hour clock in English,
// French and Dutch, whatever the browser's own format; the value sent to the API unchanged (a day
// "YYYY-MM-DD", an instant ISO in UTC). And no screen keeps a native or react-admin picker, or formats
// numbers and dates on its own: one module formats everything.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement as h, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput, DatePickerField, DateTimeInput, dayOf, dayValue, instantOf, instantValue, MonthPickerField } from '../src/common/format/DateInputs.tsx';
import { renderWithAdmin } from './support/render.ts';

/** The element in the console's language (the store's locale), in a form on the record when one is given. */
const render = (locale: string, element: ReactElement, record?: Record<string, unknown>) =>
  renderWithAdmin(element, { locale, resource: 'invoices', form: record && { id: 1, ...record } });

/** The text the picker's field shows: its hidden input's value (sections are spans around it). */
const shown = (html: string) => [...html.matchAll(/<input[^>]*value="([^"]*)"/g)].map((m) => m[1]);

describe('the date picker of forms and filters', () => {
  for (const locale of ['en', 'fr', 'nl']) {
    it(`shows 1 December as 01/12/2026 in ${locale}, never the browser's 12/01/2026`, () => {
      const html = render(locale, h(DateInput, { source: 'due_date' }), { due_date: '2026-12-01' });
      expect(shown(html)).toContain('01/12/2026');
      expect(html).not.toContain('type="date"');
    });

    it(`shows an instant dd/mm/yyyy HH:mm in Brussels, 24-hour, in ${locale}`, () => {
      const html = render(locale, h(DateTimeInput, { source: 'scheduled_at' }), { scheduled_at: '2026-12-01T11:36:00Z' });
      expect(shown(html)).toContain('01/12/2026 12:36');
      expect(html).not.toMatch(/\b(AM|PM)\b/);
      expect(html).not.toContain('datetime-local');
    });
  }

  it("speaks the console's language: its placeholder and buttons, with the helper text kept", () => {
    const fr = render('fr', h(DateInput, { source: 'due_date', helperText: 'resources.invoices.helpers.due_date' }), {});
    expect(fr).toContain('aria-label="Choisir la date"');
    expect(fr).toMatch(/>JJ<.*>MM<.*>AAAA</s);
    expect(fr).toContain('MuiFormHelperText-root');
    const nl = render('nl', h(DateInput, { source: 'due_date' }), {});
    expect(nl).toMatch(/>DD<.*>MM<.*>JJJJ</s);
    const en = render('en', h(DateInput, { source: 'due_date' }), {});
    expect(en).toMatch(/>DD<.*>MM<.*>YYYY</s);
  });

  it('shows the plain pickers of report pages the same way', () => {
    for (const locale of ['en', 'fr', 'nl']) {
      expect(shown(render(locale, h(DatePickerField, { value: '2026-12-01', onChange: () => {}, label: 'x' })))).toContain('01/12/2026');
      expect(shown(render(locale, h(MonthPickerField, { value: '2026-03', onChange: () => {}, label: 'x' })))).toContain('03/2026');
    }
  });
});

describe('the value sent to the API', () => {
  it('is the calendar day as stored, "YYYY-MM-DD", never shifted by a time zone', () => {
    for (const day of ['2026-12-01', '2026-03-29', '2026-10-25', '2026-01-01']) expect(dayOf(dayValue(day))).toBe(day);
    // An instant given to a date input is its day in Brussels.
    expect(dayOf(dayValue('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
  });

  it('is an ISO instant in UTC for a date and time, entered in Brussels', () => {
    expect(instantOf(instantValue('2026-12-01T11:36:00Z'))).toBe('2026-12-01T11:36:00.000Z');
    expect(instantOf(instantValue('2026-07-01T22:00:00Z'))).toBe('2026-07-01T22:00:00.000Z');
    expect(instantValue('2026-07-01T22:00:00Z')?.format('DD/MM/YYYY HH:mm')).toBe('02/07/2026 00:00');
  });

  it('is null when cleared, and nothing while a date is half typed', () => {
    expect(dayOf(null)).toBeNull();
    expect(instantOf(null)).toBeNull();
    expect(dayValue('')).toBeNull();
    expect(dayOf(dayValue('not a date') ?? null)).toBeNull();
    const invalid = instantValue('2026-12-01T11:36:00Z')!.month(13).date(40).hour(99);
    expect(instantOf(invalid.set('year', Number.NaN))).toBeUndefined();
  });
});

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const FORMAT_MODULE = join('common', 'format', 'format.ts');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Files (relative to src/) whose text matches, but for the allowed ones. */
const offenders = (pattern: RegExp, allowed: string[] = []) =>
  sources(SRC)
    .map((path) => relative(SRC, path))
    .filter((path) => !allowed.includes(path) && pattern.test(readFileSync(join(SRC, path), 'utf8')));

describe('one formatting module everywhere', () => {
  it('no screen keeps a native date, time or month picker', () => {
    expect(offenders(/type=["'](date|datetime-local|month|time)["']/)).toEqual([]);
  });

  it("no screen takes react-admin's DateInput or DateTimeInput (they show the browser's format)", () => {
    expect(offenders(/import\s*\{[^}]*\b(DateInput|DateTimeInput)\b[^}]*\}\s*from\s*'react-admin'/s)).toEqual([]);
  });

  it('no screen formats dates or numbers itself: toLocale*, Intl formatters, toFixed', () => {
    // errorMessage.ts joins lists of words (Intl.ListFormat), which is no date or number.
    expect(offenders(/\.toLocale(Date|Time)?String\(|new Intl\.(DateTimeFormat|NumberFormat)|\.toFixed\(/, [FORMAT_MODULE])).toEqual([]);
  });

  it('no screen writes a unit beside a raw number on a chart axis or tooltip', () => {
    expect(offenders(/unit=["'{]\s*["'`]?\s*GB|`\$\{[^}]*\}\s*GB`/)).toEqual([]);
  });
});
