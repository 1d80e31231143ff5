// Task show page (spec 3 §2: "a task show screen"): summary and Logs, Edit and Archive in the header.
import { Box } from '@mui/material';
import { ReferenceField, TextField } from 'react-admin';
import { DetailSection } from '../../common/DetailSection.tsx';
import { DateField } from '../../common/format/fields.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { TaskPriorityField, TaskStatusField } from './TaskChips.tsx';

const TaskSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.tasks.sections.task">
      <ChoiceField source="action" labels="resources.tasks.actions" />
      <TaskPriorityField source="priority" />
      <TaskStatusField source="status" />
    </DetailSection>
    <DetailSection title="resources.tasks.sections.about" columns={4}>
      <TextField source="sales_order_number" emptyText="-" />
      <ReferenceField source="customer_id" reference="customers" emptyText="-" />
      <ReferenceField source="site_id" reference="sites" emptyText="-" />
      <ReferenceField source="package_id" reference="packages" emptyText="-" />
      <ReferenceField source="service_id" reference="services" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.tasks.sections.follow_up">
      <ReferenceField source="assigned_to_id" reference="users" emptyText="-" />
      <DateField source="due_date" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.tasks.sections.notes" columns={1}>
      <TextField source="notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    </DetailSection>
    <DetailSection>
      <TextField source="last_updated_by" emptyText="-" />
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </DetailSection>
  </Box>
);

export const TaskShow = () => <SummaryLogShow summary={<TaskSummary />} objectType="task" extra={<TaskStatusField />} />;
