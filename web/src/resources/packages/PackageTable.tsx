// Package columns (spec 2 §2, §3), shared by the list and the customer and site pages.
import { DataTable } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { FulfillmentField } from './FulfillmentField.tsx';
import { CommercialStatusField, commercialStatusRowSx } from '../services/CommercialStatusField.tsx';

export const packageColumns = ({ hide = [] }: { hide?: string[] } = {}) =>
  [
    <DataTable.Col key="id" source="id" />,
    <DataTable.Col key="reference" source="reference" />,
    <DataTable.Col key="name" source="name" />,
    <DataTable.Col key="customer_id" source="customer_name" />,
    <DataTable.Col key="customer_reference" source="customer_reference" />,
    <DataTable.Col key="site_id" source="site_name" disableSort />,
    <DataTable.Col key="status" source="status">
      <CommercialStatusField resource="packages" />
    </DataTable.Col>,
    <DataTable.Col align="right" field={NumberField} key="services_count" source="services_count" />,
    <DataTable.Col key="fulfillment_rate" source="fulfillment_rate" disableSort>
      <FulfillmentField source="fulfillment_rate" />
    </DataTable.Col>,
    <DataTable.Col key="start_date" source="start_date" field={DateField} />,
    <DataTable.Col key="desired_date" source="desired_date" field={DateField} />,
  ].filter((col) => !hide.includes(String(col.key)));

export const PackageTable = ({ hide = [] }: { hide?: string[] }) => (
  <DataTable bulkActionButtons={false} rowClick="show" resource="packages" rowSx={commercialStatusRowSx()}>
    {packageColumns({ hide })}
  </DataTable>
);

/** "reference - customer reference" (spec 2 §2: a customer's tab per package). */
export { packageLabel } from './packageLabel.ts';
