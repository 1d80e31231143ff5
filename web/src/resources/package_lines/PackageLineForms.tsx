// Package line create (possibly prefilled with a package: back to it on save) and edit.
import { AutocompleteInput, BooleanInput, Create, Edit, NumberInput, ReferenceInput, required, SimpleForm, TextInput } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormRow, FormSection } from '../../common/FormSection.tsx';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { usePackageCustomerFilter } from '../packages/usePackageCustomer.ts';
import { ALL_DEVICE_PRODUCTS } from '../services/choices.ts';

const search = (q: string) => ({ q });

/** Site and service choices follow the package's customer and the package (spec 2 §5). */
const PackageLineInputs = () => {
  const packageId = useWatch({ name: 'package_id' });
  const ofCustomer = usePackageCustomerFilter();
  return (
    <>
      <FormSection title="resources.package_lines.sections.order" />
      <FormRow>
        <ReferenceInput source="package_id" reference="packages">
          <AutocompleteInput filterToQuery={search} validate={required()} fullWidth />
        </ReferenceInput>
        <ReferenceInput source="device_product_id" reference="device_products" filter={ALL_DEVICE_PRODUCTS} sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput filterToQuery={search} validate={required()} fullWidth />
        </ReferenceInput>
        <ReferenceInput source="service_id" reference="services" filter={packageId ? { package_id: packageId } : {}}>
          <AutocompleteInput filterToQuery={search} fullWidth />
        </ReferenceInput>
      </FormRow>
      <FormRow>
        <NumberInput source="qty" min={1} validate={required()} fullWidth />
        <NumberInput source="price" min={0} step={0.01} fullWidth />
        <BooleanInput source="is_free" />
      </FormRow>
      <FormSection title="resources.package_lines.sections.delivery" />
      <FormRow>
        <ReferenceInput source="site_id" reference="sites" filter={ofCustomer} sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput filterToQuery={search} fullWidth />
        </ReferenceInput>
        <TextInput source="shipping_contact" fullWidth />
      </FormRow>
      <TextInput source="shipping_address" multiline fullWidth />
      <TextInput source="notes" multiline minRows={2} fullWidth />
    </>
  );
};

const backToPackage = (_resource: string | undefined, id: unknown, data: Partial<RaRecord> | undefined) =>
  data?.package_id ? `packages/${data.package_id}/show` : `package_lines/${id}/show`;

export const PackageLineCreate = () => (
  <Create redirect={backToPackage}>
    <SimpleForm defaultValues={{ qty: 1, is_free: false }} toolbar={<SaveToolbar />}>
      <PackageLineInputs />
    </SimpleForm>
  </Create>
);

export const PackageLineEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <PackageLineInputs />
    </SimpleForm>
  </Edit>
);
