// SIM pools (spec 1 §2.9): 50 per page, rows expand to their SIM cards (25 per page).
import { DataTable } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { PoolSimcards } from './PoolSimcards.tsx';

export const SimpoolList = () => (
  <ResourceList filters={[<CustomerInput key="customer_id" />]} exportable expand={<PoolSimcards />}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="customer_name" disableSort />
    <DataTable.Col source="cards_count" disableSort>
      <NumberField source="cards_count" />
    </DataTable.Col>
    <DataTable.Col source="description" disableSort />
    <DataTable.Col source="created_at">
      <DateField source="created_at" />
    </DataTable.Col>
  </ResourceList>
);
