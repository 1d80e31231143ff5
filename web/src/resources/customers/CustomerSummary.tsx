// The summary tab of a customer.
import { Box } from '@mui/material';
import { CustomerActiveField } from './CustomerActiveField.tsx';
import { BooleanField, EmailField, ReferenceField, TextField, useRecordContext } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { SupportLevelField } from './SupportLevelField.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';
import type { CustomerRecord } from './types.ts';

const ColorField = ({ source }: { source: 'primary_color' | 'secondary_color'; label?: string }) => {
  const record = useRecordContext<CustomerRecord>();
  const value = record?.[source];
  if (!value) return <span>-</span>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: value, border: 1, borderColor: 'divider' }} />
      {value}
    </Box>
  );
};

export const CustomerSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.customers.sections.identity">
      <TextField source="name" />
      <TextField source="short_name" emptyText="-" />
      <TextField source="accounting_code" emptyText="-" />
      <TextField source="vat" emptyText="-" />
      <TextField source="helpdesk_id" emptyText="-" />
      <TextField source="contract_data_source" emptyText="-" />
      <CustomerActiveField source="active" />
      <BooleanField source="nightswatch" />
      <TextField source="sites_count" />
    </DetailSection>
    <DetailSection title="resources.customers.sections.support">
      <SupportLevelField source="support_level" />
      <EmailField source="support_email" emptyText="-" />
      <TextField source="default_data_limit_contacts" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.customers.sections.team">
      <ReferenceField source="account_manager_id" reference="users" emptyText="-" />
      <ReferenceField source="presale_id" reference="users" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.customers.sections.address">
      <TextField source="street" emptyText="-" />
      <TextField source="street_bis" emptyText="-" />
      <TextField source="number" emptyText="-" />
      <TextField source="box" emptyText="-" />
      <TextField source="zipcode" emptyText="-" />
      <TextField source="city" emptyText="-" />
      <TextField source="country" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.customers.sections.billing">
      <EmailField source="email" emptyText="-" />
      <TextField source="phone" emptyText="-" />
      <ChoiceField source="payment_terms" labels="app.payment_terms" />
      <ChoiceField source="invoice_channel" labels="resources.customers.invoice_channels" />
      <ChoiceField source="invoice_lang" labels="resources.customers.invoice_langs" />
      <ColorField source="primary_color" />
      <ColorField source="secondary_color" />
    </DetailSection>
    <DetailSection title="resources.customers.sections.notes" columns={1}>
      <TextField source="description" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    </DetailSection>
    <DetailSection>
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </DetailSection>
  </Box>
);
