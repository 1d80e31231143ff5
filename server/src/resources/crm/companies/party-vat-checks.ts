// The checks of a party's VAT number and Peppol id on every write path (decision 0056): addresses.vat,
// customers.vat and companies.vat_number are checked with their country's check digits and against the
// country written beside them; the number is stored in its normal form (BE0403019261). Only a write
// that changes the number or the country checks it: existing data is reported by `npm run check-vat`.
import { checkVatNumber, isPeppolEas, PEPPOL_ID_FORMAT_MESSAGE } from '@console/contract';
import { badRequest } from '../../../platform/errors.ts';

type Data = Record<string, unknown>;

/**
 * Checks and normalises the VAT number `field` of a write (`data`, merged over `before` on updates)
 * against its `country`; answers `data` with the normal form, or throws a 400 naming the field.
 */
export function checkedVatField<T extends Data>(data: T, field: string, before?: Data, countryField = 'country'): T {
  if (before && data[field] === undefined && data[countryField] === undefined) return data;
  const vat = (data[field] !== undefined ? data[field] : before?.[field]) as string | null | undefined;
  if (vat == null || vat.trim() === '') return data[field] === undefined ? data : { ...data, [field]: null };
  const country = (data[countryField] !== undefined ? data[countryField] : before?.[countryField]) as string | null | undefined;
  const result = checkVatNumber(vat, country);
  if (!result.ok) throw badRequest(result.message, { [field]: result.message });
  return data[field] === undefined ? data : { ...data, [field]: result.normalized };
}

/** A Peppol participant id "scheme:value" with a scheme of the Peppol EAS list, or a 400 naming the field. */
export function checkedPeppolId<T extends Data>(data: T, field = 'peppol_id'): T {
  const raw = data[field];
  if (raw === undefined || raw === null) return data;
  const id = String(raw).trim();
  if (id === '') return { ...data, [field]: null };
  const m = /^(\d{4}):(.+)$/.exec(id);
  if (!m) throw badRequest(PEPPOL_ID_FORMAT_MESSAGE, { [field]: PEPPOL_ID_FORMAT_MESSAGE });
  if (!isPeppolEas(m[1])) {
    const message = `Unknown Peppol scheme ${m[1]}: use a code of the Peppol EAS list, such as 0208 (Belgian enterprise number) or 9925 (Belgian VAT).`;
    throw badRequest(message, { [field]: message });
  }
  return { ...data, [field]: `${m[1]}:${m[2].trim()}` };
}
