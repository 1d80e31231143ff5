// SIM card list filters (spec 1 §2.8): type, provider, pool, customer, status (attached waits for the server filter), besides q and Archived.
import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { simStatusChoices, simTypeChoices } from './choices.ts';

export const simcardFilters = [
  <SelectInput key="type" source="type" choices={simTypeChoices} alwaysOn />,
  <ReferenceInput key="provider_id" source="provider_id" reference="providers" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <ReferenceInput key="pool_id" source="pool_id" reference="simpools" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <CustomerInput key="customer_id" source="customer_id" />,
  <SelectInput key="status" source="status" choices={simStatusChoices} />,
];
