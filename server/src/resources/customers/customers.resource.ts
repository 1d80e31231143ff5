import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CONTRACT_DATA_SOURCES, PAYMENT_TERMS, SUPPORT_LEVELS } from '@console/contract';
import { customers } from '../../db/schema/index.ts';
import { bool, choice, color, email, id, requiredText, text } from '../../platform/fields.ts';
import { defineResource } from '../../platform/registry.ts';

const fields = {
  name: requiredText(200, 'Customer name is required.'),
  short_name: text(50),
  nightswatch: bool(),
  support_level: choice(SUPPORT_LEVELS),
  support_email: email(),
  default_data_limit_contacts: text(1000),
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
  country: text(2),
  vat: text(30),
  email: email(),
  phone: text(40),
  payment_terms: choice(PAYMENT_TERMS),
  active: bool(),
  helpdesk_id: text(50),
  contract_data_source: choice(CONTRACT_DATA_SOURCES),
};

export const customersResource = defineResource({
  name: 'customers',
  objectType: 'customer',
  table: customers,
  computed: {
    sites_count: sql<number>`(select count(*)::int from sites s where s.customer_id = ${customers.id} and s.archived_at is null)`,
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
  valueFields: ['country', 'city', 'support_level'],
});
