// Create and edit inputs of a device (spec 1 §3): product choices limited to managed, non-archived
// products (spec 1 §5); site filtered by the chosen customer.
import { BooleanInput, NumberInput, SelectInput, TextInput, required } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { useWatch } from 'react-hook-form';
import { DEFAULT_DATA_LIMIT_GB } from '@console/contract';
import { CreatableChoiceInput } from '../../common/CreatableChoiceInput.tsx';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow, FormSection } from '../../common/FormSection.tsx';
import { buySmChoices, DEVICE_SUPPLIERS, rentSoldChoices, STOCK_SITE_ID } from './choices.ts';
import { ManagedProductInput, ServerInput, SiteInput } from './DeviceReferenceInputs.tsx';

export const deviceDefaults = { site_id: STOCK_SITE_ID, in_stock: true, is_new: true, data_limit: DEFAULT_DATA_LIMIT_GB };

const SiteOfCustomer = () => {
  const customerId = useWatch({ name: 'customer_id' });
  return <SiteInput source="site_id" customerId={customerId} fullWidth />;
};

export const DeviceInputs = () => (
  <>
    <FormSection title="resources.devices.sections.identity" />
    <FormRow>
      <TextInput source="serial" validate={required()} fullWidth />
      <TextInput source="name" fullWidth />
    </FormRow>
    <FormRow>
      <ManagedProductInput source="product_id" validate={required()} fullWidth />
      <CreatableChoiceInput source="supplier" choices={DEVICE_SUPPLIERS} valuesOf={{ resource: 'devices', field: 'supplier' }} fullWidth />
    </FormRow>
    <FormRow>
      <BooleanInput source="virtual" />
      <BooleanInput source="reserved" />
      <BooleanInput source="is_new" />
      <BooleanInput source="in_stock" />
    </FormRow>
    <FormSection title="resources.devices.sections.placement" />
    <FormRow>
      <CustomerInput source="customer_id" fullWidth />
      <SiteOfCustomer />
    </FormRow>
    <FormRow>
      <CustomerInput source="owner_id" label="resources.devices.fields.owner_id" fullWidth />
      <TextInput source="address" fullWidth />
    </FormRow>
    <FormRow>
      <SelectInput source="rent_sold" choices={rentSoldChoices} fullWidth />
      <SelectInput source="buy_sm" choices={buySmChoices} fullWidth />
      <DateInput source="commitment_date" fullWidth />
    </FormRow>
    <FormSection title="resources.devices.sections.controller" />
    <FormRow>
      <ServerInput source="server_id" fullWidth />
      <TextInput source="ic_name" fullWidth />
    </FormRow>
    <FormRow>
      <DateInput source="prime_expiry_date" fullWidth />
      <DateInput source="sf_license_expiry_date" fullWidth />
      <BooleanInput source="has_custom_config" />
    </FormRow>
    <FormSection title="resources.devices.sections.alerts" />
    <FormRow>
      <NumberInput source="data_limit" min={0} fullWidth />
      <TextInput source="data_limit_contacts" helperText="resources.devices.helpers.data_limit_contacts" fullWidth />
    </FormRow>
    <FormSection title="resources.devices.sections.notes" />
    <TextInput source="notes" multiline minRows={2} fullWidth />
    <TextInput source="customer_notes" multiline minRows={2} fullWidth />
  </>
);
