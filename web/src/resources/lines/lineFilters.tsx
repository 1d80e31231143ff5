// Line list filters (spec 1 §2.10): customer, package, status, assigned to (staff only), besides q and
// Archived. The package filter reads the line's own package_id (indexed), so it needs no join.
import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { StaffUserInput } from '../../common/StaffUserInput.tsx';
import { lineStatusChoices, lineTypeChoices } from './choices.ts';

export const lineFilters = [
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <ReferenceInput key="package_id" source="package_id" reference="packages">
    <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={lineStatusChoices} />,
  <StaffUserInput key="assigned_to_id" source="assigned_to_id" />,
  <SelectInput key="line_type" source="line_type" choices={lineTypeChoices} />,
];
