// Product items (spec 2 §2 Product items and stock, §3 Product item): serialised hardware that is not
// a managed device (antennas, power supplies, accessories), in stock or at customers' sites.
// Its Ops History follows its site: a create, a move, a return to stock each open a period.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { BUY_SM, RENT_SOLD } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { customers, deviceProducts, productItems, sites } from '../../../db/schema/index.ts';
import { productSummaryOf } from '../device_products/product-summary.ts';
import { qualified } from '../../../platform/computed.ts';
import type { Ctx } from '../../../platform/context.ts';
import { bool, choice, date, email, id, requiredText, text } from '../../../platform/fields.ts';
import { defineResource, type ArchiveInput, type Row } from '../../../platform/registry.ts';
import { nameOf } from '../../../platform/maintained.ts';
import { closePeriod, openPeriod } from '../records/records.actions.ts';
import { checkItemWrite } from './product-item-rules.ts';
import { INT_MAX } from '../../../platform/id-params.ts';

export const itemSerial = () => requiredText(100, 'Serial is required.');

const fields = {
  serial: itemSerial(),
  product_id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: 'Choose a device product.' }).int().min(1).max(INT_MAX),
  ),
  customer_id: id(),
  site_id: id(),
  reserved: bool(),
  is_new: bool(),
  in_stock: bool(),
  rent_sold: choice(RENT_SOLD),
  buy_sm: choice(BUY_SM),
  supplier: text(100),
  power_supply_serial: text(100),
  router_serial: text(100),
  account_number: text(100),
  account_email: email(),
  order_date: date(),
  installed_date: date(),
  sent_date: date(),
  notes: text(5000),
};

const productId = qualified(productItems.product_id);
/** Filters on the item's product (brand "Starlink" matches "starlink": the dashboards send lower case). */
const productField = (column: string) => (v: string) =>
  sql`${productId} in (select p.id from device_products p where lower(p.${sql.raw(column)}) = lower(${v}))`;

/** Which Ops History action a change of site is. */
const periodAction = (before: Row | null, after: Row) => (!before ? 'create' : after.in_stock && !before.in_stock ? 'return' : 'move');

async function followSite(tx: Executor, ctx: Ctx, before: Row | null, after: Row) {
  if ((before?.site_id ?? null) === after.site_id && (before?.customer_id ?? null) === after.customer_id) return;
  if (after.site_id == null) {
    await closePeriod(tx, ctx, 'product_item', after.id);
    return;
  }
  await openPeriod(tx, ctx, {
    objectType: 'product_item',
    objectId: after.id,
    action: periodAction(before, after),
    customerId: after.customer_id,
    siteId: after.site_id,
  });
}

/** The archive dialog's detach option (on unless unticked) ends the item's period at its site. */
const detachOf = (input: ArchiveInput) => !(input.detach === false || input.detach === 'false' || input.detach === '0');

export const productItemsResource = defineResource({
  name: 'product_items',
  objectType: 'product_item',
  table: productItems,
  maintained: {
    product: productSummaryOf('product_id', false),
    product_name: nameOf(deviceProducts, 'product_id'),
    customer_name: nameOf(customers, 'customer_id'),
    site_name: nameOf(sites, 'site_id'),
  },
  searchable: [productItems.serial, productItems.router_serial, productItems.power_supply_serial],
  filters: {
    customer_id: { type: 'int' },
    site_id: { type: 'int' },
    product_id: { type: 'int' },
    product_ids: { type: 'int', column: productItems.product_id },
    in_stock: { type: 'bool' },
    reserved: { type: 'bool' },
    buy_sm: { type: 'text' },
    rent_sold: { type: 'text' },
    brand: { type: 'text', where: productField('brand') },
    family: { type: 'text', where: productField('family') },
    sub_family: { type: 'text', where: productField('sub_family') },
    category: { type: 'text', where: productField('category') },
  },
  defaultFilters: { in_stock: 'false' },
  sortable: [
    'serial',
    'product_id',
    'product_name',
    'customer_name',
    'site_name',
    'in_stock',
    'reserved',
    'order_date',
    'installed_date',
    'sent_date',
    'created_at',
    'updated_at',
  ],
  createSchema: z.object(fields),
  updateSchema: z.object(fields).partial(),
  repr: (row) => row.serial,
  refs: (row) => ({ customer_id: row.customer_id, site_id: row.site_id }),
  valueFields: ['supplier', 'buy_sm', 'rent_sold'],
  hooks: {
    beforeCreate: (tx, _ctx, data) => checkItemWrite(tx, null, data),
    beforeUpdate: (tx, _ctx, before, data) => checkItemWrite(tx, before, data),
    afterWrite: (tx, ctx, before, after) => followSite(tx, ctx, before, after),
    beforeArchive: async (tx, ctx, row, input) => {
      if (detachOf(input)) await closePeriod(tx, ctx, 'product_item', row.id);
    },
    beforeUnarchive: async (tx, ctx, row) => {
      if (row.site_id != null) {
        await openPeriod(tx, ctx, { objectType: 'product_item', objectId: row.id, action: 'unarchive', customerId: row.customer_id, siteId: row.site_id });
      }
    },
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'serial', header: 'Serial', width: 22 },
    { key: 'product_name', header: 'Product', width: 28 },
    { key: 'customer_name', header: 'Customer', width: 28 },
    { key: 'site_name', header: 'Site', width: 28 },
    { key: 'in_stock', header: 'In stock', width: 8 },
    { key: 'reserved', header: 'Reserved', width: 8 },
    { key: 'is_new', header: 'New', width: 6 },
    { key: 'rent_sold', header: 'Billing mode', width: 10 },
    { key: 'buy_sm', header: 'Supplier billing', width: 12 },
    { key: 'supplier', header: 'Supplier', width: 14 },
    { key: 'router_serial', header: 'Router serial', width: 18 },
    { key: 'power_supply_serial', header: 'Power supply serial', width: 18 },
    { key: 'account_number', header: 'Account number', width: 16 },
    { key: 'account_email', header: 'Account e-mail', width: 24 },
    { key: 'order_date', header: 'Order date', width: 12 },
    { key: 'installed_date', header: 'Installed', width: 12 },
    { key: 'sent_date', header: 'Sent', width: 12 },
    { key: 'archived_reason', header: 'Archived reason', width: 16 },
    { key: 'created_at', header: 'Created', width: 20 },
  ],
});
