// The columns of the read-only reference-list views (migration 0027, docs/decisions/0042), for the
// query builder only. Kept out of schema/index.ts on purpose: drizzle-kit must not create them as
// tables; the views are declared once, in SQL.
import { boolean, date, doublePrecision, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

export const ordersView = pgTable('orders', {
  id: integer('id').primaryKey(),
  reference: text('reference'),
  so_number: text('so_number'),
  name: text('name'),
  customer_id: integer('customer_id'),
  customer_name: text('customer_name'),
  customer_reference: text('customer_reference'),
  site_id: integer('site_id'),
  site_name: text('site_name'),
  status: text('status'),
  start_date: day('start_date'),
  end_date: day('end_date'),
  desired_date: day('desired_date'),
  currency: text('currency'),
  is_free: boolean('is_free'),
  services_count: integer('services_count'),
  archived_at: at('archived_at'),
  created_at: at('created_at'),
  updated_at: at('updated_at'),
});

export const productsView = pgTable('products', {
  id: integer('id').primaryKey(),
  /** device or service: which catalogue the product comes from. */
  kind: text('kind'),
  /** The product's id in its own catalogue (device_products or service_products). */
  product_id: integer('product_id'),
  reference: text('reference'),
  name: text('name'),
  brand: text('brand'),
  category: text('category'),
  service_type: text('service_type'),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
  currency: text('currency'),
  archived_at: at('archived_at'),
  created_at: at('created_at'),
  updated_at: at('updated_at'),
});

export const locationsView = pgTable('locations', {
  id: integer('id').primaryKey(),
  name: text('name'),
  customer_id: integer('customer_id'),
  customer_name: text('customer_name'),
  is_stock: boolean('is_stock'),
  street: text('street'),
  number: text('number'),
  zipcode: text('zipcode'),
  city: text('city'),
  country: text('country'),
  address: text('address'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  archived_at: at('archived_at'),
  created_at: at('created_at'),
  updated_at: at('updated_at'),
});
