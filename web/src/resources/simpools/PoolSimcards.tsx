// The SIM cards of a pool (spec 1 §2.3, §9: 25 per page), in the list's expanded rows and on the show page.
import { DataTable, ReferenceManyField } from 'react-admin';
import { simcardColumns } from '../simcards/index.ts';
import { simcardShowPath } from '../simcards/simcardApi.ts';
import { ListPagination } from '../../common/ListPagination.tsx';

export const SimcardsOf = ({ target, perPage }: { target: string; perPage: number }) => (
  <ReferenceManyField
    reference="simcards"
    target={target}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={perPage}
    pagination={<ListPagination rowsPerPageOptions={[perPage]} />}
  >
    <DataTable bulkActionButtons={false} rowClick={(_id, _resource, record) => simcardShowPath(record)}>
      {simcardColumns()}
    </DataTable>
  </ReferenceManyField>
);

export const PoolSimcards = () => <SimcardsOf target="pool_id" perPage={25} />;
