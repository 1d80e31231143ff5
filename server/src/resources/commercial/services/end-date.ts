// The end date of POST /services/{id}/end (spec 2 §7: "end_date (ISO)"). A client may send a calendar
// day or an ISO 8601 date and time; a service ends on a day, and the business runs on Brussels time, so
// an instant is read as the Brussels calendar day it falls on (2026-12-31T23:30:00Z is 2027-01-01).
import { z } from 'zod';
import { calendarDayProblem, DATE_FORMAT_MESSAGE, dateTime } from '../../../platform/fields.ts';

/** The zone whose calendar the business's days follow (DESIGN.md rule 9). */
const BUSINESS_ZONE = 'Europe/Brussels';
export const END_DATE_MESSAGE = 'A date (YYYY-MM-DD) or an ISO 8601 date and time (such as 2026-12-31T10:00:00+01:00) is required.';

const dayParts = new Intl.DateTimeFormat('en', { timeZone: BUSINESS_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** The Brussels calendar day of an instant, as YYYY-MM-DD. */
export function brusselsDay(at: Date): string {
  const part = (type: string) => dayParts.formatToParts(at).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const instant = dateTime();
/** Ends with Z or an offset (+01:00, +0100). */
const ZONED = /(Z|[+-]\d{2}:?\d{2})$/i;
/** A day as YYYY-MM-DD, or a date and time turned into its Brussels day; anything else is a 400 with END_DATE_MESSAGE. */
export const dayOrInstant = () =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const t = v.trim();
      if (t === '') return null;
      if (t.length <= 10) return t;
      const parsed = instant.safeParse(t);
      if (!parsed.success) return t;
      // A wall-clock time without Z or an offset is read as Brussels time: its day is the one written.
      return ZONED.test(t) ? brusselsDay(parsed.data) : t.slice(0, 10);
    },
    z
      .string({ error: END_DATE_MESSAGE })
      .superRefine((v, ctx) => {
        const problem = calendarDayProblem(v);
        // A day that does not exist keeps the calendar's message; text that is neither form gets ours.
        if (problem) ctx.addIssue({ code: 'custom', message: problem === DATE_FORMAT_MESSAGE || v.length > 10 ? END_DATE_MESSAGE : problem });
      })
      .nullish(),
  );
