// Billing addresses of the customer (spec 3 §3).
import { DataTable, ReferenceManyField } from 'react-admin';
import { useShowRowClick } from '../../common/useShowRowClick.ts';
import { ListPagination } from '../../common/ListPagination.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

export const CustomerAddressesTab = () => {
  const rowClick = useShowRowClick();
  return (
    <ReferenceManyField reference="addresses" target="customer_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
      <DataTable bulkActionButtons={false} rowClick={rowClick}>
        <DataTable.Col source="name" />
        <DataTable.Col source="accounting_code" disableSort />
        <DataTable.Col source="city" disableSort />
        <DataTable.Col source="country" disableSort />
        <DataTable.Col source="payment_method" disableSort>
          <ChoiceField source="payment_method" labels="resources.addresses.payment_methods" />
        </DataTable.Col>
        <DataTable.Col source="payment_terms" disableSort>
          <ChoiceField source="payment_terms" labels="app.payment_terms" />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
};
