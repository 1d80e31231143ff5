// Service line show (spec 3 §2): summary, its terminals, the usage chart, the log; the actions.
import { DataTable, ReferenceManyField, TabbedShowLayout } from 'react-admin';
import { ListPagination } from '../../common/ListPagination.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { terminalColumns } from '../starlink_terminals/TerminalFields.tsx';
import { ServiceLineActions } from './ServiceLineActions.tsx';
import { ServiceLineStatusChip, ServiceLineSummary } from './ServiceLineFields.tsx';
import { ServiceLineUsage } from './ServiceLineUsage.tsx';

export const ServiceLineShow = () => (
  <SummaryLogShow
    summary={<ServiceLineSummary />}
    objectType="starlink_service_line"
    extra={<ServiceLineStatusChip />}
    actions={<ServiceLineActions />}
    tabs={[
      <TabbedShowLayout.Tab key="terminals" label="resources.starlink_service_lines.tabs.terminals" path="terminals">
        <ReferenceManyField reference="starlink_terminals" target="starlink_service_line_id" perPage={25} pagination={<ListPagination />}>
          <DataTable bulkActionButtons={false} rowClick="show">
            {terminalColumns({ hide: ['service_line_number', 'starlink_account'] })}
          </DataTable>
        </ReferenceManyField>
      </TabbedShowLayout.Tab>,
      <TabbedShowLayout.Tab key="usage" label="resources.starlink_service_lines.tabs.usage" path="usage">
        <ServiceLineUsage />
      </TabbedShowLayout.Tab>,
    ]}
  />
);
