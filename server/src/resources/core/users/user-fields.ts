// Zod builders for the fields of a user, shared by the users resource and the account settings.
import { z } from 'zod';
import { ACCOUNT_PASSWORD_MIN } from '@console/contract';

const REQUIRED = 'This field is required.';
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** argon2 cost grows with the input; nobody types more than this. */
export const PASSWORD_MAX = 256;

export const requiredEmail = () =>
  z.preprocess(trimmed, z.string({ error: REQUIRED }).min(1, REQUIRED).max(254, 'At most 254 characters.').pipe(z.email('Enter a valid e-mail address.')));

export const requiredName = () => z.preprocess(trimmed, z.string({ error: REQUIRED }).min(1, REQUIRED).max(100, 'At most 100 characters.'));

/** Names are optional on a user record, but the column holds '' rather than null. */
export const optionalName = () => z.preprocess((v) => (v === null ? '' : trimmed(v)), z.string().max(100, 'At most 100 characters.').optional());

export const passwordOf = (min: number) =>
  z
    .string({ error: REQUIRED })
    .min(min, `The password must be at least ${min} characters.`)
    .max(PASSWORD_MAX, `The password must be at most ${PASSWORD_MAX} characters.`);

/** An optional new password: empty means "keep the current one" (the settings form sends the field blank). */
export const optionalPassword = (min = ACCOUNT_PASSWORD_MIN) => z.preprocess(blankToUndefined, passwordOf(min).optional());

/** An enum that treats a blank value as absent, for non-null columns with a default. */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: `One of: ${values.join(', ')}.` }).optional());
