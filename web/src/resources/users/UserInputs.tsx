// The user's inputs, shared by create and edit. Flags only an admin may grant (is_admin, is_staff,
// can_manage_pricing, can_impersonate) are read-only for others: the server refuses them with a 403, which would
// end the session. mfa_enabled is not here: the Enable/Disable MFA actions own it.
import { Box } from '@mui/material';
import { BooleanInput, email, required, SelectInput, TextInput } from 'react-admin';
import { MFA_METHODS, PERMISSION_FLAGS, WORK_ROLES } from '@console/contract';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow, FormSection } from '../../common/FormSection.tsx';
import { useIsAdmin } from '../../common/useHasPermission.ts';

const ADMIN_ONLY = new Set<string>(['is_admin', 'is_staff', 'can_manage_pricing', 'can_impersonate']);
const mfaMethodChoices = MFA_METHODS.map((id) => ({ id, name: `resources.users.mfa_methods.${id}` }));
// What the person works on: the sections of their home page (issue 14).
const workRoleChoices = WORK_ROLES.map((id) => ({ id, name: `resources.users.work_roles.${id}` }));

export const UserInputs = () => {
  const isAdmin = useIsAdmin();
  const flag = (source: string) => <BooleanInput key={source} source={source} disabled={ADMIN_ONLY.has(source) && !isAdmin} />;
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <FormSection title="resources.users.sections.identity" />
      <FormRow>
        <TextInput source="email" validate={[required(), email()]} />
        <TextInput source="phone" />
      </FormRow>
      <FormRow>
        <TextInput source="firstname" />
        <TextInput source="lastname" />
      </FormRow>
      <CustomerInput source="customer_id" helperText="resources.users.helpers.customer_id" />

      <FormSection title="resources.users.sections.roles" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>{['active', 'is_staff', 'is_manager', 'is_admin'].map(flag)}</Box>

      <FormSection title="resources.users.sections.permissions" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>{PERMISSION_FLAGS.map(flag)}</Box>

      <FormSection title="resources.users.sections.security" />
      <SelectInput source="mfa_method" choices={mfaMethodChoices} helperText="resources.users.helpers.mfa_method" />
      <SelectInput source="work_role" choices={workRoleChoices} helperText="resources.users.helpers.work_role" />
    </Box>
  );
};

export const userDefaults = {
  active: true,
  is_staff: false,
  is_manager: false,
  is_admin: false,
  mfa_method: 'email',
  ...Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, false])),
};
