// Device rules (spec 1 §2.7, §4, §5; spec 2 §7): create and edit checks, moves (single and bulk),
// bulk create with a dry run, and the Ops History periods a device's place opens and closes.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { devices, simcards } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { appError, badRequest } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { createRow, findRow, getRow, updateRow } from '../../../platform/store.ts';
import { setDevicePorts } from './device-attachments.ts';
import { requireCustomer } from '../../crm/customers/customer-refs.ts';
import { detachLinesOfDevice } from '../lines/lines.actions.ts';
import { openPeriod } from '../records/records.actions.ts';
import { simcardsResource } from '../simcards/simcards.resource.ts';
import { STOCK_SITE_ID } from '../../crm/sites/sites.resource.ts';
import {
  customerAt,
  emptyPortsMap,
  existingSerials,
  findSite,
  placeAt,
  refuseDuplicateSerial,
  requireLiveSite,
  requireManagedProduct,
  SITE_REQUIRED,
} from './device-rules.ts';
import { lockDevicesWithSims } from '../simcards/sim-device-locks.ts';
import { devicesResource } from './devices.resource.ts';

/** A move's reason rides along to the period it opens (the generic update path has no room for it). */
interface MoveCtx extends Ctx {
  moveReason?: string | null;
}

async function requireParent(tx: Executor, parentId: unknown, selfId?: number): Promise<void> {
  if (typeof parentId !== 'number') return;
  if (parentId === selfId) throw badRequest('A device cannot be its own parent.', { parent_id: 'Choose another device.' });
  const [row] = await tx.select({ id: devices.id }).from(devices).where(eq(devices.id, parentId));
  if (!row) throw badRequest('Parent device not found.', { parent_id: 'No device with this id.' });
}

/** beforeCreate: a new device stands at a live site (the stock by default) with its product's empty ports. */
export async function prepareNewDevice(tx: Executor, _ctx: Ctx, data: Row): Promise<Row> {
  await refuseDuplicateSerial(tx, data.serial);
  const product = await requireManagedProduct(tx, data.product_id);
  if (data.site_id == null && data.in_stock === false) throw badRequest(SITE_REQUIRED, { site_id: 'Choose a site.' });
  const site = await requireLiveSite(tx, data.site_id ?? STOCK_SITE_ID);
  await requireCustomer(tx, data.customer_id);
  await requireCustomer(tx, data.owner_id, 'owner_id');
  await requireParent(tx, data.parent_id);
  return {
    ...data,
    site_id: site.id,
    customer_id: customerAt(site, data.customer_id),
    in_stock: data.in_stock ?? site.is_stock,
    virtual: data.virtual ?? product.virtual,
    ...placeAt(site, data),
    ports_map: emptyPortsMap(product.ports_count),
  };
}

/** A new product's ports, keeping the SIMs in the ports both have; a SIM would not be left without its port. */
function reshapePorts(current: Record<string, number | null>, modems: number): Record<string, number | null> {
  const next = emptyPortsMap(modems);
  const lost: string[] = [];
  for (const [port, sim] of Object.entries(current ?? {})) {
    if (sim == null) continue;
    if (port in next) next[port] = sim;
    else lost.push(port);
  }
  if (lost.length) {
    const message = `Detach the SIM cards of ${lost.join(', ')} before changing the product: the new product has no such port.`;
    throw badRequest(message, { product_id: message });
  }
  return next;
}

const changed = (data: Row, before: Row, key: string) => data[key] !== undefined && data[key] !== before[key];

/** beforeUpdate: only what changes is checked, so a form saved unchanged never fails on a rule tightened since. */
export async function prepareDeviceUpdate(tx: Executor, _ctx: Ctx, before: Row, data: Row): Promise<Row> {
  const out: Row = { ...data };
  if (changed(data, before, 'serial')) await refuseDuplicateSerial(tx, data.serial, before.id);
  if (changed(data, before, 'product_id')) {
    const product = await requireManagedProduct(tx, data.product_id);
    out.ports_map = reshapePorts(before.ports_map, product.ports_count);
  }
  if (data.site_id === null) throw badRequest(SITE_REQUIRED, { site_id: 'Choose a site.' });
  const siteChanged = changed(data, before, 'site_id');
  if (siteChanged || changed(data, before, 'customer_id')) {
    const site = siteChanged ? await requireLiveSite(tx, data.site_id) : await findSite(tx, before.site_id);
    // Moving without naming a customer: the device goes to the site's customer.
    const requested = data.customer_id !== undefined ? data.customer_id : siteChanged ? null : before.customer_id;
    if (changed(data, before, 'customer_id')) await requireCustomer(tx, data.customer_id);
    if (site) out.customer_id = customerAt(site, requested);
    if (site && siteChanged) {
      const own = (k: string) => (changed(data, before, k) ? data[k] : undefined);
      Object.assign(out, placeAt(site, { lat: own('lat'), lng: own('lng'), address: own('address') }));
    }
  }
  if (changed(data, before, 'owner_id')) await requireCustomer(tx, data.owner_id, 'owner_id');
  if (changed(data, before, 'parent_id')) await requireParent(tx, data.parent_id, before.id);
  return out;
}

/** Opens the device's period at its current site (closing the one it was in). */
export async function openDevicePeriod(tx: Executor, ctx: Ctx, device: Row, action: string, comment: string | null = null): Promise<void> {
  // device_id on the device's own periods too: /records?device_id= then lists everything that happened at the device.
  await openPeriod(tx, ctx, {
    objectType: 'device',
    objectId: device.id,
    action,
    customerId: device.customer_id,
    siteId: device.site_id,
    deviceId: device.id,
    comment,
  });
}

/**
 * The device went to another site: the SIMs it carries go with it (their site and customer, through
 * the SIM resource's own update), and its period and theirs move there. Broadband lines stay with
 * their site, so they are detached from it (a line is attached only to a device of its site).
 */
async function relocate(tx: Executor, ctx: Ctx, device: Row, comment: string | null): Promise<void> {
  await detachLinesOfDevice(tx, ctx, device.id, { reason: comment ?? 'The device moved to another site.' });
  await openDevicePeriod(tx, ctx, device, 'move', comment);
  const sims = await tx
    .select({ id: simcards.id, customer_id: simcards.customer_id })
    .from(simcards)
    .where(and(eq(simcards.device_id, device.id), isNull(simcards.archived_at)))
    .orderBy(simcards.id);
  for (const sim of sims) {
    // As attach does: a SIM takes its device's customer, and keeps its own when the device has none (stock).
    await updateRow(tx, ctx, simcardsResource, sim.id, { site_id: device.site_id, customer_id: device.customer_id ?? sim.customer_id });
    await openPeriod(tx, ctx, {
      objectType: 'simcard',
      objectId: sim.id,
      action: 'move',
      customerId: device.customer_id,
      siteId: device.site_id,
      deviceId: device.id,
      comment,
    });
  }
}

/** afterWrite: a new device opens its first period; a device that changed site moves its periods. */
export async function followDevicePeriods(tx: Executor, ctx: Ctx, before: Row | null, after: Row): Promise<void> {
  if (!before) return openDevicePeriod(tx, ctx, after, 'create');
  if (before.site_id !== after.site_id) await relocate(tx, ctx, after, (ctx as MoveCtx).moveReason ?? null);
}

/** beforeUnarchive: the device is back where it stood. */
export async function reopenDevicePeriod(tx: Executor, ctx: Ctx, row: Row): Promise<void> {
  await openDevicePeriod(tx, ctx, row, 'unarchive');
}

export interface MoveInput {
  site_id: number;
  reason?: string | null;
  rent_sold?: string | null;
}

const archivedRefusal = (serials: string[]) => appError('devices_archived_move', { serials: serials.join(', ') });

/** Moves a device to a live site; it takes that site's customer and place, and its SIMs go with it. */
export async function moveDevice(tx: Executor, ctx: Ctx, id: number, input: MoveInput): Promise<Row> {
  const before = await getRow(tx, devicesResource, id, true);
  if (before.archived_at) throw archivedRefusal([before.serial]);
  await requireLiveSite(tx, input.site_id);
  const moveCtx: MoveCtx = { ...ctx, moveReason: input.reason ?? null };
  return updateRow(tx, moveCtx, devicesResource, id, { site_id: input.site_id, rent_sold: input.rent_sold ?? undefined });
}

export interface BulkMoveInput extends MoveInput {
  ids?: number[];
  serials?: string[];
}

/** Bulk move (spec 2 §7): all or nothing, so a refused list leaves every device where it was. */
export async function moveDevices(tx: Executor, ctx: Ctx, input: BulkMoveInput): Promise<{ success: true; reason: null; count: number }> {
  const ids = new Set(input.ids ?? []);
  const archived: string[] = [];
  const serials = input.serials ?? [];
  if (serials.length) {
    const rows = await tx.select({ id: devices.id, serial: devices.serial }).from(devices).where(inArray(devices.serial, serials));
    const known = new Set(rows.map((r) => r.serial));
    const unknown = serials.filter((s) => !known.has(s));
    if (unknown.length) {
      const shown = unknown.slice(0, 20).join(', ');
      throw unknown.length > 20
        ? appError('devices_unknown_serials_more', { serials: shown, more: unknown.length - 20 })
        : appError('devices_unknown_serials', { serials: shown });
    }
    for (const r of rows) ids.add(r.id);
  }
  if (ids.size === 0) throw badRequest('Choose the devices to move.', { ids: 'Choose the devices to move.' });
  const rows = await tx
    .select({ id: devices.id, serial: devices.serial, archived_at: devices.archived_at })
    .from(devices)
    .where(inArray(devices.id, [...ids]));
  const missing = [...ids].filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw appError('devices_unknown', { ids: missing.slice(0, 20).join(', ') });
  for (const r of rows) if (r.archived_at) archived.push(r.serial);
  if (archived.length) throw archivedRefusal(archived.slice(0, 20));
  await requireLiveSite(tx, input.site_id);
  // The devices and their SIM cards are locked first, in the house order: overlapping bulk moves, pool
  // moves and archives then wait for each other instead of deadlocking.
  const sorted = [...ids].sort((a, b) => a - b);
  await lockDevicesWithSims(tx, sorted);
  for (const id of sorted) await moveDevice(tx, ctx, id, input);
  return { success: true, reason: null, count: ids.size };
}

export interface BulkCreateInput {
  serials: string[];
  product_id: number;
  supplier?: string | null;
  site_id: number;
  dry: boolean;
}

export interface BulkCreateAnswer {
  success: true;
  dry: boolean;
  created: string[];
  existing: string[];
  count_created: number;
  count_existing: number;
}

/** Bulk create (spec 2 §7): serials already known are reported, the others created (or only listed when dry). */
export async function bulkCreateDevices(tx: Executor, ctx: Ctx, input: BulkCreateInput): Promise<BulkCreateAnswer> {
  await requireManagedProduct(tx, input.product_id);
  await requireLiveSite(tx, input.site_id);
  const known = await existingSerials(tx, input.serials);
  const created = input.serials.filter((s) => !known.has(s));
  const existing = input.serials.filter((s) => known.has(s));
  if (!input.dry) {
    for (const serial of created) {
      await createRow(tx, ctx, devicesResource, { serial, product_id: input.product_id, supplier: input.supplier ?? null, site_id: input.site_id });
    }
  }
  return { success: true, dry: input.dry, created, existing, count_created: created.length, count_existing: existing.length };
}

export const STOCK_DEVICE_MESSAGES = {
  notFound: 'Device not found.',
  archived: 'The device is archived.',
  notInStock: 'The device is not in stock.',
  otherProduct: 'The device is not of the chosen product.',
} as const;

export interface AttachFromStockInput {
  site_id: number;
  /** The device product the device must be of (the service's sold hardware), when one was chosen. */
  product_id?: number | null;
  ports_map?: Record<string, number | null> | null;
  /** Alert threshold in GB. */
  data_limit?: number | null;
  data_limit_contacts?: string | null;
  reason?: string | null;
}

/**
 * Takes a device out of stock to a customer's site (the provisioning of an SDWAN service): it moves
 * there with its SIMs (moveDevice: periods, log), leaves the stock, takes the alert threshold and
 * contacts, and its ports are set as the form chose.
 */
export async function attachStockDevice(tx: Executor, ctx: Ctx, id: number, input: AttachFromStockInput): Promise<Row> {
  const device = await findRow(tx, devicesResource, id, true);
  if (!device) throw badRequest(STOCK_DEVICE_MESSAGES.notFound, { device_id: 'No device with this id.' });
  if (device.archived_at) throw appError('device_archived');
  if (!device.in_stock) throw appError('device_not_in_stock');
  if (input.product_id != null && device.product_id !== input.product_id) throw appError('device_other_product');
  await moveDevice(tx, ctx, id, { site_id: input.site_id, reason: input.reason ?? null });
  const data: Row = { in_stock: false, reserved: false };
  if (input.data_limit != null) data.data_limit = Math.round(input.data_limit);
  if (input.data_limit_contacts !== undefined) data.data_limit_contacts = input.data_limit_contacts;
  await updateRow(tx, ctx, devicesResource, id, data);
  if (input.ports_map) await setDevicePorts(tx, ctx, id, input.ports_map);
  return getRow(tx, devicesResource, id);
}
