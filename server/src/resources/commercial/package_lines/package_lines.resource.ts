// Package lines (spec 2 §2 Package lines, §3 Package line): the hardware sold or rented in a package,
// delivered through provision (serials of product items in stock), ship and deliver. The status
// moves only through package_lines.actions.ts (the contract's state machine).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PACKAGE_LINE_OWNED_FIELDS, QUEUE_PACKAGE_LINE_STATUSES, trackingUrl } from '@console/contract';
import { customers, deviceProducts, packageLines, packages, services, sites } from '../../../db/schema/index.ts';
import { lookup, qualified } from '../../../platform/computed.ts';
import type { Executor } from '../../../db/client.ts';
import { badRequest } from '../../../platform/errors.ts';
import { bool, date, id, int, money, orDefault, requiredInt, text } from '../../../platform/fields.ts';
import { defineResource, type Row } from '../../../platform/registry.ts';
import { nameOf } from '../../../platform/maintained.ts';
import { changed, valueAfter } from '../../../platform/write-values.ts';
import { requireSiteOf } from '../../crm/sites/site-refs.ts';
import { INT_MAX } from '../../../platform/id-params.ts';
import { refuseActionOwned } from '../services/action-owned.ts';

export const PACKAGE_LINE_MESSAGES = {
  packageRequired: 'Choose a package.',
  packageNotFound: 'Package not found.',
  serviceOfOtherPackage: 'The service is not in this package.',
} as const;

const fields = {
  package_id: requiredInt(1, INT_MAX, PACKAGE_LINE_MESSAGES.packageRequired),
  service_id: id(),
  device_product_id: id(),
  price: money(),
  qty: orDefault(int(1, 1_000_000)),
  // is_invoiced is read-only (decision 0060): the invoice that billed the line owns it (invoice_id),
  // written by billing and given back when that draft is deleted; a form's value is ignored.
  is_free: bool(),
  notes: text(5000),
  shipping_tracking_code: text(200),
  shipping_date: date(),
  delivery_date: date(),
  shipping_address: text(1000),
  shipping_contact: text(500),
  site_id: id(),
};

/**
 * What package_lines.actions.ts owns (decision 0064); the serials and the status are not form fields at
 * all. The table is the contract's, shared with the console.
 */
export { PACKAGE_LINE_OWNED_FIELDS };

const status = qualified(packageLines.status);
const QUEUE_STATUSES = sql.raw(`(${QUEUE_PACKAGE_LINE_STATUSES.map((s) => `'${s}'`).join(', ')})`);
/** Hardware shipped or delivered, not free, not yet invoiced (the dashboard's Hardware To Invoice). */
export const lineNotInvoiced = sql`(not ${qualified(packageLines.is_invoiced)} and not ${qualified(packageLines.is_free)} and ${status} in ('shipped', 'delivered'))`;

async function checkLine(tx: Executor, before: Row | null, input: Row): Promise<Row> {
  const data = refuseActionOwned(before, input, PACKAGE_LINE_OWNED_FIELDS);
  const packageId = valueAfter(before, data, 'package_id');
  if (changed(before, data, 'package_id')) {
    // The package row first, for update (decision 0064): its maintained counters follow the insert,
    // and two writers holding a share lock on it would deadlock.
    const [p] = await tx.select().from(packages).where(sql`${packages.id} = ${data.package_id}`).for('no key update');
    if (!p) throw badRequest(PACKAGE_LINE_MESSAGES.packageNotFound, { package_id: 'No package with this id.' });
    data.customer_id = p.customer_id;
    if (!before) {
      data.status = p.status === 'draft' ? 'draft' : 'provisioning';
      data.site_id ??= p.site_id;
      data.shipping_address ??= p.shipping_address;
      data.shipping_contact ??= p.shipping_contact;
    }
  }
  if ((changed(before, data, 'service_id') || changed(before, data, 'package_id')) && valueAfter(before, data, 'service_id') != null) {
    const [s] = await tx
      .select({ package_id: services.package_id })
      .from(services)
      .where(sql`${services.id} = ${valueAfter(before, data, 'service_id')}`);
    if (!s || s.package_id !== packageId)
      throw badRequest(PACKAGE_LINE_MESSAGES.serviceOfOtherPackage, { service_id: PACKAGE_LINE_MESSAGES.serviceOfOtherPackage });
  }
  if (changed(before, data, 'site_id') || changed(before, data, 'customer_id'))
    await requireSiteOf(tx, valueAfter(before, data, 'site_id'), valueAfter(before, data, 'customer_id'));
  if (data.shipping_tracking_code !== undefined) data.shipping_tracking_url = trackingUrl(data.shipping_tracking_code);
  return data;
}

export const packageLinesResource = defineResource({
  name: 'package_lines',
  objectType: 'package_line',
  table: packageLines,
  maintained: {
    package_reference: nameOf(packages, 'package_id', 'reference'),
    customer_name: nameOf(customers, 'customer_id'),
    site_name: nameOf(sites, 'site_id'),
    device_product_name: nameOf(deviceProducts, 'device_product_id'),
  },
  computed: {
    total: sql<number | null>`(${qualified(packageLines.price)} * ${qualified(packageLines.qty)})::float8`,
    queue: sql<string | null>`(case when ${status} in ${QUEUE_STATUSES} then 'delivery' end)`,
    // A line bills in its package's currency (decision 0060): read by key, for the console to show its price.
    currency: lookup(packages.currency, packageLines.package_id),
  },
  searchable: [packageLines.notes, packageLines.shipping_tracking_code],
  filters: {
    package_id: { type: 'int' },
    status: { type: 'text', where: (v: string) => sql`${status} = lower(${v})` },
    customer_id: { type: 'int' },
    site_id: { type: 'int' },
    device_product_id: { type: 'int' },
    service_id: { type: 'int' },
    invoiced: { type: 'bool', column: packageLines.is_invoiced },
    not_invoiced: { type: 'bool', where: (v: boolean | null) => (v === null ? undefined : v ? lineNotInvoiced : sql`not ${lineNotInvoiced}`) },
    queue: { type: 'text', where: (v: string) => (v === 'delivery' ? sql`${status} in ${QUEUE_STATUSES}` : sql`false`) },
  },
  defaultFilters: { invoiced: 'false' },
  sortable: [
    'package_id',
    'status',
    'device_product_name',
    'customer_name',
    'site_name',
    'price',
    'qty',
    'shipping_date',
    'delivery_date',
    'created_at',
    'updated_at',
  ],
  createSchema: z.object(fields),
  updateSchema: z.object(fields).partial(),
  repr: (row) => `${row.package_reference ?? `Package ${row.package_id}`} line ${row.id}`,
  refs: (row) => ({ package_id: row.package_id, customer_id: row.customer_id, site_id: row.site_id, service_id: row.service_id }),
  // A package and its lines are one change (decision 0084), as an invoice and its lines: a line's change
  // (created with its package, edited, provisioned, shipped, delivered) is written inside its package's entry.
  logParent: (row) => ({ objectType: 'package', id: row.package_id }),
  valueFields: ['status'],
  hooks: {
    beforeCreate: (tx, _ctx, data) => checkLine(tx, null, data),
    beforeUpdate: (tx, _ctx, before, data) => checkLine(tx, before, data),
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'package_reference', header: 'Package', width: 14 },
    { key: 'customer_name', header: 'Customer', width: 26 },
    { key: 'site_name', header: 'Site', width: 24 },
    { key: 'device_product_name', header: 'Product', width: 24 },
    { key: 'status', header: 'Status', width: 12 },
    { key: 'price', header: 'Price', width: 10 },
    { key: 'qty', header: 'Qty', width: 6 },
    { key: 'total', header: 'Total', width: 10 },
    { key: 'is_invoiced', header: 'Invoiced', width: 8 },
    { key: 'is_free', header: 'Free', width: 6 },
    { key: 'serials', header: 'Serials', width: 30 },
    { key: 'shipping_tracking_code', header: 'Tracking code', width: 18 },
    { key: 'shipping_date', header: 'Shipping date', width: 12 },
    { key: 'delivery_date', header: 'Delivery date', width: 12 },
    { key: 'notes', header: 'Notes', width: 30 },
    { key: 'created_at', header: 'Created', width: 20 },
  ],
});
