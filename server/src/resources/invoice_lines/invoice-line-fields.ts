// The fields of an invoice line a client writes: the line form, and the lines of the invoice form.
import { INVOICE_LINE_TYPES, VAT_CODES } from '@console/contract';
import { choice, date, number, orDefault, text } from '../../platform/fields.ts';

export const lineFields = {
  type: orDefault(choice(INVOICE_LINE_TYPES)),
  product_name: text(500),
  product_reference: text(200),
  package_reference: text(200),
  reference: text(200),
  customer_reference: text(200),
  description: text(5000),
  qty: orDefault(number(-99_999_999, 99_999_999)),
  unit_price: orDefault(number(-9_999_999_999, 9_999_999_999)),
  vat_code: choice(VAT_CODES),
  start_date: date(),
  end_date: date(),
};
