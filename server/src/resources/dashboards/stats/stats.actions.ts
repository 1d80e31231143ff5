// Counters of the home dashboard (spec 1 §2.1), counted by the database in one statement (DESIGN rule
// 10). Each counter counts what its tile's list shows (contract HOME_TILES: the filter the tile opens).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';

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

export async function homeStats(exec: Executor): Promise<HomeStats> {
  const result = await exec.execute(sql`
    select
      (select count(*)::int from customers where archived_at is null) as customers,
      (select count(*)::int from customers where archived_at is null and active) as active_customers,
      (select count(*)::int from sites where archived_at is null) as sites,
      (select count(*)::int from contacts where archived_at is null) as contacts,
      (select count(*)::int from users where active) as users,
      (select count(*)::int from users where active and is_staff) as staff_users,
      (select count(*)::int from users where active and not is_staff) as portal_users,
      (select count(*)::int from companies where archived_at is null) as companies,
      (select count(*)::int from addresses where archived_at is null) as addresses`);
  // node-postgres answers {rows}, PGlite answers {rows} too; drizzle passes either through.
  const row = ((result as unknown as { rows?: Record<string, unknown>[] }).rows ?? (result as unknown as Record<string, unknown>[]))[0] ?? {};
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as HomeStats;
}
