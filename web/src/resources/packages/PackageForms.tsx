// Package create (redirects to show) and edit (spec 2 §2, §5, §9): billing address required;
// defaults billing_company_id 1 and invoicing_delivery_method email; the site and billing address
// choices follow the chosen customer; a missing billing address is created from the picker (issue 25).
import { AutocompleteInput, BooleanInput, Create, Edit, ReferenceInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { useFormContext, useWatch } from 'react-hook-form';
import { PACKAGE_DEFAULTS } from '@console/contract';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow, FormSection } from '../../common/FormSection.tsx';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { CreateAddressDialog } from './CreateAddressDialog.tsx';
import { currencyChoices, deliveryMethodChoices, vatCodeChoices } from '../services/choices.ts';

const search = (q: string) => ({ q });

const PackageInputs = () => {
  const customerId = useWatch({ name: 'customer_id' });
  const { setValue } = useFormContext();
  const ofCustomer = customerId ? { customer_id: customerId } : {};
  return (
    <>
      <FormSection title="resources.packages.sections.order" />
      <FormRow>
        <CustomerInput
          validate={required()}
          onChange={() => {
            setValue('site_id', null);
            setValue('invoicing_address_id', null);
          }}
          fullWidth
        />
        <ReferenceInput source="site_id" reference="sites" filter={ofCustomer} sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput filterToQuery={search} fullWidth />
        </ReferenceInput>
      </FormRow>
      <FormRow>
        <TextInput source="reference" fullWidth />
        <TextInput source="so_number" fullWidth />
        <TextInput source="customer_reference" fullWidth />
      </FormRow>
      <FormRow>
        <TextInput source="name" fullWidth />
        <DateInput source="desired_date" fullWidth />
        <DateInput source="start_date" fullWidth />
        <DateInput source="end_date" fullWidth />
      </FormRow>
      <TextInput source="description" multiline fullWidth />

      <FormSection title="resources.packages.sections.billing" />
      <FormRow>
        <ReferenceInput source="invoicing_address_id" reference="addresses" filter={ofCustomer} sort={{ field: 'name', order: 'ASC' }}>
          {/* A missing address is created here, for the chosen customer (issue 25): type its name, pick Create. */}
          <AutocompleteInput
            filterToQuery={search}
            validate={required()}
            fullWidth
            create={customerId ? <CreateAddressDialog customerId={customerId} /> : undefined}
            createLabel={customerId ? 'resources.packages.billing_address.create_hint' : undefined}
            createItemLabel="resources.packages.billing_address.create_item"
          />
        </ReferenceInput>
        <ReferenceInput source="billing_company_id" reference="companies" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput filterToQuery={search} validate={required()} fullWidth />
        </ReferenceInput>
        <SelectInput source="invoicing_delivery_method" choices={deliveryMethodChoices} validate={required()} fullWidth />
      </FormRow>
      <FormRow>
        <TextInput source="invoice_regroupment_reference" fullWidth />
        <SelectInput source="default_vat_code" choices={vatCodeChoices} fullWidth />
        <SelectInput source="currency" choices={currencyChoices} fullWidth />
        <BooleanInput source="is_free" />
      </FormRow>
      <FormRow>
        <ReferenceInput source="data_pool_id" reference="data_pools" filter={{ ...ofCustomer, type: 'cellular' }}>
          <AutocompleteInput filterToQuery={search} fullWidth />
        </ReferenceInput>
        <ReferenceInput source="starlink_data_pool_id" reference="data_pools" filter={{ ...ofCustomer, type: 'starlink' }}>
          <AutocompleteInput filterToQuery={search} fullWidth />
        </ReferenceInput>
      </FormRow>

      <FormSection title="resources.packages.sections.shipping" />
      <FormRow>
        <TextInput source="shipping_address" multiline fullWidth />
        <TextInput source="shipping_contact" fullWidth />
      </FormRow>
      <FormRow>
        <TextInput source="support_url" fullWidth />
      </FormRow>
      <TextInput source="notes" multiline minRows={2} fullWidth />
    </>
  );
};

export const packageDefaults = { ...PACKAGE_DEFAULTS, currency: 'EUR', is_free: false };

export const PackageCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={packageDefaults} toolbar={<SaveToolbar />}>
      <PackageInputs />
    </SimpleForm>
  </Create>
);

export const PackageEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <PackageInputs />
    </SimpleForm>
  </Edit>
);
