// Data pool create and edit (spec 2 §2, §5): invoicing address, data included, data price and
// data extra price required; the billing address choices follow the customer.
import { AutocompleteInput, Create, Edit, NumberInput, ReferenceInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { useFormContext, useWatch } from 'react-hook-form';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow, FormSection } from '../../common/FormSection.tsx';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { currencyChoices, dataPoolTypeChoices, vatCodeChoices } from '../services/choices.ts';

const search = (q: string) => ({ q });

const DataPoolInputs = () => {
  const customerId = useWatch({ name: 'customer_id' });
  const { setValue } = useFormContext();
  return (
    <>
      <FormSection title="resources.data_pools.sections.identity" />
      <FormRow>
        <SelectInput source="type" choices={dataPoolTypeChoices} validate={required()} fullWidth />
        <TextInput source="reference" fullWidth />
        <TextInput source="name" fullWidth />
      </FormRow>
      <FormRow>
        <CustomerInput onChange={() => setValue('invoicing_address_id', null)} fullWidth />
        <TextInput source="customer_reference" fullWidth />
        <TextInput source="so_number" fullWidth />
      </FormRow>
      <FormRow>
        <ReferenceInput source="product_id" reference="service_products" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput filterToQuery={search} fullWidth />
        </ReferenceInput>
        <NumberInput source="starlink_account_id" fullWidth />
        <DateInput source="start_date" fullWidth />
        <DateInput source="end_date" fullWidth />
      </FormRow>
      <FormSection title="resources.data_pools.sections.billing" />
      <FormRow>
        <ReferenceInput
          source="invoicing_address_id"
          reference="addresses"
          filter={customerId ? { customer_id: customerId } : {}}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <AutocompleteInput filterToQuery={search} validate={required()} fullWidth />
        </ReferenceInput>
        <ReferenceInput source="billing_company_id" reference="companies" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput filterToQuery={search} fullWidth />
        </ReferenceInput>
      </FormRow>
      <FormRow>
        <NumberInput source="data_included" min={0} validate={required()} fullWidth />
        <NumberInput source="data_price" min={0} step={0.01} validate={required()} fullWidth />
        <NumberInput source="data_extra_price" min={0} step={0.01} validate={required()} fullWidth />
        <SelectInput source="currency" choices={currencyChoices} fullWidth />
        <SelectInput source="default_vat_code" choices={vatCodeChoices} fullWidth />
      </FormRow>
      <TextInput source="data_limit_contacts" helperText="resources.data_pools.helpers.data_limit_contacts" fullWidth />
    </>
  );
};

export const DataPoolCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={{ type: 'cellular', billing_company_id: 1, currency: 'EUR' }} toolbar={<SaveToolbar />}>
      <DataPoolInputs />
    </SimpleForm>
  </Create>
);

export const DataPoolEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <DataPoolInputs />
    </SimpleForm>
  </Edit>
);
