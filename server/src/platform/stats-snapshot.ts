// Dashboard counters at millions of rows (decision 0029). Counting a dashboard's tiles reads the whole
// order book (2,000,000 services: ~1 s of PostgreSQL per call), far from what a page that staff open
// all day may cost. While the largest table a dashboard counts is small, every call counts live and
// exactly; once it holds more than DASHBOARD_LIVE_ROWS rows (planner statistics), the call answers the
// last count, at most DASHBOARD_SNAPSHOT_MS old, and a stale one is recounted in the background (one
// count at a time per dashboard and process), so a call never waits for a count but the first.
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { sql } from 'drizzle-orm';

export interface SnapshotOptions {
  liveRows: number;
  freshMs: number;
}

interface Snapshot {
  value: unknown;
  at: number;
  refreshing: boolean;
}

const snapshots = new WeakMap<Executor, Map<string, Snapshot>>();

/** Rows of the largest of these tables by the planner's statistics (-1 while never analysed counts as small). */
async function largestTable(exec: Executor, tables: string[]): Promise<number> {
  const [row] = rowsOf(
    await exec.execute(sql`select coalesce(max(reltuples), 0)::float8 as n from pg_class where oid = any (${`{${tables.join(',')}}`}::regclass[])`),
  );
  return Number(row?.n ?? 0);
}

/** The dashboard's counters: live on small tables, else the last snapshot (refreshed when stale). */
export async function dashboardStats<T>(exec: Executor, name: string, tables: string[], opts: SnapshotOptions, count: () => Promise<T>): Promise<T> {
  if ((await largestTable(exec, tables)) <= opts.liveRows) return count();
  let map = snapshots.get(exec);
  if (!map) snapshots.set(exec, (map = new Map()));
  const known = map.get(name);
  if (!known) {
    const value = await count();
    map.set(name, { value, at: Date.now(), refreshing: false });
    return value;
  }
  if (Date.now() - known.at > opts.freshMs && !known.refreshing) {
    known.refreshing = true;
    count()
      .then((value) => map.set(name, { value, at: Date.now(), refreshing: false }))
      .catch(() => {
        known.refreshing = false;
      });
  }
  return known.value as T;
}
