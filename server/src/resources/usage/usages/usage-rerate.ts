// "Update Usages" (POST /data_pricings/fix): re-rates the records of a date range with the pricings in
// force now, a month at a time, and rebuilds the rollups of each month whose records changed. Runs
// in the background (pg-boss); its row in usage_rerates shows the progress. Running it again changes
// nothing; a run that stopped half-way resumes at the first month it had not finished.
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { usageRerates } from '../../../db/schema/index.ts';
import { priced, pricingOf } from './usage-rating.ts';
import { lockUsageWriters, rebuildRollups } from './usage-rollups.ts';

export const JOB_RERATE = 'usages-rerate';

/** First days of the months from start to end (YYYY-MM-DD). */
export function monthsOf(start: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = start.split('-').map(Number);
  const [ey, em] = end.split('-').map(Number);
  while (y < ey || (y === ey && m <= em)) {
    out.push(`${y}-${String(m).padStart(2, '0')}-01`);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

/**
 * Records of the days whose rating differs from what the pricings give now, updated; answers how many.
 * The pricing is chosen once per distinct rating key (source, customer, country, VPMN, IMSI), not
 * once per record: a month of millions of records has a few thousand keys.
 */
export async function rerateDays(tx: Executor, start: string, end: string): Promise<number> {
  const key = (a: string) => sql.raw(`coalesce(${a}.customer_id, 0), coalesce(${a}.country_code, ''), coalesce(${a}.vpmn, ''), coalesce(${a}.imsi, '')`);
  const result = await tx.execute(sql`
    with keys as (
      select distinct source, customer_id, country_code, vpmn, imsi from usages where date >= ${start}::date and date <= ${end}::date
    ),
    priced_keys as (
      select k.*, pr.id as pricing_id, pr.price, pr.buy_price from keys k left join lateral ${pricingOf('k')} pr on true
    )
    update usages u set total_price = ${priced(sql`u.bytes`, sql`k.price`)}, total_cost = ${priced(sql`u.bytes`, sql`k.buy_price`)}, pricing_id = k.pricing_id, updated_at = now()
    from priced_keys k
    where u.date >= ${start}::date and u.date <= ${end}::date
      and u.source = k.source and (${key('u')}) = (${key('k')})
      and (u.pricing_id is distinct from k.pricing_id
        or u.total_price is distinct from ${priced(sql`u.bytes`, sql`k.price`)}
        or u.total_cost is distinct from ${priced(sql`u.bytes`, sql`k.buy_price`)})
    returning u.id`);
  return rowsOf(result).length;
}

/** The job: month after month, each in its own transaction with its progress. */
export async function runRerate(db: Db, id: number): Promise<void> {
  const [run] = await db.select().from(usageRerates).where(eq(usageRerates.id, id));
  if (!run || run.status === 'done') return;
  const months = monthsOf(run.start_date, run.end_date);
  await db.update(usageRerates).set({ status: 'running', months_total: months.length, updated_at: new Date() }).where(eq(usageRerates.id, id));
  try {
    for (let i = run.months_done; i < months.length; i += 1) {
      const month = months[i];
      const last = sql`(${month}::date + interval '1 month' - interval '1 day')::date`;
      await db.transaction(async (tx) => {
        await lockUsageWriters(tx);
        const [{ end }] = rowsOf(await tx.execute(sql`select to_char(least(${last}, ${run.end_date}::date), 'YYYY-MM-DD') as end`));
        const from = month < run.start_date ? run.start_date : month;
        const changed = await rerateDays(tx, from, end as string);
        if (changed > 0) await rebuildRollups(tx, month, month);
        await tx
          .update(usageRerates)
          .set({ months_done: i + 1, records_updated: sql`${usageRerates.records_updated} + ${changed}`, updated_at: new Date() })
          .where(eq(usageRerates.id, id));
      });
    }
    await db.update(usageRerates).set({ status: 'done', finished_at: new Date(), updated_at: new Date() }).where(eq(usageRerates.id, id));
  } catch (err) {
    await db
      .update(usageRerates)
      .set({ status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : String(err), updated_at: new Date() })
      .where(eq(usageRerates.id, id));
    throw err;
  }
}
