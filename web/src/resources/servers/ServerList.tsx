// Remote-management servers (spec 1 §2.12).
import { DataTable } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { ServerDetails } from './ServerDetails.tsx';

export const ServerList = () => (
  <ResourceList hiddenColumns={['id']} drawer={<ServerDetails />}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="hostname" />
    <DataTable.Col source="version" />
    <DataTable.Col align="right" field={NumberField} source="organizations_count" disableSort />
    <DataTable.Col align="right" field={NumberField} source="available_organizations_count" disableSort />
    <DataTable.Col source="expiration_date" field={DateField} />
    <DataTable.Col source="last_sync_at">
      <DateField source="last_sync_at" showTime emptyText="-" />
    </DataTable.Col>
  </ResourceList>
);
