// Task form (spec 3 §3 Line/task, §5): site, package and service choices follow the chosen customer
// (and package); the assignee is staff only; the status offers only the moves the contract allows.
import { Box } from '@mui/material';
import { AutocompleteInput, ReferenceInput, SelectInput, TextInput, required, useRecordContext } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { useWatch } from 'react-hook-form';
import { TASK_INITIAL_STATUS, taskStatusChoices } from '@console/contract';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { choicesOf } from '../../common/format/ChoiceField.tsx';
import { FormRow as Row, FormSection as Section } from '../../common/FormSection.tsx';
import { StaffUserInput } from '../../common/StaffUserInput.tsx';
import { taskActionChoices, taskPriorityChoices } from './choices.ts';
import type { TaskRecord } from './types.ts';

const byCustomer = (customerId: unknown) => (customerId ? { customer_id: customerId } : {});

const SiteInput = () => {
  const customerId = useWatch({ name: 'customer_id' });
  return (
    <ReferenceInput source="site_id" reference="sites" filter={byCustomer(customerId)} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
    </ReferenceInput>
  );
};

const PackageInput = () => {
  const customerId = useWatch({ name: 'customer_id' });
  return (
    <ReferenceInput source="package_id" reference="packages" filter={byCustomer(customerId)}>
      <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
    </ReferenceInput>
  );
};

const ServiceInput = () => {
  const customerId = useWatch({ name: 'customer_id' });
  const packageId = useWatch({ name: 'package_id' });
  const filter = packageId ? { package_id: packageId } : byCustomer(customerId);
  return (
    <ReferenceInput source="service_id" reference="services" filter={filter}>
      <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
    </ReferenceInput>
  );
};

/** The stored status and where it may go (the create form has NEW only). */
const StatusInput = () => {
  // The create form's record is only its defaults.
  const record = useRecordContext<Partial<TaskRecord>>();
  const current = record?.status ?? TASK_INITIAL_STATUS;
  return (
    <SelectInput
      source="status"
      choices={choicesOf(taskStatusChoices(current), 'resources.tasks.statuses')}
      defaultValue={TASK_INITIAL_STATUS}
      disabled={!record?.id}
      // A task always has a status: no empty choice.
      validate={required()}
      helperText="resources.tasks.status_help"
    />
  );
};

export const TaskInputs = ({ create = false }: { create?: boolean }) => (
  <Box sx={{ width: '100%', maxWidth: 960 }}>
    <Section title="resources.tasks.sections.task" />
    <Row>
      <SelectInput source="action" choices={taskActionChoices} defaultValue="OTHER" validate={required()} />
      <SelectInput source="priority" choices={taskPriorityChoices} defaultValue="NORMAL" validate={required()} />
      <StatusInput />
    </Row>
    <Section title="resources.tasks.sections.about" />
    <Row>
      <TextInput source={create ? 'so_number' : 'sales_order_number'} />
      <CustomerInput />
      <SiteInput />
    </Row>
    <Row>
      <PackageInput />
      <ServiceInput />
    </Row>
    <Section title="resources.tasks.sections.follow_up" />
    <Row>
      <StaffUserInput source="assigned_to_id" />
      <DateInput source="due_date" />
    </Row>
    <Section title="resources.tasks.sections.notes" />
    <TextInput source="notes" multiline minRows={3} />
  </Box>
);
