// GET /stats/work (issue 14, beyond the spec): the home page's role dashboard. Each tile shows a named
// count (contract WORK_TILES, COUNTS; counts.ts counts it with the WHERE of the list its tile opens),
// so a tile, its list and any dashboard showing that count agree; tiles of lists the person may not
// read are left out. All tiles are counted in one statement, through one dashboard snapshot (0029).
import { eq } from 'drizzle-orm';
import { sectionsFor, WORK_TILES, type WorkDashboard, type WorkRole } from '@console/contract';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { allows, ctxOf } from '../../../platform/auth/guard.ts';
import type { Actor } from '../../../platform/context.ts';
import { getResource } from '../../../platform/registry.ts';
import { dashboardStats, type SnapshotOptions } from '../../../platform/stats-snapshot.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { countTables, readCounts } from './counts.ts';

/** Every work tile's count, whoever asks: one statement, one snapshot shared by all roles. */
const WORK_COUNTS = [...new Set(WORK_TILES.map((t) => t.count_name))];

export async function workDashboard(db: Db, actor: Actor, opts: SnapshotOptions): Promise<WorkDashboard> {
  const [me] = await db.select({ role: users.work_role }).from(users).where(eq(users.id, actor.id));
  const role = (me?.role ?? null) as WorkRole | null;
  const sections = sectionsFor(role, actor.is_admin);
  const tiles = WORK_TILES.filter((t) => sections.includes(t.section) && getResource(t.resource) && allows(getResource(t.resource)!.read, actor));
  const counts = tiles.length ? await dashboardStats(db, 'work', countTables(WORK_COUNTS), opts, () => readCounts(db, WORK_COUNTS)) : undefined;
  const counted = tiles.map((t) => ({ ...t, count: counts![t.count_name] }));
  return {
    role,
    sections: sections.map((key) => ({ key, tiles: counted.filter((t) => t.section === key) })).filter((s) => s.tiles.length > 0),
  };
}

export const workStatsRoutes: RoutePlugin = (app, { db, config: settings }) => {
  const opts = { liveRows: settings.DASHBOARD_LIVE_ROWS, freshMs: settings.DASHBOARD_SNAPSHOT_MS };
  app.get('/api/v1/stats/work', { config: { auth: 'staff' }, schema: { tags: ['stats'] } }, async (req) => workDashboard(db, ctxOf(req).actor!, opts));
};
