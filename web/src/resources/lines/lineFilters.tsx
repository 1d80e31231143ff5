// Line list filters (spec 1 §2.10): customer, status, assigned to (staff only), besides q and Archived.
// The package filter joins when packages exist.
import { SelectInput } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { StaffUserInput } from '../../common/StaffUserInput.tsx';
import { lineStatusChoices, lineTypeChoices } from './choices.ts';

export const lineFilters = [
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <SelectInput key="status" source="status" choices={lineStatusChoices} />,
  <StaffUserInput key="assigned_to_id" source="assigned_to_id" />,
  <SelectInput key="line_type" source="line_type" choices={lineTypeChoices} />,
];
