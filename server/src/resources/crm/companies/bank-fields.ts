// Bank details printed on invoices: checked here so a typo is caught at entry, not by a customer's bank.
import { z } from 'zod';

const compact = (v: unknown) => (v === '' ? null : typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v);

/** ISO 13616 check: move the country and check digits to the end, letters to numbers, mod 97 = 1. */
export function ibanIsValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** Stored without spaces, upper-case. */
export const iban = () => z.preprocess(compact, z.string().refine(ibanIsValid, 'Not a valid IBAN.').nullish());
/** SWIFT/BIC: bank (4 letters), country (2), location (2), optional branch (3). */
export const bic = () =>
  z.preprocess(
    compact,
    z
      .string()
      .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'Not a valid BIC.')
      .nullish(),
  );
