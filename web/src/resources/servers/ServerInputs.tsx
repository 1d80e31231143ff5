import { DateInput, PasswordInput, TextInput, required } from 'react-admin';
import { FormRow } from '../../common/FormSection.tsx';

export const ServerInputs = () => (
  <>
    <FormRow>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="version" fullWidth />
      <DateInput source="expiration_date" fullWidth />
    </FormRow>
    <FormRow>
      <TextInput source="hostname" fullWidth />
      <TextInput source="api_hostname" fullWidth />
    </FormRow>
    <FormRow>
      <TextInput source="base_url" fullWidth />
      <TextInput source="api_base_url" fullWidth />
    </FormRow>
    <FormRow>
      <TextInput source="api_key" fullWidth autoComplete="off" />
      <PasswordInput source="api_secret" fullWidth autoComplete="new-password" />
    </FormRow>
    <TextInput source="description" multiline minRows={2} fullWidth />
  </>
);
