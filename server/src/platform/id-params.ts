// The one `:id` path parameter every route validates with. A coerced number would read '0x10' as 16,
// '1e3' as 1000 and ' 7' as 7: only digits are accepted, within PostgreSQL's integer, so any other id
// is a 400 rather than another record or a database error.
import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column: every id, and every whole number a client sends for one. */
export const INT_MAX = 2_147_483_647;

export const idParam = z
  .string()
  .regex(/^\d{1,10}$/, 'Must be a positive whole number.')
  .transform(Number)
  .pipe(z.number().int().min(1).max(INT_MAX, 'Must be a positive whole number.'));
export const idParams = z.object({ id: idParam });
