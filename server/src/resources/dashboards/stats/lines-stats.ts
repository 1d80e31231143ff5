// GET /admin/dashboard/lines/stats (spec 3 §2 Tasks and lines, §7): the two tiles of the lines
// dashboard, counted with the same conditions as the lists they open: lines not attached to a device
// whose next action is due (/lines?attached=false&next_action_due=true) and services being
// provisioned (/services?status=provisioning), the named counts lines_not_attached_due and
// services_provisioning (counts.ts). The dashboard's 10 lines are that lines list, page 1.
import type { CountName } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { dashboardStats } from '../../../platform/stats-snapshot.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { countTables, readCounts } from './counts.ts';

export interface LinesStats {
  lines: { not_attached_due: number };
  services: { provisioning: number };
}

const LINES = ['lines_not_attached_due', 'services_provisioning'] as const satisfies readonly CountName[];

export async function linesStats(exec: Executor): Promise<LinesStats> {
  const c = await readCounts(exec, LINES);
  return { lines: { not_attached_due: c.lines_not_attached_due }, services: { provisioning: c.services_provisioning } };
}

export const linesStatsRoutes: RoutePlugin = (app, { db, config: settings }) => {
  const opts = { liveRows: settings.DASHBOARD_LIVE_ROWS, freshMs: settings.DASHBOARD_SNAPSHOT_MS };
  app.get('/api/v1/admin/dashboard/lines/stats', { config: { auth: 'staff' as const }, schema: { tags: ['stats'] } }, async () =>
    dashboardStats(db, 'lines', countTables(LINES), opts, () => linesStats(db)),
  );
};
