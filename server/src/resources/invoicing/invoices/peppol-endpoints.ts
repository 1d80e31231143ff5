// The Peppol electronic address (EndpointID, BT-34/BT-49) and legal identifier (BT-30/BT-47) of each
// party of an e-invoice, from what we know of it (decision 0055):
// - the buyer's own participant id when its billing address names one (addresses.peppol_id);
// - else its VAT number under its country's scheme: a Belgian number as enterprise number 0208 when
//   its check digits hold (9925 otherwise), FR 9957, NL 9944, DE 9930... (VAT_EAS_BY_COUNTRY);
// - a buyer with neither (a private person) is not on Peppol: its document carries the seller's own
//   address as the buyer's, so that the document stays valid, is never routed to a stranger, and
//   `buyerOnPeppol` says it cannot be sent over Peppol. Peppol refuses the e-mail scheme (EM,
//   PEPPOL-EN16931-CL008), so no document carries one.
import {
  BELGIAN_ENTERPRISE_SCHEME,
  countryOfVatPrefix,
  FRENCH_SIREN_SCHEME,
  isBelgianEnterpriseNumber,
  normalizeVatNumber,
  parsePeppolId,
  VAT_EAS_BY_COUNTRY,
} from '@console/contract';

export interface PeppolAddress {
  scheme: string;
  id: string;
}

/** The address a VAT number gives under its country's scheme, or null when the number does not fit it. */
export function vatEndpoint(vat: string | null | undefined, country?: string | null): PeppolAddress | null {
  const v = normalizeVatNumber(vat, country);
  if (!v || !/^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(v)) return null;
  const vatCountry = countryOfVatPrefix(v.slice(0, 2));
  if (vatCountry === 'BE' && isBelgianEnterpriseNumber(v.slice(2))) return { scheme: BELGIAN_ENTERPRISE_SCHEME, id: v.slice(2) };
  const rule = VAT_EAS_BY_COUNTRY[vatCountry];
  if (!rule) return null;
  if (rule.value === 'vat') {
    // The formats the Peppol rules check: DK CVR (COMMON-R042), IT Partita IVA (COMMON-R047).
    if (vatCountry === 'DK' && !/^DK\d{8}$/.test(v)) return null;
    if (vatCountry === 'IT' && !/^IT\d{11}$/.test(v)) return null;
    return { scheme: rule.scheme, id: v };
  }
  if (rule.value === 'digits') return { scheme: rule.scheme, id: v.slice(2) };
  const orgnr = vatCountry === 'SE' ? /^SE(\d{10})01$/.exec(v) : /^NO(\d{9})MVA$/.exec(v);
  return orgnr ? { scheme: rule.scheme, id: orgnr[1] } : null;
}

/** The legal registration identifier inside a VAT number: Belgian enterprise number (0208), French SIREN (0002). */
export function legalIdentifier(vat: string | null | undefined, country?: string | null): PeppolAddress | null {
  const v = normalizeVatNumber(vat, country);
  if (!v) return null;
  if (v.startsWith('BE') && isBelgianEnterpriseNumber(v.slice(2))) return { scheme: BELGIAN_ENTERPRISE_SCHEME, id: v.slice(2) };
  const siren = /^FR[0-9A-Z]{2}(\d{9})$/.exec(v);
  return siren ? { scheme: FRENCH_SIREN_SCHEME, id: siren[1] } : null;
}

/** A party's own Peppol address: its participant id if valid, else the one its VAT number gives. */
export function partyEndpoint(p: { vat: string | null | undefined; country?: string | null; peppolId?: string | null }): PeppolAddress | null {
  const own = parsePeppolId(p.peppolId);
  return own ? { scheme: own.scheme, id: own.value } : vatEndpoint(p.vat, p.country);
}

/** The structural view of a document's parties this module reads (InvoiceDocument fits it). */
interface Parties {
  company?: { country?: string | null; vat_number?: string | null } | null;
  address?: { country?: string | null; vat?: string | null; peppol_id?: string | null } | null;
}

/** The EndpointIDs of a document's seller and buyer, and whether the buyer can be reached over Peppol. */
export function documentEndpoints(d: Parties) {
  const seller = partyEndpoint({ vat: d.company?.vat_number, country: d.company?.country });
  const own = partyEndpoint({ vat: d.address?.vat, country: d.address?.country, peppolId: d.address?.peppol_id });
  return { seller, buyer: own ?? seller, buyerOnPeppol: own !== null && seller !== null };
}
