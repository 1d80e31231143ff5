// Commercial and delivery (spec 2 §3): the service catalogue, packages (customer orders), the
// services and hardware lines (package lines) inside them, and data pools.
// Money is numeric(12,2) (`price`) and data volumes numeric(14,3) in GB (docs/decisions/0017); both reach the
// API as numbers.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { archiveColumns, day, gb, liveById, maintainedCount, maintainedJson, maintainedText, price, timestamps, trgm } from './columns.ts';
import { addresses, companies, customers, sites } from './crm.ts';
import { deviceProducts, devices, ips, lines, simcards } from './inventory.ts';
import { users } from './users.ts';

export const serviceProducts = pgTable(
  'service_products',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    services_count: maintainedCount('services_count'),
    reference: text('reference').notNull(),
    vendor_reference: text('vendor_reference'),
    service_type: text('service_type').notNull(),
    frequency: text('frequency').notNull().default('monthly'),
    name: text('name').notNull(),
    price: price('price'),
    data_included: gb('data_included'),
    extra_price: price('extra_price'),
    currency: text('currency').notNull().default('EUR'),
    description: text('description'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    trgm('service_products_reference_trgm', t.reference),
    trgm('service_products_name_trgm', t.name),
    trgm('service_products_vendor_reference_trgm', t.vendor_reference),
    index('service_products_type_idx').on(t.service_type, t.id),
    index('service_products_frequency_idx').on(t.frequency, t.id),
    liveById('service_products_live_idx', t),
  ],
);

export const dataPools = pgTable(
  'data_pools',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    customer_name: maintainedText('customer_name'),
    billing_company_name: maintainedText('billing_company_name'),
    services_count: maintainedCount('services_count'),
    type: text('type').notNull().default('cellular'),
    product_id: integer('product_id').references(() => serviceProducts.id),
    starlink_account_id: integer('starlink_account_id'),
    reference: text('reference'),
    name: text('name'),
    so_number: text('so_number'),
    customer_reference: text('customer_reference'),
    customer_id: integer('customer_id').references(() => customers.id),
    invoicing_address_id: integer('invoicing_address_id')
      .notNull()
      .references(() => addresses.id),
    billing_company_id: integer('billing_company_id')
      .notNull()
      .default(1)
      .references(() => companies.id),
    data_included: gb('data_included').notNull(),
    data_price: price('data_price').notNull(),
    data_extra_price: price('data_extra_price').notNull(),
    currency: text('currency').notNull().default('EUR'),
    default_vat_code: text('default_vat_code'),
    data_limit_contacts: text('data_limit_contacts'),
    start_date: day('start_date'),
    end_date: day('end_date'),
    current_usage: gb('current_usage').notNull().default(0),
    extra_usage: gb('extra_usage').notNull().default(0),
    // Billing (decision 0030): the last invoice, the last day of the monthly price billed, the last
    // day of the usage billed; a period at or before them is never billed again.
    last_invoice_id: integer('last_invoice_id'),
    billed_through: day('billed_through'),
    usage_billed_through: day('usage_billed_through'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    trgm('data_pools_reference_trgm', t.reference),
    trgm('data_pools_name_trgm', t.name),
    trgm('data_pools_so_number_trgm', t.so_number),
    trgm('data_pools_customer_reference_trgm', t.customer_reference),
    index('data_pools_customer_idx').on(t.customer_id, t.id),
    index('data_pools_billing_company_idx').on(t.billing_company_id, t.id),
    index('data_pools_type_idx').on(t.type, t.id),
    index('data_pools_starlink_account_idx').on(t.starlink_account_id, t.id),
    index('data_pools_address_idx').on(t.invoicing_address_id),
    liveById('data_pools_live_idx', t),
  ],
);

export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    customer_name: maintainedText('customer_name'),
    site_name: maintainedText('site_name'),
    billing_company_name: maintainedText('billing_company_name'),
    invoicing_address_name: maintainedText('invoicing_address_name'),
    services_count: maintainedCount('services_count'),
    services_done_count: maintainedCount('services_done_count'),
    package_lines_count: maintainedCount('package_lines_count'),
    package_lines_done_count: maintainedCount('package_lines_done_count'),
    services_by_type: maintainedJson<Record<string, number>>('services_by_type', 'object'),
    active_services_by_type: maintainedJson<Record<string, number>>('active_services_by_type', 'object'),
    reference: text('reference'),
    so_number: text('so_number'),
    name: text('name'),
    description: text('description'),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    customer_reference: text('customer_reference'),
    site_id: integer('site_id').references(() => sites.id),
    invoicing_address_id: integer('invoicing_address_id')
      .notNull()
      .references(() => addresses.id),
    billing_company_id: integer('billing_company_id')
      .notNull()
      .default(1)
      .references(() => companies.id),
    invoicing_delivery_method: text('invoicing_delivery_method').notNull().default('email'),
    invoice_regroupment_reference: text('invoice_regroupment_reference'),
    default_vat_code: text('default_vat_code'),
    currency: text('currency').notNull().default('EUR'),
    data_pool_id: integer('data_pool_id').references(() => dataPools.id),
    starlink_data_pool_id: integer('starlink_data_pool_id').references(() => dataPools.id),
    start_date: day('start_date'),
    end_date: day('end_date'),
    notes: text('notes'),
    shipping_address: text('shipping_address'),
    shipping_contact: text('shipping_contact'),
    desired_date: day('desired_date'),
    support_url: text('support_url'),
    is_free: boolean('is_free').notNull().default(false),
    status: text('status').notNull().default('draft'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    trgm('packages_reference_trgm', t.reference),
    trgm('packages_so_number_trgm', t.so_number),
    trgm('packages_name_trgm', t.name),
    trgm('packages_customer_reference_trgm', t.customer_reference),
    index('packages_customer_idx').on(t.customer_id, t.id),
    index('packages_site_idx').on(t.site_id, t.id),
    index('packages_status_idx').on(t.status, t.id),
    index('packages_address_idx').on(t.invoicing_address_id),
    index('packages_billing_company_idx').on(t.billing_company_id),
    index('packages_data_pool_idx').on(t.data_pool_id),
    index('packages_starlink_data_pool_idx').on(t.starlink_data_pool_id),
    liveById('packages_live_idx', t),
  ],
);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    customer_name: maintainedText('customer_name'),
    site_name: maintainedText('site_name'),
    package_reference: maintainedText('package_reference'),
    package: maintainedJson<Record<string, unknown>>('package'),
    product_name: maintainedText('product_name'),
    data_pool_reference: maintainedText('data_pool_reference'),
    device_name: maintainedText('device_name'),
    device_serial: maintainedText('device_serial'),
    line_subscription_id: maintainedText('line_subscription_id'),
    ip_address: maintainedText('ip_address'),
    sim_iccid: maintainedText('sim_iccid'),
    device_product_name: maintainedText('device_product_name'),
    assignee_name: maintainedText('assignee_name'),
    reference: text('reference'),
    status: text('status').notNull().default('DRAFT'),
    type: text('type').notNull(),
    frequency: text('frequency').notNull().default('monthly'),
    name: text('name'),
    package_id: integer('package_id').references(() => packages.id),
    /** The package's customer, kept with the service for the customer filter (set from the package). */
    customer_id: integer('customer_id').references(() => customers.id),
    product_id: integer('product_id').references(() => serviceProducts.id),
    customer_reference: text('customer_reference'),
    invoice_reference: text('invoice_reference'),
    last_invoice_id: integer('last_invoice_id'),
    /** Billing (decision 0030): the last day of the recurring price billed, and of the usage and top-ups billed. */
    billed_through: day('billed_through'),
    usage_billed_through: day('usage_billed_through'),
    assignee_id: integer('assignee_id').references(() => users.id),
    site_id: integer('site_id').references(() => sites.id),
    device_id: integer('device_id').references(() => devices.id),
    line_id: integer('line_id').references(() => lines.id),
    data_pool_id: integer('data_pool_id').references(() => dataPools.id),
    ip_id: integer('ip_id').references(() => ips.id),
    /** The SIM card a DATA service is measured on (issue 25). */
    sim_id: integer('sim_id').references(() => simcards.id),
    starlink_terminal_id: integer('starlink_terminal_id'),
    starlink_service_line_id: integer('starlink_service_line_id'),
    package_line_id: integer('package_line_id'),
    serial: text('serial'),
    price: price('price'),
    list_price: price('list_price'),
    line_price: price('line_price'),
    data_included: gb('data_included'),
    next_data_included: gb('next_data_included'),
    data_prepaid: gb('data_prepaid'),
    data_extra_price: price('data_extra_price'),
    current_usage: gb('current_usage'),
    last_usage: gb('last_usage'),
    usage_limit: gb('usage_limit'),
    data_limit: gb('data_limit'),
    data_limit_contacts: text('data_limit_contacts'),
    qty: integer('qty').notNull().default(1),
    currency: text('currency').notNull().default('EUR'),
    vat_code: text('vat_code'),
    start_date: day('start_date'),
    end_date: day('end_date'),
    early_end_date: day('early_end_date'),
    end_reason: text('end_reason'),
    notes: text('notes'),
    shipping_tracking_code: text('shipping_tracking_code'),
    shipping_tracking_url: text('shipping_tracking_url'),
    shipping_date: day('shipping_date'),
    delivery_date: day('delivery_date'),
    sold: boolean('sold').notNull().default(false),
    device_product_id: integer('device_product_id').references(() => deviceProducts.id),
    device_product_price: price('device_product_price'),
    starlink_is_opted_into_overage: boolean('starlink_is_opted_into_overage').notNull().default(false),
    service_line_product_reference_id: text('service_line_product_reference_id'),
    top_up_blocks_count: integer('top_up_blocks_count').notNull().default(0),
    top_up_blocks_total_data: gb('top_up_blocks_total_data').notNull().default(0),
    top_up_blocks_history: jsonb('top_up_blocks_history')
      .$type<{ source: string; data_amount: number; start_date: string; expiration_date: string | null }[]>()
      .notNull()
      .default([]),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    trgm('services_reference_trgm', t.reference),
    trgm('services_name_trgm', t.name),
    trgm('services_serial_trgm', t.serial),
    trgm('services_customer_reference_trgm', t.customer_reference),
    trgm('services_tracking_code_trgm', t.shipping_tracking_code),
    index('services_package_idx').on(t.package_id, t.id),
    index('services_customer_idx').on(t.customer_id, t.id),
    index('services_type_idx').on(t.type, t.id),
    index('services_status_idx').on(t.status, t.id),
    index('services_frequency_idx').on(t.frequency, t.id),
    index('services_assignee_idx').on(t.assignee_id, t.id),
    index('services_product_idx').on(t.product_id, t.id),
    index('services_data_pool_idx').on(t.data_pool_id),
    index('services_device_idx').on(t.device_id),
    index('services_device_product_idx').on(t.device_product_id),
    index('services_line_idx').on(t.line_id),
    index('services_ip_idx').on(t.ip_id),
    index('services_sim_idx').on(t.sim_id),
    // One live service per SIM card, held by the database under concurrent writes.
    uniqueIndex('services_sim_live_idx').on(t.sim_id).where(sql`${t.sim_id} is not null and ${t.archived_at} is null and ${t.status} <> 'ENDED'`),
    index('services_starlink_service_line_idx').on(t.starlink_service_line_id),
    index('services_site_idx').on(t.site_id),
    index('services_tracking_code_idx').on(t.shipping_tracking_code),
    index('services_start_date_idx').on(t.start_date),
    // The delivery queues and the invoicing counters: small slices of a large table.
    index('services_queue_idx').on(t.status, t.id).where(sql`${t.status} in ('PROVISIONING', 'PROVISIONED', 'SHIPPED') and ${t.archived_at} is null`),
    index('services_not_invoiced_idx').on(t.id).where(sql`${t.last_invoice_id} is null and ${t.start_date} is not null and ${t.archived_at} is null`),
    liveById('services_live_idx', t),
  ],
);

export const packageLines = pgTable(
  'package_lines',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    package_reference: maintainedText('package_reference'),
    customer_name: maintainedText('customer_name'),
    site_name: maintainedText('site_name'),
    device_product_name: maintainedText('device_product_name'),
    package_id: integer('package_id')
      .notNull()
      .references(() => packages.id),
    /** The package's customer, kept with the line for the customer filter (set from the package). */
    customer_id: integer('customer_id').references(() => customers.id),
    service_id: integer('service_id').references(() => services.id),
    device_product_id: integer('device_product_id').references(() => deviceProducts.id),
    price: price('price'),
    qty: integer('qty').notNull().default(1),
    is_invoiced: boolean('is_invoiced').notNull().default(false),
    /** The invoice that billed the line (decision 0030). */
    invoice_id: integer('invoice_id'),
    is_free: boolean('is_free').notNull().default(false),
    status: text('status').notNull().default('draft'),
    notes: text('notes'),
    serials: text('serials').array().notNull().default(sql`'{}'::text[]`),
    shipping_tracking_code: text('shipping_tracking_code'),
    shipping_tracking_url: text('shipping_tracking_url'),
    shipping_date: day('shipping_date'),
    delivery_date: day('delivery_date'),
    shipping_address: text('shipping_address'),
    shipping_contact: text('shipping_contact'),
    site_id: integer('site_id').references(() => sites.id),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    trgm('package_lines_notes_trgm', t.notes),
    trgm('package_lines_tracking_code_trgm', t.shipping_tracking_code),
    index('package_lines_package_idx').on(t.package_id, t.id),
    index('package_lines_customer_idx').on(t.customer_id, t.id),
    index('package_lines_site_idx').on(t.site_id, t.id),
    index('package_lines_product_idx').on(t.device_product_id, t.id),
    index('package_lines_status_idx').on(t.status, t.id),
    index('package_lines_service_idx').on(t.service_id),
    index('package_lines_tracking_code_idx').on(t.shipping_tracking_code),
    // Default filter invoiced=false, and the hardware-to-invoice counter.
    index('package_lines_not_invoiced_idx').on(t.id).where(sql`not ${t.is_invoiced} and ${t.archived_at} is null`),
    index('package_lines_queue_idx').on(t.status, t.id).where(sql`${t.status} in ('provisioning', 'provisioned', 'shipped') and ${t.archived_at} is null`),
    liveById('package_lines_live_idx', t),
  ],
);
