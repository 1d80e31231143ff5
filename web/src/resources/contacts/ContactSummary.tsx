import { Box } from '@mui/material';
import { EmailField, ReferenceField, TextField } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';

export const ContactSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.contacts.sections.identity">
      <TextField source="name" />
      <ReferenceField source="customer_id" reference="customers" emptyText="-" />
      <TextField source="job_title" emptyText="-" />
      <TextField source="department" emptyText="-" />
      <TextField source="contact_type" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.contacts.sections.reach">
      <EmailField source="email" emptyText="-" />
      <TextField source="phone" emptyText="-" />
      <TextField source="address" emptyText="-" />
      <TextField source="lang" emptyText="-" />
      <TextField source="timezone" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.contacts.sections.notes" columns={1}>
      <TextField source="description" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    </DetailSection>
    <DetailSection>
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </DetailSection>
  </Box>
);
