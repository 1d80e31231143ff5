import { DataTable, EmailField, ReferenceManyField } from 'react-admin';
import { useShowRowClick } from '../../common/useShowRowClick.ts';
import { ListPagination } from '../../common/ListPagination.tsx';

export const CustomerContactsTab = () => {
  const rowClick = useShowRowClick();
  return (
    <ReferenceManyField reference="contacts" target="customer_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
      <DataTable bulkActionButtons={false} rowClick={rowClick}>
        <DataTable.Col source="name" />
        <DataTable.Col source="job_title" disableSort />
        <DataTable.Col source="email" field={EmailField} />
        <DataTable.Col source="phone" disableSort />
        <DataTable.Col source="contact_type" disableSort />
      </DataTable>
    </ReferenceManyField>
  );
};
