// The billing address's side-drawer content.
import { EmailField, ReferenceField, SimpleShowLayout, TextField } from 'react-admin';
import { PaymentMethodField } from './PaymentMethodField.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

export const AddressDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <ReferenceField source="customer_id" reference="customers" emptyText="-" />
    <TextField source="accounting_code" emptyText="-" />
    <TextField source="vat" emptyText="-" />
    <TextField source="peppol_id" emptyText="-" />
    <TextField source="street" emptyText="-" />
    <TextField source="zipcode" emptyText="-" />
    <TextField source="city" emptyText="-" />
    <TextField source="country" emptyText="-" />
    <EmailField source="email" emptyText="-" />
    <TextField source="phone" emptyText="-" />
    <PaymentMethodField source="payment_method" />
    <ChoiceField source="payment_terms" labels="app.payment_terms" />
  </SimpleShowLayout>
);
