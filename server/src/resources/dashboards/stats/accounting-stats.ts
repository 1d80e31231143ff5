// GET /admin/dashboard/accounting/stats (spec 3 §2, §7): the accounting dashboard. Every count is the
// named count of the invoices list it is the total of (contract COUNTS, decision 0066): by status,
// drafts, overdue, not pushed. The sums of money beside them are summed over exactly the rows counted
// (the same WHERE), once each: the drafts tile's total is the by-status draft total. One statement,
// the monthly chart and the last billing run riding along. It lives with the other dashboards because
// it reads the counts registry, which sits above the invoicing domain.
import { sql } from 'drizzle-orm';
import { type AccountingStats, type CountName, INVOICE_STATUSES, type InvoiceStatus } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { invoicesResource } from '../../invoicing/invoices/invoices.resource.ts';
import { countWhere, readCounts } from './counts.ts';

const BY_STATUS: Record<InvoiceStatus, CountName> = { draft: 'invoices_draft', sent: 'invoices_sent', view: 'invoices_view', paid: 'invoices_paid' };
const ACCOUNTING = [...Object.values(BY_STATUS), 'invoices_overdue', 'invoices_not_pushed'] as const satisfies readonly CountName[];

/** Credit notes count against the total. */
const signedTotal = sql`case when invoice_type = 'credit' then -total else total end`;
/** The total of each counted set of invoices, over the rows of its count. */
const totals = sql`select json_build_object(${sql.join(
  ACCOUNTING.map((n) => sql`${n}::text, coalesce(sum(${signedTotal}) filter (where ${countWhere(n)}), 0)::float8`),
  sql`, `,
)}) from invoices`;

const monthly = sql`select coalesce(json_agg(json_build_object('date', to_char(m.month, 'MM/YYYY'), 'invoiced', coalesce(x.invoiced, 0), 'credited', coalesce(x.credited, 0)) order by m.month), '[]'::json)
  from generate_series(date_trunc('month', current_date) - interval '11 months', date_trunc('month', current_date), interval '1 month') as m(month)
  left join (
    select date_trunc('month', invoiced_at) as month,
           sum(total_untaxed) filter (where invoice_type = 'invoice')::float8 as invoiced,
           sum(total_untaxed) filter (where invoice_type = 'credit')::float8 as credited
    from invoices where status <> 'draft' and archived_at is null and invoiced_at >= (date_trunc('month', current_date) - interval '11 months')::date
    group by 1) x on x.month = m.month`;

const lastRun = sql`select json_build_object('id', id, 'period', to_char(period, 'YYYY-MM'), 'status', status, 'invoices_count', invoices_count)
  from billing_runs order by period desc limit 1`;

export async function accountingStats(exec: Executor): Promise<AccountingStats> {
  const c = await readCounts(exec, ACCOUNTING, { totals, monthly, last_run: lastRun });
  const total = c.totals as Record<CountName, number>;
  const of = (name: CountName) => ({ count: c[name as (typeof ACCOUNTING)[number]], total: Number(total[name] ?? 0) });
  return {
    // The statuses that have invoices, in alphabetical order.
    by_status: [...INVOICE_STATUSES]
      .sort()
      .filter((s) => c[BY_STATUS[s] as (typeof ACCOUNTING)[number]] > 0)
      .map((status) => ({ status, ...of(BY_STATUS[status]) })),
    monthly: c.monthly as AccountingStats['monthly'],
    drafts: of('invoices_draft'),
    overdue: of('invoices_overdue'),
    not_pushed: c.invoices_not_pushed,
    last_run: (c.last_run ?? null) as AccountingStats['last_run'],
  };
}

export const accountingStatsRoutes: RoutePlugin = (app, { db }) => {
  app.get('/api/v1/admin/dashboard/accounting/stats', { config: { auth: invoicesResource.read }, schema: { tags: ['stats'] } }, async () =>
    accountingStats(db),
  );
};
