// Demo billing (decision 0031): the order book is billed up to last month (the year of demo
// invoices stands for it): recurring prices to the end of last month's period, one-time services
// and usage to the month before, so this month's run has this month's subscriptions and last
// month's usage and top-ups to bill; and that run, prepared and ready to launch.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

export async function seedBillingDemo(tx: Executor): Promise<Record<string, number>> {
  const thisMonth = sql`date_trunc('month', current_date)::date`;
  const lastMonthEnd = sql`(${thisMonth} - 1)`;
  const usageEnd = sql`(date_trunc('month', ${lastMonthEnd})::date - 1)`;
  await tx.execute(sql`
    update services set
      billed_through = case
        when frequency = 'onetime' then start_date
        when frequency = 'yearly' then (start_date + ((extract(year from age(${lastMonthEnd}, start_date))::int + 1) * interval '1 year') - interval '1 day')::date
        else ${lastMonthEnd} end,
      usage_billed_through = greatest(${usageEnd}, start_date - 1)
    where start_date is not null and start_date < ${thisMonth} and archived_at is null`);
  await tx.execute(sql`
    update data_pools set billed_through = ${lastMonthEnd}, usage_billed_through = greatest(${usageEnd}, start_date - 1)
    where start_date is not null and start_date < ${thisMonth}`);
  const [run] = rowsOf(
    await tx.execute(sql`
      insert into billing_runs (period, status, packages_total, data_pools_total)
      values (${thisMonth},
              'ready',
              (select count(*) from packages where status <> 'draft' and archived_at is null),
              (select count(*) from data_pools where archived_at is null))
      on conflict (period) do nothing
      returning id`),
  );
  return { billing_runs: run ? 1 : 0 };
}
