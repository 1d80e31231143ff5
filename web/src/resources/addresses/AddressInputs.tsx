// The billing address's inputs, shared by create and edit.
import { Box } from '@mui/material';
import { email, required, SelectInput, TextInput } from 'react-admin';
import { SHORT_COUNTRIES } from '@console/contract';
import { CreatableChoiceInput } from '../../common/CreatableChoiceInput.tsx';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow, FormSection } from '../../common/FormSection.tsx';
import { paymentMethodChoices, paymentTermChoices } from './choices.ts';
import { peppolIdValidator, vatNumberValidator } from './vatValidation.ts';

const validateVat = vatNumberValidator('resources.addresses.validation.vat');
const validatePeppolId = peppolIdValidator('resources.addresses.validation.peppol_id');

/** `customerLocked`: the customer is given by the form the address is created from (a package's), not chosen. */
export const AddressInputs = ({ customerLocked = false }: { customerLocked?: boolean }) => (
  <Box sx={{ width: '100%', maxWidth: 960 }}>
    <FormSection title="resources.addresses.sections.identity" />
    <FormRow>
      <TextInput source="name" validate={required()} />
      <CustomerInput source="customer_id" validate={required()} disabled={customerLocked} />
    </FormRow>
    <FormRow>
      <TextInput source="accounting_code" />
      <TextInput source="vat" validate={validateVat} />
      <TextInput source="peppol_id" validate={validatePeppolId} helperText="resources.addresses.helpers.peppol_id" />
    </FormRow>

    <FormSection title="resources.addresses.sections.address" />
    <FormRow>
      <TextInput source="street" />
      <TextInput source="number" sx={{ maxWidth: { md: 140 } }} />
      <TextInput source="box" sx={{ maxWidth: { md: 120 } }} />
    </FormRow>
    <TextInput source="street_bis" />
    <FormRow>
      <TextInput source="zipcode" />
      <TextInput source="city" />
      <CreatableChoiceInput source="country" choices={SHORT_COUNTRIES} valuesOf={{ resource: 'addresses', field: 'country' }} />
    </FormRow>
    <FormRow>
      <TextInput source="email" validate={email()} />
      <TextInput source="phone" />
    </FormRow>

    <FormSection title="resources.addresses.sections.payment" />
    <FormRow>
      <SelectInput source="payment_method" choices={paymentMethodChoices} validate={required()} />
      <SelectInput source="payment_terms" choices={paymentTermChoices} validate={required()} />
    </FormRow>
  </Box>
);

/** The server's defaults (bank transfer, 30 days), shown up front. */
export const addressDefaults = { payment_method: 'bank_transfer', payment_terms: '30D' };
