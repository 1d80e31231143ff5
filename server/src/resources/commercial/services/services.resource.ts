// Services (spec 2 §2 Services, §3 Service, §4): the subscriptions and one-time services of a
// package. The status moves only through the actions of services.actions.ts (the contract's state
// machine); the generic create and edit write everything else.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CURRENCIES, FREQUENCIES, QUEUE_SERVICE_STATUSES, SERVICE_OWNED_FIELDS, SERVICE_TYPES, VAT_CODES, trackingUrl } from '@console/contract';
import { customers, dataPools, deviceProducts, devices, ips, lines, packages, serviceProducts, services, simcards, sites } from '../../../db/schema/index.ts';
import { starlinkServiceLines } from '../../../db/schema/satellite.ts';
import { qualified } from '../../../platform/computed.ts';
import type { Executor } from '../../../db/client.ts';
import { badRequest } from '../../../platform/errors.ts';
import { bool, choice, date, emailList, gigabytes, id, int, money, orDefault, text } from '../../../platform/fields.ts';
import { defineResource, type Row } from '../../../platform/registry.ts';
import { lookupOf, nameOf } from '../../../platform/maintained.ts';
import { userNameOf } from '../../core/users/user-name.ts';
import { requireStaffUsers } from '../../crm/customers/customer-refs.ts';
import { defaultReference, nextId } from '../../../platform/row-ids.ts';
import { changed, valueAfter } from '../../../platform/write-values.ts';
import { requireSiteOf } from '../../crm/sites/site-refs.ts';
import { checkServiceVatCode } from './service-vat-code.ts';
import { refuseActionOwned } from './action-owned.ts';
import { checkServiceSim, simTakenSinceArchive } from './service-sim.ts';

export const SERVICE_MESSAGES = {
  typeRequired: 'Choose a service type.',
  productOfOtherType: 'The product is not of the service type.',
  productNotFound: 'Service product not found.',
  packageNotFound: 'Package not found.',
  /** A package bills in one currency (decision 0060): no relabelling, no conversion rate kept. */
  currencyOfPackage: (service: string, pkg: string) =>
    `The service is priced in ${service} but its package bills in ${pkg}; a package bills in one currency. Price the service in ${pkg}.`,
} as const;

const fields = {
  reference: text(100),
  type: choice(SERVICE_TYPES),
  frequency: orDefault(choice(FREQUENCIES)),
  name: text(200),
  package_id: id(),
  customer_id: id(),
  product_id: id(),
  customer_reference: text(200),
  invoice_reference: text(200),
  assignee_id: id(),
  site_id: id(),
  device_id: id(),
  line_id: id(),
  data_pool_id: id(),
  ip_id: id(),
  /** The SIM card a DATA service is measured on (service-sim.ts): a choice of the form, no action's. */
  sim_id: id(),
  starlink_terminal_id: id(),
  starlink_service_line_id: id(),
  package_line_id: id(),
  serial: text(100),
  price: money(),
  list_price: money(),
  line_price: money(),
  data_included: gigabytes(),
  next_data_included: gigabytes(),
  data_prepaid: gigabytes(),
  data_extra_price: money(0),
  usage_limit: gigabytes(),
  data_limit: gigabytes(),
  data_limit_contacts: emailList(),
  qty: orDefault(int(1, 1_000_000)),
  currency: orDefault(choice(CURRENCIES)),
  vat_code: choice(VAT_CODES),
  start_date: date(),
  end_date: date(),
  early_end_date: date(),
  /** UPSELL, DOWNSELL, RMA, OTHER; other existing values are kept (spec 2 §4). */
  end_reason: text(100),
  notes: text(5000),
  shipping_tracking_code: text(200),
  shipping_date: date(),
  delivery_date: date(),
  sold: bool(),
  device_product_id: id(),
  device_product_price: money(0),
  service_line_product_reference_id: text(200),
};

/** What the actions of services.actions.ts own (decision 0064): the table is the contract's, shared with the console. */
export { SERVICE_OWNED_FIELDS };

const status = qualified(services.status);
const type = qualified(services.type);
const QUEUE_STATUSES = sql.raw(`(${QUEUE_SERVICE_STATUSES.map((s) => `'${s}'`).join(', ')})`);
/** The work queue a service waits in (spec 2 §9): lines for LINE services, delivery for the others. */
const queue = sql<string | null>`(case when ${status} in ${QUEUE_STATUSES} then case when ${type} = 'line' then 'lines' else 'delivery' end end)`;
const queueWhere = (v: string) =>
  v === 'lines'
    ? sql`(${status} in ${QUEUE_STATUSES} and ${type} = 'line')`
    : v === 'delivery'
      ? sql`(${status} in ${QUEUE_STATUSES} and ${type} <> 'line')`
      : sql`false`;
/** Started and never invoiced (docs/decisions/0017). */
export const serviceNotInvoiced = sql`(${qualified(services.start_date)} is not null and ${qualified(services.last_invoice_id)} is null)`;
/** Running this month and billable: delivered (or ending), started, a one-time service only once. */
export const serviceToInvoice = sql`(${status} in ('DELIVERED', 'ENDING') and ${qualified(services.start_date)} <= current_date
  and (${qualified(services.end_date)} is null or ${qualified(services.end_date)} >= date_trunc('month', current_date)::date)
  and (${qualified(services.frequency)} <> 'onetime' or ${qualified(services.last_invoice_id)} is null))`;
const boolWhere = (cond: ReturnType<typeof sql>) => (v: boolean | null) => (v === null ? undefined : v ? cond : sql`not ${cond}`);

async function productOf(tx: Executor, productId: number): Promise<Row> {
  const [p] = await tx.select().from(serviceProducts).where(sql`${serviceProducts.id} = ${productId}`);
  if (!p) throw badRequest(SERVICE_MESSAGES.productNotFound, { product_id: 'No service product with this id.' });
  return p;
}

/** Create and edit: type from the product, customer from the package, site of that customer, staff assignee. */
async function checkService(tx: Executor, before: Row | null, input: Row): Promise<Row> {
  const data = refuseActionOwned(before, input, SERVICE_OWNED_FIELDS);
  if (changed(before, data, 'product_id') && data.product_id != null) {
    const p = await productOf(tx, data.product_id);
    const wanted = valueAfter(before, data, 'type');
    if (data.type == null && !before) data.type = p.service_type;
    else if (wanted != null && wanted !== p.service_type)
      throw badRequest(SERVICE_MESSAGES.productOfOtherType, { product_id: SERVICE_MESSAGES.productOfOtherType });
    if (!before) {
      // A new service takes the product's terms unless the form gives its own.
      data.name ??= p.name;
      data.frequency ??= p.frequency;
      data.currency ??= p.currency;
      data.price ??= p.price;
      data.list_price ??= p.price;
      data.data_included ??= p.data_included;
      data.data_extra_price ??= p.extra_price;
    }
  }
  if (!before && data.type == null) throw badRequest(SERVICE_MESSAGES.typeRequired, { type: SERVICE_MESSAGES.typeRequired });
  if (data.type === null) throw badRequest(SERVICE_MESSAGES.typeRequired, { type: SERVICE_MESSAGES.typeRequired });
  if (changed(before, data, 'package_id') && data.package_id != null) {
    // The package row is locked before the service row is written (decision 0064): its maintained
    // counters are updated after the insert, so two writers holding a share lock would deadlock.
    const [p] = await tx.select().from(packages).where(sql`${packages.id} = ${data.package_id}`).for('no key update');
    if (!p) throw badRequest(SERVICE_MESSAGES.packageNotFound, { package_id: 'No package with this id.' });
    data.customer_id = p.customer_id;
    if (!before) {
      data.status = p.status === 'draft' ? 'DRAFT' : 'PROVISIONING';
      data.currency ??= p.currency;
      data.vat_code ??= p.default_vat_code;
      data.site_id ??= p.site_id;
      data.data_pool_id ??= p.data_pool_id;
    }
  }
  if (changed(before, data, 'currency') || changed(before, data, 'package_id')) {
    const packageId = valueAfter(before, data, 'package_id');
    const currency = valueAfter(before, data, 'currency');
    if (packageId != null && currency != null) {
      const [p] = await tx.select({ currency: packages.currency }).from(packages).where(sql`${packages.id} = ${packageId}`);
      if (p && p.currency !== currency) {
        const message = SERVICE_MESSAGES.currencyOfPackage(String(currency), p.currency);
        throw badRequest(message, { currency: message });
      }
    }
  }
  await checkServiceVatCode(tx, before, data);
  await checkServiceSim(tx, before, data);
  if (changed(before, data, 'assignee_id')) await requireStaffUsers(tx, data, ['assignee_id']);
  if (changed(before, data, 'site_id') || changed(before, data, 'customer_id'))
    await requireSiteOf(tx, valueAfter(before, data, 'site_id'), valueAfter(before, data, 'customer_id'));
  if (data.shipping_tracking_code !== undefined) data.shipping_tracking_url = trackingUrl(data.shipping_tracking_code);
  return data;
}

export const servicesResource = defineResource({
  name: 'services',
  objectType: 'service',
  table: services,
  maintained: {
    customer_name: nameOf(customers, 'customer_id'),
    site_name: nameOf(sites, 'site_id'),
    package_reference: nameOf(packages, 'package_id', 'reference'),
    package: lookupOf(
      packages,
      'package_id',
      (p) =>
        `jsonb_build_object('id', ${p}.id, 'reference', ${p}.reference, 'customer_reference', ${p}.customer_reference, 'desired_date', ${p}.desired_date, 'status', ${p}.status)`,
      ['reference', 'customer_reference', 'desired_date', 'status'],
    ),
    product_name: nameOf(serviceProducts, 'product_id'),
    data_pool_reference: nameOf(dataPools, 'data_pool_id', 'reference'),
    device_name: nameOf(devices, 'device_id'),
    device_serial: nameOf(devices, 'device_id', 'serial'),
    line_subscription_id: nameOf(lines, 'line_id', 'subscription_id'),
    ip_address: nameOf(ips, 'ip_id', 'address'),
    sim_iccid: nameOf(simcards, 'sim_id', 'iccid'),
    device_product_name: nameOf(deviceProducts, 'device_product_id'),
    assignee_name: userNameOf('assignee_id'),
    starlink_is_opted_into_overage: lookupOf(starlinkServiceLines, 'starlink_service_line_id', (l) => `${l}.is_opted_in`, ['is_opted_in'], 'false'),
  },
  computed: {
    queue,
  },
  searchable: [services.reference, services.name, services.serial, services.customer_reference, services.shipping_tracking_code],
  filters: {
    type: { type: 'text', where: (v: string) => sql`${type} = lower(${v})` },
    package_id: { type: 'int' },
    customer_id: { type: 'int' },
    frequency: { type: 'text' },
    status: { type: 'text', where: (v: string) => sql`${status} = upper(${v})` },
    not_invoiced: { type: 'bool', where: boolWhere(serviceNotInvoiced) },
    to_invoice: { type: 'bool', where: boolWhere(serviceToInvoice) },
    queue: { type: 'text', where: queueWhere },
    assignee_id: { type: 'int' },
    product_id: { type: 'int' },
    data_pool_id: { type: 'int' },
    site_id: { type: 'int' },
    device_id: { type: 'int' },
    line_id: { type: 'int' },
    sim_id: { type: 'int' },
    start_date: { type: 'date', range: true },
  },
  sortable: [
    'reference',
    'name',
    'type',
    'status',
    'frequency',
    'customer_name',
    'package_id',
    'product_name',
    'price',
    'start_date',
    'end_date',
    'shipping_date',
    'delivery_date',
    'created_at',
    'updated_at',
  ],
  createSchema: z.object(fields),
  updateSchema: z.object(fields).partial(),
  repr: (row) => row.reference || row.name || `Service ${row.id}`,
  refs: (row) => ({
    customer_id: row.customer_id,
    package_id: row.package_id,
    site_id: row.site_id,
    device_id: row.device_id,
    line_id: row.line_id,
    sim_id: row.sim_id,
  }),
  valueFields: ['type', 'status', 'frequency', 'end_reason', 'currency'],
  hooks: {
    beforeCreate: async (tx, _ctx, input) => {
      const data = await checkService(tx, null, input);
      const newId = await nextId(tx, 'services');
      return { ...data, id: newId, reference: data.reference || defaultReference('SRV', newId) };
    },
    beforeUpdate: (tx, _ctx, before, data) => checkService(tx, before, data),
    beforeUnarchive: (tx, _ctx, row) => simTakenSinceArchive(tx, row),
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'reference', header: 'Reference', width: 16 },
    { key: 'type', header: 'Type', width: 14 },
    { key: 'status', header: 'Status', width: 12 },
    { key: 'name', header: 'Name', width: 26 },
    { key: 'customer_name', header: 'Customer', width: 26 },
    { key: 'package_reference', header: 'Package', width: 14 },
    { key: 'product_name', header: 'Product', width: 24 },
    { key: 'frequency', header: 'Frequency', width: 10 },
    { key: 'price', header: 'Price', width: 10 },
    { key: 'qty', header: 'Qty', width: 6 },
    { key: 'currency', header: 'Currency', width: 8 },
    { key: 'vat_code', header: 'VAT code', width: 14 },
    { key: 'data_included', header: 'Data included (GB)', width: 12 },
    { key: 'device_serial', header: 'Device', width: 18 },
    { key: 'line_subscription_id', header: 'Line', width: 18 },
    { key: 'ip_address', header: 'IP', width: 16 },
    { key: 'serial', header: 'Serial', width: 18 },
    { key: 'site_name', header: 'Site', width: 24 },
    { key: 'assignee_name', header: 'Assignee', width: 18 },
    { key: 'start_date', header: 'Start date', width: 12 },
    { key: 'end_date', header: 'End date', width: 12 },
    { key: 'early_end_date', header: 'Commitment date', width: 12 },
    { key: 'end_reason', header: 'End reason', width: 12 },
    { key: 'shipping_tracking_code', header: 'Tracking code', width: 18 },
    { key: 'shipping_date', header: 'Shipping date', width: 12 },
    { key: 'delivery_date', header: 'Delivery date', width: 12 },
    { key: 'archived_reason', header: 'Archived reason', width: 16 },
    { key: 'created_at', header: 'Created', width: 20 },
  ],
});
