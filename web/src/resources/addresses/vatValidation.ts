// The console's side of the VAT number and Peppol id checks (decision 0056): the contract's check
// digits, read against the country typed in the same form, with translated messages; the server checks
// the same on save.
import { checkVatNumber, isPeppolEas } from '@console/contract';

type Values = Record<string, unknown>;

/** A react-admin validator of a VAT number against the form's `country` (empty passes). */
export const vatNumberValidator =
  (message: string, countryField = 'country') =>
  (value: unknown, values: Values) => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    const country = typeof values?.[countryField] === 'string' ? (values[countryField] as string) : null;
    return checkVatNumber(value, country || null).ok ? undefined : message;
  };

/** A Peppol participant id: a four-digit scheme of the Peppol EAS list, a colon and the identifier (empty passes). */
export const peppolIdValidator = (message: string) => (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const m = /^(\d{4}):.+$/.exec(value.trim());
  return m && isPeppolEas(m[1]) ? undefined : message;
};
