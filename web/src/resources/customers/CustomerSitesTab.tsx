// Sites of the customer, each with an "Add device" link to /sites/{id}/build (spec 1 §2.4).
import AddIcon from '@mui/icons-material/AddCircleOutline';
import { DataTable, ReferenceManyField, useRecordContext } from 'react-admin';
import { useShowRowClick } from '../../common/useShowRowClick.ts';
import { ListPagination } from '../../common/ListPagination.tsx';
import { LinkButton } from '../../common/LinkButton.tsx';
import type { SiteRecord } from '../sites/types.ts';

export const AddDeviceLink = () => {
  const site = useRecordContext<SiteRecord>();
  if (!site) return null;
  return (
    <LinkButton label="app.action.add_device" to={`/sites/${site.id}/build`} onClick={(event) => event.stopPropagation()}>
      <AddIcon />
    </LinkButton>
  );
};

export const CustomerSitesTab = () => {
  const rowClick = useShowRowClick();
  return (
    <ReferenceManyField reference="sites" target="customer_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
      <DataTable bulkActionButtons={false} rowClick={rowClick}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="address" disableSort />
        <DataTable.Col source="city" />
        <DataTable.Col source="country" />
        <DataTable.Col label="" disableSort align="right">
          <AddDeviceLink />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
};
