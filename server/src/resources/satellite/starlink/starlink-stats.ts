// GET /admin/dashboard/starlink/stats (spec 3 §7): the satellite dashboard's counters in one query,
// counted with the conditions of the lists its tiles open, and the satellite usage of the last 30 days
// and of this cycle per account (totals come from the server, never from the browser).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { STARLINK_GATE } from '../starlink_accounts/starlink_accounts.resource.ts';

const DAYS = 30;

export async function starlinkStats(exec: Executor) {
  const [row] = rowsOf(
    await exec.execute(sql`
      select
        (select json_build_object(
           'online', count(*) filter (where state = 'online'),
           'offline', count(*) filter (where state = 'offline'),
           'searching', count(*) filter (where state = 'searching'),
           'unknown', count(*) filter (where state = 'unknown'),
           'available', count(*) filter (where starlink_service_line_id is null),
           'with_alerts', count(*) filter (where last_alerts_count > 0))
         from starlink_terminals where archived_at is null) as terminals,
        (select json_build_object(
           'active', count(*) filter (where status = 'active'),
           'paused', count(*) filter (where status = 'paused'),
           'deactivated', count(*) filter (where status = 'deactivated'),
           'opted_out', count(*) filter (where active and not is_opted_in))
         from starlink_service_lines) as service_lines,
        (select json_build_object('last_24h', count(*)) from starlink_events where timestamp >= now() - interval '24 hours') as events,
        (select coalesce(json_agg(json_build_object('key', account_name, 'value', current_usage::float8) order by account_name), '[]'::json) from starlink_accounts) as accounts,
        (select coalesce(json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'value', coalesce(u.gb, 0)) order by d.day), '[]'::json)
         from generate_series((current_date - ${DAYS - 1}::int)::timestamp, current_date::timestamp, interval '1 day') as d(day)
         left join (select date, sum(usage)::float8 as gb from starlink_usages where date >= current_date - ${DAYS - 1}::int group by date) u on u.date = d.day::date) as daily`),
  );
  return { terminals: row.terminals, service_lines: row.service_lines, events: row.events, accounts: row.accounts, daily: row.daily };
}

export const starlinkStatsRoutes: RoutePlugin = (app, { db }) => {
  app.get('/api/v1/admin/dashboard/starlink/stats', { config: { auth: STARLINK_GATE }, schema: { tags: ['stats'] } }, async () => starlinkStats(db));
};
