import { SimpleShowLayout, TextField, UrlField } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';

/** The server's drawer and summary fields; the API secret is never shown. */
export const ServerDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <TextField source="name" />
    <TextField source="description" emptyText="-" />
    <TextField source="hostname" emptyText="-" />
    <TextField source="api_hostname" emptyText="-" />
    <UrlField source="base_url" emptyText="-" />
    <UrlField source="api_base_url" emptyText="-" />
    <TextField source="version" emptyText="-" />
    <DateField source="expiration_date" emptyText="-" />
    <NumberField source="organizations_count" emptyText="-" />
    <NumberField source="available_organizations_count" emptyText="-" />
    <DateField source="last_sync_at" showTime emptyText="-" />
  </SimpleShowLayout>
);
