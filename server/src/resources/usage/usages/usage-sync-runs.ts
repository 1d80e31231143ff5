// "Sync last-month usages" (spec 3 §7, §8) as a background run (pg-boss): POST /usages/sync queues a
// run of last month and answers it; the job fetches one source after the other, each landing in its
// own transaction (idempotent per SIM, day and source), and counts its progress in sources. A run
// that stopped (crash, restart) resumes at the first source it had not finished; a run left
// `running` by a process that died is given up after STALE_MS so a new one can start. The run's
// answer carries the spec's messages once it is over: 'Last month data usages updated' or
// 'Synchronization failed'.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { USAGE_MESSAGES } from '@console/contract';
import type { Db } from '../../../db/client.ts';
import { usageSyncs } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { USAGE_FETCHERS } from './usage-sources.ts';
import { lastMonth, syncSource } from './usage-sync.ts';

export const JOB_SYNC_RUN = 'usages-sync-run';
/** A queued or running run untouched this long belongs to a process that died. */
export const STALE_MS = 15 * 60_000;
export const SYNC_INTERRUPTED = 'The synchronization was interrupted; start it again.';

type SyncRow = typeof usageSyncs.$inferSelect;
const ACTIVE = ['queued', 'running'];

const sources = () => Object.entries(USAGE_FETCHERS).filter(([, f]) => !!f);

/** The run as the API answers it: its progress, and the spec's message once it is over. */
export function syncAnswer(run: SyncRow) {
  const progress = run.status === 'done' ? 100 : run.sources_total ? Math.floor((run.sources_done / run.sources_total) * 100) : 0;
  const over = run.status === 'done' || run.status === 'failed';
  const message = run.status === 'done' ? USAGE_MESSAGES.synced : run.status === 'failed' ? USAGE_MESSAGES.syncFailed : USAGE_MESSAGES.syncQueued;
  // A failed run carries its code beside the spec's message (decision 0076), as every refusal does.
  const failed = run.status === 'failed' ? { code: 'usage_sync_failed' as const, params: {} } : {};
  return { success: run.status !== 'failed', message, over, progress, ...failed, ...run };
}

/** Last month's run: the one queued or running, or a new one. Answers it and whether it is new. */
export async function openSyncRun(db: Db, actorId: number | null, now = Date.now()): Promise<{ run: SyncRow; created: boolean }> {
  await db
    .update(usageSyncs)
    .set({ status: 'failed', reason: SYNC_INTERRUPTED, finished_at: new Date(), updated_at: new Date() })
    .where(and(inArray(usageSyncs.status, ACTIVE), lt(usageSyncs.updated_at, new Date(now - STALE_MS))));
  const month = lastMonth(now);
  const [created] = await db
    .insert(usageSyncs)
    .values({ start_date: month.start, end_date: month.end, sources_total: sources().length, created_by_id: actorId })
    .onConflictDoNothing()
    .returning();
  if (created) return { run: created, created: true };
  const [active] = await db.select().from(usageSyncs).where(inArray(usageSyncs.status, ACTIVE)).limit(1);
  // The active run finished between the insert and this read: open a fresh one.
  return active ? { run: active, created: false } : openSyncRun(db, actorId, now);
}

/**
 * One step of a run: the first source not yet done (each job of the queue is one step and queues the
 * next, so a job stays well within the queue's expiry whatever the number of sources: a job past its
 * expiry is started again by pg-boss). Answers whether a source is left; the last step closes the run:
 * done, or failed when nothing could be read.
 */
export async function runSyncStep(db: Db, ctx: Ctx, id: number): Promise<boolean> {
  const [run] = await db.select().from(usageSyncs).where(eq(usageSyncs.id, id));
  if (!run || !ACTIVE.includes(run.status)) return false;
  const list = sources();
  await db.update(usageSyncs).set({ status: 'running', sources_total: list.length, updated_at: new Date() }).where(eq(usageSyncs.id, id));
  const i = run.sources_done;
  try {
    if (i < list.length) {
      const result = await syncSource(db, ctx, list[i][1]!, run.start_date, run.end_date);
      // Counted only if no other step got here first (a retried step lands the same records again, idempotently).
      await db
        .update(usageSyncs)
        .set({
          sources_done: i + 1,
          records_written: sql`${usageSyncs.records_written} + ${result.written}`,
          failures: sql`${usageSyncs.failures} + ${result.failures.length}`,
          reason: result.failures.length ? sql`coalesce(${usageSyncs.reason}, ${result.failures[0].slice(0, 500)})` : undefined,
          updated_at: new Date(),
        })
        .where(and(eq(usageSyncs.id, id), eq(usageSyncs.sources_done, i)));
      if (i + 1 < list.length) return true;
    }
    // As before the run moved to the background: failed when every read failed and nothing landed.
    const [end] = await db.select().from(usageSyncs).where(eq(usageSyncs.id, id));
    const failed = end.failures > 0 && end.records_written === 0;
    await db
      .update(usageSyncs)
      .set({ status: failed ? 'failed' : 'done', finished_at: new Date(), updated_at: new Date() })
      .where(and(eq(usageSyncs.id, id), inArray(usageSyncs.status, ACTIVE)));
    return false;
  } catch (err) {
    // Final: a new click starts a new run (each source is idempotent, nothing is counted twice).
    await db
      .update(usageSyncs)
      .set({ status: 'failed', reason: (err instanceof Error ? err.message : String(err)).slice(0, 500), finished_at: new Date(), updated_at: new Date() })
      .where(eq(usageSyncs.id, id));
    return false;
  }
}

/** A whole run in this call, step after step (no job queue: the embedded tools and the tests). */
export async function runSyncRun(db: Db, ctx: Ctx, id: number): Promise<void> {
  while (await runSyncStep(db, ctx, id));
}
