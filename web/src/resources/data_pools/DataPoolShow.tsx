// Data pool show (spec 2 §2): summary, its services, its invoices, the preview of the next invoice, logs; Invoice; Suspend for starlink pools
// (POST /data_pools/{id}/deactivate).
import { EditButton, ReferenceManyField, TabbedShowLayout } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { DataPoolSuspendButton } from '../starlink_service_lines/SatelliteServiceActions.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { ServiceTable } from '../services/index.ts';
import { DataPoolSummary } from './DataPoolFields.tsx';
import { InvoicesTab } from '../invoices/index.ts';
import { BillButton, BillingPreview } from '../invoices/BillingPreview.tsx';

export const DataPoolShow = () => (
  <SummaryLogShow
    summary={<DataPoolSummary />}
    objectType="data_pool"
    actions={
      <>
        <DataPoolSuspendButton />
        <BillButton resource="data_pools" />
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
      <TabbedShowLayout.Tab key="invoices" label="resources.data_pools.tabs.invoices" path="invoices">
        <InvoicesTab target="data_pool_id" hide={['package_reference']} />
      </TabbedShowLayout.Tab>,
      <TabbedShowLayout.Tab key="preview" label="resources.data_pools.tabs.preview" path="preview">
        <BillingPreview resource="data_pools" />
      </TabbedShowLayout.Tab>,
    ]}
  />
);
