// The customer's lines (spec 1 §2.4), with their status chips and row actions.
import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import { statusLedRowSx } from '../../common/statusLed.ts';
import { lineColumns } from '../lines/index.ts';

export const CustomerLinesTab = () => (
  <ReferenceManyField reference="lines" target="customer_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<Pagination />}>
    <DataTable bulkActionButtons={false} rowClick="show" rowSx={statusLedRowSx()}>
      {lineColumns({ hide: ['customer_name'] })}
    </DataTable>
  </ReferenceManyField>
);
