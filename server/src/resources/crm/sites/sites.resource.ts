import { z } from 'zod';
import { CONTRACT_DATA_SOURCES, coded } from '@console/contract';
import { customers, sites } from '../../../db/schema/index.ts';
import { badRequest } from '../../../platform/errors.ts';
import { bool, choice, country, emailList, id, int, number, orDefault, requiredText, text } from '../../../platform/fields.ts';
import { defineResource, type Row } from '../../../platform/registry.ts';
import { nameOf } from '../../../platform/maintained.ts';
import { requireCustomer } from '../customers/customer-refs.ts';
import { ADDRESS_PARTS, formatSiteAddress } from './site-address.ts';

/** The default stock site (spec 1 §3): created by migration 0003, where devices return to stock. */
export const STOCK_SITE_ID = 1;

const fields = {
  name: requiredText(200, 'Site name is required.'),
  customer_id: id(),
  is_stock: bool(),
  street: text(200),
  number: text(20),
  zipcode: text(20),
  city: text(100),
  country: country(),
  /** Free text used only when no address part is given; otherwise derived from the parts. */
  address: text(500),
  lat: number(-90, 90, 'Latitude must be between -90 and 90.'),
  lng: number(-180, 180, 'Longitude must be between -180 and 180.'),
  description: text(5000),
  contract_data_source: choice(CONTRACT_DATA_SOURCES),
  /** Alert threshold in GB (spec 1 §9: 10 by default). */
  data_limit: orDefault(int(0, 1_000_000)),
  data_limit_contacts: emailList(),
};

/** Any address part written rewrites the one-line address from the parts as they will be stored. */
function withAddress(before: Row | null, data: Row): Row {
  if (!ADDRESS_PARTS.some((k) => data[k] !== undefined)) return data;
  const merged: Row = { ...before };
  for (const k of ADDRESS_PARTS) if (data[k] !== undefined) merged[k] = data[k];
  return { ...data, address: formatSiteAddress(merged) ?? data.address ?? null };
}

export const sitesResource = defineResource({
  name: 'sites',
  objectType: 'site',
  table: sites,
  maintained: {
    customer_name: nameOf(customers, 'customer_id'),
  },
  searchable: [sites.name, sites.city, sites.address],
  filters: {
    customer_id: { type: 'int' },
    is_stock: { type: 'bool' },
    country: { type: 'text' },
    city: { type: 'text' },
    contract_data_source: { type: 'text' },
    created_at: { type: 'timestamp', range: true },
  },
  sortable: ['name', 'city', 'country', 'customer_name', 'created_at', 'updated_at', 'data_limit'],
  createSchema: z.object(fields),
  repr: (row) => row.name,
  refs: (row) => ({ customer_id: row.customer_id }),
  valueFields: ['country', 'city', 'contract_data_source'],
  hooks: {
    beforeCreate: async (tx, _ctx, data) => {
      await requireCustomer(tx, data.customer_id);
      return withAddress(null, data);
    },
    beforeUpdate: async (tx, _ctx, before, data) => {
      if (before.id === STOCK_SITE_ID && data.is_stock === false) {
        throw badRequest('The default stock site stays a stock site.', { is_stock: 'Site 1 is the default stock site.' });
      }
      if (data.customer_id !== before.customer_id) await requireCustomer(tx, data.customer_id);
      return withAddress(before, data);
    },
    beforeArchive: (_tx, _ctx, row) => (row.id === STOCK_SITE_ID ? coded('stock_site_not_archivable') : undefined),
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'name', header: 'Name', width: 30 },
    { key: 'customer_name', header: 'Customer', width: 30 },
    { key: 'address', header: 'Address', width: 45 },
    { key: 'city', header: 'City', width: 18 },
    { key: 'country', header: 'Country', width: 8 },
    { key: 'lat', header: 'Latitude', width: 11 },
    { key: 'lng', header: 'Longitude', width: 11 },
    { key: 'is_stock', header: 'Stock', width: 7 },
    { key: 'contract_data_source', header: 'Contract data source', width: 14 },
    { key: 'data_limit', header: 'Data limit (GB)', width: 10 },
    { key: 'data_limit_contacts', header: 'Data limit contacts', width: 40 },
    { key: 'created_at', header: 'Created', width: 20 },
  ],
});
