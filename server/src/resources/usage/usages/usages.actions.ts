// Daily data usage of a device or SIM: pulled per device and WAN from the controller into the usages
// table (bytes, the one stored unit; source incontrol, the WAN's name kept), and read back as chart
// series in GB (units of 1024, spec 1 §3 and §9) by day or by month.
import { and, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { BYTES_PER_MB, type UsageSource } from '@console/contract';
import type { Db } from '../../../db/client.ts';
import { usages } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { isoDay } from '../../../platform/dates.ts';
import { badRequest } from '../../../platform/errors.ts';
import { controllerLink, refused } from '../../inventory/devices/device-link.ts';
import { ingestUsages } from './usage-ingest.ts';
import { incontrolFetcher } from './usage-sources.ts';

export const CONTROLLER_SOURCE = 'incontrol';
const UNIT = 1024;
const DAY = 86_400_000;

export type Freq = 'daily' | 'monthly';

const gb = (mb: number) => Math.round((mb / UNIT) * 1000) / 1000;

/** The window asked for, or the last 30 days (daily) / 12 months (monthly) up to today. */
export function usageWindow(freq: Freq, start?: string | null, end?: string | null): { start: string; end: string } {
  const to = end ?? isoDay(Date.now());
  const from = start ?? (freq === 'daily' ? isoDay(Date.parse(to) - 29 * DAY) : `${Number(to.slice(0, 4)) - 1}-${to.slice(5, 7)}-01`);
  if (from > to) throw badRequest('The start date is after the end date.', { start_date: 'Must be on or before end_date.' });
  return { start: from, end: to };
}

/** Pulls the device's daily usage per WAN from the controller and lands it (idempotent per SIM or WAN, day and source). */
export async function fetchDeviceUsages(db: Db, ctx: Ctx, deviceId: number, start?: string | null, end?: string | null) {
  await controllerLink(db, ctx, deviceId);
  const window = usageWindow('daily', start, end);
  const { rows, failures } = await incontrolFetcher.fetch(db, ctx, window.start, window.end, deviceId);
  if (failures.length) throw refused('controller_refused', { reason: failures[0].replace(/^device [^:]*: /, '') });
  const count = rows.length ? await db.transaction((tx) => ingestUsages(tx, rows)) : 0;
  return { success: true as const, message: `${count} daily usage${count === 1 ? '' : 's'} fetched`, count, start_date: window.start, end_date: window.end };
}

export interface UsageFilters {
  freq: Freq;
  /**
   * The same traffic is reported by the controller and by the SIM's provider: a chart reads one
   * source. Default: the controller's for a device or site; for a SIM, its provider's when the
   * provider is a usage source, else the controller's.
   */
  source?: UsageSource | null;
  sim_id?: number | null;
  device_id?: number | null;
  site_id?: number | null;
  start_date?: string | null;
  end_date?: string | null;
}

const bucket = (freq: Freq) => (freq === 'monthly' ? sql<string>`to_char(${usages.date}, 'YYYY-MM')` : sql<string>`to_char(${usages.date}, 'YYYY-MM-DD')`);

const sourceOf = (f: UsageFilters): SQL =>
  f.source
    ? sql`${f.source}`
    : f.sim_id != null && f.device_id == null && f.site_id == null
      ? sql`coalesce((select p.api from simcards s join providers p on p.id = s.provider_id where s.id = ${f.sim_id} and p.api in ('telna', 'webbing', 'phenix')), 'incontrol')`
      : sql`'incontrol'`;

function whereOf(f: UsageFilters, window: { start: string; end: string }): SQL | undefined {
  return and(
    sql`${usages.source} = ${sourceOf(f)}`,
    gte(usages.date, window.start),
    lte(usages.date, window.end),
    f.sim_id != null ? eq(usages.sim_id, f.sim_id) : undefined,
    f.device_id != null ? eq(usages.device_id, f.device_id) : undefined,
    f.site_id != null ? eq(usages.site_id, f.site_id) : undefined,
  );
}

/** GET /stats/usages: rows of {date, value} (value in GB), one per day or month that has data. */
export async function usageSeries(db: Db, f: UsageFilters): Promise<{ date: string; value: number }[]> {
  if (f.sim_id == null && f.device_id == null && f.site_id == null) {
    throw badRequest('Give a sim_id, device_id or site_id.', { site_id: 'One of sim_id, device_id or site_id is required.' });
  }
  const window = usageWindow(f.freq, f.start_date, f.end_date);
  const day = bucket(f.freq);
  const rows = await db
    .select({ date: day, mb: sql<number>`(sum(${usages.bytes}) / ${BYTES_PER_MB})::float8` })
    .from(usages)
    .where(whereOf(f, window))
    .groupBy(day)
    .orderBy(day);
  return rows.map((r) => ({ date: r.date, value: gb(Number(r.mb)) }));
}

/** A device's usage per WAN as a chart: data rows {date, <WAN name>: GB} and the series names. */
export async function deviceUsageChart(db: Db, deviceId: number, freq: Freq, start?: string | null, end?: string | null) {
  const window = usageWindow(freq, start, end);
  const day = bucket(freq);
  const wanName = usages.wan_name;
  const rows = await db
    .select({ date: day, wan: wanName, mb: sql<number>`(sum(${usages.bytes}) / ${BYTES_PER_MB})::float8` })
    .from(usages)
    .where(and(whereOf({ freq, device_id: deviceId }, window), eq(usages.source, CONTROLLER_SOURCE), isNotNull(usages.wan_name)))
    .groupBy(day, wanName)
    .orderBy(day, wanName);
  return chart(rows.map((r) => ({ date: r.date, wan: r.wan ?? '', mb: Number(r.mb) })));
}

export function chart(rows: { date: string; wan: string; mb: number }[]) {
  const series = [...new Set(rows.map((r) => r.wan))].sort();
  const byDate = new Map<string, Record<string, string | number>>();
  for (const r of rows) {
    const point = byDate.get(r.date) ?? Object.fromEntries([['date', r.date], ...series.map((s) => [s, 0])]);
    point[r.wan] = gb(Number(point[r.wan] ?? 0) * UNIT + r.mb);
    byDate.set(r.date, point);
  }
  return { data: [...byDate.values()], series };
}

/** Live from the controller: the last 30 days per WAN, with the raw daily rows when asked. */
export async function deviceBandwidth(db: Db, ctx: Ctx, deviceId: number, includeDetails: boolean) {
  const link = await controllerLink(db, ctx, deviceId);
  const window = usageWindow('daily');
  const rows = await link.api.dailyUsage(link.ref, window.start, window.end);
  return { success: true as const, ...chart(rows.map((r) => ({ date: r.date, wan: r.wan_name, mb: r.mb }))), ...(includeDetails ? { details: rows } : {}) };
}
