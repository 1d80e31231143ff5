import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { archiveColumns, timestamps } from './columns.ts';
import { users } from './users.ts';

const trgm = (name: string, col: unknown) => index(name).using('gin', sql`${col} gin_trgm_ops`);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    short_name: text('short_name'),
    nightswatch: boolean('nightswatch').notNull().default(false),
    support_level: text('support_level').notNull().default('no'),
    support_email: text('support_email'),
    default_data_limit_contacts: text('default_data_limit_contacts'),
    description: text('description'),
    account_manager_id: integer('account_manager_id').references((): any => users.id),
    presale_id: integer('presale_id').references((): any => users.id),
    primary_color: text('primary_color'),
    secondary_color: text('secondary_color'),
    accounting_code: text('accounting_code'),
    street: text('street'),
    street_bis: text('street_bis'),
    number: text('number'),
    box: text('box'),
    zipcode: text('zipcode'),
    city: text('city'),
    country: text('country'),
    vat: text('vat'),
    email: text('email'),
    phone: text('phone'),
    payment_terms: text('payment_terms'),
    active: boolean('active').notNull().default(true),
    helpdesk_id: text('helpdesk_id'),
    contract_data_source: text('contract_data_source'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    trgm('customers_name_trgm', t.name),
    trgm('customers_short_name_trgm', t.short_name),
    index('customers_active_idx').on(t.active, t.id),
    index('customers_archived_idx').on(t.archived_at),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id').references(() => customers.id),
    name: text('name').notNull(),
    job_title: text('job_title'),
    email: text('email'),
    phone: text('phone'),
    contact_type: text('contact_type'),
    department: text('department'),
    address: text('address'),
    lang: text('lang'),
    timezone: text('timezone'),
    description: text('description'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [index('contacts_customer_idx').on(t.customer_id), trgm('contacts_name_trgm', t.name), trgm('contacts_email_trgm', t.email)],
);

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    customer_id: integer('customer_id').references(() => customers.id),
    is_stock: boolean('is_stock').notNull().default(false),
    street: text('street'),
    number: text('number'),
    zipcode: text('zipcode'),
    city: text('city'),
    country: text('country'),
    address: text('address'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    description: text('description'),
    contract_data_source: text('contract_data_source'),
    data_limit: integer('data_limit').notNull().default(10),
    data_limit_contacts: text('data_limit_contacts'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    index('sites_customer_idx').on(t.customer_id, t.id),
    trgm('sites_name_trgm', t.name),
    trgm('sites_city_trgm', t.city),
    index('sites_archived_idx').on(t.archived_at),
  ],
);

/** Billing companies: the issuers of invoices (spec 3 §3). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country'),
    street: text('street'),
    zipcode: text('zipcode'),
    city: text('city'),
    vat_number: text('vat_number'),
    bank_name: text('bank_name'),
    bank_bic: text('bank_bic'),
    bank_iban: text('bank_iban'),
    email: text('email'),
    website: text('website'),
    phone: text('phone'),
    invoice_prefix: integer('invoice_prefix').notNull(),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [trgm('companies_name_trgm', t.name)],
);

/** Billing addresses of customers (spec 3 §3). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id').notNull().references(() => customers.id),
    accounting_code: text('accounting_code'),
    name: text('name').notNull(),
    street: text('street'),
    street_bis: text('street_bis'),
    number: text('number'),
    box: text('box'),
    zipcode: text('zipcode'),
    city: text('city'),
    country: text('country'),
    vat: text('vat'),
    email: text('email'),
    phone: text('phone'),
    payment_method: text('payment_method').notNull().default('bank_transfer'),
    payment_terms: text('payment_terms').notNull().default('30D'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [index('addresses_customer_idx').on(t.customer_id), trgm('addresses_name_trgm', t.name)],
);
