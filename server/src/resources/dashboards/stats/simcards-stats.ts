// GET /stats/simcards (spec 1 §7.4): SIM counters by status, type and provider, attached or free, each
// the named count of the SIM list it is the total of (contract COUNTS, decision 0066), in one statement
// with the providers chart. Live SIMs are those not archived, as the list shows them.
import { sql } from 'drizzle-orm';
import { type CountName, SIM_STATUSES, SIM_TYPES } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { countWhere, readCounts } from './counts.ts';

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

const STATUS: Record<(typeof SIM_STATUSES)[number], CountName> = {
  AVAILABLE: 'sims_available',
  ACTIVE: 'sims_active',
  RESERVED: 'sims_reserved',
  SUSPENDED: 'sims_suspended',
  TERMINATED: 'sims_terminated',
  UNKNOWN: 'sims_unknown',
};
const TYPE: Record<(typeof SIM_TYPES)[number], CountName> = { sim: 'sims_sim', esim: 'sims_esim' };

const SIMS = [
  'simcards',
  'simcards_archived',
  'simcards_attached',
  'simcards_free',
  'simcards_in_pool',
  'simcards_manageable',
  ...Object.values(STATUS),
  ...Object.values(TYPE),
] as const satisfies readonly CountName[];

/** The chart splits the live SIMs (the `simcards` count) by provider. */
const byProvider = sql`select coalesce(json_agg(json_build_object('provider_id', x.provider_id, 'key', x.key, 'value', x.value, 'attached', x.attached)
    order by x.value desc, x.key), '[]'::json) from (
  select s.provider_id, coalesce(p.name, 'No provider') as key, count(*)::int as value, count(s.device_id)::int as attached
  from (select provider_id, device_id from simcards where ${countWhere('simcards')}) s left join providers p on p.id = s.provider_id
  group by s.provider_id, p.name) x`;

export async function simStats(exec: Executor): Promise<SimStats> {
  const c = await readCounts(exec, SIMS, { providers: byProvider });
  return {
    total: c.simcards,
    archived: c.simcards_archived,
    attached: c.simcards_attached,
    free: c.simcards_free,
    in_pool: c.simcards_in_pool,
    manageable: c.simcards_manageable,
    status: Object.fromEntries(SIM_STATUSES.map((s) => [s, c[STATUS[s]]])) as SimStats['status'],
    type: Object.fromEntries(SIM_TYPES.map((s) => [s, c[TYPE[s]]])) as SimStats['type'],
    providers: c.providers as SimStats['providers'],
  };
}

export const simcardsStatsRoutes: RoutePlugin = (app, { db }) => {
  app.get('/api/v1/stats/simcards', { config: { auth: 'staff' }, schema: { tags: ['stats'] } }, async () => simStats(db));
};
