import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { archiveColumns, maintainedCount, maintainedText, timestamps, trgm } from './columns.ts';
import { users } from './users.ts';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    sites_count: maintainedCount('sites_count'),
    contacts_count: maintainedCount('contacts_count'),
    account_manager_name: maintainedText('account_manager_name'),
    presale_name: maintainedText('presale_name'),
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
    /** How invoices reach the customer (decision 0062): 'email' (PDF and UBL attached), 'peppol', or 'both'. */
    invoice_channel: text('invoice_channel').notNull().default('email'),
    /** The language of the customer's documents (en, fr, nl); empty: from the billing address's country. */
    invoice_lang: text('invoice_lang'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    trgm('customers_name_trgm', t.name),
    trgm('customers_short_name_trgm', t.short_name),
    index('customers_active_idx').on(t.active, t.id),
    index('customers_archived_idx').on(t.archived_at),
    index('customers_support_level_idx').on(t.support_level),
    index('customers_account_manager_idx').on(t.account_manager_id),
    index('customers_presale_idx').on(t.presale_id),
    index('customers_country_idx').on(t.country),
    index('customers_created_at_idx').on(t.created_at),
    // Few customers are watched at night: a partial index keeps that filter cheap.
    index('customers_nightswatch_idx').on(t.id).where(sql`${t.nightswatch}`),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    customer_name: maintainedText('customer_name'),
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
  (t) => [
    index('contacts_customer_idx').on(t.customer_id),
    trgm('contacts_name_trgm', t.name),
    trgm('contacts_email_trgm', t.email),
    trgm('contacts_phone_trgm', t.phone),
    index('contacts_type_idx').on(t.contact_type),
    index('contacts_archived_idx').on(t.archived_at),
  ],
);

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    customer_name: maintainedText('customer_name'),
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
    trgm('sites_address_trgm', t.address),
    index('sites_archived_idx').on(t.archived_at),
    index('sites_is_stock_idx').on(t.is_stock),
    index('sites_country_city_idx').on(t.country, t.city),
    index('sites_city_idx').on(t.city),
    index('sites_contract_data_source_idx').on(t.contract_data_source),
    check('sites_lat_range', sql`${t.lat} between -90 and 90`),
    check('sites_lng_range', sql`${t.lng} between -180 and 180`),
    check('sites_data_limit_positive', sql`${t.data_limit} >= 0`),
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
    /** The register mention printed beside the seller's number (e.g. "RPR Bruxelles", "RCS Paris"). */
    register_mention: text('register_mention'),
    invoice_prefix: integer('invoice_prefix').notNull(),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    trgm('companies_name_trgm', t.name),
    trgm('companies_vat_number_trgm', t.vat_number),
    index('companies_archived_idx').on(t.archived_at),
    index('companies_country_idx').on(t.country),
    // Invoice numbers start with the prefix: two live issuers with one prefix would collide.
    uniqueIndex('companies_invoice_prefix_key').on(t.invoice_prefix).where(sql`${t.archived_at} is null`),
    check('companies_invoice_prefix_range', sql`${t.invoice_prefix} between 1 and 9`),
  ],
);

/** Billing addresses of customers (spec 3 §3). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    customer_name: maintainedText('customer_name'),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
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
    /** The buyer's Peppol participant id ("0208:0123456789") when it is not the one its VAT number gives. */
    peppol_id: text('peppol_id'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customer_id),
    trgm('addresses_name_trgm', t.name),
    trgm('addresses_accounting_code_trgm', t.accounting_code),
    trgm('addresses_vat_trgm', t.vat),
    index('addresses_payment_method_idx').on(t.payment_method),
    index('addresses_archived_idx').on(t.archived_at),
  ],
);
