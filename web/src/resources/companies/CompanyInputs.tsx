// The billing company's inputs, shared by create and edit (spec 3 §5: invoice_prefix 1 to 9, step 1).
import { Box } from '@mui/material';
import { email, maxValue, minValue, NumberInput, number, required, TextInput } from 'react-admin';
import { SHORT_COUNTRIES } from '@console/contract';
import { CreatableChoiceInput } from '../../common/CreatableChoiceInput.tsx';
import { FormRow, FormSection } from '../../common/FormSection.tsx';
import { vatNumberValidator } from '../addresses/vatValidation.ts';

const validateVat = vatNumberValidator('resources.companies.validation.vat_number');

const wholeNumber = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value)) ? undefined : 'resources.companies.validation.invoice_prefix';

const validateInvoicePrefix = [required(), number(), wholeNumber, minValue(1), maxValue(9)];

export const CompanyInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 960 }}>
    <FormSection title="resources.companies.sections.identity" />
    <FormRow>
      <TextInput source="name" validate={required()} />
      <NumberInput
        source="invoice_prefix"
        min={1}
        max={9}
        step={1}
        validate={validateInvoicePrefix}
        helperText="resources.companies.helpers.invoice_prefix"
        sx={{ maxWidth: { md: 260 } }}
      />
    </FormRow>
    <FormRow>
      <TextInput source="vat_number" validate={validateVat} />
      <TextInput source="register_mention" helperText="resources.companies.helpers.register_mention" />
    </FormRow>

    <FormSection title="resources.companies.sections.address" />
    <TextInput source="street" />
    <FormRow>
      <TextInput source="zipcode" />
      <TextInput source="city" />
      <CreatableChoiceInput source="country" choices={SHORT_COUNTRIES} valuesOf={{ resource: 'companies', field: 'country' }} />
    </FormRow>

    <FormSection title="resources.companies.sections.contact" />
    <FormRow>
      <TextInput source="email" validate={email()} />
      <TextInput source="phone" />
      <TextInput source="website" />
    </FormRow>

    <FormSection title="resources.companies.sections.bank" />
    <FormRow>
      <TextInput source="bank_name" />
      <TextInput source="bank_iban" />
      <TextInput source="bank_bic" />
    </FormRow>
  </Box>
);
