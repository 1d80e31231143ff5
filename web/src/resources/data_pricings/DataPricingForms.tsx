// Data pricing create and edit (spec 3 §2): saved only when the form is valid; on success, back to the
// list. A refused save shows the server's message (the data provider's warning).
import { Create, Edit, NumberInput, minValue, regex, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow } from '../../common/FormSection.tsx';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { providerChoices } from './DataPricingFields.tsx';

const DataPricingInputs = () => (
  <>
    <FormRow>
      <SelectInput source="provider" choices={providerChoices} validate={required()} fullWidth />
      <CustomerInput fullWidth />
    </FormRow>
    <FormRow>
      <TextInput source="country_code" validate={regex(/^[A-Za-z]{2}$/, 'resources.data_pricings.validation.country_code')} fullWidth />
      <TextInput source="vpmn" validate={regex(/^[A-Za-z0-9]{3,10}$/, 'resources.data_pricings.validation.vpmn')} fullWidth />
      <TextInput source="imsi" validate={regex(/^\d{6,15}$/, 'resources.data_pricings.validation.imsi')} fullWidth />
    </FormRow>
    <FormRow>
      <NumberInput source="price" min={0} step={0.0001} validate={[required(), minValue(0)]} helperText="resources.data_pricings.helpers.per_mb" fullWidth />
      <NumberInput source="buy_price" min={0} step={0.0001} validate={minValue(0)} helperText="resources.data_pricings.helpers.per_mb" fullWidth />
    </FormRow>
  </>
);

export const DataPricingCreate = () => (
  <Create redirect="list">
    <SimpleForm mode="onChange" toolbar={<SaveToolbar />}>
      <DataPricingInputs />
    </SimpleForm>
  </Create>
);

export const DataPricingEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm mode="onChange" toolbar={<SaveToolbar />}>
      <DataPricingInputs />
    </SimpleForm>
  </Edit>
);
