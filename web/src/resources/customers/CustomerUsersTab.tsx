// Portal users of the customer, each with an impersonate button (spec 1 §2.4, §6).
import { BooleanField, DataTable, ReferenceManyField } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { useShowRowClick } from '../../common/useShowRowClick.ts';
import { ImpersonateButton } from '../../common/ImpersonateButton.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';

export const CustomerUsersTab = () => {
  const rowClick = useShowRowClick();
  return (
    <ReferenceManyField
      reference="users"
      target="customer_id"
      // The users list defaults to active=true; the customer's inactive users belong here too.
      filter={{ active: 'all' }}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      pagination={<ListPagination />}
    >
      <DataTable bulkActionButtons={false} rowClick={rowClick}>
        <DataTable.Col source="id" />
        <DataTable.Col source="fullname" disableSort />
        <DataTable.Col source="email" />
        <DataTable.Col source="active" disableSort field={BooleanField} />
        <DataTable.Col source="last_login_at" disableSort>
          <DateField source="last_login_at" showTime emptyText="-" />
        </DataTable.Col>
        <DataTable.Col label="" disableSort align="right">
          <ImpersonateButton resource="users" />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
};
