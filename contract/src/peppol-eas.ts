// Peppol electronic addresses (EAS, the "Electronic Address Scheme" code list that Peppol BIS Billing 3.0
// restricts with rule PEPPOL-EN16931-CL008): which scheme carries a party's VAT number in each country,
// and how a participant id "scheme:value" is read. Pure tables, shared by the server (the UBL) and the
// console (the buyer's Peppol id field). Decision 0055.

/**
 * The EAS codes every Peppol BIS Billing 3.0 release from 3.0.15 to 3.0.21 accepts in an EndpointID
 * (CL008; 3.0.19 is among them). `EM` (e-mail) is not one of them: Peppol refuses it.
 */
// biome-ignore format: a code list reads best as a block
export const PEPPOL_EAS_CODES = [
  '0002', '0007', '0009', '0037', '0060', '0088', '0096', '0097', '0106', '0130', '0135', '0142', '0151', '0183', '0184', '0188',
  '0190', '0191', '0192', '0193', '0195', '0196', '0198', '0199', '0200', '0201', '0202', '0204', '0208', '0209', '0210', '0211',
  '0212', '0213', '0215', '0216', '0218', '0221', '0230', '9910', '9913', '9914', '9915', '9918', '9919', '9920', '9922', '9923',
  '9924', '9925', '9926', '9927', '9928', '9929', '9930', '9931', '9932', '9933', '9934', '9935', '9936', '9937', '9938', '9939',
  '9940', '9941', '9942', '9943', '9944', '9945', '9946', '9947', '9948', '9949', '9950', '9951', '9952', '9953', '9957', '9959',
] as const;
export type PeppolEas = (typeof PEPPOL_EAS_CODES)[number];
export const isPeppolEas = (code: string): code is PeppolEas => (PEPPOL_EAS_CODES as readonly string[]).includes(code);

/**
 * The scheme that carries a party's VAT number as its Peppol address, per country (ISO 3166 alpha-2),
 * and how the value is written: `vat` the VAT number with its prefix (9925 BE0123456789), `digits`
 * the number without the prefix (0007 5566778899), `orgnr` the organisation number inside a VAT number
 * (SE: 10 digits of SE556677889901; NO: 9 digits of NO123456785MVA). Belgium also has its enterprise
 * number (0208), which its government recommends and we prefer (BELGIAN_ENTERPRISE_SCHEME).
 */
export const VAT_EAS_BY_COUNTRY: Record<string, { scheme: PeppolEas; value: 'vat' | 'digits' | 'orgnr' }> = {
  AD: { scheme: '9922', value: 'vat' },
  AL: { scheme: '9923', value: 'vat' },
  AT: { scheme: '9914', value: 'vat' },
  BA: { scheme: '9924', value: 'vat' },
  BE: { scheme: '9925', value: 'vat' },
  BG: { scheme: '9926', value: 'vat' },
  CH: { scheme: '9927', value: 'vat' },
  CY: { scheme: '9928', value: 'vat' },
  CZ: { scheme: '9929', value: 'vat' },
  DE: { scheme: '9930', value: 'vat' },
  DK: { scheme: '0184', value: 'vat' }, // CVR, written DK12345678 (PEPPOL-COMMON-R042)
  EE: { scheme: '9931', value: 'vat' },
  ES: { scheme: '9920', value: 'vat' },
  FI: { scheme: '0213', value: 'vat' }, // Finnish VAT identifier FI12345678
  FR: { scheme: '9957', value: 'vat' },
  GB: { scheme: '9932', value: 'vat' },
  GR: { scheme: '9933', value: 'vat' }, // written with the VAT prefix EL
  HR: { scheme: '9934', value: 'vat' },
  HU: { scheme: '9910', value: 'vat' },
  IE: { scheme: '9935', value: 'vat' },
  IT: { scheme: '0211', value: 'vat' }, // Partita IVA, IT + 11 digits (PEPPOL-COMMON-R047)
  LI: { scheme: '9936', value: 'vat' },
  LT: { scheme: '9937', value: 'vat' },
  LU: { scheme: '9938', value: 'vat' },
  LV: { scheme: '9939', value: 'vat' },
  MC: { scheme: '9940', value: 'vat' },
  ME: { scheme: '9941', value: 'vat' },
  MK: { scheme: '9942', value: 'vat' },
  MT: { scheme: '9943', value: 'vat' },
  NL: { scheme: '9944', value: 'vat' },
  NO: { scheme: '0192', value: 'orgnr' }, // organisation number, 9 digits (PEPPOL-COMMON-R041)
  PL: { scheme: '9945', value: 'vat' },
  PT: { scheme: '9946', value: 'vat' },
  RO: { scheme: '9947', value: 'vat' },
  RS: { scheme: '9948', value: 'vat' },
  SE: { scheme: '0007', value: 'orgnr' }, // organisation number, 10 digits (PEPPOL-COMMON-R049)
  SI: { scheme: '9949', value: 'vat' },
  SK: { scheme: '9950', value: 'vat' },
  SM: { scheme: '9951', value: 'vat' },
  TR: { scheme: '9952', value: 'vat' },
  VA: { scheme: '9953', value: 'vat' },
};
/** The Belgian enterprise number (KBO/BCE), 10 digits: Peppol scheme and legal identifier 0208. */
export const BELGIAN_ENTERPRISE_SCHEME = '0208';
/** The French SIREN (9 digits, inside the French VAT number): legal identifier 0002. */
export const FRENCH_SIREN_SCHEME = '0002';

/** The VAT prefix of a country where it is not its ISO code (Greece: EL). */
export const vatPrefixOf = (country: string) => (country === 'GR' ? 'EL' : country);
/** The country of a VAT prefix (EL: GR). */
export const countryOfVatPrefix = (prefix: string) => (prefix === 'EL' ? 'GR' : prefix);

/**
 * A VAT number as written in an e-invoice: no spaces, dots or dashes, upper case, with its country
 * prefix (BR-CO-09): a Belgian number typed without one gets the party's country's.
 */
export function normalizeVatNumber(vat: string | null | undefined, country?: string | null): string | null {
  const v = (vat ?? '').replace(/[\s.\-/]/g, '').toUpperCase();
  if (!v) return null;
  if (/^[A-Z]{2}/.test(v)) return v;
  const c = (country ?? '').toUpperCase();
  return /^[A-Z]{2}$/.test(c) ? `${vatPrefixOf(c)}${v}` : v;
}

/** The mod-97 check of a Belgian enterprise number: 97 - (first 8 digits mod 97) = last 2 digits. */
export const isBelgianEnterpriseNumber = (digits: string) => /^[01]\d{9}$/.test(digits) && 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));

/** A participant id "scheme:value" (as Peppol writes it, e.g. 0208:0123456789), or null when it is none. */
export function parsePeppolId(id: string | null | undefined): { scheme: PeppolEas; value: string } | null {
  const m = /^\s*(\d{4})\s*:\s*(\S+)\s*$/.exec(id ?? '');
  if (!m || !isPeppolEas(m[1])) return null;
  if (m[1] === BELGIAN_ENTERPRISE_SCHEME && !isBelgianEnterpriseNumber(m[2])) return null;
  return { scheme: m[1], value: m[2] };
}
