// The lines dashboard (spec 3 §2 Tasks and lines, §7, §9): two tiles from
// /admin/dashboard/lines/stats, each opening the list it counts (lines not attached with an action
// due; services with status provisioning: the named counts of contract COUNTS), and those lines
// listed, 10, the most overdue first.
import LinkOffIcon from '@mui/icons-material/LinkOff';
import BuildIcon from '@mui/icons-material/Build';
import { COUNTS, DASHBOARD_LINES_PAGE_SIZE } from '@console/contract';
import { lineColumns } from '../resources/lines/index.ts';
import { countTile, DashboardPage, type Section } from './CommercialDashboards.tsx';
import { DashboardList } from './DashboardList.tsx';

/** The filter of the tile and of the listed lines: not attached, next action date today or earlier. */
const DUE_LINES = COUNTS.lines_not_attached_due.filter;

const SECTIONS: Section[] = [
  {
    title: 'resources.lines.dashboard.lines',
    tiles: [
      countTile(
        'lines_not_attached_due',
        'lines_not_attached_due',
        'lines.not_attached_due',
        'resources.lines.dashboard.not_attached_due',
        LinkOffIcon,
        '#d64545',
      ),
      countTile(
        'services_provisioning',
        'services_provisioning',
        'services.provisioning',
        'resources.lines.dashboard.services_provisioning',
        BuildIcon,
        '#d9822b',
      ),
    ],
  },
];

export const LinesDashboard = () => (
  <DashboardPage name="lines" title="resources.lines.dashboard.title" sections={SECTIONS}>
    {() => (
      <DashboardList
        title="resources.lines.dashboard.due_lines"
        seeAll="resources.lines.dashboard.see_all"
        resource="lines"
        filter={DUE_LINES}
        sort={{ field: 'next_action_date', order: 'ASC' }}
        rows={DASHBOARD_LINES_PAGE_SIZE}
      >
        {lineColumns({ hide: ['actions', 'device_serial'] })}
      </DashboardList>
    )}
  </DashboardPage>
);
