import { DataTable, EmailField, Pagination, ReferenceManyField } from 'react-admin';
import { useShowRowClick } from '../../common/useShowRowClick.ts';

export const CustomerContactsTab = () => {
  const rowClick = useShowRowClick();
  return (
    <ReferenceManyField reference="contacts" target="customer_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<Pagination />}>
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
