// Remote-management servers (spec 1 §2.12).
import { DataTable, DateField } from 'react-admin';
import { ResourceList } from '../../common/ResourceList.tsx';
import { ServerDetails } from './ServerDetails.tsx';

export const ServerList = () => (
  <ResourceList drawer={<ServerDetails />}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="hostname" />
    <DataTable.Col source="version" />
    <DataTable.NumberCol source="organizations_count" disableSort />
    <DataTable.NumberCol source="available_organizations_count" disableSort />
    <DataTable.Col source="expiration_date" field={DateField} />
    <DataTable.Col source="last_sync_at">
      <DateField source="last_sync_at" showTime emptyText="-" />
    </DataTable.Col>
  </ResourceList>
);
