// Zod field builders for bodies that arrive as JSON or as form data (where everything is a string).
import { z } from 'zod';
import { INT_MAX } from './id-params.ts';

const blankToNull = (v: unknown) => (v === '' ? null : v);

/** Optional free text; '' is kept as ''. */
export const text = (max = 2000) => z.string().max(max).nullish();
export const requiredText = (max = 200, message = 'This field is required.') => z.string({ error: message }).trim().min(1, message).max(max);
export const email = () => z.preprocess(blankToNull, z.email('Enter a valid e-mail address.').max(254).nullish());
export const int = (min = -INT_MAX, max = INT_MAX) =>
  z.preprocess((v) => (v === '' ? null : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v), z.number().int().min(min).max(max).nullish());
export const id = () => int(1);
const ID_MESSAGE = 'Must be a positive whole number.';
/** One id of a list of ids (bulk bodies): a whole number or its digits; z.coerce read '0x10' as 16 and '1e3' as 1000. */
export const listId = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(INT_MAX, ID_MESSAGE),
  );
/**
 * A plain decimal as a client types it: digits, at most one point, an optional sign. Number() alone
 * would read '0x10' as 16, '1e3' as 1000, ' 12 ' as 12 and 'Infinity' as a number (issue 24).
 */
const DECIMAL = /^[+-]?\d{1,20}(\.\d{1,20})?$/;
/** The one message for a value that is not a plain decimal, when the field has no message of its own. */
export const NUMBER_MESSAGE = 'A number such as 12.50 is required (digits and one point; no letters or exponents).';
/** Strings that are plain decimals become numbers; anything else is left for the schema to refuse. */
const toNumber = (v: unknown) => {
  if (v === '') return null;
  if (typeof v !== 'string') return v;
  const t = v.trim();
  return DECIMAL.test(t) ? Number(t) : v;
};
/** True when n has no more than `scale` decimals: the column would store it as sent, not rounded. */
export const fitsScale = (n: number, scale: number) => Number.isFinite(n) && Math.abs(n) < 1e15 && Number(n.toFixed(scale)) === n;
export const scaleMessage = (scale: number) => (scale === 0 ? 'A whole number is required.' : `At most ${scale} decimal${scale === 1 ? '' : 's'}.`);
/**
 * A number; `scale` is the number of decimals its column holds (numeric(p, scale)): more decimals are
 * refused with a message naming the limit rather than rounded by the database.
 */
const strictNumber = (min: number, max: number, message?: string, scale?: number) => {
  const n = z
    .number({ error: message ?? NUMBER_MESSAGE })
    .min(min, message)
    .max(max, message);
  return scale === undefined ? n : n.refine((v) => fitsScale(v, scale), scaleMessage(scale));
};
export const number = (min = -1e12, max = 1e12, message?: string, scale?: number) => z.preprocess(toNumber, strictNumber(min, max, message, scale).nullish());
/** A whole number that must be present (one message for missing, wrong type and out of bounds). */
export const requiredInt = (min: number, max: number, message: string) =>
  z.preprocess(toNumber, z.number({ error: message }).int(message).min(min, message).max(max, message));
export const bool = () =>
  z.preprocess((v) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean()).optional();
export const choice = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blankToNull, z.enum(values).nullish());
/** The years a calendar day may fall in: what a business date can be, and what every reader of the files holds. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;
export const DATE_FORMAT_MESSAGE = 'A date (YYYY-MM-DD) is required.';
export const DATE_CALENDAR_MESSAGE = 'No such day: the month is 01 to 12 and the day exists in that month (YYYY-MM-DD).';
export const DATE_RANGE_MESSAGE = `A date between ${FIRST_YEAR} and ${LAST_YEAR} is required.`;
/**
 * Why a YYYY-MM-DD text is not a day of the calendar (month 13, 30 February, 29 February of a common
 * year), or null when it is one. PostgreSQL would refuse those days with an error, not a message.
 */
export function calendarDayProblem(s: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return DATE_FORMAT_MESSAGE;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  if (mo < 1 || mo > 12 || d < 1 || t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return DATE_CALENDAR_MESSAGE;
  if (y < FIRST_YEAR || y > LAST_YEAR) return DATE_RANGE_MESSAGE;
  return null;
}
/** A calendar day as YYYY-MM-DD text; a day that does not exist is refused with a message, never a database error. */
export const date = () =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: DATE_FORMAT_MESSAGE })
      .superRefine((v, ctx) => {
        const problem = calendarDayProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .nullish(),
  );
/** An instant as ISO 8601 writes it: a day, a time to the minute or finer, and Z or an offset (without one, the server's zone). */
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;
/**
 * A date and time. z.coerce.date() read 2024-02-30T10:00 as 1 March and a bare number as milliseconds
 * since 1970; here the day must exist and the text must be ISO 8601.
 */
export const dateTime = (message = 'A date and time (YYYY-MM-DDTHH:MM, ISO 8601) is required.') =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v instanceof Date ? v : v === null ? undefined : v;
      const t = v.trim();
      if (!INSTANT.test(t) || calendarDayProblem(t.slice(0, 10)) !== null) return v;
      const d = new Date(t);
      return Number.isNaN(d.getTime()) ? v : d;
    },
    z.date({ error: message }),
  );
export const color = () =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^#[0-9a-fA-F]{3,8}$/, 'A colour such as #1976d2.')
      .nullish(),
  );
/** ISO 3166 alpha-2 country code, stored upper-case. */
export const country = () =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z
      .string()
      .regex(/^[A-Z]{2}$/, 'A two-letter country code such as BE.')
      .nullish(),
  );
/**
 * For NOT NULL columns with a database default: blank or null means "leave the default" on create
 * and "unchanged" on update, instead of a null the database would refuse.
 */
export const orDefault = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const anEmail = z.email();
/** E-mail addresses separated by semicolons (spec 1 §5), stored as "a@x.be;b@y.fr". */
export const emailList = (maxAddresses = 50) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .max(4000)
      .nullish()
      .transform((v, ctx) => {
        if (v == null) return v;
        const parts = v.split(/[;,\s]+/).filter(Boolean);
        const bad = parts.find((p) => !anEmail.safeParse(p).success);
        if (bad) ctx.addIssue({ code: 'custom', message: `${bad.slice(0, 100)} is not an e-mail address; separate addresses with semicolons.` });
        else if (parts.length > maxAddresses) ctx.addIssue({ code: 'custom', message: `At most ${maxAddresses} addresses.` });
        return parts.length ? parts.join(';') : null;
      }),
  );
/** A number that must be present (one message for missing, wrong type and out of bounds); `scale` as in number(). */
export const requiredNumber = (min: number, max: number, message: string, scale?: number) => z.preprocess(toNumber, strictNumber(min, max, message, scale));
/** One of a list, required (one message for missing and unknown values). */
export const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToNull, z.enum(values, { error: message }));
// The money and quantity builders, one per column type of db/schema (columns.ts, invoicing.ts): each
// refuses more decimals than its column holds (decision 0058) instead of letting the database round.
/** An amount of money: up to 10 digits before the point and 2 after (numeric(12,2), `price`). */
export const money = (min = -9_999_999_999.99, max = 9_999_999_999.99, message?: string) => number(min, max, message, 2);
/** An invoice amount (numeric(14,2), `amount`). */
export const amount = (min = -999_999_999_999.99, max = 999_999_999_999.99, message?: string) => number(min, max, message, 2);
/** A quantity of an invoice line (numeric(12,3)). */
export const quantity = (min = -999_999_999.999, max = 999_999_999.999, message?: string) => number(min, max, message, 3);
/** A unit price of an invoice line (numeric(14,4)). */
export const unitPrice = (min = -9_999_999_999.9999, max = 9_999_999_999.9999, message?: string) => number(min, max, message, 4);
/** A rated price in euros to the millionth (numeric(18,6), `eur`): prices per MB. */
export const eurPrice = (min = 0, max = 999_999, message?: string) => number(min, max, message, 6);
/** A data volume in GB to the MB (numeric(14,3), `gb`). */
export const gigabytes = (min = 0, max = 99_999_999_999, message?: string) => number(min, max, message, 3);
