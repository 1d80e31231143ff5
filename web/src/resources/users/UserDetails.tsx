// The user's side-drawer content.
import { BooleanField, EmailField, ReferenceField, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';

export const UserDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <EmailField source="email" />
    <TextField source="phone" emptyText="-" />
    <ReferenceField source="customer_id" reference="customers" emptyText="-" />
    <BooleanField source="active" />
    <BooleanField source="is_staff" />
    <BooleanField source="is_admin" />
    <BooleanField source="is_manager" />
    <BooleanField source="mfa_enabled" />
    <DateField source="last_login_at" showTime emptyText="-" />
  </SimpleShowLayout>
);
