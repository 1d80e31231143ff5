// Terminal filters (spec 3 §2): q, account, customer, available, archived (the last from ResourceList).
import { AutocompleteInput, NullableBooleanInput, ReferenceInput } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';

export const terminalFilters = [
  <ReferenceInput key="account_id" source="account_id" reference="starlink_accounts" sort={{ field: 'account_name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <NullableBooleanInput key="available" source="available" />,
];
