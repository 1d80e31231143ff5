// Pickers shared by the device forms, filters and dialogs.
import { useEffect, useRef } from 'react';
import { AutocompleteInput, ReferenceInput, type AutocompleteInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CustomerInput } from '../../common/CustomerInput.tsx';

type PickerProps = Omit<AutocompleteInputProps, 'source'> & { source?: string; alwaysOn?: boolean };

/** Device products offered on device forms: managed and not archived (spec 1 §5). */
export const ManagedProductInput = ({ source = 'product_id', alwaysOn: _alwaysOn, ...rest }: PickerProps) => (
  <ReferenceInput source={source} reference="device_products" filter={{ managed: true, archived: false }} sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} {...rest} />
  </ReferenceInput>
);

/** Any site, searched with q; `customerId` narrows the list to one customer's sites. */
export const SiteInput = ({
  source = 'site_id',
  customerId,
  siteFilter,
  alwaysOn: _alwaysOn,
  ...rest
}: PickerProps & { customerId?: unknown; siteFilter?: Record<string, unknown> }) => (
  <ReferenceInput
    source={source}
    reference="sites"
    filter={customerId || siteFilter ? { ...siteFilter, ...(customerId ? { customer_id: customerId } : {}) } : undefined}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} {...rest} />
  </ReferenceInput>
);

export const ServerInput = ({ source = 'server_id', alwaysOn: _alwaysOn, ...rest }: PickerProps) => (
  <ReferenceInput source={source} reference="servers" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} {...rest} />
  </ReferenceInput>
);

/**
 * Customer then site, the site list filtered by the chosen customer (spec 1 §2.7 move dialogs);
 * changing the customer clears a site that belonged to the previous one.
 */
export const CustomerSiteInputs = ({ siteRequired = true }: { siteRequired?: boolean }) => {
  const customerId = useWatch({ name: 'customer_id' });
  const { setValue } = useFormContext();
  const previous = useRef(customerId);
  useEffect(() => {
    if (previous.current !== customerId) setValue('site_id', null, { shouldDirty: true });
    previous.current = customerId;
  }, [customerId, setValue]);
  return (
    <>
      <CustomerInput source="customer_id" label="resources.devices.fields.customer_id" />
      <SiteInput
        source="site_id"
        customerId={customerId}
        label="resources.devices.fields.site_id"
        isRequired={siteRequired}
        helperText={customerId ? undefined : 'resources.devices.helpers.site_after_customer'}
      />
    </>
  );
};
