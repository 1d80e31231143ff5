// The outbox (admins only): every outgoing e-mail and SMS; a row opens the message in the drawer.
import { DataTable } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { AdminOnly } from './AdminOnly.tsx';
import { ChannelField, OutboxStatusField } from './OutboxFields.tsx';
import { outboxFilters } from './outboxFilters.tsx';
import { OutboxMessage } from './OutboxMessage.tsx';

export const OutboxList = () => (
  <AdminOnly>
    <ResourceList archivable={false} bulkActionButtons={false} filters={outboxFilters} drawer={<OutboxMessage />}>
      <DataTable.Col source="created_at" sx={{ whiteSpace: 'nowrap' }}>
        <DateField source="created_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="channel">
        <ChannelField />
      </DataTable.Col>
      <DataTable.Col source="recipient" />
      <DataTable.Col source="subject" disableSort />
      <DataTable.Col source="status">
        <OutboxStatusField />
      </DataTable.Col>
      <DataTable.Col source="sent_at">
        <DateField source="sent_at" showTime emptyText="-" />
      </DataTable.Col>
    </ResourceList>
  </AdminOnly>
);
