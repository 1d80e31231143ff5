// The contact's side-drawer content.
import { EmailField, ReferenceField, SimpleShowLayout, TextField } from 'react-admin';

export const ContactDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <ReferenceField source="customer_id" reference="customers" emptyText="-" />
    <TextField source="job_title" emptyText="-" />
    <EmailField source="email" emptyText="-" />
    <TextField source="phone" emptyText="-" />
    <TextField source="contact_type" emptyText="-" />
    <TextField source="department" emptyText="-" />
    <TextField source="address" emptyText="-" />
    <TextField source="description" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
  </SimpleShowLayout>
);
