// Mirrors what the controller reports about a device into devices and wans: upsert by serial. The
// changes are logged by the caller's context (syncs log with by_system); the times that move on every
// sync (last_sync_at, last_online) are left out of the log so an unchanged device logs nothing.
import { and, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { devices, wans } from '../../../db/schema/index.ts';
import type { ControllerDevice } from '../../../integrations/controller/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { recordAction } from '../../../platform/store.ts';
import { devicesResource } from './devices.resource.ts';

type DeviceRow = typeof devices.$inferSelect;

/** The stock site (spec 1 §3) where devices first seen on the controller are placed. */
const STOCK_SITE_ID = 1;
const NOT_LOGGED = ['last_sync_at', 'last_online', 'updated_at', 'created_at'];

export interface SyncTarget {
  serverId: number;
  organizationName: string;
}

export const onlineStatusOf = (d: ControllerDevice): string =>
  d.online ? 'online' : d.status === 'never_online' || (!d.last_online && !d.online) ? 'never_online' : d.status === 'offline' ? 'offline' : 'unknown';

export interface UpsertResult {
  id: number;
  created: boolean;
  changed: boolean;
}

/** Creates or updates the device of this serial and replaces its WANs with the reported ones. */
export async function upsertControllerDevice(tx: Executor, ctx: Ctx, target: SyncTarget, reported: ControllerDevice): Promise<UpsertResult> {
  const now = new Date();
  const [before] = await tx.select().from(devices).where(eq(devices.serial, reported.serial)).for('update');
  const status = onlineStatusOf(reported);
  const values = {
    server_id: target.serverId,
    ic_id: reported.id,
    ic_name: reported.name,
    ic_organization_id: reported.organization_id,
    ic_organization_name: target.organizationName,
    ic_group_id: reported.group_id,
    ic_group_name: reported.group_name,
    ic_tags: reported.tags,
    ic_notes: reported.notes,
    ic_datas: { ...(before?.ic_datas ?? {}), fw_ver: reported.fw_ver, product_name: reported.product_name },
    ic_status: reported.status,
    online_status: status,
    last_online: reported.last_online ? new Date(reported.last_online) : (before?.last_online ?? null),
    // When it went offline: kept while it stays offline, cleared when it comes back.
    offline_at: status === 'offline' ? (before?.online_status === 'offline' ? before.offline_at : now) : null,
    last_sync_at: now,
  };
  let row: DeviceRow;
  if (!before) {
    [row] = await tx
      .insert(devices)
      .values({
        serial: reported.serial,
        name: reported.name,
        site_id: STOCK_SITE_ID,
        in_stock: true,
        lat: reported.lat ?? null,
        lng: reported.lng ?? null,
        ...values,
      })
      .returning();
    await recordAction(tx, ctx, devicesResource, row, { verb: 'create', after: row, quiet: NOT_LOGGED });
  } else {
    [row] = await tx
      .update(devices)
      .set({ ...values, updated_at: now })
      .where(eq(devices.id, before.id))
      .returning();
  }
  const wansChanged = await replaceWans(tx, row.id, reported);
  const logged = before
    ? await recordAction(tx, ctx, devicesResource, row, {
        verb: 'update',
        before: { ...before, wans: wansChanged.before },
        after: { ...row, wans: wansChanged.after },
        quiet: NOT_LOGGED,
      })
    : true;
  return { id: row.id, created: !before, changed: logged };
}

/** The WANs as the controller reports them (by controller id); answers a loggable summary of both sides. */
async function replaceWans(tx: Executor, deviceId: number, reported: ControllerDevice) {
  const current = await tx.select().from(wans).where(eq(wans.device_id, deviceId)).orderBy(wans.ic_id);
  const summary = (list: { ic_id: number | null; name: string; status_led: string; ic_status: string | null }[]) =>
    list.map((w) => `${w.ic_id}:${w.name}:${w.ic_status ?? ''}:${w.status_led}`).sort();
  const now = new Date();
  for (const w of reported.wans) {
    const values = {
      name: w.name,
      ic_id: w.id,
      ic_status: w.status,
      wan_type: w.type === 'ethernet' ? 'other' : w.type,
      status_led: w.status_led,
      ip_address: w.ip,
      cellular_network_type: w.cellular_network_type ?? null,
      sim_a: w.sims?.a ?? null,
      sim_b: w.sims?.b ?? null,
    };
    const existing = current.find((c) => c.ic_id === w.id);
    if (existing)
      await tx
        .update(wans)
        .set({ ...values, updated_at: now })
        .where(eq(wans.id, existing.id));
    else await tx.insert(wans).values({ device_id: deviceId, ...values });
  }
  const keep = reported.wans.map((w) => w.id);
  await tx.delete(wans).where(and(eq(wans.device_id, deviceId), keep.length ? notInArray(wans.ic_id, keep) : undefined));
  return {
    before: summary(current),
    after: summary(reported.wans.map((w) => ({ ic_id: w.id, name: w.name, status_led: w.status_led, ic_status: w.status }))),
  };
}
