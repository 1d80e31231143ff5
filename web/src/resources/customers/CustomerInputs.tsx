// The customer's summary inputs, shared by create and edit (spec 1 §3 Customer, §5: name required).
import { Box } from '@mui/material';
import { BooleanInput, email, required, SelectInput, TextInput } from 'react-admin';
import { SHORT_COUNTRIES } from '@console/contract';
import { CreatableChoiceInput } from '../../common/CreatableChoiceInput.tsx';
import { FormRow as Row, FormSection as Section } from '../../common/FormSection.tsx';
import { StaffUserInput } from '../../common/StaffUserInput.tsx';
import { contractDataSourceChoices, invoiceChannelChoices, invoiceLangChoices, paymentTermChoices, supportLevelChoices } from './choices.ts';
import { vatNumberValidator } from '../addresses/vatValidation.ts';

const validateVat = vatNumberValidator('resources.customers.validation.vat');

export const CustomerInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 960 }}>
    <Section title="resources.customers.sections.identity" />
    <Row>
      <TextInput source="name" validate={required()} />
      <TextInput source="short_name" />
    </Row>
    <Row>
      <TextInput source="accounting_code" />
      <TextInput source="vat" validate={validateVat} />
      <TextInput source="helpdesk_id" />
    </Row>
    <Row>
      <SelectInput source="contract_data_source" choices={contractDataSourceChoices} emptyText="-" />
      <BooleanInput source="active" />
      <BooleanInput source="nightswatch" />
    </Row>

    <Section title="resources.customers.sections.support" />
    <Row>
      <SelectInput source="support_level" choices={supportLevelChoices} validate={required()} />
      <TextInput source="support_email" validate={email()} />
    </Row>
    <TextInput source="default_data_limit_contacts" helperText="resources.customers.helpers.default_data_limit_contacts" />

    <Section title="resources.customers.sections.team" />
    <Row>
      <StaffUserInput source="account_manager_id" />
      <StaffUserInput source="presale_id" />
    </Row>

    <Section title="resources.customers.sections.address" />
    <Row>
      <TextInput source="street" />
      <TextInput source="number" sx={{ maxWidth: { md: 140 } }} />
      <TextInput source="box" sx={{ maxWidth: { md: 120 } }} />
    </Row>
    <TextInput source="street_bis" />
    <Row>
      <TextInput source="zipcode" />
      <TextInput source="city" />
      <CreatableChoiceInput source="country" choices={SHORT_COUNTRIES} valuesOf={{ resource: 'customers', field: 'country' }} />
    </Row>

    <Section title="resources.customers.sections.billing" />
    <Row>
      <TextInput source="email" validate={email()} />
      <TextInput source="phone" />
      <SelectInput source="payment_terms" choices={paymentTermChoices} emptyText="-" />
    </Row>
    <Row>
      <SelectInput source="invoice_channel" choices={invoiceChannelChoices} validate={required()} />
      <SelectInput source="invoice_lang" choices={invoiceLangChoices} emptyText="-" helperText="resources.customers.helpers.invoice_lang" />
    </Row>

    <Section title="resources.customers.sections.notes" />
    <TextInput source="description" multiline minRows={3} />
  </Box>
);

export const customerDefaults = { active: true, nightswatch: false, support_level: 'no', invoice_channel: 'email' };
