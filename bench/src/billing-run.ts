// The month-end billing run at scale (issue 11's Scale: 10,000 due packages in under 60 s): the
// server's own workRun against the benchmark database, in the slices its job works in, timed end to
// end. Before it, the order book is put back as the demo has it (every recurring price billed through
// last month, one-time services billed, the hardware a previous bench run invoiced not invoiced), so
// each run bills the same month of subscriptions and the same hardware: about one invoice per
// package. BENCH_SERVER_ROOT measures another checkout's billing code (before/after figures).
import { join } from 'node:path';
import type pg from 'pg';
import { ROOT } from './server.ts';

export interface BillingRunResult {
  packages_due: number;
  packages_done: number;
  invoices: number;
  invoice_lines: number;
  log_entries: number;
  skipped: number;
  seconds: number;
  invoices_per_s: number;
  packages_per_s: number;
  /** True when the run was stopped at `maxSeconds` before it finished (the figures are of what it did). */
  cut: boolean;
}

const monthStartOf = (d: Date) => `${d.toISOString().slice(0, 7)}-01`;

/** The order book billed through the end of last month, as before the month-end of this month. */
export async function resetOrderBook(admin: pg.Client, period: string) {
  await admin.query(`delete from billing_runs where period = $1`, [period]);
  await admin.query(
    `update services set billed_through = case when frequency = 'onetime' then start_date else ($1::date - 1) end,
       usage_billed_through = ($1::date - 1), last_invoice_id = null
     where start_date is not null and start_date < $1::date
       and (billed_through is distinct from case when frequency = 'onetime' then start_date else ($1::date - 1) end
         or usage_billed_through is distinct from ($1::date - 1) or last_invoice_id is not null)`,
    [period],
  );
  // Hardware lines a previous bench run invoiced (the generated invoiced ones carry no invoice id).
  await admin.query(`update package_lines set is_invoiced = false, invoice_id = null where invoice_id is not null`);
  await admin.query(`vacuum (analyze) services, package_lines`);
}

export async function measureBillingRun(dbUrl: string, admin: pg.Client, maxSeconds = Infinity): Promise<BillingRunResult> {
  const root = process.env.BENCH_SERVER_ROOT ?? ROOT;
  const { openDatabase } = await import(join(root, 'server/src/db/client.ts'));
  const { workRun } = await import(join(root, 'server/src/resources/billing_runs/billing-run.ts'));
  const { systemCtx } = await import(join(root, 'server/src/platform/context.ts'));
  const today = new Date().toISOString().slice(0, 10);
  const period = monthStartOf(new Date());
  await resetOrderBook(admin, period);
  const due = (await admin.query(`select count(*)::int n from packages where status <> 'draft' and archived_at is null`)).rows[0].n as number;
  const before = (
    await admin.query(
      `select (select coalesce(max(id), 0) from invoices) inv, (select coalesce(max(id), 0) from invoice_lines) lines, (select coalesce(max(id), 0) from logs) logs`,
    )
  ).rows[0];
  const { id } = (
    await admin.query(
      `insert into billing_runs (period, status, as_of, packages_total, data_pools_total) values ($1, 'queued', $2, $3, (select count(*) from data_pools where archived_at is null)) returning id`,
      [period, today, due],
    )
  ).rows[0];
  const database = await openDatabase({ url: dbUrl });
  const started = performance.now();
  let cut = false;
  try {
    // The job's slices (60 s each), as pg-boss runs them; a cap stops a slow run early and reports its pace.
    const slice = Number.isFinite(maxSeconds) ? Math.min(60_000, maxSeconds * 1000) : 60_000;
    while (!(await workRun(database.db, systemCtx, id, slice))) {
      if ((performance.now() - started) / 1000 >= maxSeconds) {
        cut = true;
        break;
      }
    }
  } finally {
    await database.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const run = (await admin.query(`select status, packages_done, invoices_count, skipped_count from billing_runs where id = $1`, [id])).rows[0];
  const after = (
    await admin.query(
      `select (select count(*)::int from invoice_lines where id > $1) lines, (select count(*)::int from logs where id > $2) logs, (select count(*)::int from invoices where id > $3) inv`,
      [before.lines, before.logs, before.inv],
    )
  ).rows[0];
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    packages_due: due,
    packages_done: run.packages_done,
    invoices: after.inv,
    invoice_lines: after.lines,
    log_entries: after.logs,
    skipped: run.skipped_count,
    seconds: r(seconds),
    invoices_per_s: r(after.inv / seconds),
    packages_per_s: r(run.packages_done / seconds),
    cut: cut || run.status !== 'done',
  };
}
