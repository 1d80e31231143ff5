import { z } from 'zod';
import { CONTRACT_DATA_SOURCES, INVOICE_CHANNELS, INVOICE_LANGS, PAYMENT_TERMS, SUPPORT_LEVELS } from '@console/contract';
import { contacts, customers, sites } from '../../../db/schema/index.ts';
import { bool, choice, color, country, email, emailList, id, orDefault, requiredText, text } from '../../../platform/fields.ts';
import { defineResource } from '../../../platform/registry.ts';
import { countOf } from '../../../platform/maintained.ts';
import { userNameOf } from '../../core/users/user-name.ts';
import { requireStaffUsers } from './customer-refs.ts';
import { helpdeskUrlSql } from './helpdesk-link.ts';
import { checkedVatField } from '../companies/party-vat-checks.ts';

const STAFF_FIELDS = ['account_manager_id', 'presale_id'] as const;

const fields = {
  name: requiredText(200, 'Customer name is required.'),
  short_name: text(50),
  nightswatch: bool(),
  support_level: orDefault(choice(SUPPORT_LEVELS)),
  support_email: email(),
  default_data_limit_contacts: emailList(),
  description: text(5000),
  account_manager_id: id(),
  presale_id: id(),
  primary_color: color(),
  secondary_color: color(),
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
  payment_terms: choice(PAYMENT_TERMS),
  active: bool(),
  helpdesk_id: text(50),
  contract_data_source: choice(CONTRACT_DATA_SOURCES),
  /** How invoices reach the customer (default e-mail with PDF and UBL). */
  invoice_channel: orDefault(choice(INVOICE_CHANNELS)),
  /** The language of its documents; empty: from the billing address's country. */
  invoice_lang: choice(INVOICE_LANGS),
};

export const customersResource = defineResource({
  name: 'customers',
  objectType: 'customer',
  table: customers,
  // Outer columns are written qualified: drizzle renders ${customers.id} as a bare "id", which inside
  // a subquery would be the inner table's own id.
  maintained: {
    sites_count: countOf(sites, 'customer_id'),
    contacts_count: countOf(contacts, 'customer_id'),
    account_manager_name: userNameOf('account_manager_id'),
    presale_name: userNameOf('presale_id'),
  },
  computed: {
    // A getter: the help-desk behind the link is known only once the app is built.
    get helpdesk_url() {
      return helpdeskUrlSql();
    },
  },
  searchable: [customers.name, customers.short_name],
  filters: {
    active: { type: 'bool' },
    support_level: { type: 'text' },
    account_manager_id: { type: 'int' },
    presale_id: { type: 'int' },
    nightswatch: { type: 'bool' },
    country: { type: 'text' },
    created_at: { type: 'timestamp', range: true },
  },
  defaultFilters: { active: 'true' },
  sortable: ['name', 'short_name', 'support_level', 'created_at', 'updated_at', 'city'],
  createSchema: z.object(fields),
  repr: (row) => row.name,
  hooks: {
    beforeCreate: async (tx, _ctx, data) => {
      await requireStaffUsers(tx, data, STAFF_FIELDS);
      return checkedVatField(data, 'vat');
    },
    // Only a changed choice is checked: a form saved unchanged must not fail because a manager left the staff.
    beforeUpdate: async (tx, _ctx, before, data) => {
      await requireStaffUsers(
        tx,
        data,
        STAFF_FIELDS.filter((f) => data[f] !== before[f]),
      );
      return checkedVatField(data, 'vat', before);
    },
  },
  valueFields: ['country', 'city', 'support_level'],
});
