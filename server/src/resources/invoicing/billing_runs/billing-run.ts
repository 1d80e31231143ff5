// The month-end billing run (decisions 0031, 0040): invoices every package past draft, then every data
// pool, that has something due for the run's month, packages a batch per transaction (set-based; a
// failing batch again one package per transaction) and pools one per transaction, each together with
// the run's cursor and counters. A run stopped anywhere (crash, restart, expired job) resumes after the last
// item it committed, and an item billed twice finds nothing due (billed_through), so nothing is
// billed twice. What could not be billed is listed with the reason.
import { and, asc, count, DrizzleQueryError, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  centsToAmount,
  BILLING_MESSAGES,
  BILLING_PERIOD_PATTERN,
  BILLING_RUN_LAUNCHABLE,
  BILLING_RUN_SKIPPED_LIST_LIMIT,
  type BillingRunStatus,
  type BillingSkip,
} from '@console/contract';
import type { Db, Executor } from '../../../db/client.ts';
import { billingRuns, dataPools, packages } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { today } from '../../../platform/dates.ts';
import { appError, badRequest, notFound } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { ChunkSizer, chunkBounds, yieldBetweenChunks } from '../../../platform/chunks.ts';
import { createRow, findRow, updateRow } from '../../../platform/store.ts';
import { invoiceDataPool } from '../billing/data-pool-billing.ts';
import { type BillingWindow, billingWindow } from '../billing/billing-invoice.ts';
import { invoicePackage, invoicePackages } from '../billing/package-billing.ts';
import { billingRunsResource } from './billing_runs.resource.ts';
import { readAll } from '../../../db/read-all.ts';

export const JOB_BILLING_RUN = 'billing-run';
export const JOB_BILLING_MONTH_END = 'billing-month-end';
/** A job works this long, then queues its continuation (pg-boss expires jobs after 120 s). */
export const SLICE_MS = 60_000;
/** Packages billed per transaction at most (decision 0040): a failing batch is billed again one by one. */
export const BATCH = 100;
/**
 * Batch sizes (decision 0080): on PostgreSQL up to BATCH; on the embedded database, where a request
 * waits for the whole transaction, batches of about 20 ms (often a package or two).
 */
const BATCH_POSTGRES = { first: BATCH, min: 10, max: BATCH, targetMs: 500 };
const BATCH_EMBEDDED = { first: 2, min: 1, max: BATCH, targetMs: 20 };
/** Data pools are few: listed this many at a time, billed one per transaction. */
const LIST = 200;

const duePackages = (after: number) => and(ne(packages.status, 'draft'), isNull(packages.archived_at), gt(packages.id, after));
const duePools = (after: number) => and(isNull(dataPools.archived_at), gt(dataPools.id, after));

async function totals(exec: Executor) {
  const [[p], [d]] = await readAll(exec, [
    exec.select({ n: count() }).from(packages).where(duePackages(0)),
    exec.select({ n: count() }).from(dataPools).where(duePools(0)),
  ]);
  return { packages_total: Number(p.n), data_pools_total: Number(d.n) };
}

/** A run for a month (YYYY-MM), ready to launch; one per month. */
export async function prepareRun(tx: Executor, ctx: Ctx, period: string): Promise<Row> {
  if (!BILLING_PERIOD_PATTERN.test(period)) throw badRequest(BILLING_MESSAGES.period, { period: BILLING_MESSAGES.period });
  const [existing] = await tx
    .select({ id: billingRuns.id })
    .from(billingRuns)
    .where(eq(billingRuns.period, `${period}-01`));
  if (existing) throw appError('billing_run_exists', { period });
  return createRow(tx, ctx, billingRunsResource, { period: `${period}-01`, status: 'ready', created_by_id: ctx.actor?.id ?? null, ...(await totals(tx)) });
}

/** Launch (ready or failed -> queued): the day it bills as of is fixed now, unless a failed run had one. */
export async function launchRun(tx: Executor, ctx: Ctx, id: number): Promise<Row> {
  const run = await findRow(tx, billingRunsResource, id, true);
  if (!run) throw notFound('Billing run not found.');
  if (!(BILLING_RUN_LAUNCHABLE as readonly string[]).includes(run.status)) throw appError('billing_run_state', { status: String(run.status) });
  return updateRow(tx, ctx, billingRunsResource, id, { status: 'queued', as_of: run.as_of ?? today(), error: null, ...(await totals(tx)) }, { hooks: false });
}

/** What a failing item's report says: the database's own message, not drizzle's "Failed query: <the SQL>". */
function reasonOf(err: unknown): string {
  const e = err instanceof DrizzleQueryError && err.cause instanceof Error ? err.cause : err;
  return e instanceof Error ? e.message.slice(0, 500) : String(e);
}

type Outcome = { invoice: Row | null; skipped: BillingSkip[] };

/**
 * One item: billed in a transaction that also moves the run's cursor, so both commit or neither.
 * The run row is locked first: a second worker on the same run waits, then sees the cursor moved.
 */
async function step(db: Db, _ctx: Ctx, runId: number, kind: 'package' | 'data_pool', itemId: number, bill: (tx: Executor) => Promise<Outcome>): Promise<void> {
  const cursorCol = kind === 'package' ? 'cursor_package_id' : 'cursor_data_pool_id';
  const doneCol = kind === 'package' ? billingRuns.packages_done : billingRuns.data_pools_done;
  const record = async (tx: Executor, outcome: Outcome) => {
    const skips = outcome.skipped.map((s) => ({ kind: s.item, id: s.item_id, reference: s.reference, reason: s.reason }));
    await tx
      .update(billingRuns)
      .set({
        [cursorCol]: itemId,
        [kind === 'package' ? 'packages_done' : 'data_pools_done']: sql`${doneCol} + 1`,
        invoices_count: sql`${billingRuns.invoices_count} + ${outcome.invoice ? 1 : 0}`,
        total_untaxed: sql`${billingRuns.total_untaxed} + ${outcome.invoice ? Number(outcome.invoice.total_untaxed) : 0}`,
        skipped_count: sql`${billingRuns.skipped_count} + ${skips.length}`,
        // The list keeps the first ones; the count goes on.
        skipped: skips.length
          ? sql`case when jsonb_array_length(${billingRuns.skipped}) < ${BILLING_RUN_SKIPPED_LIST_LIMIT} then ${billingRuns.skipped} || ${JSON.stringify(skips)}::jsonb else ${billingRuns.skipped} end`
          : undefined,
        updated_at: new Date(),
      })
      .where(eq(billingRuns.id, runId));
  };
  const claimed = async (tx: Executor) => {
    const [run] = await tx.select({ cursor: billingRuns[cursorCol] }).from(billingRuns).where(eq(billingRuns.id, runId)).for('update');
    return run && run.cursor < itemId;
  };
  try {
    await db.transaction(async (tx) => {
      if (!(await claimed(tx))) return;
      await record(tx, await bill(tx));
    });
  } catch (err) {
    // This item failed (its billing rolled back): reported, and the run goes on.
    const reason = reasonOf(err);
    await db.transaction(async (tx) => {
      if (!(await claimed(tx))) return;
      await record(tx, { invoice: null, skipped: [{ item: kind, item_id: itemId, reference: null, reason }] });
    });
  }
}

/**
 * A batch of packages billed in one transaction together with the run's cursor and counters (decision
 * 0040): the same claim on the run row as a single step, then invoicePackages. Answers false when the
 * batch failed and was rolled back whole: the caller bills its packages again one by one, so only the
 * failing one is reported.
 */
async function batchStep(db: Db, ctx: Ctx, runId: number, ids: number[], w: BillingWindow): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      const [run] = await tx
        .select({ cursor: billingRuns.cursor_package_id, listed: sql<number>`jsonb_array_length(${billingRuns.skipped})` })
        .from(billingRuns)
        .where(eq(billingRuns.id, runId))
        .for('update');
      const todo = run ? ids.filter((id) => id > run.cursor) : [];
      if (todo.length === 0) return;
      const outcomes = await invoicePackages(tx, ctx, todo, w);
      let invoices = 0;
      let untaxedCents = 0;
      const skips: { kind: string; id: number; reference: string | null; reason: string }[] = [];
      for (const id of todo) {
        const o = outcomes.get(id)!;
        // A refused package is reported as a failing item is (the same reason as its single step's 409).
        if (o.refused) skips.push({ kind: 'package', id, reference: null, reason: o.refused });
        for (const s of o.bill?.preview.skipped ?? []) skips.push({ kind: s.item, id: s.item_id, reference: s.reference, reason: s.reason });
        if (o.invoice) {
          invoices += 1;
          untaxedCents += Math.round(Number(o.invoice.total_untaxed) * 100);
        }
      }
      // The list keeps the first ones; the count goes on.
      const room = Math.max(0, BILLING_RUN_SKIPPED_LIST_LIMIT - Number(run.listed));
      const listed = skips.slice(0, room);
      await tx
        .update(billingRuns)
        .set({
          cursor_package_id: todo[todo.length - 1],
          packages_done: sql`${billingRuns.packages_done} + ${todo.length}`,
          invoices_count: sql`${billingRuns.invoices_count} + ${invoices}`,
          total_untaxed: sql`${billingRuns.total_untaxed} + ${centsToAmount(untaxedCents)}::numeric`,
          skipped_count: sql`${billingRuns.skipped_count} + ${skips.length}`,
          skipped: listed.length ? sql`${billingRuns.skipped} || ${JSON.stringify(listed)}::jsonb` : undefined,
          updated_at: new Date(),
        })
        .where(eq(billingRuns.id, runId));
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Works on a run for at most `sliceMs`; answers true when it is finished, false when it must be
 * continued (the job queues itself again). Nothing happens to a run that is not queued or running.
 * Batches of `batchSize` packages, or sized from the time the previous ones took (decision 0080);
 * waiting requests get a turn between two transactions.
 */
export async function workRun(db: Db, ctx: Ctx, id: number, sliceMs = SLICE_MS, batchSize?: number): Promise<boolean> {
  const [run] = await db.select().from(billingRuns).where(eq(billingRuns.id, id));
  if (!run || !(['queued', 'running'] as BillingRunStatus[]).includes(run.status as BillingRunStatus)) return true;
  const until = Date.now() + sliceMs;
  await db
    .update(billingRuns)
    .set({ status: 'running', started_at: run.started_at ?? new Date(), updated_at: new Date() })
    .where(eq(billingRuns.id, id));
  const w = billingWindow(String(run.period).slice(0, 7), run.as_of ?? today());
  const sizer = new ChunkSizer(batchSize ? { first: batchSize, min: batchSize, max: batchSize, targetMs: 1 } : chunkBounds(db, BATCH_POSTGRES, BATCH_EMBEDDED));
  try {
    for (let after = run.cursor_package_id; ; ) {
      const ids = (await db.select({ id: packages.id }).from(packages).where(duePackages(after)).orderBy(asc(packages.id)).limit(sizer.size)).map((r) => r.id);
      if (ids.length === 0) break;
      const t0 = performance.now();
      const billed = await batchStep(db, ctx, id, ids, w);
      sizer.took(ids.length, performance.now() - t0);
      if (!billed) {
        for (const pid of ids) {
          await step(db, ctx, id, 'package', pid, async (tx) => {
            const { invoice, bill } = await invoicePackage(tx, ctx, pid, w, true);
            return { invoice, skipped: bill.preview.skipped };
          });
        }
      }
      after = ids[ids.length - 1];
      if (Date.now() > until) return false;
      await yieldBetweenChunks(db);
    }
    for (let after = run.cursor_data_pool_id; ; ) {
      const ids = (await db.select({ id: dataPools.id }).from(dataPools).where(duePools(after)).orderBy(asc(dataPools.id)).limit(LIST)).map((r) => r.id);
      if (ids.length === 0) break;
      for (const did of ids) {
        await step(db, ctx, id, 'data_pool', did, async (tx) => {
          const { invoice, bill } = await invoiceDataPool(tx, ctx, did, w, true);
          return { invoice, skipped: bill.preview.skipped };
        });
        after = did;
        if (Date.now() > until) return false;
        await yieldBetweenChunks(db);
      }
    }
    await db.update(billingRuns).set({ status: 'done', finished_at: new Date(), updated_at: new Date() }).where(eq(billingRuns.id, id));
    return true;
  } catch (err) {
    await db
      .update(billingRuns)
      .set({ status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : String(err), updated_at: new Date() })
      .where(eq(billingRuns.id, id));
    return true;
  }
}

/** The scheduled month-end: the run of the month of `day`, prepared if missing and launched if ready. */
export async function monthEndRun(db: Db, ctx: Ctx, day = today()): Promise<Row | null> {
  const period = day.slice(0, 7);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(billingRuns)
      .where(eq(billingRuns.period, `${period}-01`));
    const run = existing ?? (await prepareRun(tx, ctx, period));
    if (run.status !== 'ready') return null;
    return launchRun(tx, ctx, run.id);
  });
}
