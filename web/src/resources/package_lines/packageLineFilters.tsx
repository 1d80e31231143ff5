// Package line filters (spec 2 §2): q, package, status, customer, site, device product,
// not_invoiced, queue (delivery); invoiced=false by default (spec 2 §9).
import { AutocompleteInput, BooleanInput, ReferenceInput, SelectInput } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { packageLineQueueChoices, packageLineStatusChoices } from '../services/choices.ts';
import { ALL_DEVICE_PRODUCTS } from '../services/choices.ts';

const search = (q: string) => ({ q });

export const packageLineFilters = [
  <SelectInput key="status" source="status" choices={packageLineStatusChoices} alwaysOn />,
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <BooleanInput key="invoiced" source="invoiced" alwaysOn />,
  <ReferenceInput key="package_id" source="package_id" reference="packages">
    <AutocompleteInput filterToQuery={search} />
  </ReferenceInput>,
  <ReferenceInput key="site_id" source="site_id" reference="sites" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput filterToQuery={search} />
  </ReferenceInput>,
  <ReferenceInput
    key="device_product_id"
    source="device_product_id"
    reference="device_products"
    filter={ALL_DEVICE_PRODUCTS}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <AutocompleteInput filterToQuery={search} />
  </ReferenceInput>,
  <BooleanInput key="not_invoiced" source="not_invoiced" />,
  <SelectInput key="queue" source="queue" choices={packageLineQueueChoices} />,
];

export const packageLineFilterDefaults = { invoiced: false };
