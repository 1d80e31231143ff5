// The product items at a site that are not archived (spec 1 §2.6), in stock or not.
import { DataTable, ReferenceManyField } from 'react-admin';
import { productItemColumns } from '../product_items/index.ts';
import { ListPagination } from '../../common/ListPagination.tsx';

export const SiteProductItemsTab = () => (
  <ReferenceManyField
    reference="product_items"
    target="site_id"
    filter={{ archived: false, in_stock: 'all' }}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={25}
    pagination={<ListPagination />}
  >
    <DataTable bulkActionButtons={false} rowClick="show">
      {productItemColumns({ hide: ['site_name'] })}
    </DataTable>
  </ReferenceManyField>
);
