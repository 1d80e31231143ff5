// GET /admin/dashboard/starlink/stats (spec 3 §7): the satellite dashboard's counters, each the named
// count of the list its tile opens (contract COUNTS, decision 0066), and the satellite usage of the last
// 30 days and of this cycle per account (sums of data, not counts), all in one statement. It lives with
// the other dashboards because it reads the counts registry, which sits above the satellite domain.
import { sql } from 'drizzle-orm';
import type { CountName } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { STARLINK_GATE } from '../../satellite/starlink_accounts/starlink_accounts.resource.ts';
import { readCounts } from './counts.ts';

const DAYS = 30;

/** Where each count sits in the answer: group, key, count. */
const FIELDS = [
  ['terminals', 'online', 'starlink_terminals_online'],
  ['terminals', 'offline', 'starlink_terminals_offline'],
  ['terminals', 'searching', 'starlink_terminals_searching'],
  ['terminals', 'unknown', 'starlink_terminals_unknown'],
  ['terminals', 'available', 'starlink_terminals_available'],
  ['terminals', 'with_alerts', 'starlink_terminals_with_alerts'],
  ['service_lines', 'active', 'starlink_service_lines_active'],
  ['service_lines', 'paused', 'starlink_service_lines_paused'],
  ['service_lines', 'deactivated', 'starlink_service_lines_deactivated'],
  ['service_lines', 'opted_out', 'starlink_service_lines_opted_out'],
  ['events', 'last_24h', 'starlink_events_last_24h'],
] as const satisfies readonly (readonly [string, string, CountName])[];

const STARLINK = FIELDS.map(([, , name]) => name);

const accounts = sql`select coalesce(json_agg(json_build_object('key', account_name, 'value', current_usage::float8) order by account_name), '[]'::json) from starlink_accounts`;
const daily = sql`select coalesce(json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'value', coalesce(u.gb, 0)) order by d.day), '[]'::json)
  from generate_series((current_date - ${DAYS - 1}::int)::timestamp, current_date::timestamp, interval '1 day') as d(day)
  left join (select date, sum(usage)::float8 as gb from starlink_usages where date >= current_date - ${DAYS - 1}::int group by date) u on u.date = d.day::date`;

export async function starlinkStats(exec: Executor) {
  const c = await readCounts(exec, STARLINK, { accounts, daily });
  const groups: Record<string, Record<string, number>> = { terminals: {}, service_lines: {}, events: {} };
  for (const [group, key, name] of FIELDS) groups[group][key] = c[name];
  return { terminals: groups.terminals, service_lines: groups.service_lines, events: groups.events, accounts: c.accounts, daily: c.daily };
}

export const starlinkStatsRoutes: RoutePlugin = (app, { db }) => {
  app.get('/api/v1/admin/dashboard/starlink/stats', { config: { auth: STARLINK_GATE }, schema: { tags: ['stats'] } }, async () => starlinkStats(db));
};
