// Fetching usage from the sources and landing it: the scheduled job, the "sync last-month usages"
// helper and a device's fetch_usages all come here. Outside calls run outside any transaction; the
// records land in chunks, each in its own transaction with its rollups (decision 0080): a source's
// month in one transaction held every request of the embedded database for seconds.
import type { UsageSource } from '@console/contract';
import type { Db } from '../../../db/client.ts';
import { type ChunkBounds, ChunkSizer, chunkBounds, yieldBetweenChunks } from '../../../platform/chunks.ts';
import type { Ctx } from '../../../platform/context.ts';
import { isoDay } from '../../../platform/dates.ts';
import { ingestUsages, mergeByKey, type UsageInput } from './usage-ingest.ts';
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

/** Records landed per transaction: up to 5,000 on PostgreSQL; about 20 ms of work on the embedded database. */
const LAND_POSTGRES = { first: 5000, min: 500, max: 5000, targetMs: 150 };
const LAND_EMBEDDED = { first: 50, min: 50, max: 5000, targetMs: 20 };

/**
 * Lands records a chunk at a time, day after day, each chunk in its own transaction with its rollups
 * and alerts (ingestUsages), giving waiting requests a turn before each chunk. Each record's key is in
 * one chunk only (merged first), and landing a record again changes nothing: a sync cut between two
 * chunks and run again writes the same figures and adds nothing to the rollups.
 */
export async function landInChunks(db: Db, rows: UsageInput[], bounds?: ChunkBounds): Promise<number> {
  const merged = mergeByKey(rows).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const sizer = new ChunkSizer(bounds ?? chunkBounds(db, LAND_POSTGRES, LAND_EMBEDDED));
  let written = 0;
  for (let i = 0; i < merged.length; ) {
    // Before the first chunk too: the fetch and the merge before it held the event loop already.
    await yieldBetweenChunks(db);
    const chunk = merged.slice(i, i + sizer.size);
    written += await db.transaction(async (tx) => {
      const t0 = performance.now();
      const n = await ingestUsages(tx, chunk);
      sizer.took(chunk.length, performance.now() - t0);
      return n;
    });
    i += chunk.length;
  }
  return written;
}

export async function syncSource(db: Db, ctx: Ctx, fetcher: UsageFetcher, start: string, end: string): Promise<SyncResult> {
  const { rows, failures } = await fetcher.fetch(db, ctx, start, end);
  const written = rows.length ? await landInChunks(db, rows) : 0;
  return { written, failures };
}

/** The registered sources in a fixed order: the scheduled daily sync reads one per job, by index. */
export const registeredSources = (): [UsageSource, UsageFetcher][] =>
  (Object.entries(USAGE_FETCHERS) as [UsageSource, UsageFetcher | undefined][]).filter((e): e is [UsageSource, UsageFetcher] => !!e[1]);

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
