// The customer's lines (spec 1 §2.4), with their status chips and row actions.
import { DataTable, ReferenceManyField } from 'react-admin';
import { statusLedRowSx } from '../../common/statusLed.ts';
import { lineColumns } from '../lines/index.ts';
import { ListPagination } from '../../common/ListPagination.tsx';

export const CustomerLinesTab = () => (
  <ReferenceManyField reference="lines" target="customer_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
    <DataTable bulkActionButtons={false} rowClick="show" rowSx={statusLedRowSx()}>
      {lineColumns({ hide: ['customer_name'] })}
    </DataTable>
  </ReferenceManyField>
);
