import { BooleanInput, NumberInput, TextInput, required } from 'react-admin';
import { CreatableChoiceInput } from '../../common/CreatableChoiceInput.tsx';
import { FormRow, FormSection } from '../../common/FormSection.tsx';

const values = (field: string) => ({ resource: 'device_products', field });

export const deviceProductDefaults = { managed: true, virtual: false, accessory: false };

export const DeviceProductInputs = () => (
  <>
    <FormSection title="resources.device_products.sections.identity" />
    <FormRow>
      <TextInput source="reference" validate={required()} fullWidth />
      <TextInput source="name" validate={required()} fullWidth />
    </FormRow>
    <FormRow>
      <CreatableChoiceInput source="brand" valuesOf={values('brand')} fullWidth />
      <CreatableChoiceInput source="family" valuesOf={values('family')} fullWidth />
      <CreatableChoiceInput source="sub_family" valuesOf={values('sub_family')} fullWidth />
      <CreatableChoiceInput source="category" valuesOf={values('category')} fullWidth />
    </FormRow>
    <FormRow>
      <BooleanInput source="managed" />
      <BooleanInput source="virtual" />
      <BooleanInput source="accessory" />
    </FormRow>
    <FormSection title="resources.device_products.sections.stock" />
    <FormRow>
      <NumberInput source="stock_min_level" min={0} fullWidth />
      <NumberInput source="stock_max_level" min={0} fullWidth />
      <NumberInput source="ports_count" min={0} fullWidth />
    </FormRow>
    <TextInput source="description" multiline minRows={2} fullWidth />
  </>
);
