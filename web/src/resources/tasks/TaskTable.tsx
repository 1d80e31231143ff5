// The columns of a task table (spec 3 §2 Tasks and lines, §3 Line/task).
import { DataTable } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';
import { TaskPriorityField, TaskStatusField } from './TaskChips.tsx';

export const taskColumns = () => [
  <DataTable.Col key="priority" source="priority" field={TaskPriorityField} />,
  <DataTable.Col key="action" source="action">
    <ChoiceField source="action" labels="resources.tasks.actions" />
  </DataTable.Col>,
  <DataTable.Col key="status" source="status" field={TaskStatusField} />,
  <DataTable.Col key="sales_order_number" source="sales_order_number" />,
  <DataTable.Col key="customer_name" source="customer_name" />,
  <DataTable.Col key="site_name" source="site_name" />,
  <DataTable.Col key="package_reference" source="package_reference" disableSort />,
  <DataTable.Col key="assigned_to_name" source="assigned_to_name" />,
  <DataTable.Col key="due_date" source="due_date" field={DateField} />,
];
