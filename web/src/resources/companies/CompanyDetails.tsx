// The billing company's drawer preview: what is printed on its invoices.
import { EmailField, SimpleShowLayout, TextField, UrlField } from 'react-admin';

export const CompanyDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <TextField source="invoice_prefix" />
    <TextField source="vat_number" emptyText="-" />
    <TextField source="register_mention" emptyText="-" />
    <TextField source="street" emptyText="-" />
    <TextField source="zipcode" emptyText="-" />
    <TextField source="city" emptyText="-" />
    <TextField source="country" emptyText="-" />
    <EmailField source="email" emptyText="-" />
    <TextField source="phone" emptyText="-" />
    <UrlField source="website" emptyText="-" target="_blank" rel="noopener noreferrer" />
    <TextField source="bank_name" emptyText="-" />
    <TextField source="bank_iban" emptyText="-" />
    <TextField source="bank_bic" emptyText="-" />
  </SimpleShowLayout>
);
