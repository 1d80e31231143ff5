// The contact's inputs, shared by create and edit.
import { Box } from '@mui/material';
import { email, required, TextInput } from 'react-admin';
import { CreatableChoiceInput } from '../../common/CreatableChoiceInput.tsx';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow, FormSection } from '../../common/FormSection.tsx';

export const ContactInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 960 }}>
    <FormSection title="resources.contacts.sections.identity" />
    <FormRow>
      <TextInput source="name" validate={required()} />
      <CustomerInput source="customer_id" />
    </FormRow>
    <FormRow>
      <TextInput source="job_title" />
      <CreatableChoiceInput source="department" valuesOf={{ resource: 'contacts', field: 'department' }} />
      <CreatableChoiceInput source="contact_type" valuesOf={{ resource: 'contacts', field: 'contact_type' }} />
    </FormRow>

    <FormSection title="resources.contacts.sections.reach" />
    <FormRow>
      <TextInput source="email" validate={email()} />
      <TextInput source="phone" />
    </FormRow>
    <TextInput source="address" />
    <FormRow>
      <CreatableChoiceInput source="lang" valuesOf={{ resource: 'contacts', field: 'lang' }} />
      <CreatableChoiceInput source="timezone" valuesOf={{ resource: 'contacts', field: 'timezone' }} helperText="resources.contacts.helpers.timezone" />
    </FormRow>

    <FormSection title="resources.contacts.sections.notes" />
    <TextInput source="description" multiline minRows={3} />
  </Box>
);
