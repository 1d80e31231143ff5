// Which VAT code a document line may carry, from its parties (decision 0056): the seller's (billing
// company's) country, the buyer's (billing address's) country, whether the buyer has a VAT number, and
// whether the line supplies goods or services. Read by the server on every write of a line or of a
// default VAT code, by the billing run (which skips what does not fit, with this message), by the
// check-vat command, and by the console (to offer only the codes that fit).
import { type VatCode, VAT_CODES } from './commercial.ts';
import { isEuCountry } from './vat-numbers.ts';

/** The domestic rates of the countries our billing companies are in, standard rate first. */
export const DOMESTIC_VAT_CODES: Record<string, readonly VatCode[]> = {
  BE: ['vat_21', 'vat_12', 'vat_6', 'vat_0'],
  FR: ['vat_20', 'vat_10', 'vat_5_5', 'vat_2_1'],
  NL: ['vat_21', 'vat_9', 'vat_0'],
};

/** Zero-rated intra-Community supplies (K for goods, AE reverse charge for services; vat_eu_0 is AE too). */
export const INTRA_EU_VAT_CODES = ['vat_intra_goods_0', 'vat_intra_services_0', 'vat_eu_0'] as const satisfies readonly VatCode[];
/** Exports outside the EU (G). */
export const EXPORT_VAT_CODES = ['vat_export_goods_0', 'vat_export_services_0'] as const satisfies readonly VatCode[];
/** Codes that fit every situation: not subject to VAT (O). */
export const ANYWHERE_VAT_CODES = ['vat_not_subject'] as const satisfies readonly VatCode[];
/** Exempt supplies for sea-going vessels (E, Directive 2006/112/EC art. 148): an EU seller, any buyer. */
export const SEAGOING_VAT_CODE = 'vat_seagoing' as const satisfies VatCode;

/** Line types that supply goods (hardware); every other line supplies a service. */
export const GOODS_LINE_TYPES = ['starlink_hw', 'distribution', 'hardware'] as const;
export type Supply = 'goods' | 'services';
export const supplyOfLineType = (type: string | null | undefined): Supply =>
  (GOODS_LINE_TYPES as readonly string[]).includes(type ?? '') ? 'goods' : 'services';

export type VatParties = {
  /** The seller's (billing company's) country; null when the company has none (the check-vat command reports it). */
  sellerCountry: string | null | undefined;
  /** The buyer's (billing address's) country; a buyer without one is read as in the seller's country. */
  buyerCountry: string | null | undefined;
  /** Whether the buyer's VAT number is present (and valid: invalid ones are refused on write). */
  buyerHasVat: boolean;
};

export type VatSituation = 'domestic' | 'intra_eu_b2b' | 'intra_eu_b2c' | 'export' | 'unknown_seller';

/** The situation of a pair of parties. */
export function vatSituation(p: VatParties): VatSituation {
  const seller = p.sellerCountry?.toUpperCase();
  if (!seller || !DOMESTIC_VAT_CODES[seller]) return 'unknown_seller';
  const buyer = p.buyerCountry?.toUpperCase() || seller;
  if (buyer === seller) return 'domestic';
  if (!isEuCountry(buyer)) return 'export';
  return p.buyerHasVat ? 'intra_eu_b2b' : 'intra_eu_b2c';
}

/**
 * The codes the parties allow. A seller without a country (or in a country whose rates we do not hold)
 * is not judged: every code is allowed, and the check-vat command lists the company.
 */
export function allowedVatCodes(p: VatParties): readonly VatCode[] {
  const situation = vatSituation(p);
  if (situation === 'unknown_seller') return VAT_CODES;
  const seller = (p.sellerCountry as string).toUpperCase();
  const common: VatCode[] = [...ANYWHERE_VAT_CODES, SEAGOING_VAT_CODE];
  switch (situation) {
    case 'domestic':
    case 'intra_eu_b2c':
      return [...DOMESTIC_VAT_CODES[seller], ...common];
    case 'intra_eu_b2b':
      return [...INTRA_EU_VAT_CODES, ...common];
    case 'export':
      return [...EXPORT_VAT_CODES, ...common];
  }
}

/** The code a new line takes when none is given (or the given default does not fit). */
export function defaultVatCode(p: VatParties, supply: Supply = 'services'): VatCode | null {
  const situation = vatSituation(p);
  if (situation === 'unknown_seller') return null;
  const seller = (p.sellerCountry as string).toUpperCase();
  if (situation === 'intra_eu_b2b') return supply === 'goods' ? 'vat_intra_goods_0' : 'vat_intra_services_0';
  if (situation === 'export') return supply === 'goods' ? 'vat_export_goods_0' : 'vat_export_services_0';
  return DOMESTIC_VAT_CODES[seller][0];
}

const describe = (p: VatParties) => {
  const seller = p.sellerCountry?.toUpperCase() ?? '?';
  const buyer = p.buyerCountry?.toUpperCase() || seller;
  return `seller in ${seller}, buyer in ${buyer}${p.buyerHasVat ? ' with a VAT number' : ' without a VAT number'}`;
};

/** Why `code` does not fit the parties, or null when it does (null codes are not judged here). */
export function vatCodeRefusal(code: string | null | undefined, p: VatParties): string | null {
  if (!code) return null;
  const allowed = allowedVatCodes(p);
  if ((allowed as readonly string[]).includes(code)) return null;
  const situation = vatSituation(p);
  const seller = p.sellerCountry?.toUpperCase() ?? '?';
  let why: string;
  if ((INTRA_EU_VAT_CODES as readonly string[]).includes(code))
    why = `${code} (intra-Community, reverse charge) needs the seller and the buyer in two different EU member states and the buyer's VAT number`;
  else if ((EXPORT_VAT_CODES as readonly string[]).includes(code)) why = `${code} (export) needs a buyer outside the EU`;
  else if (code === SEAGOING_VAT_CODE) why = `${code} (sea-going vessels) needs a seller in the EU`;
  else if (situation === 'domestic' || situation === 'intra_eu_b2c') why = `${code} is not a VAT rate of ${seller}`;
  else if (situation === 'intra_eu_b2b') why = `${code} is not charged to a buyer in another EU member state with a VAT number (reverse charge applies)`;
  else why = `${code} is not charged on an export outside the EU`;
  return `VAT code ${why} (${describe(p)}); allowed: ${allowed.join(', ')}.`;
}
