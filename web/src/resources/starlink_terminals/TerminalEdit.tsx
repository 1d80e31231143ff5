// Terminal edit (spec 3 §2): customer, site (of that customer), device, IP address and port.
import { AutocompleteInput, Edit, NumberInput, ReferenceInput, SimpleForm, TextInput } from 'react-admin';
import { deviceOptionText } from '../../common/referenceOptions.ts';
import { useFormContext, useWatch } from 'react-hook-form';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow } from '../../common/FormSection.tsx';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';

const search = (q: string) => ({ q });

const PlacementInputs = () => {
  const customerId = useWatch({ name: 'customer_id' });
  const { setValue } = useFormContext();
  return (
    <>
      <FormRow>
        <CustomerInput
          onChange={() => {
            setValue('site_id', null);
            setValue('device_id', null);
          }}
          fullWidth
        />
        <ReferenceInput source="site_id" reference="sites" filter={customerId ? { customer_id: customerId } : {}} sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput optionText={deviceOptionText} filterToQuery={search} fullWidth />
        </ReferenceInput>
        <ReferenceInput source="device_id" reference="devices" filter={customerId ? { customer_id: customerId } : {}}>
          <AutocompleteInput filterToQuery={search} fullWidth />
        </ReferenceInput>
      </FormRow>
      <FormRow>
        <TextInput source="ip_address" fullWidth />
        <NumberInput source="port" min={1} max={65535} step={1} fullWidth />
      </FormRow>
    </>
  );
};

export const TerminalEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <PlacementInputs />
    </SimpleForm>
  </Edit>
);
