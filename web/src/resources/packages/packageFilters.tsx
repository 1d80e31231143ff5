// Package filters (spec 2 §2): q, customer, status, archived (default false), not_invoiced.
import { BooleanInput, SelectInput } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { packageStatusChoices } from '../services/choices.ts';

export const packageFilters = [
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <SelectInput key="status" source="status" choices={packageStatusChoices} alwaysOn />,
  <BooleanInput key="not_invoiced" source="not_invoiced" />,
];
