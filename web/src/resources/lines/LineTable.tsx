// The columns of a line table (actions first: the last columns scroll out of narrow windows) (spec 1 §2.10), shared by the list and the customer and site pages.
import { DataTable } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { LineActionsMenu } from './LineActions.tsx';
import { LineStatusField } from './LineStatusField.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

export const lineColumns = ({ hide = [] }: { hide?: string[] } = {}) =>
  [
    <DataTable.Col key="actions" label="" disableSort padding="none">
      <LineActionsMenu />
    </DataTable.Col>,
    <DataTable.Col key="sales_order_number" source="sales_order_number" />,
    <DataTable.Col key="subscription_id" source="subscription_id" />,
    <DataTable.Col key="customer_name" source="customer_name" />,
    <DataTable.Col key="site_name" source="site_name" />,
    <DataTable.Col key="provider_name" source="provider_name" />,
    <DataTable.Col key="status" source="status" field={LineStatusField} />,
    <DataTable.Col key="line_type" source="line_type">
      <ChoiceField source="line_type" labels="resources.lines.line_types" />
    </DataTable.Col>,
    <DataTable.Col key="device_serial" source="device_serial" disableSort />,
    <DataTable.Col key="assigned_to_name" source="assigned_to_name" disableSort />,
    <DataTable.Col key="installation_date" source="installation_date" field={DateField} />,
    <DataTable.Col key="next_action_date" source="next_action_date" field={DateField} />,
  ].filter((col) => !hide.includes(String(col.key)));
