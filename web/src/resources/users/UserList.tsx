// Users list (spec 1 §2.12); a row opens the drawer with the user's flags.
import { BooleanField, DataTable } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { UserDetails } from './UserDetails.tsx';
import { userFilterDefaults, userFilters } from './userFilters.tsx';
import { UserListActions } from './UserListActions.tsx';

export const UserList = () => (
  <ResourceList
    archivable={false}
    filters={userFilters}
    hiddenColumns={['id', 'mfa_enabled']}
    filterDefaultValues={userFilterDefaults}
    actions={<UserListActions />}
    drawer={<UserDetails />}
  >
    <DataTable.Col source="id" />
    <DataTable.Col source="fullname" />
    <DataTable.Col source="email" />
    <DataTable.Col source="customer_name" disableSort />
    <DataTable.Col source="is_staff" field={BooleanField} />
    <DataTable.Col source="is_admin" field={BooleanField} />
    <DataTable.Col source="active" field={BooleanField} />
    <DataTable.Col source="mfa_enabled" disableSort field={BooleanField} />
    <DataTable.Col source="last_login_at">
      <DateField source="last_login_at" showTime emptyText="-" />
    </DataTable.Col>
  </ResourceList>
);
