// GET /stats/simcards (spec 1 §7.4): SIM counters by status, type and provider, attached or free,
// counted by the database (DESIGN rule 10). Live SIMs are those not archived, as the list shows them.
import { sql } from 'drizzle-orm';
import { SIM_STATUSES, SIM_TYPES } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { rowsOf } from '../../../db/rows.ts';

export interface SimStats {
  total: number;
  archived: number;
  attached: number;
  free: number;
  in_pool: number;
  manageable: number;
  status: Record<(typeof SIM_STATUSES)[number], number>;
  type: Record<(typeof SIM_TYPES)[number], number>;
  /** Live SIMs per provider, largest first: key is the provider name. */
  providers: { provider_id: number | null; key: string; value: number; attached: number }[];
}

export async function simStats(exec: Executor): Promise<SimStats> {
  const [totals] = rowsOf(
    await exec.execute(sql`
      select
        count(*) filter (where archived_at is null)::int as total,
        count(*) filter (where archived_at is not null)::int as archived,
        count(*) filter (where archived_at is null and device_id is not null)::int as attached,
        count(*) filter (where archived_at is null and device_id is null)::int as free,
        count(*) filter (where archived_at is null and pool_id is not null)::int as in_pool,
        count(*) filter (where archived_at is null and provider_id in (select id from providers where coalesce(api, '') <> ''))::int as manageable
      from simcards`),
  );
  const grouped = async (column: 'status' | 'type') =>
    Object.fromEntries(
      rowsOf(await exec.execute(sql`select ${sql.raw(column)} as key, count(*)::int as value from simcards where archived_at is null group by 1`)).map((r) => [
        String(r.key),
        Number(r.value),
      ]),
    );
  const byStatus = await grouped('status');
  const byType = await grouped('type');
  const providers = rowsOf(
    await exec.execute(sql`
      select s.provider_id, coalesce(p.name, 'No provider') as key, count(*)::int as value, count(s.device_id)::int as attached
      from simcards s left join providers p on p.id = s.provider_id
      where s.archived_at is null
      group by s.provider_id, p.name
      order by value desc, key`),
  ).map((r) => ({
    provider_id: r.provider_id == null ? null : Number(r.provider_id),
    key: String(r.key),
    value: Number(r.value),
    attached: Number(r.attached),
  }));
  const n = (k: string) => Number(totals?.[k] ?? 0);
  return {
    total: n('total'),
    archived: n('archived'),
    attached: n('attached'),
    free: n('free'),
    in_pool: n('in_pool'),
    manageable: n('manageable'),
    status: Object.fromEntries(SIM_STATUSES.map((s) => [s, byStatus[s] ?? 0])) as SimStats['status'],
    type: Object.fromEntries(SIM_TYPES.map((s) => [s, byType[s] ?? 0])) as SimStats['type'],
    providers,
  };
}

export const simcardsStatsRoutes: RoutePlugin = (app, { db }) => {
  app.get('/api/v1/stats/simcards', { config: { auth: 'staff' }, schema: { tags: ['stats'] } }, async () => simStats(db));
};
