// The fields of an invoice line a client writes: the line form, and the lines of the invoice form.
// They sit with invoices, which invoice lines already read (totals, lock), so the arrow runs one way.
import { INVOICE_LINE_TYPES, VAT_CODES } from '@console/contract';
import { choice, date, orDefault, quantity, text, unitPrice } from '../../../platform/fields.ts';

export const lineFields = {
  type: orDefault(choice(INVOICE_LINE_TYPES)),
  product_name: text(500),
  product_reference: text(200),
  package_reference: text(200),
  reference: text(200),
  customer_reference: text(200),
  description: text(5000),
  // Bounds keep any line total inside the invoice's numeric(14,2) totals.
  qty: orDefault(quantity(-1_000_000, 1_000_000, 'A quantity between -1,000,000 and 1,000,000.')),
  unit_price: orDefault(unitPrice(-999_999, 999_999, 'A unit price between -999,999 and 999,999.')),
  vat_code: choice(VAT_CODES),
  start_date: date(),
  end_date: date(),
};

/** The fields a line carries from one invoice to another (a clone, a credit note, a billed draft). */
export const LINE_FIELD_NAMES = Object.keys(lineFields) as (keyof typeof lineFields)[];
