// Counters of the home dashboard (spec 1 §2.1), counted by the database in one statement (DESIGN rule
// 10). Each counter is the named count of its tile (contract HOME_TILES, COUNTS): the total of the list
// the tile opens.
import { HOME_TILES } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { readCounts } from './counts.ts';

export interface HomeStats {
  customers: number;
  active_customers: number;
  sites: number;
  contacts: number;
  users: number;
  staff_users: number;
  portal_users: number;
  companies: number;
  addresses: number;
}

const HOME = HOME_TILES.map((t) => t.key);

export async function homeStats(exec: Executor): Promise<HomeStats> {
  const c = await readCounts(exec, HOME);
  return Object.fromEntries(HOME.map((k) => [k, c[k]])) as unknown as HomeStats;
}
