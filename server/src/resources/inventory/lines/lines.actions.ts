// Attach and detach (spec 1 §4 Line attachment), called by the line routes and by the devices
// resource (archive, back to stock) inside its own transaction. Refusals throw a 409 AppError: the
// caller's transaction rolls back and the line routes answer {success: false, reason}.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { devices, lines } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { appError, badRequest, notFound } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { findRow, updateRow } from '../../../platform/store.ts';
import { closePeriod, openPeriod } from '../records/records.actions.ts';
import { writerOf } from './line-rules.ts';
import { linesResource } from './lines.resource.ts';

export const LINE_MESSAGES = {
  notOnSite: "The device is not on the line's site.",
  noSite: 'The line has no site: set its site before attaching it.',
  archivedLine: 'An archived line cannot be attached.',
  archivedDevice: 'The device is archived.',
  deviceNotFound: 'Device not found.',
  otherDevice: 'The line is attached to another device: detach it first.',
  notAttached: 'The line is not attached to a device.',
} as const;

async function lockedLine(tx: Executor, lineId: number): Promise<Row> {
  const row = await findRow(tx, linesResource, lineId, true);
  if (!row) throw notFound('Line not found.');
  return row;
}

/** Sets or clears the line's device and logs it; `note` (the detach reason) is kept in the log entry. */
async function setDevice(tx: Executor, ctx: Ctx, before: Row, deviceId: number | null, note: Row = {}): Promise<Row> {
  // No hooks: the generic update refuses the device to clients; attach and detach checked their own rules.
  return updateRow(
    tx,
    ctx,
    linesResource,
    before.id,
    { device_id: deviceId, last_updated_by: writerOf(ctx) ?? before.last_updated_by },
    // The device's own log lists the change, on attach and on detach alike.
    { hooks: false, log: { note, refs: { device_id: deviceId ?? before.device_id } } },
  );
}

/** Attaches a line to a device of its site and opens its Ops History period. Attaching to its current device is a no-op. */
export async function attachLine(tx: Executor, ctx: Ctx, lineId: number, deviceId: number): Promise<Row> {
  const line = await lockedLine(tx, lineId);
  if (line.archived_at) throw appError('line_archived_attach');
  if (line.device_id === deviceId) return line;
  if (line.device_id) throw appError('line_attached_elsewhere');
  const [device] = await tx
    .select({ site_id: devices.site_id, archived_at: devices.archived_at })
    .from(devices)
    .where(eq(devices.id, deviceId))
    // Held until commit: a device archived meanwhile waits, and then finds this line to detach.
    .for('share');
  if (!device) throw badRequest(LINE_MESSAGES.deviceNotFound, { device_id: 'No device with this id.' });
  if (device.archived_at) throw appError('device_archived');
  if (line.site_id == null) throw appError('line_no_site');
  if (device.site_id !== line.site_id) throw appError('device_not_on_line_site');
  const after = await setDevice(tx, ctx, line, deviceId);
  await openPeriod(tx, ctx, { objectType: 'line', objectId: lineId, action: 'attach', customerId: line.customer_id, siteId: line.site_id, deviceId });
  return after;
}

/** Detaches a line from its device and closes its Ops History period. */
export async function detachLine(tx: Executor, ctx: Ctx, lineId: number, opts: { reason?: string | null } = {}): Promise<Row> {
  const line = await lockedLine(tx, lineId);
  if (!line.device_id) throw appError('line_not_attached');
  const after = await setDevice(tx, ctx, line, null, opts.reason ? { detach_reason: opts.reason } : {});
  await closePeriod(tx, ctx, 'line', lineId, { comment: opts.reason });
  return after;
}

/**
 * Detaches every line of a device (archive, decommission, back to stock). Returns the lines as they
 * were, with their subscription and provider for the back-to-stock summary.
 */
export async function detachLinesOfDevice(tx: Executor, ctx: Ctx, deviceId: number, opts: { reason?: string | null } = {}): Promise<Row[]> {
  const attached = await tx.select({ id: lines.id }).from(lines).where(eq(lines.device_id, deviceId)).orderBy(asc(lines.id));
  const detached: Row[] = [];
  for (const { id } of attached) {
    const before = await lockedLine(tx, id);
    // Re-read under the lock: a concurrent detach may have got there first.
    if (before.device_id !== deviceId) continue;
    await detachLine(tx, ctx, id, opts);
    detached.push(before);
  }
  return detached;
}
