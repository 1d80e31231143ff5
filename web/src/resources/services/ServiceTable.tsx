// The columns of a service table (spec 2 §2), shared by the list and the embedded tables of packages,
// customers, service products and data pools. `hide` drops columns by key.
import { DataTable, SelectField } from 'react-admin';
import { DateField, MoneyField, NumberField } from '../../common/format/fields.tsx';
import { commercialStatusRowSx, CommercialStatusField } from './CommercialStatusField.tsx';
import { frequencyChoices, serviceTypeChoices } from './choices.ts';

/** Columns dropped when a delivery queue is set, and when not_invoiced is on (spec 2 §2). */
export const QUEUE_HIDDEN_COLUMNS = ['price', 'current_usage', 'end_date', 'frequency'];
export const NOT_INVOICED_HIDDEN_COLUMNS = ['device_id', 'price', 'line_id', 'current_usage'];

export const serviceColumns = ({ hide = [] }: { hide?: string[] } = {}) =>
  [
    <DataTable.Col key="id" source="id" />,
    <DataTable.Col key="reference" source="reference" />,
    <DataTable.Col key="type" source="type">
      <SelectField source="type" choices={serviceTypeChoices} />
    </DataTable.Col>,
    <DataTable.Col key="product_name" source="product_name" />,
    <DataTable.Col key="customer_id" source="customer_name" />,
    <DataTable.Col key="package_id" source="package_id" render={(record) => record.package_reference ?? record.package_id ?? '-'} />,
    <DataTable.Col key="status" source="status">
      <CommercialStatusField resource="services" />
    </DataTable.Col>,
    <DataTable.Col key="frequency" source="frequency">
      <SelectField source="frequency" choices={frequencyChoices} />
    </DataTable.Col>,
    <DataTable.Col align="right" field={MoneyField} key="price" source="price" />,
    <DataTable.Col key="device_id" source="device_serial" disableSort />,
    <DataTable.Col key="line_id" source="line_subscription_id" disableSort />,
    <DataTable.Col key="current_usage" source="current_usage" disableSort>
      <NumberField source="current_usage" emptyText="-" />
    </DataTable.Col>,
    <DataTable.Col key="assignee_id" source="assignee_name" disableSort />,
    <DataTable.Col key="start_date" source="start_date" field={DateField} />,
    <DataTable.Col key="end_date" source="end_date" field={DateField} />,
  ].filter((col) => !hide.includes(String(col.key)));

/** An embedded table of services (inside a ReferenceManyField), rows open the service. */
export const ServiceTable = ({ hide = [] }: { hide?: string[] }) => (
  <DataTable bulkActionButtons={false} rowClick="show" resource="services" rowSx={commercialStatusRowSx()}>
    {serviceColumns({ hide })}
  </DataTable>
);
