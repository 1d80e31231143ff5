// Data pool filters (spec 2 §2): q, customer, billing company, type (starlink or cellular), starlink
// account, archived (default false).
import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { dataPoolTypeChoices } from '../services/choices.ts';

export const dataPoolFilters = [
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <SelectInput key="type" source="type" choices={dataPoolTypeChoices} alwaysOn />,
  <ReferenceInput key="billing_company_id" source="billing_company_id" reference="companies" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <NumberInput key="starlink_account_id" source="starlink_account_id" />,
];
