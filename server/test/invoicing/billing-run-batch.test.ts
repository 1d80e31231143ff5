// The month-end run bills packages in batches, set-based (decision 0040): a batch with a failing
// package bills the others and reports that one; reruns and a second worker bill nothing twice; the
// log has one entry per change, and the invoices, lines and marks are those of billing each package alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemCtx } from '../../src/platform/context.ts';
import { workRun } from '../../src/resources/invoicing/billing_runs/billing-run.ts';
import { billingWindow } from '../../src/resources/invoicing/billing/billing-invoice.ts';
import { invoicePackages } from '../../src/resources/invoicing/billing/package-billing.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';
import { createUser } from '../support/helpers.ts';

let c: Commercial;
let admin: (o: any) => Promise<any>;
beforeAll(async () => {
  c = await commercialSetup();
  admin = c.t.as((await createUser(c.t, 'admin')).token);
});
afterAll(() => c.t.close());

const get = async (url: string) => (await admin({ method: 'GET', url: `/api/v1${url}` })).json();
const db = () => c.t.database.db as any;
const q = async (text: string, params: unknown[] = []) => (await c.t.database.query(text, params)).rows as any[];

/** A delivered package with a monthly service from May and a delivered hardware line. */
async function livePackage(price: number, over: { qty?: number } = {}) {
  const pkg = await c.createPackage({ reference: `BATCH-${Math.random().toString(36).slice(2, 8)}` });
  await force(c.t, 'packages', pkg.id, { status: 'delivered' });
  const s = await c.createService(pkg.id, { price, start_date: '2026-05-01' });
  await force(c.t, 'services', s.id, { status: 'DELIVERED', start_date: '2026-05-01', qty: over.qty ?? 1 });
  const line = await c.createLine(pkg.id, { price: 100, qty: 2 });
  await force(c.t, 'package_lines', line.id, { status: 'delivered', delivery_date: '2026-05-10' });
  return { pkg, service: s, line };
}

/** A run of `period` queued as of `asOf`, every package before `after` already past its cursor. */
async function queuedRun(period: string, asOf: string, after: number) {
  // One run per month: the earlier tests' runs make way.
  await q(`delete from billing_runs where period = $1`, [`${period}-01`]);
  const [run] = await q(`insert into billing_runs (period, status, as_of, cursor_package_id) values ($1, 'queued', $2, $3) returning id`, [
    `${period}-01`,
    asOf,
    after,
  ]);
  return run.id as number;
}
const lastPackageId = async () => Number((await q(`select coalesce(max(id), 0) as id from packages`))[0].id);
const invoicesOf = async (packageId: number) => q(`select * from invoices where package_id = $1 order by id`, [packageId]);

describe('billing run batches', () => {
  it('bills a batch set-based: the invoice with its final totals, its lines and the marks, one log entry per change', async () => {
    const after = await lastPackageId();
    const items = [await livePackage(10), await livePackage(20), await livePackage(30)];
    const run = await queuedRun('2026-06', '2026-07-02', after);
    expect(await workRun(db(), systemCtx, run, 60_000, 10)).toBe(true);
    for (const [i, { pkg, service, line }] of items.entries()) {
      const [inv] = await invoicesOf(pkg.id);
      // May and June of the monthly price, and the hardware (2 × 100), as a single invoice would have them.
      const untaxed = 2 * 10 * (i + 1) + 200;
      expect(await get(`/invoices/${inv.id}`)).toMatchObject({
        status: 'draft',
        source: 'package',
        total_untaxed: untaxed,
        total_tax: Math.round(untaxed * 21) / 100,
        customer_name: 'Festival Org',
      });
      const lines = await q(`select description, total from invoice_lines where invoice_id = $1 order by id`, [inv.id]);
      expect(lines.map((l) => Number(l.total))).toEqual([10 * (i + 1), 10 * (i + 1), 200]);
      expect(await c.get(`/services/${service.id}`)).toMatchObject({ billed_through: '2026-06-30', last_invoice_id: inv.id });
      expect(await c.get(`/package_lines/${line.id}`)).toMatchObject({ is_invoiced: true, invoice_id: inv.id });
      // One entry for the document (decision 0084): the invoice created (with its final totals), its lines inside it...
      const created = await q(
        `select object_type, verb, after, lines from logs where (object_type = 'invoice' and object_id = $1) or (object_type = 'invoice_line' and refs->>'invoice_id' = $1) order by id`,
        [String(inv.id)],
      );
      expect(created.map((e) => `${e.object_type}:${e.verb}`)).toEqual(['invoice:create']);
      expect(created[0].lines.map((l: any) => `${l.object_type}:${l.verb}`)).toEqual(['invoice_line:create', 'invoice_line:create', 'invoice_line:create']);
      expect(Number(created[0].after.total_untaxed)).toBe(untaxed);
      // ...and the service and the hardware marked, each once with what changed: the hardware line inside
      // its package's entry, as a package's lines log (decision 0084).
      const marked = await q(
        `select after from logs where verb = 'update' and object_type = 'service' and object_id = $1 and after ? 'billed_through'
         union all
         select l->'after' from logs, jsonb_array_elements(lines) l
          where object_type = 'package' and l->>'verb' = 'update' and l->>'object_type' = 'package_line' and l->>'object_id' = $2 and l->'after' ? 'is_invoiced'`,
        [String(service.id), String(line.id)],
      );
      expect(marked.map((m) => m.after)).toEqual([
        { billed_through: '2026-06-30', last_invoice_id: inv.id },
        { is_invoiced: true, invoice_id: inv.id },
      ]);
    }
    const [r] = await q(`select status, packages_done, invoices_count, total_untaxed from billing_runs where id = $1`, [run]);
    expect(r).toMatchObject({ status: 'done', packages_done: 3, invoices_count: 3 });
    expect(Number(r.total_untaxed)).toBe(220 + 240 + 260);
  });

  it('a batch with a failing package bills the others and reports that one with its error', async () => {
    const after = await lastPackageId();
    const a = await livePackage(10);
    // Its line total overflows the invoice's money column: the insert fails, for this package only.
    const bad = await livePackage(9_999_999_999, { qty: 1000 });
    const b = await livePackage(20);
    const run = await queuedRun('2026-06', '2026-07-02', after);
    expect(await workRun(db(), systemCtx, run, 60_000, 10)).toBe(true);
    expect((await invoicesOf(a.pkg.id)).map((i) => Number(i.total_untaxed))).toEqual([220]);
    expect((await invoicesOf(b.pkg.id)).map((i) => Number(i.total_untaxed))).toEqual([240]);
    expect(await invoicesOf(bad.pkg.id)).toEqual([]);
    // Rolled back: nothing of it is marked.
    expect(await c.get(`/services/${bad.service.id}`)).toMatchObject({ billed_through: null, last_invoice_id: null });
    expect(await c.get(`/package_lines/${bad.line.id}`)).toMatchObject({ is_invoiced: false });
    const run1 = await get(`/billing_runs/${run}`);
    expect(run1).toMatchObject({ status: 'done', packages_done: 3, invoices_count: 2, skipped_count: 1 });
    expect(run1.skipped).toEqual([{ kind: 'package', id: bad.pkg.id, reference: null, reason: expect.stringMatching(/overflow/i) }]);
  });

  it('a rerun with its cursor reset and two workers at once bill each package once', async () => {
    const after = await lastPackageId();
    const items = await Promise.all(Array.from({ length: 9 }, (_, i) => livePackage(5 + i)));
    const run = await queuedRun('2026-06', '2026-07-02', after);
    // Batches of 2: the workers interleave batch by batch on the run row.
    await Promise.all([workRun(db(), systemCtx, run, 60_000, 2), workRun(db(), systemCtx, run, 60_000, 2)]);
    await q(`update billing_runs set status = 'running', cursor_package_id = $2 where id = $1`, [run, after]);
    expect(await workRun(db(), systemCtx, run, 60_000, 4)).toBe(true);
    for (const { pkg } of items) expect(await invoicesOf(pkg.id)).toHaveLength(1);
    const [r] = await q(`select invoices_count, skipped_count from billing_runs where id = $1`, [run]);
    expect(r).toMatchObject({ invoices_count: 9, skipped_count: 0 });
    // The rerun marked nothing again: each service has one update entry, from its billing.
    const ids = items.map((i) => String(i.service.id));
    const updates = await q(
      `select object_id, count(*)::int n from logs where object_type = 'service' and verb = 'update' and object_id = any($1) and after ? 'billed_through' group by 1`,
      [ids],
    );
    expect(updates.map((u) => u.n)).toEqual(ids.map(() => 1));
  });

  it('a package the state machine refuses (a draft again since it was listed) is answered with its 409 reason and left as it is', async () => {
    const live = await livePackage(10);
    const draft = await livePackage(10);
    await force(c.t, 'packages', draft.pkg.id, { status: 'draft' });
    const single = await c.post(`/packages/${draft.pkg.id}/invoice`, {});
    expect(single.statusCode).toBe(409);
    const out = await db().transaction((tx: any) => invoicePackages(tx, systemCtx, [live.pkg.id, draft.pkg.id], billingWindow('2026-06', '2026-07-02')));
    expect(out.get(draft.pkg.id)).toMatchObject({ invoice: null, refused: single.json().message });
    expect(out.get(live.pkg.id).invoice).toMatchObject({ package_id: live.pkg.id, total_untaxed: 220 });
    expect(await invoicesOf(draft.pkg.id)).toEqual([]);
    expect(await c.get(`/services/${draft.service.id}`)).toMatchObject({ billed_through: null });
  });
});
