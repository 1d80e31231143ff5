import { Box } from '@mui/material';
import { EmailField, TextField, UrlField } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';

export const CompanySummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.companies.sections.identity">
      <TextField source="name" />
      <TextField source="invoice_prefix" />
      <TextField source="vat_number" emptyText="-" />
      <TextField source="register_mention" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.companies.sections.address">
      <TextField source="street" emptyText="-" />
      <TextField source="zipcode" emptyText="-" />
      <TextField source="city" emptyText="-" />
      <TextField source="country" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.companies.sections.contact">
      <EmailField source="email" emptyText="-" />
      <TextField source="phone" emptyText="-" />
      <UrlField source="website" emptyText="-" target="_blank" rel="noopener noreferrer" />
    </DetailSection>
    <DetailSection title="resources.companies.sections.bank">
      <TextField source="bank_name" emptyText="-" />
      <TextField source="bank_iban" emptyText="-" />
      <TextField source="bank_bic" emptyText="-" />
    </DetailSection>
    <DetailSection>
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </DetailSection>
  </Box>
);
