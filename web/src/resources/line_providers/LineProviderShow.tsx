// Line provider show page: details, its lines, its log.
import { DataTable, EditButton, ReferenceManyField, Show, TabbedShowLayout } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { LogTab } from '../../common/LogTab.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { lineColumns } from '../lines/index.ts';
import { LineProviderDetails } from './LineProviderDetails.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';

export const LineProviderShow = () => (
  <Show
    actions={
      <ShowHeader>
        <EditButton />
        <ArchiveButton />
      </ShowHeader>
    }
  >
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.line_providers.tabs.summary">
        <LineProviderDetails />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.line_providers.tabs.lines" path="lines">
        <ReferenceManyField reference="lines" target="provider_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
          <DataTable bulkActionButtons={false} rowClick="show">
            {lineColumns({ hide: ['provider_name'] })}
          </DataTable>
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.line_providers.tabs.logs" path="logs">
        <LogTab objectType="line_provider" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
