// Package actions (spec 2 §2 Packages, §4): confirm a draft, start (the start date of every service
// lacking one), clone as a new draft. Checked against the contract's state machine; every write goes
// through the store so the activity log follows in the same transaction.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { PACKAGE_MACHINE } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { packageLines, services } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { today } from '../../../platform/dates.ts';
import type { Row } from '../../../platform/registry.ts';
import { beginAction } from '../../../platform/state-actions.ts';
import { createRow, findRow, updateRow } from '../../../platform/store.ts';
import { packageLinesResource } from '../package_lines/package_lines.resource.ts';
import { servicesResource } from '../services/services.resource.ts';
import { packagesResource } from './packages.resource.ts';

export const PACKAGE_ACTION_MESSAGES = {
  notFound: 'Package not found.',
  confirmed: 'Package Confirmed',
  cloned: 'Package Cloned',
} as const;

const LOOKUP = { missing: PACKAGE_ACTION_MESSAGES.notFound };

const liveServiceIds = async (tx: Executor, packageId: number, extra = isNull(services.archived_at)) =>
  (
    await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.package_id, packageId), extra))
      .orderBy(asc(services.id))
  ).map((r) => r.id);

/** Confirm (draft -> provisioning): its draft services and lines enter the delivery queue. */
export async function confirmPackage(tx: Executor, ctx: Ctx, id: number): Promise<Row> {
  await beginAction(tx, packagesResource, PACKAGE_MACHINE, id, 'confirm', LOOKUP);
  const row = await updateRow(tx, ctx, packagesResource, id, { status: PACKAGE_MACHINE.actions.confirm.to }, { hooks: false });
  for (const sid of await liveServiceIds(tx, id, and(isNull(services.archived_at), eq(services.status, 'DRAFT')))) {
    await updateRow(tx, ctx, servicesResource, sid, { status: 'PROVISIONING' }, { hooks: false });
  }
  const lineIds = await tx
    .select({ id: packageLines.id })
    .from(packageLines)
    .where(and(eq(packageLines.package_id, id), isNull(packageLines.archived_at), eq(packageLines.status, 'draft')))
    .orderBy(asc(packageLines.id));
  for (const { id: lid } of lineIds) await updateRow(tx, ctx, packageLinesResource, lid, { status: 'provisioning' }, { hooks: false });
  return row;
}

/** Start: the date (default today) becomes the start date of every live service lacking one, and the package's. */
export async function startPackage(tx: Executor, ctx: Ctx, id: number, input: { date?: string | null }): Promise<Row & { started: number }> {
  const pkg = await beginAction(tx, packagesResource, PACKAGE_MACHINE, id, 'start', LOOKUP);
  const date = input.date || today();
  const ids = await liveServiceIds(tx, id, and(isNull(services.archived_at), isNull(services.start_date)));
  for (const sid of ids) await updateRow(tx, ctx, servicesResource, sid, { start_date: date }, { hooks: false });
  const row = pkg.start_date ? pkg : await updateRow(tx, ctx, packagesResource, id, { start_date: date }, { hooks: false });
  return { ...row, started: ids.length };
}

/** What a clone keeps of a package: its terms, not its identity, dates or status. */
const PACKAGE_CLONE_FIELDS = [
  'so_number',
  'name',
  'description',
  'customer_id',
  'customer_reference',
  'site_id',
  'invoicing_address_id',
  'billing_company_id',
  'invoicing_delivery_method',
  'invoice_regroupment_reference',
  'default_vat_code',
  'currency',
  'data_pool_id',
  'starlink_data_pool_id',
  'notes',
  'shipping_address',
  'shipping_contact',
  'desired_date',
  'support_url',
  'is_free',
] as const;
/** What a clone keeps of a service: what was sold, not what was delivered. */
const SERVICE_CLONE_FIELDS = [
  'type',
  'frequency',
  'name',
  'product_id',
  'customer_reference',
  'site_id',
  'data_pool_id',
  'price',
  'list_price',
  'line_price',
  'data_included',
  'next_data_included',
  'data_prepaid',
  'data_extra_price',
  'usage_limit',
  'data_limit',
  'data_limit_contacts',
  'qty',
  'currency',
  'vat_code',
  'notes',
  'sold',
  'device_product_id',
  'device_product_price',
  'service_line_product_reference_id',
] as const;
const pick = (row: Row, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));

/** Clone: a new draft package with copies of the live services; answers the new package. */
export async function clonePackage(tx: Executor, ctx: Ctx, id: number): Promise<Row> {
  const source = await beginAction(tx, packagesResource, PACKAGE_MACHINE, id, 'clone', LOOKUP);
  const clone = await createRow(tx, ctx, packagesResource, pick(source, PACKAGE_CLONE_FIELDS));
  for (const sid of await liveServiceIds(tx, id)) {
    const service = await findRow(tx, servicesResource, sid);
    if (service) await createRow(tx, ctx, servicesResource, { ...pick(service, SERVICE_CLONE_FIELDS), package_id: clone.id });
  }
  return clone;
}
