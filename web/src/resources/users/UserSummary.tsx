import { Box } from '@mui/material';
import { BooleanField, EmailField, FunctionField, ReferenceField, TextField, useTranslate } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { PERMISSION_FLAGS } from '@console/contract';
import { DetailSection } from '../../common/DetailSection.tsx';

const MfaMethodField = ({ source = 'mfa_method' }: { source?: string; label?: string }) => {
  const translate = useTranslate();
  return (
    <FunctionField
      source={source}
      render={(record) => (record[source] ? translate(`resources.users.mfa_methods.${record[source]}`, { _: record[source] }) : '-')}
    />
  );
};

export const UserSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.users.sections.identity">
      <EmailField source="email" />
      <TextField source="firstname" emptyText="-" />
      <TextField source="lastname" emptyText="-" />
      <TextField source="phone" emptyText="-" />
      <ReferenceField source="customer_id" reference="customers" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.users.sections.roles" columns={4}>
      <BooleanField source="active" />
      <BooleanField source="is_staff" />
      <BooleanField source="is_manager" />
      <BooleanField source="is_admin" />
    </DetailSection>
    <DetailSection title="resources.users.sections.permissions">
      {PERMISSION_FLAGS.map((flag) => (
        <BooleanField key={flag} source={flag} />
      ))}
    </DetailSection>
    <DetailSection title="resources.users.sections.security">
      <BooleanField source="mfa_enabled" />
      <MfaMethodField source="mfa_method" />
      <DateField source="last_login_at" showTime emptyText="-" />
    </DetailSection>
    <DetailSection>
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </DetailSection>
  </Box>
);
