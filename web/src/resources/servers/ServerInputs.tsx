// A controller server's inputs, shared by create and edit. The console sends the server's credentials
// to its URL, so on edit the address and credential fields are an administrator's (decisions 0068,
// 0080): staff without that right see them read-only, with a hint, instead of a save the server
// refuses with a 403.
import { PasswordInput, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { FormRow } from '../../common/FormSection.tsx';
import { useIsAdmin } from '../../common/useHasPermission.ts';

/** Where the calls go and what they carry. */
export const ADMIN_ONLY_FIELDS: readonly string[] = ['hostname', 'api_hostname', 'base_url', 'api_base_url', 'api_key', 'api_secret'];

/** The props of a field: read-only with the hint for someone who is not an administrator, on an existing server. */
export const useAdminOnlyProps = () => {
  const record = useRecordContext();
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  return (source: string): { readOnly?: true; helperText?: string } =>
    record?.id != null && !isAdmin && ADMIN_ONLY_FIELDS.includes(source)
      ? { readOnly: true, helperText: translate('resources.servers.helpers.admin_only') }
      : {};
};

export const ServerInputs = () => {
  const adminOnly = useAdminOnlyProps();
  return (
    <>
      <FormRow>
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="version" fullWidth />
        <DateInput source="expiration_date" fullWidth />
      </FormRow>
      <FormRow>
        <TextInput source="hostname" fullWidth {...adminOnly('hostname')} />
        <TextInput source="api_hostname" fullWidth {...adminOnly('api_hostname')} />
      </FormRow>
      <FormRow>
        <TextInput source="base_url" fullWidth {...adminOnly('base_url')} />
        <TextInput source="api_base_url" fullWidth {...adminOnly('api_base_url')} />
      </FormRow>
      <FormRow>
        <TextInput source="api_key" fullWidth autoComplete="off" {...adminOnly('api_key')} />
        <PasswordInput source="api_secret" fullWidth autoComplete="new-password" {...adminOnly('api_secret')} />
      </FormRow>
      <TextInput source="description" multiline minRows={2} fullWidth />
    </>
  );
};
