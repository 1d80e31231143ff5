// Service list filters (spec 2 §2): q, type, package, customer, frequency, status, archived (default
// false), not_invoiced, to_invoice, queue (delivery, lines) and assignee (staff users only).
import { AutocompleteInput, BooleanInput, ReferenceInput, SelectInput } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { StaffUserInput } from '../../common/StaffUserInput.tsx';
import { frequencyChoices, serviceQueueChoices, serviceStatusChoices, serviceTypeChoices } from './choices.ts';

export const serviceFilters = [
  <SelectInput key="status" source="status" choices={serviceStatusChoices} alwaysOn />,
  <SelectInput key="type" source="type" choices={serviceTypeChoices} alwaysOn />,
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <ReferenceInput key="package_id" source="package_id" reference="packages">
    <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <SelectInput key="frequency" source="frequency" choices={frequencyChoices} />,
  <SelectInput key="queue" source="queue" choices={serviceQueueChoices} />,
  <StaffUserInput key="assignee_id" source="assignee_id" />,
  <BooleanInput key="not_invoiced" source="not_invoiced" />,
  <BooleanInput key="to_invoice" source="to_invoice" />,
];
