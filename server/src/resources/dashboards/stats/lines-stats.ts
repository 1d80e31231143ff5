// GET /admin/dashboard/lines/stats (spec 3 §2 Tasks and lines, §7): the two tiles of the lines
// dashboard, counted with the same conditions as the lists they open: lines not attached to a device
// whose next action is due (/lines?attached=false&next_action_due=true) and services being
// provisioned (/services?status=provisioning). The dashboard's 10 lines are that lines list, page 1.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { dashboardStats } from '../../../platform/stats-snapshot.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';

export interface LinesStats {
  lines: { not_attached_due: number };
  services: { provisioning: number };
}

export async function linesStats(exec: Executor): Promise<LinesStats> {
  const [row] = rowsOf(
    await exec.execute(sql`
      select
        (select count(*)::int from lines where archived_at is null and device_id is null and next_action_date <= current_date) as lines_due,
        (select count(*)::int from services where archived_at is null and status = 'PROVISIONING') as services_provisioning`),
  );
  return { lines: { not_attached_due: Number(row.lines_due) }, services: { provisioning: Number(row.services_provisioning) } };
}

export const linesStatsRoutes: RoutePlugin = (app, { db, config: settings }) => {
  const opts = { liveRows: settings.DASHBOARD_LIVE_ROWS, freshMs: settings.DASHBOARD_SNAPSHOT_MS };
  app.get('/api/v1/admin/dashboard/lines/stats', { config: { auth: 'staff' as const }, schema: { tags: ['stats'] } }, async () =>
    dashboardStats(db, 'lines', ['lines', 'services'], opts, () => linesStats(db)),
  );
};
