// The customer's product items that are not archived (spec 1 §2.4), in stock or not.
import { DataTable, ReferenceManyField } from 'react-admin';
import { productItemColumns } from '../product_items/index.ts';
import { ListPagination } from '../../common/ListPagination.tsx';

export const CustomerProductItemsTab = () => (
  <ReferenceManyField
    reference="product_items"
    target="customer_id"
    // The list defaults to items out of stock; here every live item of the customer counts.
    filter={{ archived: false, in_stock: 'all' }}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={25}
    pagination={<ListPagination />}
  >
    <DataTable bulkActionButtons={false} rowClick="show">
      {productItemColumns({ hide: ['customer_name'] })}
    </DataTable>
  </ReferenceManyField>
);
