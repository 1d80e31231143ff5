// Zod field builders for bodies that arrive as JSON or as form data (where everything is a string).
import { z } from 'zod';

const INT_MAX = 2147483647;
const blankToNull = (v: unknown) => (v === '' ? null : v);

/** Optional free text; '' is kept as ''. */
export const text = (max = 2000) => z.string().max(max).nullish();
export const requiredText = (max = 200, message = 'This field is required.') =>
  z.string({ error: message }).trim().min(1, message).max(max);
export const email = () => z.preprocess(blankToNull, z.email('Enter a valid e-mail address.').max(254).nullish());
export const int = (min = -INT_MAX, max = INT_MAX) =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
    z.number().int().min(min).max(max).nullish(),
  );
export const id = () => int(1);
export const number = (min = -1e12, max = 1e12) =>
  z.preprocess((v) => (v === '' ? null : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v), z.number().min(min).max(max).nullish());
export const bool = () =>
  z.preprocess((v) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean()).optional();
export const choice = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blankToNull, z.enum(values).nullish());
export const date = () => z.preprocess(blankToNull, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date (YYYY-MM-DD) is required.').nullish());
export const color = () => z.preprocess(blankToNull, z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'A colour such as #1976d2.').nullish());
