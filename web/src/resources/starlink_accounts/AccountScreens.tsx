// Satellite accounts (spec 3 §2): list with export, show with its service lines and terminals, and an
// edit of data_included only (the rest is the provider's).
import { Box } from '@mui/material';
import { DataTable, Edit, EditButton, NumberInput, ReferenceManyField, SimpleForm, TabbedShowLayout, TextField } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { serviceLineColumns } from '../starlink_service_lines/ServiceLineFields.tsx';
import { terminalColumns } from '../starlink_terminals/TerminalFields.tsx';

export const AccountList = () => (
  <ResourceList
    archivable={false}
    hiddenColumns={['region_code', 'accumulated_usage']}
    exportable
    sort={{ field: 'account_name', order: 'ASC' }}
    rowSx={() => ({})}
  >
    <DataTable.Col source="account_name" />
    <DataTable.Col source="account_number" />
    <DataTable.Col source="region_code" />
    <DataTable.NumberCol source="current_usage" />
    <DataTable.NumberCol source="last_usage" />
    <DataTable.NumberCol source="accumulated_usage" />
    <DataTable.NumberCol source="data_included" />
    <DataTable.NumberCol source="service_lines_count" />
    <DataTable.NumberCol source="terminals_count" />
  </ResourceList>
);

const AccountSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.starlink_accounts.sections.identity" columns={4}>
      <TextField source="account_name" />
      <TextField source="account_number" />
      <TextField source="region_code" emptyText="-" />
      <DateField source="last_sync_at" showTime emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.starlink_accounts.sections.usage" columns={4}>
      <NumberField source="current_usage" />
      <NumberField source="last_usage" />
      <NumberField source="accumulated_usage" />
      <NumberField source="data_included" emptyText="-" />
      <NumberField source="service_lines_count" />
      <NumberField source="terminals_count" />
    </DetailSection>
  </Box>
);

export const AccountShow = () => (
  <SummaryLogShow
    summary={<AccountSummary />}
    objectType="starlink_account"
    actions={<EditButton />}
    tabs={[
      <TabbedShowLayout.Tab key="service_lines" label="resources.starlink_accounts.tabs.service_lines" path="service_lines">
        <ReferenceManyField reference="starlink_service_lines" target="starlink_account_id" perPage={25} pagination={<ListPagination />}>
          <DataTable bulkActionButtons={false} rowClick="show">
            {serviceLineColumns({ hide: ['starlink_account'] })}
          </DataTable>
        </ReferenceManyField>
      </TabbedShowLayout.Tab>,
      <TabbedShowLayout.Tab key="terminals" label="resources.starlink_accounts.tabs.terminals" path="terminals">
        <ReferenceManyField reference="starlink_terminals" target="starlink_account_id" perPage={25} pagination={<ListPagination />}>
          <DataTable bulkActionButtons={false} rowClick="show">
            {terminalColumns({ hide: ['starlink_account'] })}
          </DataTable>
        </ReferenceManyField>
      </TabbedShowLayout.Tab>,
    ]}
  />
);

export const AccountEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <NumberInput source="data_included" min={0} step={1} />
    </SimpleForm>
  </Edit>
);
