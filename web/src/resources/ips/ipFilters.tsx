// IP list filters (spec 1 §2.11): customer, available (default true), then subnet and firewall.
import { BooleanInput, SelectInput } from 'react-admin';
import { CreatableChoiceInput } from '../../common/CreatableChoiceInput.tsx';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { firewallChoices } from './choices.ts';

export const ipFilters = [
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <BooleanInput key="available" source="available" alwaysOn />,
  <CreatableChoiceInput key="subnet" source="subnet" valuesOf={{ resource: 'ips', field: 'subnet' }} />,
  <SelectInput key="firewall" source="firewall" choices={firewallChoices} />,
];

export const ipFilterDefaults = { available: true };
