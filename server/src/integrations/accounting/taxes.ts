// Which Odoo sale tax books a VAT code (decision 0067). Taxes are chosen by our code, never by rate:
// vat_0, intra-Community goods (K), reverse-charged services (AE), exports (G), outside the scope (O)
// and sea-going vessels (E) are all 0 % but land in different boxes of the VAT return, so each needs
// its own Odoo tax. Odoo's taxes belong to one company each, so the lookup is per Odoo company.
import { DOMESTIC_VAT_CODES, vatRate } from '@console/contract';

/** The plain rated codes (21 %, 12 %, 0 %...): Odoo's charts name their sale taxes by the rate, so these need no mapping. */
const RATED_CODES = new Set(Object.values(DOMESTIC_VAT_CODES).flat());

/**
 * The name or invoice label the tax of a VAT code is looked up by in one Odoo company: ODOO_TAXES for
 * that company, then for every company, then `21%` (the rate) for a plain rated code. Null for a
 * special zero-rated code nobody mapped: guessing among the company's 0 % taxes would book it wrongly.
 */
export function taxLabel(code: string, odooCompanyId: number, mapping: Readonly<Record<string, string>>): string | null {
  const own = mapping[`${code}@${odooCompanyId}`] ?? mapping[code];
  if (own) return own;
  return RATED_CODES.has(code as never) ? `${vatRate(code)}%` : null;
}

/** An Odoo sale tax as search_read answers it (`description` is the invoice label up to Odoo 17, HTML from 18). */
export interface OdooTax {
  id: number;
  name: string;
  description?: string | false | null;
  amount: number;
}

const plain = (text: string | false | null | undefined) =>
  (text || '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The taxes a label names: by name first (unique per company and use in Odoo), else by invoice label. */
export function taxesNamed(taxes: readonly OdooTax[], label: string): OdooTax[] {
  const wanted = plain(label);
  const byName = taxes.filter((t) => plain(t.name) === wanted);
  return byName.length ? byName : taxes.filter((t) => plain(t.description) === wanted);
}
