// Site list filters besides q and Archived.
import { BooleanInput, SelectInput } from 'react-admin';
import { CONTRACT_DATA_SOURCES } from '@console/contract';
import { CreatableChoiceInput } from '../../common/CreatableChoiceInput.tsx';
import { CustomerInput } from '../../common/CustomerInput.tsx';

export const siteFilters = [
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <BooleanInput key="is_stock" source="is_stock" />,
  <CreatableChoiceInput key="country" source="country" valuesOf={{ resource: 'sites', field: 'country' }} />,
  <CreatableChoiceInput key="city" source="city" valuesOf={{ resource: 'sites', field: 'city' }} />,
  <SelectInput key="contract_data_source" source="contract_data_source" choices={CONTRACT_DATA_SOURCES.map((id) => ({ id, name: id }))} />,
];
