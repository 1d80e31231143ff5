// Data pools (spec 2 §2 Data pools, §3 Data pool): data bought in bulk for a customer and shared by
// its starlink or cellular services, invoiced to a billing address.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CURRENCIES, DATA_POOL_TYPES, PACKAGE_DEFAULTS, VAT_CODES } from '@console/contract';
import { companies, customers, dataPools, services } from '../../../db/schema/index.ts';
import { qualified } from '../../../platform/computed.ts';
import { choice, date, id, orDefault, requiredInt, requiredNumber, text } from '../../../platform/fields.ts';
import { defineResource, type Row } from '../../../platform/registry.ts';
import { countOf, nameOf } from '../../../platform/maintained.ts';
import { requireAddressOf } from '../../crm/addresses/address-refs.ts';
import { BILLING_PARTY_MESSAGES, checkCustomerRefs } from '../../crm/addresses/billing-party-refs.ts';
import { INT_MAX } from '../../../platform/id-params.ts';

export const DATA_POOL_MESSAGES = {
  addressRequired: BILLING_PARTY_MESSAGES.addressRequired,
  dataIncluded: 'Data included (GB) is required.',
  dataPrice: 'Data price is required.',
  dataExtraPrice: 'Extra price per GB is required.',
} as const;

const fields = {
  type: orDefault(choice(DATA_POOL_TYPES)),
  product_id: id(),
  starlink_account_id: id(),
  reference: text(100),
  name: text(200),
  so_number: text(100),
  customer_reference: text(200),
  customer_id: id(),
  invoicing_address_id: requiredInt(1, INT_MAX, DATA_POOL_MESSAGES.addressRequired),
  billing_company_id: orDefault(id()),
  data_included: requiredNumber(0, 99_999_999_999, DATA_POOL_MESSAGES.dataIncluded, 3),
  data_price: requiredNumber(0, 9_999_999_999.99, DATA_POOL_MESSAGES.dataPrice, 2),
  data_extra_price: requiredNumber(0, 9_999_999_999.99, DATA_POOL_MESSAGES.dataExtraPrice, 2),
  currency: orDefault(choice(CURRENCIES)),
  default_vat_code: choice(VAT_CODES),
  /** Comma-separated addresses (spec 2 §3: CSV). */
  data_limit_contacts: text(4000),
  start_date: date(),
  end_date: date(),
};

const poolId = qualified(dataPools.id);
/** Live packages using it as their data pool or starlink data pool (maintained-field candidate). */
const packagesCount = sql<number>`(select count(*)::int from packages p where (p.data_pool_id = ${poolId} or p.starlink_data_pool_id = ${poolId}) and p.archived_at is null)`;
/** The month's price: the pool's price plus its usage beyond the data included. */
const totalPrice = sql<number>`(${qualified(dataPools.data_price)} + ${qualified(dataPools.extra_usage)} * ${qualified(dataPools.data_extra_price)})::float8`;

async function checkPool(tx: Parameters<typeof checkCustomerRefs>[0], before: Row | null, input: Row): Promise<Row> {
  const data = before ? input : { ...input, billing_company_id: input.billing_company_id ?? PACKAGE_DEFAULTS.billing_company_id };
  await checkCustomerRefs(tx, before, data);
  // A pool created for an address without naming the customer is the address's customer's.
  if (!before && data.customer_id == null) return { ...data, customer_id: await requireAddressOf(tx, data.invoicing_address_id, null) };
  return data;
}

export const dataPoolsResource = defineResource({
  name: 'data_pools',
  objectType: 'data_pool',
  table: dataPools,
  maintained: {
    customer_name: nameOf(customers, 'customer_id'),
    billing_company_name: nameOf(companies, 'billing_company_id'),
    services_count: countOf(services, 'data_pool_id'),
  },
  computed: {
    packages_count: packagesCount,
    total_price: totalPrice,
  },
  searchable: [dataPools.reference, dataPools.name, dataPools.so_number, dataPools.customer_reference],
  filters: {
    customer_id: { type: 'int' },
    billing_company_id: { type: 'int' },
    type: { type: 'text' },
    starlink_account_id: { type: 'int' },
  },
  sortable: [
    'reference',
    'name',
    'type',
    'customer_name',
    'data_included',
    'data_price',
    'data_extra_price',
    'current_usage',
    'start_date',
    'end_date',
    'services_count',
    'created_at',
    'updated_at',
  ],
  createSchema: z.object(fields),
  updateSchema: z.object(fields).partial(),
  repr: (row) => row.reference || row.name || `Data pool ${row.id}`,
  refs: (row) => ({ customer_id: row.customer_id }),
  valueFields: ['type', 'currency'],
  hooks: {
    beforeCreate: (tx, _ctx, data) => checkPool(tx, null, data),
    beforeUpdate: (tx, _ctx, before, data) => checkPool(tx, before, data),
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'type', header: 'Type', width: 10 },
    { key: 'reference', header: 'Reference', width: 18 },
    { key: 'name', header: 'Name', width: 24 },
    { key: 'so_number', header: 'SO number', width: 14 },
    { key: 'customer_name', header: 'Customer', width: 28 },
    { key: 'customer_reference', header: 'Customer reference', width: 18 },
    { key: 'billing_company_name', header: 'Billing company', width: 20 },
    { key: 'data_included', header: 'Data included (GB)', width: 12 },
    { key: 'data_price', header: 'Data price', width: 10 },
    { key: 'data_extra_price', header: 'Extra price per GB', width: 12 },
    { key: 'currency', header: 'Currency', width: 8 },
    { key: 'current_usage', header: 'Current usage (GB)', width: 12 },
    { key: 'extra_usage', header: 'Extra usage (GB)', width: 12 },
    { key: 'total_price', header: 'Total price', width: 10 },
    { key: 'services_count', header: 'Services', width: 9 },
    { key: 'start_date', header: 'Start date', width: 12 },
    { key: 'end_date', header: 'End date', width: 12 },
    { key: 'archived_reason', header: 'Archived reason', width: 16 },
    { key: 'created_at', header: 'Created', width: 20 },
  ],
});
