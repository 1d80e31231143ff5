// Satellite addresses (spec 3 §2): list and show, read-only (mirrored from the provider).
import { Box } from '@mui/material';
import { DataTable, ReferenceField, ReferenceManyField, Show, TabbedShowLayout, TextField } from 'react-admin';
import { NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { serviceLineColumns } from '../starlink_service_lines/ServiceLineFields.tsx';

export const AddressList = () => (
  <ResourceList archivable={false} rowSx={() => ({})}>
    <DataTable.Col source="formatted_address" />
    <DataTable.Col source="locality" />
    <DataTable.Col source="postal_code" />
    <DataTable.Col source="region_code" />
    <DataTable.Col source="starlink_account" />
  </ResourceList>
);

export const AddressShow = () => (
  <Show actions={<ShowHeader />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.starlink_addresses.tabs.summary">
        <Box sx={{ pt: 1 }}>
          <DetailSection columns={3}>
            <TextField source="formatted_address" emptyText="-" />
            <TextField source="address_reference_id" />
            <ReferenceField source="starlink_account_id" reference="starlink_accounts" link="show" />
            <TextField source="locality" emptyText="-" />
            <TextField source="postal_code" emptyText="-" />
            <TextField source="administrative_area" emptyText="-" />
            <TextField source="administrative_area_code" emptyText="-" />
            <TextField source="region_code" emptyText="-" />
            <NumberField source="lat" emptyText="-" />
            <NumberField source="lng" emptyText="-" />
            <TextField source="metadatas" emptyText="-" />
          </DetailSection>
        </Box>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.starlink_addresses.tabs.service_lines" path="service_lines">
        <ReferenceManyField reference="starlink_service_lines" target="starlink_address_id" perPage={25} pagination={<ListPagination />}>
          <DataTable bulkActionButtons={false} rowClick="show">
            {serviceLineColumns({ hide: ['starlink_address'] })}
          </DataTable>
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
