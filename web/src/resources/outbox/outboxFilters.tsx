import { SelectInput } from 'react-admin';

const choices = (group: string, ids: string[]) => ids.map((id) => ({ id, name: `resources.outbox.${group}.${id}` }));

// The values of the outbox table's channel and status columns.
export const outboxFilters = [
  <SelectInput key="channel" source="channel" choices={choices('channels', ['email', 'sms'])} alwaysOn />,
  <SelectInput key="status" source="status" choices={choices('statuses', ['queued', 'sending', 'sent', 'failed', 'dead', 'stored'])} alwaysOn />,
];
