import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_TERMS } from '@console/contract';
import { customers, addresses } from '../../../db/schema/index.ts';
import { choice, country, email, orDefault, requiredInt, requiredText, text } from '../../../platform/fields.ts';
import { defineResource } from '../../../platform/registry.ts';
import { nameOf } from '../../../platform/maintained.ts';
import { requireCustomer } from '../customers/customer-refs.ts';
import { INT_MAX } from '../../../platform/id-params.ts';
import { checkedPeppolId, checkedVatField } from '../companies/party-vat-checks.ts';

const fields = {
  customer_id: requiredInt(1, INT_MAX, 'Customer is required.'),
  name: requiredText(200, 'Billing address name is required.'),
  accounting_code: text(50),
  street: text(200),
  street_bis: text(200),
  number: text(20),
  box: text(20),
  zipcode: text(20),
  city: text(100),
  country: country(),
  vat: text(30),
  email: email(),
  phone: text(40),
  /** Defaults: bank transfer, 30 days (spec 1 §9 lists the choices). */
  payment_method: orDefault(choice(PAYMENT_METHODS)),
  payment_terms: orDefault(choice(PAYMENT_TERMS)),
  /** The buyer's Peppol participant id when it is not the one its VAT number gives (0208:0123456749). */
  peppol_id: text(100),
};

/** Billing addresses of customers (spec 3): where invoices go and how they are paid. */
export const addressesResource = defineResource({
  name: 'addresses',
  objectType: 'address',
  table: addresses,
  maintained: {
    customer_name: nameOf(customers, 'customer_id'),
  },
  searchable: [addresses.name, addresses.accounting_code, addresses.vat],
  filters: {
    customer_id: { type: 'int' },
    payment_method: { type: 'text' },
  },
  sortable: ['name', 'accounting_code', 'city', 'country', 'payment_method', 'payment_terms', 'customer_name', 'created_at', 'updated_at'],
  createSchema: z.object(fields),
  repr: (row) => row.name,
  refs: (row) => ({ customer_id: row.customer_id }),
  valueFields: ['payment_method', 'country'],
  hooks: {
    beforeCreate: async (tx, _ctx, data) => {
      await requireCustomer(tx, data.customer_id);
      return checkedPeppolId(checkedVatField(data, 'vat'));
    },
    beforeUpdate: async (tx, _ctx, before, data) => {
      if (data.customer_id !== undefined && data.customer_id !== before.customer_id) await requireCustomer(tx, data.customer_id);
      return checkedPeppolId(checkedVatField(data, 'vat', before));
    },
  },
});
