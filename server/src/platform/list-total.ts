// How a list's total stays correct and cheap at millions of rows (docs/decisions/0012-list-totals-and-the-read-path.md).
// Exact up to EXACT_TOTAL_LIMIT rows, counted with a bounded scan in the same statement as the page;
// above it the total is an estimate, flagged as such: the planner's row estimate the first time, then
// an exact count(*) run in the background, remembered for a while and refreshed after it goes stale.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { countSql } from './list-query.ts';
import type { ResourceDef } from './resource-types.ts';

/** Totals up to this many rows are always exact; larger ones are estimates ("about N"). */
export let EXACT_TOTAL_LIMIT = 10_000;

/** Set once at start from LIST_EXACT_TOTAL_LIMIT (tests lower it to reach estimates with a few rows). */
export function setExactTotalLimit(limit: number) {
  EXACT_TOTAL_LIMIT = limit;
  largeTotals.clear();
}
/** A remembered large total is served as is for this long, then refreshed in the background. */
const FRESH_MS = 30_000;
/** A remembered total that could not be refreshed for this long is no longer served. */
const EXPIRE_MS = 10 * 60_000;
const MAX_ENTRIES = 1000;

interface LargeTotal {
  count: number;
  at: number;
  refreshing: boolean;
}

const largeTotals = new Map<string, LargeTotal>();

// Several databases can live in one process (the test suites): totals are remembered per database.
const databaseIds = new WeakMap<Db, number>();
let databases = 0;
export function databaseId(db: Db): number {
  let id = databaseIds.get(db);
  if (id === undefined) databaseIds.set(db, (id = ++databases));
  return id;
}

/** One key per database, resource and filter set: the WHERE clause's SQL text and its parameters. */
export function totalKey(db: Db, def: ResourceDef, whereText: string, params: unknown[]): string {
  return `${databaseId(db)}\u0000${def.name}\u0000${whereText}\u0000${JSON.stringify(params)}`;
}

/** The remembered estimate of a large list, refreshing it in the background when stale. */
export function rememberedTotal(db: Db, def: ResourceDef, where: SQL | undefined, key: string): number | undefined {
  const entry = largeTotals.get(key);
  if (!entry) return undefined;
  const age = Date.now() - entry.at;
  if (age > EXPIRE_MS) {
    largeTotals.delete(key);
    return undefined;
  }
  if (age > FRESH_MS) refreshInBackground(db, def, where, key);
  return entry.count;
}

/** A large total, counted or estimated just now (the oldest entry makes room when the map is full). */
function remember(key: string, count: number) {
  if (!largeTotals.has(key) && largeTotals.size >= MAX_ENTRIES) largeTotals.delete(largeTotals.keys().next().value!);
  largeTotals.set(key, { count, at: Date.now(), refreshing: false });
}

/** The background count came back: the exact total, or nothing to remember once the list is small again. */
function settle(key: string, count: number) {
  if (count <= EXACT_TOTAL_LIMIT) largeTotals.delete(key);
  else remember(key, count);
}

/** Exact count(*), off the request path; one at a time per list. */
function refreshInBackground(db: Db, def: ResourceDef, where: SQL | undefined, key: string) {
  const entry = largeTotals.get(key);
  if (!entry || entry.refreshing) return;
  entry.refreshing = true;
  db.select({ count: countSql })
    .from(def.table)
    .where(where)
    .then(([row]) => settle(key, Number(row?.count ?? 0)))
    .catch(() => {
      entry.refreshing = false;
    });
}

/**
 * A list found larger than the exact limit: an estimate now, an exact count in the background. Requests
 * that find it cold at the same moment share the remembered entry and start one count between them.
 */
export async function estimateLargeTotal(db: Db, def: ResourceDef, where: SQL | undefined, key: string, estimate?: number): Promise<number> {
  const known = largeTotals.get(key);
  if (known) return known.count;
  const count = Math.max(estimate ?? (await plannerRows(db, def, where)), EXACT_TOTAL_LIMIT + 1);
  // Another request may have remembered it while the planner answered: keep that one and its count.
  if (!largeTotals.has(key)) remember(key, count);
  refreshInBackground(db, def, where, key);
  return largeTotals.get(key)?.count ?? count;
}

/** The planner's row estimate of a filter: instant (an EXPLAIN, no scan), good enough for "about N". */
export async function plannerRows(exec: Executor, def: ResourceDef, where: SQL | undefined): Promise<number> {
  const statement = exec.select({ one: sql`1` }).from(def.table).where(where);
  const [row] = rowsOf(await exec.execute(sql`explain (format json) ${statement}`));
  const plan = row?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  return Math.round(Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0));
}
