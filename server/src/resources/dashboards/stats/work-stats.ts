// GET /stats/work (issue 14, beyond the spec): the home page's role dashboard. Each tile is counted by
// the very list query its tile opens (contract WORK_TILES), so the two never disagree; tiles of lists
// the person may not read are left out. Counts go through the dashboard snapshots (decision 0029).
import { eq } from 'drizzle-orm';
import { sectionsFor, WORK_TILES, type WorkDashboard, type WorkRole } from '@console/contract';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { allows, ctxOf } from '../../../platform/auth/guard.ts';
import type { Actor } from '../../../platform/context.ts';
import { parseListQuery } from '../../../platform/list-query.ts';
import { listPage } from '../../../platform/list-rows.ts';
import { getResource } from '../../../platform/registry.ts';
import { dashboardStats, type SnapshotOptions } from '../../../platform/stats-snapshot.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';

async function tileCount(db: Db, resource: string, filter: Record<string, string>): Promise<number> {
  const def = getResource(resource)!;
  return (await listPage(db, def, parseListQuery(def, { ...filter, page_size: '1' }))).count;
}

export async function workDashboard(db: Db, actor: Actor, opts: SnapshotOptions): Promise<WorkDashboard> {
  const [me] = await db.select({ role: users.work_role }).from(users).where(eq(users.id, actor.id));
  const role = (me?.role ?? null) as WorkRole | null;
  const sections = sectionsFor(role, actor.is_admin);
  const tiles = WORK_TILES.filter((t) => sections.includes(t.section) && getResource(t.resource) && allows(getResource(t.resource)!.read, actor));
  const counts = await Promise.all(tiles.map((t) => dashboardStats(db, `work:${t.key}`, [t.resource], opts, () => tileCount(db, t.resource, t.filter))));
  const counted = tiles.map((t, i) => ({ ...t, count: counts[i] }));
  return {
    role,
    sections: sections.map((key) => ({ key, tiles: counted.filter((t) => t.section === key) })).filter((s) => s.tiles.length > 0),
  };
}

export const workStatsRoutes: RoutePlugin = (app, { db, config: settings }) => {
  const opts = { liveRows: settings.DASHBOARD_LIVE_ROWS, freshMs: settings.DASHBOARD_SNAPSHOT_MS };
  app.get('/api/v1/stats/work', { config: { auth: 'staff' }, schema: { tags: ['stats'] } }, async (req) => workDashboard(db, ctxOf(req).actor!, opts));
};
