// Package line actions (spec 2 §2 Package lines, §4): provision with the serials of product items in
// stock, ship (one and bulk) and deliver, each checked against the contract's state machine.
import { deliveredMessage, PACKAGE_LINE_MACHINE, refusalOf, shippedMessage, trackingUrl, type TransitionSubject } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { today } from '../../../platform/dates.ts';
import { appError, badRequest } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { beginAction } from '../../../platform/state-actions.ts';
import { updateRow, updateRows } from '../../../platform/store.ts';
import { takeItemsFromStock } from '../../inventory/product_items/product_items.actions.ts';
import { eachItem, type BulkAnswer } from '../services/services.actions.ts';
import { claimTrackingCode, lockTrackingCode, shippedCode } from '../services/tracking-code.ts';
import { packageLinesResource } from './package_lines.resource.ts';

export const PACKAGE_LINE_ACTION_MESSAGES = {
  notFound: 'Package line not found.',
  serialsRequired: 'The serials of the product items are required.',
  noSite: 'The package line has no site: set its site before provisioning.',
  deliveryDateRequired: 'A delivery date is required.',
  tooManySerials: (qty: number) => `At most ${qty} serial(s) for this line.`,
} as const;

const LOOKUP = { missing: PACKAGE_LINE_ACTION_MESSAGES.notFound };

const write = (tx: Executor, ctx: Ctx, id: number, data: Row) => updateRow(tx, ctx, packageLinesResource, id, data, { hooks: false });

/** Provision (provisioning -> provisioned): product items in stock, of the line's product, go to its site. */
export async function provisionPackageLine(tx: Executor, ctx: Ctx, id: number, input: { serials: string[] }): Promise<Row> {
  const serials = [...new Set(input.serials.map((s) => s.trim()).filter(Boolean))];
  if (serials.length === 0) throw badRequest(PACKAGE_LINE_ACTION_MESSAGES.serialsRequired, { serials: PACKAGE_LINE_ACTION_MESSAGES.serialsRequired });
  const line = await beginAction(tx, packageLinesResource, PACKAGE_LINE_MACHINE, id, 'provision', LOOKUP);
  if (serials.length > line.qty)
    throw badRequest(PACKAGE_LINE_ACTION_MESSAGES.tooManySerials(line.qty), { serials: PACKAGE_LINE_ACTION_MESSAGES.tooManySerials(line.qty) });
  if (line.site_id == null) throw appError('package_line_no_site');
  await takeItemsFromStock(tx, ctx, serials, { site_id: line.site_id, product_id: line.device_product_id });
  return write(tx, ctx, id, { status: PACKAGE_LINE_MACHINE.actions.provision.to, serials });
}

/** What a ship writes: the date (default today), the tracking code and its carrier link. */
const shipped = (input: { date?: string | null; tracking_code?: string | null }) => {
  const code = shippedCode(input.tracking_code);
  return {
    status: PACKAGE_LINE_MACHINE.actions.ship.to,
    shipping_date: input.date || today(),
    shipping_tracking_code: code,
    shipping_tracking_url: trackingUrl(code),
  };
};

/** Ship (provisioned -> shipped): the code's lock first, then the line's row, then one customer per code. */
export async function shipPackageLine(tx: Executor, ctx: Ctx, id: number, input: { date?: string | null; tracking_code?: string | null }): Promise<Row> {
  const code = shippedCode(input.tracking_code);
  await lockTrackingCode(tx, code);
  await beginAction(tx, packageLinesResource, PACKAGE_LINE_MACHINE, id, 'ship', LOOKUP);
  await claimTrackingCode(tx, code, 'package_lines', [id]);
  return write(tx, ctx, id, shipped(input));
}

export async function deliverPackageLine(tx: Executor, ctx: Ctx, id: number, input: { date?: string | null }): Promise<Row> {
  if (!input.date) throw badRequest(PACKAGE_LINE_ACTION_MESSAGES.deliveryDateRequired, { date: PACKAGE_LINE_ACTION_MESSAGES.deliveryDateRequired });
  await beginAction(tx, packageLinesResource, PACKAGE_LINE_MACHINE, id, 'deliver', LOOKUP);
  return write(tx, ctx, id, { status: PACKAGE_LINE_MACHINE.actions.deliver.to, delivery_date: input.date });
}

/** Bulk ship (POST /package_lines/ship): one transaction, '{n} item(s) shipped', refusals per item; one customer per code (409). */
export async function shipPackageLines(
  tx: Executor,
  ctx: Ctx,
  input: { ids: number[]; date?: string | null; tracking_code?: string | null },
): Promise<BulkAnswer> {
  await claimTrackingCode(tx, shippedCode(input.tracking_code), 'package_lines', input.ids);
  const check = (row: Row) => refusalOf(PACKAGE_LINE_MACHINE, 'ship', row as TransitionSubject);
  const results = await updateRows(tx, ctx, packageLinesResource, input.ids, shipped(input), check, PACKAGE_LINE_ACTION_MESSAGES.notFound);
  const count = results.filter((r) => r.success).length;
  return { success: count === results.length, count, message: shippedMessage(count), results };
}

/** Bulk deliver (the console delivers one by one; this answers the same way for a list). */
export async function deliverPackageLines(tx: Executor, ctx: Ctx, input: { ids: number[]; date?: string | null }): Promise<BulkAnswer> {
  if (!input.date) throw badRequest(PACKAGE_LINE_ACTION_MESSAGES.deliveryDateRequired, { date: PACKAGE_LINE_ACTION_MESSAGES.deliveryDateRequired });
  const results = await eachItem(input.ids, (id) => deliverPackageLine(tx, ctx, id, input));
  const count = results.filter((r) => r.success).length;
  return { success: count === results.length, count, message: deliveredMessage(count), results };
}
