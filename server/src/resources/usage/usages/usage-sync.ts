// Fetching usage from the sources and landing it: the scheduled job, the "sync last-month usages"
// helper and a device's fetch_usages all come here. Outside calls run outside any transaction; the
// records land in one transaction per source.
import type { UsageSource } from '@console/contract';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { isoDay } from '../../../platform/dates.ts';
import { ingestUsages } from './usage-ingest.ts';
import type { UsageFetcher } from './usage-fetcher.ts';
import { USAGE_FETCHERS } from './usage-sources.ts';

export interface SyncResult {
  written: number;
  failures: string[];
}

const DAY = 86_400_000;

/** The previous calendar month, seen from `now` (UTC). */
export function lastMonth(now = Date.now()): { start: string; end: string } {
  const d = new Date(now);
  const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0));
  return { start: isoDay(start.getTime()), end: isoDay(end.getTime()) };
}

/** The days the scheduled job re-reads: providers correct the last few days, so three are fetched again. */
export function recentDays(now = Date.now()): { start: string; end: string } {
  return { start: isoDay(now - 3 * DAY), end: isoDay(now - DAY) };
}

export async function syncSource(db: Db, ctx: Ctx, fetcher: UsageFetcher, start: string, end: string): Promise<SyncResult> {
  const { rows, failures } = await fetcher.fetch(db, ctx, start, end);
  const written = rows.length ? await db.transaction((tx) => ingestUsages(tx, rows)) : 0;
  return { written, failures };
}

/** Every registered source (or those named) for the days asked. */
export async function syncUsages(db: Db, ctx: Ctx, start: string, end: string, sources?: UsageSource[]): Promise<SyncResult> {
  const total: SyncResult = { written: 0, failures: [] };
  for (const [source, fetcher] of Object.entries(USAGE_FETCHERS)) {
    if (!fetcher || (sources && !sources.includes(source as UsageSource))) continue;
    const r = await syncSource(db, ctx, fetcher, start, end);
    total.written += r.written;
    total.failures.push(...r.failures);
  }
  return total;
}
