// The customer's Data Pricing tab (spec 3 §2): the pricings narrowed to this customer, and a create
// link that carries it. Shown only to holders of can_manage_pricing (the server answers 403 to others).
import { CreateButton, DataTable, ReferenceManyField, useRecordContext } from 'react-admin';
import { ListPagination } from '../../common/ListPagination.tsx';
import { dataPricingColumns } from '../data_pricings/index.ts';
import type { CustomerRecord } from './types.ts';

export const CustomerDataPricingsTab = () => {
  const record = useRecordContext<CustomerRecord>();
  return (
    <>
      <CreateButton resource="data_pricings" state={{ record: { customer_id: record?.id } }} />
      <ReferenceManyField reference="data_pricings" target="customer_id" sort={{ field: 'id', order: 'DESC' }} perPage={100} pagination={<ListPagination />}>
        <DataTable bulkActionButtons={false} rowClick="edit" resource="data_pricings">
          {dataPricingColumns({ hide: ['customer_id'] })}
        </DataTable>
      </ReferenceManyField>
    </>
  );
};
