// Customer then site, the site list filtered by the chosen customer (spec 1 §5, spec 2 §2 move dialogs).
import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CustomerInput } from '../../common/CustomerInput.tsx';

export const SiteOfCustomerInputs = ({ siteRequired = true }: { siteRequired?: boolean }) => {
  const customerId = useWatch({ name: 'customer_id' });
  const { setValue } = useFormContext();
  return (
    <>
      <CustomerInput label="resources.product_items.fields.customer_id" onChange={() => setValue('site_id', null)} />
      <ReferenceInput source="site_id" reference="sites" filter={customerId ? { customer_id: customerId } : {}} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          label="resources.product_items.fields.site_id"
          filterToQuery={(q: string) => ({ q })}
          validate={siteRequired ? required() : undefined}
        />
      </ReferenceInput>
    </>
  );
};
