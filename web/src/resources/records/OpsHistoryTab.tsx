// The Ops History of one record (device, customer, site, SIM, line): records filtered by
// `target` (device_id, customer_id, site_id...), sorted by id descending (spec 1 §7.5).
import { DataTable, ReferenceManyField } from 'react-admin';
import { pageSizeFor } from '@console/contract';
import { RecordColumns } from './RecordColumns.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';

export interface OpsHistoryTabProps {
  /** The records filter naming this record: device_id, sim_id, line_id, customer_id, site_id. */
  target: string;
  /** Columns left out (e.g. customer on a customer's page). */
  hide?: string[];
}

export const OpsHistoryTab = ({ target, hide }: OpsHistoryTabProps) => (
  <ReferenceManyField
    reference="records"
    target={target}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={pageSizeFor('records')}
    pagination={<ListPagination rowsPerPageOptions={[pageSizeFor('records')]} />}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <RecordColumns hide={hide} />
    </DataTable>
  </ReferenceManyField>
);
