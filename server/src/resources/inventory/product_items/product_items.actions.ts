// Product item actions (spec 2 §2, §4, §7): move to a site, back to stock, reserve, bulk move and
// bulk create. Each writes through the generic update or create, so the activity log and the Ops
// History (the resource's afterWrite) follow; refusals throw 409 for the routes' success answers.
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { productItems } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { AppError, appError, badRequest, notFound } from '../../../platform/errors.ts';
import { errorMessage } from '@console/contract';
import type { Row } from '../../../platform/registry.ts';
import { insertLoggedRows } from '../../../platform/bulk-insert.ts';
import { findRow, updateRow, type ItemResult } from '../../../platform/store.ts';
import { openPeriod } from '../records/records.actions.ts';
import { STOCK_SITE_ID } from '../../crm/sites/sites.resource.ts';
import { existingSerials, ITEM_MESSAGES, requireLiveProduct, requireLiveSite } from './product-item-rules.ts';
import { productItemsResource } from './product_items.resource.ts';

async function lockedItem(tx: Executor, id: number): Promise<Row> {
  const row = await findRow(tx, productItemsResource, id, true);
  if (!row) throw notFound('Product item not found.');
  return row;
}

/** Moves an item to a site: it takes the site's customer, and is in stock exactly when the site is a stock site. */
export async function moveProductItem(tx: Executor, ctx: Ctx, id: number, input: { site_id: number; rent_sold?: string | null }): Promise<Row> {
  const item = await lockedItem(tx, id);
  if (item.archived_at) throw appError('product_item_archived');
  const site = await requireLiveSite(tx, input.site_id);
  const data: Row = { site_id: site.id, customer_id: site.customer_id, in_stock: site.is_stock };
  if (input.rent_sold !== undefined) data.rent_sold = input.rent_sold;
  return updateRow(tx, ctx, productItemsResource, id, data);
}

/** Back to stock (spec 2 §2): only an item out of stock and not archived; to site 1 or another stock site. */
export async function returnProductItem(tx: Executor, ctx: Ctx, id: number, input: { site_id?: number | null } = {}): Promise<Row> {
  const item = await lockedItem(tx, id);
  if (item.archived_at) throw appError('product_item_archived');
  if (item.in_stock) throw appError('product_item_in_stock');
  const site = await requireLiveSite(tx, input.site_id ?? STOCK_SITE_ID);
  if (!site.is_stock) throw badRequest(ITEM_MESSAGES.notStockSite, { site_id: ITEM_MESSAGES.notStockSite });
  // A returned item is free again: its reservation ends with its stay at the customer.
  return updateRow(tx, ctx, productItemsResource, id, { site_id: site.id, customer_id: site.customer_id, in_stock: true, reserved: false });
}

/** Reserve locks an item of the stock for a coming delivery; reserved=false releases it. */
export async function reserveProductItem(tx: Executor, ctx: Ctx, id: number, reserved = true): Promise<Row> {
  const item = await lockedItem(tx, id);
  if (item.archived_at) throw appError('product_item_archived');
  if (reserved && item.reserved) throw appError('product_item_reserved');
  if (!reserved && !item.reserved) throw appError('product_item_not_reserved');
  if (reserved && !item.in_stock) throw appError('product_item_reserve_not_in_stock');
  return updateRow(tx, ctx, productItemsResource, id, { reserved });
}

export interface BulkReserveAnswer {
  success: boolean;
  count_reserved: number;
  count_failed: number;
  results: ItemResult[];
}

/** Bulk reserve: each item on its own, refusals reported per item ('{n} item(s) reservations failed'). */
export async function reserveProductItems(tx: Executor, ctx: Ctx, ids: number[], reserved = true): Promise<BulkReserveAnswer> {
  const results: ItemResult[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    try {
      await reserveProductItem(tx, ctx, id, reserved);
      results.push({ id, success: true });
    } catch (err) {
      if (!(err instanceof AppError) || (err.statusCode !== 409 && err.statusCode !== 404)) throw err;
      results.push(
        err.statusCode === 404
          ? { id, success: false, reason: errorMessage('not_found'), code: 'not_found', params: {} }
          : { id, success: false, reason: err.message, code: err.code, params: err.params },
      );
    }
  }
  const ok = results.filter((r) => r.success).length;
  return { success: ok === results.length, count_reserved: ok, count_failed: results.length - ok, results };
}

/** One serial per line (blank lines skipped, repeats kept once). */
export const serialList = (text: string): string[] => [
  ...new Set(
    text
      .split(/\r?\n/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/**
 * Bulk move (spec 2 §7): every item named by serial or id moves to the site, or none does. A serial
 * shared by items of two products is ambiguous and refused.
 */
export async function moveProductItems(
  tx: Executor,
  ctx: Ctx,
  input: { serials?: string[]; ids?: number[]; site_id: number; rent_sold?: string | null },
): Promise<{ success: true; count: number }> {
  const serials = input.serials ?? [];
  const ids = new Set(input.ids ?? []);
  if (serials.length) {
    const found = await tx
      .select({ id: productItems.id, serial: productItems.serial })
      .from(productItems)
      .where(inArray(productItems.serial, serials))
      .orderBy(asc(productItems.id));
    const bySerial = new Map<string, number[]>();
    for (const r of found) bySerial.set(r.serial, [...(bySerial.get(r.serial) ?? []), r.id]);
    const unknown = serials.filter((s) => !bySerial.has(s));
    if (unknown.length) throw appError('product_items_unknown_serials', { serials: `${unknown.slice(0, 20).join(', ')}${unknown.length > 20 ? '…' : ''}` });
    const ambiguous = serials.filter((s) => bySerial.get(s)!.length > 1);
    if (ambiguous.length) throw appError('product_items_shared_serials', { serials: ambiguous.slice(0, 20).join(', ') });
    for (const s of serials) ids.add(bySerial.get(s)![0]);
  }
  if (ids.size === 0) throw badRequest('Give the serials (one per line) or the ids of the items to move.', { serials: 'One serial per line.' });
  const site = await requireLiveSite(tx, input.site_id);
  let count = 0;
  for (const id of [...ids].sort((a, b) => a - b)) {
    const item = await findRow(tx, productItemsResource, id, true);
    if (!item) throw appError('product_item_missing', { id });
    if (item.archived_at) throw appError('product_item_archived_serial', { serial: item.serial });
    await moveProductItem(tx, ctx, id, { site_id: site.id, rent_sold: input.rent_sold });
    count += 1;
  }
  return { success: true, count };
}

export interface BulkCreateAnswer {
  success: true;
  dry: boolean;
  created: string[];
  existing: string[];
  count_created: number;
  count_existing: number;
}

/** Bulk create (spec 2 §7): serials of an unmanaged product into a stock site, with a dry run. */
export async function bulkCreateProductItems(
  tx: Executor,
  ctx: Ctx,
  input: { product_items_refs: string[]; product_id: number; supplier?: string | null; site_id?: number | null; dry?: boolean },
): Promise<BulkCreateAnswer> {
  const dry = input.dry ?? false;
  await requireLiveProduct(tx, input.product_id, { unmanaged: true });
  const site = await requireLiveSite(tx, input.site_id ?? STOCK_SITE_ID);
  if (!site.is_stock) throw badRequest(ITEM_MESSAGES.notStockSite, { site_id: ITEM_MESSAGES.notStockSite });
  const taken = await existingSerials(tx, input.product_id, input.product_items_refs);
  const fresh = input.product_items_refs.filter((s) => !taken.has(s));
  const existing = input.product_items_refs.filter((s) => taken.has(s));
  if (dry) return { success: true, dry, created: fresh, existing, count_created: fresh.length, count_existing: existing.length };
  // Checked once for the batch above; inserted set-based, each row still logged and given its period.
  const inserted = await insertLoggedRows(
    tx,
    ctx,
    productItemsResource,
    fresh.map((serial) => ({
      serial,
      product_id: input.product_id,
      supplier: input.supplier ?? null,
      site_id: site.id,
      customer_id: site.customer_id,
      in_stock: true,
    })),
    (row) => openPeriod(tx, ctx, { objectType: 'product_item', objectId: row.id, action: 'create', customerId: row.customer_id, siteId: row.site_id }),
  );
  const created = inserted.map((r) => r.serial as string);
  // A concurrent create of the same serial wins; this one then counts it as existing.
  const made = new Set(created);
  const notMade = fresh.filter((s) => !made.has(s));
  return { success: true, dry, created, existing: [...existing, ...notMade], count_created: created.length, count_existing: existing.length + notMade.length };
}

export const stockSerialMissing = (serial: string) => `No product item in stock with serial ${serial}.`;

/**
 * Takes product items out of stock by serial (the provisioning of a package line): each must be in
 * stock and live (and of the product, when given), and moves to the site. The items are locked
 * first, in id order, and checked under the lock (decision 0064): of two provisions racing for one
 * serial, the second reads the item the first moved, and is refused.
 */
export async function takeItemsFromStock(tx: Executor, ctx: Ctx, serials: string[], input: { site_id: number; product_id?: number | null }): Promise<Row[]> {
  const rows = await tx
    .select({
      id: productItems.id,
      serial: productItems.serial,
      product_id: productItems.product_id,
      in_stock: productItems.in_stock,
      archived_at: productItems.archived_at,
    })
    .from(productItems)
    .where(inArray(productItems.serial, serials))
    .orderBy(asc(productItems.id))
    .for('update');
  const ids: number[] = [];
  for (const serial of serials) {
    const match = rows.find((r) => r.serial === serial && r.in_stock && !r.archived_at && (input.product_id == null || r.product_id === input.product_id));
    if (!match) throw appError('stock_serial_missing', { serial });
    ids.push(match.id);
  }
  const moved: Row[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) moved.push(await moveProductItem(tx, ctx, id, { site_id: input.site_id }));
  return moved;
}
