// The last usage of a device leaving its customer (back to stock, spec 2 §2): this month's daily
// usage fetched from the controller and the month's total of every source.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { usages } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { today } from '../../../platform/dates.ts';
import { AppError } from '../../../platform/errors.ts';
import type { LastUsage } from '../../inventory/devices/device-delivery.ts';
import { fetchDeviceUsages } from './usages.actions.ts';

const GB = 1024;
const round = (mb: number) => Math.round((mb / GB) * 1000) / 1000;
const monthStart = () => `${new Date().toISOString().slice(0, 7)}-01`;

/**
 * The last usage before the device leaves the customer: this month's daily usage fetched from the
 * controller (stored like any fetch), and the month's total of every source. A device the controller
 * does not know has nothing to fetch; a controller that fails stops the back to stock.
 */
/** MB (units of 1024) of the records summed. */
const usageMb = sql<string>`sum(${usages.bytes}) / 1048576.0`;

export async function lastUsage(db: Db, ctx: Ctx, deviceId: number): Promise<LastUsage> {
  let fetched: number | null = null;
  try {
    const start = monthStart();
    await fetchDeviceUsages(db, ctx, deviceId, start, today());
    const [row] = await db
      .select({ mb: usageMb })
      .from(usages)
      .where(and(eq(usages.device_id, deviceId), gte(usages.date, start), eq(usages.source, 'incontrol')));
    fetched = round(Number(row?.mb ?? 0));
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'device_not_linked')) throw err;
  }
  const [all] = await db
    .select({ mb: usageMb })
    .from(usages)
    .where(and(eq(usages.device_id, deviceId), gte(usages.date, monthStart())));
  return { last_total_usage: fetched, current_month_usage: round(Number(all?.mb ?? 0)) };
}
