// The customer's data pools (spec 2 §2).
import { DataTable, ReferenceManyField } from 'react-admin';
import { ListPagination } from '../../common/ListPagination.tsx';
import { dataPoolColumns } from '../data_pools/index.ts';

export const CustomerDataPoolsTab = () => (
  <ReferenceManyField reference="data_pools" target="customer_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
    <DataTable bulkActionButtons={false} rowClick="show" resource="data_pools">
      {dataPoolColumns({ hide: ['customer_id'] })}
    </DataTable>
  </ReferenceManyField>
);
