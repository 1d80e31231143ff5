import { Box } from '@mui/material';
import { EmailField, ReferenceField, TextField } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { PaymentMethodField } from './PaymentMethodField.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

export const AddressSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.addresses.sections.identity">
      <TextField source="name" />
      <ReferenceField source="customer_id" reference="customers" emptyText="-" />
      <TextField source="accounting_code" emptyText="-" />
      <TextField source="vat" emptyText="-" />
      <TextField source="peppol_id" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.addresses.sections.address">
      <TextField source="street" emptyText="-" />
      <TextField source="number" emptyText="-" />
      <TextField source="box" emptyText="-" />
      <TextField source="street_bis" emptyText="-" />
      <TextField source="zipcode" emptyText="-" />
      <TextField source="city" emptyText="-" />
      <TextField source="country" emptyText="-" />
      <EmailField source="email" emptyText="-" />
      <TextField source="phone" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.addresses.sections.payment">
      <PaymentMethodField source="payment_method" />
      <ChoiceField source="payment_terms" labels="app.payment_terms" />
    </DetailSection>
    <DetailSection>
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </DetailSection>
  </Box>
);
