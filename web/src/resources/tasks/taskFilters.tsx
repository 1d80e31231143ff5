// Task list filters (spec 3 §2 Tasks and lines): customer, package, status, assigned to (staff only),
// besides q and Archived; priority, action, overdue and the due date range too.
import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { StaffUserInput } from '../../common/StaffUserInput.tsx';
import { TriStateFilter } from '../../common/TriStateFilter.tsx';
import { taskActionChoices, taskPriorityChoices, taskStatusChoiceList } from './choices.ts';

export const taskFilters = [
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <SelectInput key="status" source="status" choices={taskStatusChoiceList} alwaysOn />,
  <StaffUserInput key="assigned_to_id" source="assigned_to_id" alwaysOn />,
  <ReferenceInput key="package_id" source="package_id" reference="packages">
    <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <SelectInput key="priority" source="priority" choices={taskPriorityChoices} />,
  <SelectInput key="action" source="action" choices={taskActionChoices} />,
  <TriStateFilter key="overdue" source="overdue" />,
  <DateInput key="due_date_gte" source="due_date_gte" />,
  <DateInput key="due_date_lte" source="due_date_lte" />,
];
