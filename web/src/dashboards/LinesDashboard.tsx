// The lines dashboard (spec 3 §2 Tasks and lines, §7, §9): two tiles from
// /admin/dashboard/lines/stats, each opening the list it counts (lines not attached with an action
// due; services with status provisioning), and those lines listed, 10, the most overdue first.
import LinkOffIcon from '@mui/icons-material/LinkOff';
import BuildIcon from '@mui/icons-material/Build';
import { DASHBOARD_LINES_PAGE_SIZE } from '@console/contract';
import { lineColumns } from '../resources/lines/index.ts';
import { DashboardPage, type Section } from './CommercialDashboards.tsx';
import { DashboardList } from './DashboardList.tsx';

/** The filter of the tile and of the listed lines: not attached, next action date today or earlier. */
const DUE_LINES = { attached: false, next_action_due: true };

const SECTIONS: Section[] = [
  {
    title: 'resources.lines.dashboard.lines',
    tiles: [
      {
        key: 'lines_not_attached_due',
        path: 'lines.not_attached_due',
        label: 'resources.lines.dashboard.not_attached_due',
        resource: 'lines',
        filter: DUE_LINES,
        icon: LinkOffIcon,
        color: '#d64545',
      },
      {
        key: 'services_provisioning',
        path: 'services.provisioning',
        label: 'resources.lines.dashboard.services_provisioning',
        resource: 'services',
        filter: { status: 'provisioning' },
        icon: BuildIcon,
        color: '#d9822b',
      },
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
