// The customer's SIM pools (spec 1 §2.4), each expanding to its SIM cards.
import { DataTable, ReferenceManyField } from 'react-admin';
import { NumberField } from '../../common/format/fields.tsx';
import { PoolSimcards } from '../simpools/PoolSimcards.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';

export const CustomerSimPoolsTab = () => (
  <ReferenceManyField reference="simpools" target="customer_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
    <DataTable bulkActionButtons={false} rowClick="show" expand={<PoolSimcards />}>
      <DataTable.Col source="id" />
      <DataTable.Col source="name" />
      <DataTable.Col source="cards_count" disableSort>
        <NumberField source="cards_count" />
      </DataTable.Col>
      <DataTable.Col source="description" disableSort />
    </DataTable>
  </ReferenceManyField>
);
