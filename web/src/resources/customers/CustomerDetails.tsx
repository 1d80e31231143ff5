// The customer's side-drawer content: who, where, and the account team.
import { CustomerActiveField } from './CustomerActiveField.tsx';
import { EmailField, ReferenceField, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { SupportLevelField } from './SupportLevelField.tsx';

export const CustomerDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <TextField source="short_name" emptyText="-" />
    <SupportLevelField source="support_level" />
    <EmailField source="support_email" emptyText="-" />
    <ReferenceField source="account_manager_id" reference="users" emptyText="-" />
    <ReferenceField source="presale_id" reference="users" emptyText="-" />
    <TextField source="sites_count" />
    <TextField source="city" emptyText="-" />
    <TextField source="country" emptyText="-" />
    <EmailField source="email" emptyText="-" />
    <TextField source="phone" emptyText="-" />
    <CustomerActiveField source="active" />
    <DateField source="created_at" showTime />
  </SimpleShowLayout>
);
