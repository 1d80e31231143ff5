// Data pool show (spec 2 §2): summary, its services, logs; Suspend for starlink pools
// (POST /data_pools/{id}/deactivate).
import { EditButton, ReferenceManyField, TabbedShowLayout } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { DataPoolSuspendButton } from '../starlink_service_lines/SatelliteServiceActions.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { ServiceTable } from '../services/index.ts';
import { DataPoolSummary } from './DataPoolFields.tsx';

export const DataPoolShow = () => (
  <SummaryLogShow
    summary={<DataPoolSummary />}
    objectType="data_pool"
    actions={
      <>
        <DataPoolSuspendButton />
        <EditButton />
        <ArchiveButton />
      </>
    }
    tabs={[
      <TabbedShowLayout.Tab key="services" label="resources.data_pools.tabs.services" path="services">
        <ReferenceManyField reference="services" target="data_pool_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
          <ServiceTable />
        </ReferenceManyField>
      </TabbedShowLayout.Tab>,
    ]}
  />
);
