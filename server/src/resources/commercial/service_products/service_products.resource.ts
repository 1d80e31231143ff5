// Service products (spec 2 §2 Service products, §3): the catalogue of subscriptions and one-time
// services a package's services are sold from.
import { z } from 'zod';
import { CURRENCIES, FREQUENCIES, SERVICE_TYPES } from '@console/contract';
import { serviceProducts, services } from '../../../db/schema/index.ts';
import { choice, gigabytes, money, orDefault, requiredChoice, requiredText, text } from '../../../platform/fields.ts';
import { defineResource } from '../../../platform/registry.ts';
import { countOf } from '../../../platform/maintained.ts';

export const SERVICE_PRODUCT_MESSAGES = {
  reference: 'Reference is required.',
  name: 'Name is required.',
  serviceType: 'Choose a service type.',
} as const;

const fields = {
  reference: requiredText(100, SERVICE_PRODUCT_MESSAGES.reference),
  vendor_reference: text(100),
  service_type: requiredChoice(SERVICE_TYPES, SERVICE_PRODUCT_MESSAGES.serviceType),
  frequency: orDefault(choice(FREQUENCIES)),
  name: requiredText(200, SERVICE_PRODUCT_MESSAGES.name),
  price: money(0),
  data_included: gigabytes(),
  extra_price: money(0),
  currency: orDefault(choice(CURRENCIES)),
  description: text(5000),
};

/** Live services sold from the product (maintained-field candidate). */

export const serviceProductsResource = defineResource({
  name: 'service_products',
  objectType: 'service_product',
  table: serviceProducts,
  maintained: { services_count: countOf(services, 'product_id') },
  searchable: [serviceProducts.reference, serviceProducts.name, serviceProducts.vendor_reference],
  filters: {
    service_type: { type: 'text' },
    frequency: { type: 'text' },
  },
  sortable: [
    'reference',
    'vendor_reference',
    'name',
    'service_type',
    'frequency',
    'price',
    'data_included',
    'extra_price',
    'currency',
    'services_count',
    'created_at',
    'updated_at',
  ],
  createSchema: z.object(fields),
  updateSchema: z.object(fields).partial(),
  repr: (row) => (row.reference ? `${row.reference} ${row.name}` : row.name),
  valueFields: ['service_type', 'frequency', 'currency'],
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'service_type', header: 'Service type', width: 16 },
    { key: 'reference', header: 'Reference', width: 20 },
    { key: 'vendor_reference', header: 'Vendor reference', width: 20 },
    { key: 'name', header: 'Name', width: 30 },
    { key: 'services_count', header: 'Services', width: 9 },
    { key: 'price', header: 'Price', width: 10 },
    { key: 'data_included', header: 'Data included (GB)', width: 12 },
    { key: 'extra_price', header: 'Extra price', width: 10 },
    { key: 'currency', header: 'Currency', width: 8 },
    { key: 'frequency', header: 'Frequency', width: 10 },
    { key: 'description', header: 'Description', width: 40 },
    { key: 'archived_reason', header: 'Archived reason', width: 16 },
    { key: 'created_at', header: 'Created', width: 20 },
  ],
});
