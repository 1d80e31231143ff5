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
const toNumber = (v: unknown) => (v === '' ? null : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);
export const number = (min = -1e12, max = 1e12, message?: string) =>
  z.preprocess(
    toNumber,
    z
      .number(message ? { error: message } : undefined)
      .min(min, message)
      .max(max, message)
      .nullish(),
  );
/** A whole number that must be present (one message for missing, wrong type and out of bounds). */
export const requiredInt = (min: number, max: number, message: string) =>
  z.preprocess(toNumber, z.number({ error: message }).int(message).min(min, message).max(max, message));
export const bool = () =>
  z.preprocess((v) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean()).optional();
export const choice = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blankToNull, z.enum(values).nullish());
export const date = () =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date (YYYY-MM-DD) is required.')
      .nullish(),
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
/** A number that must be present (one message for missing, wrong type and out of bounds). */
export const requiredNumber = (min: number, max: number, message: string) =>
  z.preprocess(toNumber, z.number({ error: message }).min(min, message).max(max, message));
/** One of a list, required (one message for missing and unknown values). */
export const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToNull, z.enum(values, { error: message }));
/** An amount of money: up to 10 digits before the point and 2 after (numeric(12,2)). */
export const money = (min = -9_999_999_999.99) => number(min, 9_999_999_999.99);
/** A data volume in GB (numeric(14,3)). */
export const gigabytes = () => number(0, 99_999_999_999);
