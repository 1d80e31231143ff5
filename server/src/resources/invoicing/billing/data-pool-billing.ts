// Billing a data pool (spec 2 §3 Data pool; decision 0030): the pool's monthly price (data_price)
// per calendar month from its start date, prorated to the day at its start and end, and the data
// used above data_included at data_extra_price per GB for the months ended (the usage rollups of
// the pool). The same window and marks as a package; POST /data_pools/{id}/invoice and simulate.
import { and, eq, sql } from 'drizzle-orm';
import type { BillingCharge, BillingPreview, BillingSkip } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { usageRollups } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { appError, notFound } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { findRow, updateRow } from '../../../platform/store.ts';
import { type BillingWindow, charge, chargeVatCode, invoiceDue, orderParties, totalsOf } from './billing-invoice.ts';
import { pendingMarks, recordMarks } from './billing-give-back.ts';
import { previewParties } from './billing-parties.ts';
import { gbOf, monthEnd, proratedCents, recurringPeriods, usageMonths } from './billing-periods.ts';
import { dataPoolsResource } from '../../commercial/data_pools/data_pools.resource.ts';

export const DATA_POOL_BILLING_MESSAGES = { notFound: 'Data pool not found.', archived: 'The data pool is archived.' } as const;

export interface PoolBill {
  preview: BillingPreview;
  marks: { billed_through?: string; usage_billed_through?: string };
}

async function poolUsage(exec: Executor, poolId: number, from: string, to: string): Promise<Map<string, number>> {
  const rows = await exec
    .select({ period: usageRollups.period, bytes: sql<string>`sum(${usageRollups.bytes})` })
    .from(usageRollups)
    .where(
      and(
        eq(usageRollups.grain, 'month'),
        eq(usageRollups.dimension, 'pool'),
        eq(usageRollups.key_id, poolId),
        sql`${usageRollups.period} between ${from} and ${to}`,
      ),
    )
    .groupBy(usageRollups.period);
  return new Map(rows.map((r) => [String(r.period).slice(0, 10), Number(r.bytes)]));
}

export async function billDataPool(exec: Executor, pool: Row, w: BillingWindow): Promise<PoolBill> {
  const lines: BillingCharge[] = [];
  const skipped: BillingSkip[] = [];
  const marks: PoolBill['marks'] = {};
  const name = pool.name ?? pool.reference ?? `Data pool ${pool.id}`;
  const parties = (await orderParties(exec, [pool])).get(pool.id)!;
  const base = {
    item: 'data_pool' as const,
    item_id: pool.id as number,
    type: 'data_pool',
    product_name: name,
    product_reference: pool.reference ?? null,
    package_reference: null,
    reference: pool.so_number ?? pool.reference ?? null,
    customer_reference: pool.customer_reference ?? null,
    // A data pool is a service: the pool's default when it fits its parties, else theirs (decision 0056).
    vat_code: chargeVatCode(null, pool.default_vat_code, parties, 'services'),
  };
  if (pool.archived_at) skipped.push({ item: 'data_pool', item_id: pool.id, reference: pool.reference, reason: DATA_POOL_BILLING_MESSAGES.archived });
  else if (!pool.start_date) skipped.push({ item: 'data_pool', item_id: pool.id, reference: pool.reference, reason: 'The data pool has no start date.' });
  else {
    const periods = recurringPeriods('monthly', pool.start_date, pool.end_date, pool.billed_through, w.through);
    if (periods.length) marks.billed_through = periods[periods.length - 1].period_end;
    for (const p of periods) {
      const cents = proratedCents(Number(pool.data_price), p.days, p.period_days);
      if (cents === 0) continue;
      const prorated = p.days === p.period_days ? '' : ` (prorated ${p.days}/${p.period_days} days)`;
      lines.push(
        charge({
          ...base,
          kind: 'pool',
          description: `${name}, ${Number(pool.data_included)} GB monthly ${p.start} to ${p.end}${prorated}`,
          qty: 1,
          unit_price: cents / 100,
          start_date: p.start,
          end_date: p.end,
        }),
      );
    }
    const last = pool.end_date && pool.end_date < w.usage_through ? monthEnd(pool.end_date) : w.usage_through;
    const months = usageMonths(pool.start_date, pool.usage_billed_through, last);
    if (months.length) {
      marks.usage_billed_through = monthEnd(months[months.length - 1]);
      const usage = await poolUsage(exec, pool.id, months[0], months[months.length - 1]);
      for (const m of months) {
        const used = gbOf(usage.get(m) ?? 0);
        const over = Math.round((used - Number(pool.data_included)) * 1000) / 1000;
        if (over <= 0) continue;
        lines.push(
          charge({
            ...base,
            kind: 'pool_usage',
            description: `${name}, data above ${Number(pool.data_included)} GB in ${m.slice(0, 7)} (${used} GB used)`,
            qty: over,
            unit_price: Number(pool.data_extra_price),
            start_date: m,
            end_date: monthEnd(m),
          }),
        );
      }
    }
  }
  return {
    preview: { data_pool_id: pool.id, period: w.period, usage_through: w.usage_through, currency: pool.currency, lines, skipped, ...totalsOf(lines) },
    marks,
  };
}

export async function previewDataPool(exec: Executor, id: number, w: BillingWindow): Promise<BillingPreview> {
  const pool = await findRow(exec, dataPoolsResource, id);
  if (!pool) throw notFound(DATA_POOL_BILLING_MESSAGES.notFound);
  // With the invoice's header, as a package's preview has it.
  return { ...(await billDataPool(exec, pool, w)).preview, ...(await previewParties(exec, pool)) };
}

/** The pool locked, billed, marked; 409 when nothing is due unless `quiet` (the month-end run). */
export async function invoiceDataPool(tx: Executor, ctx: Ctx, id: number, w: BillingWindow, quiet = false): Promise<{ invoice: Row | null; bill: PoolBill }> {
  const pool = await findRow(tx, dataPoolsResource, id, true);
  if (!pool) throw notFound(DATA_POOL_BILLING_MESSAGES.notFound);
  if (pool.archived_at && !quiet) throw appError('data_pool_archived');
  const bill = await billDataPool(tx, pool, w);
  const invoice = await invoiceDue(
    tx,
    ctx,
    pool,
    { source: 'data_pool', data_pool_id: pool.id },
    bill.preview.lines,
    w,
    `data pool ${pool.reference ?? pool.name ?? pool.id}`,
    quiet,
  );
  const fields: Row = { ...bill.marks };
  if (invoice) fields.last_invoice_id = invoice.id;
  // Owned by the invoice (decision 0060): recorded, so deleting the draft gives the pool's periods back.
  await recordMarks(tx, pendingMarks(invoice?.id, 'data_pool', new Map([[pool.id as number, fields]])));
  if (Object.keys(fields).length) await updateRow(tx, ctx, dataPoolsResource, pool.id, fields, { hooks: false });
  return { invoice, bill };
}
