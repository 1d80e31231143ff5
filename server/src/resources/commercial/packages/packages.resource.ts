// Packages (spec 2 §2 Packages, §3 Package): a customer's order, holding its services and the hardware
// sold or rented in it (package lines). Draft until Confirm; then its status follows its parts (package-status.ts).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CURRENCIES, INVOICING_DELIVERY_METHODS, PACKAGE_DEFAULTS, VAT_CODES } from '@console/contract';
import { addresses, companies, customers, packageLines, packages, services, sites } from '../../../db/schema/index.ts';
import { qualified } from '../../../platform/computed.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { Executor } from '../../../db/client.ts';
import { bool, choice, date, id, orDefault, requiredInt, text } from '../../../platform/fields.ts';
import { defineResource, type Row } from '../../../platform/registry.ts';
import { countByOf, countOf, nameOf } from '../../../platform/maintained.ts';
import { followPackageCustomer } from './package-customer.ts';
import { packageStatus } from './package-status.ts';
import { defaultReference, nextId } from '../../../platform/row-ids.ts';
import { BILLING_PARTY_MESSAGES, checkCustomerRefs } from '../../crm/addresses/billing-party-refs.ts';
import { INT_MAX } from '../../../platform/id-params.ts';

const fields = {
  reference: text(100),
  so_number: text(100),
  name: text(200),
  description: text(5000),
  customer_id: requiredInt(1, INT_MAX, BILLING_PARTY_MESSAGES.customerRequired),
  customer_reference: text(200),
  site_id: id(),
  invoicing_address_id: requiredInt(1, INT_MAX, BILLING_PARTY_MESSAGES.addressRequired),
  billing_company_id: orDefault(id()),
  invoicing_delivery_method: orDefault(choice(INVOICING_DELIVERY_METHODS)),
  invoice_regroupment_reference: text(100),
  default_vat_code: choice(VAT_CODES),
  currency: orDefault(choice(CURRENCIES)),
  data_pool_id: id(),
  starlink_data_pool_id: id(),
  start_date: date(),
  end_date: date(),
  notes: text(5000),
  shipping_address: text(1000),
  shipping_contact: text(500),
  desired_date: date(),
  support_url: text(1000),
  is_free: bool(),
};

const packageId = qualified(packages.id);
// Counts and summaries of the package's services and lines, kept on the package (decision 0015).
const DONE_SERVICES = `('DELIVERED', 'IDLE', 'PAUSED', 'ENDING', 'ENDED')`;
const DONE_LINES = `('delivered', 'ending', 'ended')`;
const liveWith = (condition: string) => (r: string) => `${r}.archived_at is null and ${r}.status ${condition}`;
const p = (column: string) => sql.raw(`"packages"."${column}"`);
/** Percent of the package's live services and lines delivered (or beyond); null when it has none. */
const fulfillmentRate = sql<number | null>`(case when ${p('services_count')} + ${p('package_lines_count')} = 0 then null
  else round(100.0 * (${p('services_done_count')} + ${p('package_lines_done_count')}) / (${p('services_count')} + ${p('package_lines_count')}))::int end)`;
/**
 * Confirmed packages with something to invoice: a started service never invoiced, or hardware shipped
 * or delivered and not invoiced (docs/decisions/0017).
 */
export const packageNotInvoiced = sql`(${qualified(packages.status)} <> 'draft' and (exists (select 1 from services s where s.package_id = ${packageId} and s.archived_at is null and s.last_invoice_id is null and s.start_date is not null)
  or exists (select 1 from package_lines l where l.package_id = ${packageId} and l.archived_at is null and not l.is_invoiced and not l.is_free and l.status in ('shipped', 'delivered'))))`;

async function prepareCreate(tx: Executor, _ctx: Ctx, data: Row): Promise<Row> {
  const withDefaults = {
    ...data,
    billing_company_id: data.billing_company_id ?? PACKAGE_DEFAULTS.billing_company_id,
    invoicing_delivery_method: data.invoicing_delivery_method ?? PACKAGE_DEFAULTS.invoicing_delivery_method,
    status: 'draft',
  };
  await checkCustomerRefs(tx, null, withDefaults);
  const newId = await nextId(tx, 'packages');
  return { ...withDefaults, id: newId, reference: data.reference || defaultReference('PKG', newId) };
}

export const packagesResource = defineResource({
  name: 'packages',
  objectType: 'package',
  table: packages,
  maintained: {
    customer_name: nameOf(customers, 'customer_id'),
    site_name: nameOf(sites, 'site_id'),
    billing_company_name: nameOf(companies, 'billing_company_id'),
    invoicing_address_name: nameOf(addresses, 'invoicing_address_id'),
    services_count: countOf(services, 'package_id'),
    services_done_count: countOf(services, 'package_id', liveWith(`in ${DONE_SERVICES}`)),
    package_lines_count: countOf(packageLines, 'package_id'),
    package_lines_done_count: countOf(packageLines, 'package_id', liveWith(`in ${DONE_LINES}`)),
    /** {type: count} of the package's live services. */
    services_by_type: countByOf(services, 'package_id', 'type'),
    /** {type: count} of the services running: confirmed and not ended. */
    active_services_by_type: countByOf(services, 'package_id', 'type', liveWith(`not in ('DRAFT', 'ENDED')`)),
    /** Draft until Confirm, then what its services and lines say (decision 0063). */
    status: packageStatus,
  },
  computed: {
    fulfillment_rate: fulfillmentRate,
  },
  searchable: [packages.reference, packages.so_number, packages.name, packages.customer_reference],
  filters: {
    customer_id: { type: 'int' },
    site_id: { type: 'int' },
    status: { type: 'text', where: (v: string) => sql`${qualified(packages.status)} = lower(${v})` },
    data_pool_id: { type: 'int' },
    not_invoiced: { type: 'bool', where: (v: boolean | null) => (v === null ? undefined : v ? packageNotInvoiced : sql`not ${packageNotInvoiced}`) },
  },
  sortable: [
    'reference',
    'so_number',
    'name',
    'customer_name',
    'customer_reference',
    'status',
    'start_date',
    'end_date',
    'desired_date',
    'services_count',
    'created_at',
    'updated_at',
  ],
  createSchema: z.object(fields),
  updateSchema: z.object(fields).partial(),
  repr: (row) => row.reference || row.name || `Package ${row.id}`,
  refs: (row) => ({ customer_id: row.customer_id, site_id: row.site_id }),
  valueFields: ['status', 'currency', 'invoice_regroupment_reference'],
  hooks: {
    beforeCreate: prepareCreate,
    beforeUpdate: async (tx, _ctx, before, data) => {
      await checkCustomerRefs(tx, before, data);
      return data;
    },
    // A package given to another customer takes its services and lines along (their customer filter).
    afterWrite: async (tx, ctx, before, after) => {
      if (before && before.customer_id !== after.customer_id) await followPackageCustomer(tx, ctx, after);
    },
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'reference', header: 'Reference', width: 16 },
    { key: 'so_number', header: 'SO number', width: 14 },
    { key: 'name', header: 'Name', width: 26 },
    { key: 'customer_name', header: 'Customer', width: 28 },
    { key: 'customer_reference', header: 'Customer reference', width: 18 },
    { key: 'site_name', header: 'Site', width: 24 },
    { key: 'status', header: 'Status', width: 12 },
    { key: 'billing_company_name', header: 'Billing company', width: 20 },
    { key: 'invoicing_address_name', header: 'Billing address', width: 24 },
    { key: 'invoicing_delivery_method', header: 'Invoicing delivery', width: 10 },
    { key: 'invoice_regroupment_reference', header: 'Invoice regroupment', width: 16 },
    { key: 'default_vat_code', header: 'VAT code', width: 14 },
    { key: 'currency', header: 'Currency', width: 8 },
    { key: 'services_count', header: 'Services', width: 9 },
    { key: 'fulfillment_rate', header: 'Fulfillment (%)', width: 10 },
    { key: 'start_date', header: 'Start date', width: 12 },
    { key: 'end_date', header: 'End date', width: 12 },
    { key: 'desired_date', header: 'Desired date', width: 12 },
    { key: 'is_free', header: 'Free', width: 6 },
    { key: 'archived_reason', header: 'Archived reason', width: 16 },
    { key: 'created_at', header: 'Created', width: 20 },
  ],
});
