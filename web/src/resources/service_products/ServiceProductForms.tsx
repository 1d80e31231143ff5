// Service product create and edit.
import { Create, Edit, NumberInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormRow, FormSection } from '../../common/FormSection.tsx';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { currencyChoices, frequencyChoices, serviceTypeChoices } from '../services/choices.ts';

const ServiceProductInputs = () => (
  <>
    <FormSection title="resources.service_products.sections.identity" />
    <FormRow>
      <TextInput source="reference" validate={required()} fullWidth />
      <TextInput source="vendor_reference" fullWidth />
      <TextInput source="name" validate={required()} fullWidth />
    </FormRow>
    <FormRow>
      <SelectInput source="service_type" choices={serviceTypeChoices} validate={required()} fullWidth />
      <SelectInput source="frequency" choices={frequencyChoices} validate={required()} fullWidth />
    </FormRow>
    <FormSection title="resources.service_products.sections.pricing" />
    <FormRow>
      <NumberInput source="price" min={0} step={0.01} fullWidth />
      <NumberInput source="data_included" min={0} fullWidth />
      <NumberInput source="extra_price" min={0} step={0.01} fullWidth />
      <SelectInput source="currency" choices={currencyChoices} fullWidth />
    </FormRow>
    <TextInput source="description" multiline minRows={2} fullWidth />
  </>
);

export const serviceProductDefaults = { frequency: 'monthly', currency: 'EUR' };

export const ServiceProductCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={serviceProductDefaults} toolbar={<SaveToolbar />}>
      <ServiceProductInputs />
    </SimpleForm>
  </Create>
);

export const ServiceProductEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <ServiceProductInputs />
    </SimpleForm>
  </Edit>
);
