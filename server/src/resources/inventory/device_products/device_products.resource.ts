// Device products (spec 2 §2 Device products, §3): the hardware catalogue, with the stock counted from
// live devices (managed products) and product items (the others), and the alert against its levels.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { coded } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { deviceProducts, devices, productItems } from '../../../db/schema/index.ts';
import { countOf } from '../../../platform/maintained.ts';
import { badRequest } from '../../../platform/errors.ts';
import { bool, int, orDefault, requiredText, text } from '../../../platform/fields.ts';
import { defineResource, type Row } from '../../../platform/registry.ts';

export const DUPLICATE_REFERENCE = 'A device product with this reference already exists.';
export const LEVELS_INVERTED = 'The minimum stock level cannot be above the maximum.';

const p = (column: string) => sql.raw(`"device_products"."${column}"`);
const inStock = (r: string) => `${r}.in_stock and ${r}.archived_at is null`;
const stockCount = sql`(${p('devices_stock_count')} + ${p('product_items_stock_count')})`;
const stockAlert = sql<boolean>`coalesce(${stockCount} < ${p('stock_min_level')}, false)`;

const fields = {
  reference: requiredText(100, 'Reference is required.'),
  name: requiredText(200, 'Name is required.'),
  brand: text(100),
  family: text(100),
  sub_family: text(100),
  category: text(100),
  managed: bool(),
  virtual: bool(),
  accessory: bool(),
  stock_min_level: int(0, 1_000_000),
  stock_max_level: int(0, 1_000_000),
  /** Cellular modems: a device of this product gets two SIM ports per modem. */
  ports_count: orDefault(int(0, 16)),
  description: text(5000),
};

async function refuseDuplicateReference(tx: Executor, reference: string, exceptId?: number) {
  const live = and(eq(deviceProducts.reference, reference), isNull(deviceProducts.archived_at));
  const [row] = await tx
    .select({ id: deviceProducts.id })
    .from(deviceProducts)
    .where(exceptId ? and(live, ne(deviceProducts.id, exceptId)) : live);
  if (row) throw badRequest(DUPLICATE_REFERENCE, { reference: DUPLICATE_REFERENCE });
}

function checkLevels(merged: Row) {
  if (merged.stock_min_level != null && merged.stock_max_level != null && merged.stock_min_level > merged.stock_max_level) {
    throw badRequest(LEVELS_INVERTED, { stock_min_level: LEVELS_INVERTED });
  }
}

const merge = (before: Row, data: Row): Row => ({ ...before, ...Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) });

export const deviceProductsResource = defineResource({
  name: 'device_products',
  objectType: 'device_product',
  table: deviceProducts,
  maintained: {
    devices_count: countOf(devices, 'product_id'),
    devices_stock_count: countOf(devices, 'product_id', inStock),
    product_items_count: countOf(productItems, 'product_id'),
    product_items_stock_count: countOf(productItems, 'product_id', inStock),
  },
  computed: {
    stock_count: sql<number>`${stockCount}`,
    stock_status: sql<string>`case when ${stockCount} < ${p('stock_min_level')} then 'low' when ${stockCount} > ${p('stock_max_level')} then 'over' else 'ok' end`,
    stock_alert: stockAlert,
  },
  searchable: [deviceProducts.reference, deviceProducts.name],
  filters: {
    managed: { type: 'bool' },
    virtual: { type: 'bool' },
    accessory: { type: 'bool' },
    brand: { type: 'text' },
    family: { type: 'text' },
    sub_family: { type: 'text' },
    category: { type: 'text' },
    // The stock dashboard's alert list.
    stock_alert: { type: 'bool', where: (v) => (v ? stockAlert : sql`not ${stockAlert}`) },
  },
  defaultFilters: { managed: 'true', virtual: 'false', accessory: 'false' },
  sortable: [
    'reference',
    'name',
    'brand',
    'family',
    'category',
    'stock_min_level',
    'stock_max_level',
    'devices_count',
    'devices_stock_count',
    'created_at',
    'updated_at',
  ],
  createSchema: z.object(fields),
  repr: (row) => (row.reference ? `${row.reference} ${row.name}` : row.name),
  refs: (row) => ({ device_product_id: row.id }),
  valueFields: ['brand', 'family', 'sub_family', 'category'],
  hooks: {
    beforeCreate: async (tx, _ctx, data) => {
      await refuseDuplicateReference(tx, data.reference);
      checkLevels(data);
      return data;
    },
    beforeUpdate: async (tx, _ctx, before, data) => {
      if (data.reference !== undefined && data.reference !== before.reference) await refuseDuplicateReference(tx, data.reference, before.id);
      checkLevels(merge(before, data));
      return data;
    },
    beforeUnarchive: async (tx, _ctx, row) => {
      const [other] = await tx
        .select({ id: deviceProducts.id })
        .from(deviceProducts)
        .where(and(eq(deviceProducts.reference, row.reference), isNull(deviceProducts.archived_at), ne(deviceProducts.id, row.id)));
      return other ? coded('device_product_reference_taken', { id: other.id }) : undefined;
    },
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'reference', header: 'Reference', width: 20 },
    { key: 'name', header: 'Name', width: 30 },
    { key: 'brand', header: 'Brand', width: 14 },
    { key: 'family', header: 'Family', width: 14 },
    { key: 'sub_family', header: 'Sub-family', width: 14 },
    { key: 'category', header: 'Category', width: 14 },
    { key: 'managed', header: 'Managed', width: 9 },
    { key: 'virtual', header: 'Virtual', width: 8 },
    { key: 'accessory', header: 'Accessory', width: 9 },
    { key: 'ports_count', header: 'Cellular modems', width: 10 },
    { key: 'devices_count', header: 'Devices', width: 9 },
    { key: 'devices_stock_count', header: 'Devices in stock', width: 10 },
    { key: 'product_items_count', header: 'Product items', width: 10 },
    { key: 'product_items_stock_count', header: 'Product items in stock', width: 12 },
    { key: 'stock_min_level', header: 'Stock min', width: 9 },
    { key: 'stock_max_level', header: 'Stock max', width: 9 },
    { key: 'stock_status', header: 'Stock status', width: 10 },
    { key: 'stock_alert', header: 'Stock alert', width: 9 },
    { key: 'description', header: 'Description', width: 40 },
    { key: 'archived_reason', header: 'Archived reason', width: 16 },
    { key: 'created_at', header: 'Created', width: 20 },
  ],
});
