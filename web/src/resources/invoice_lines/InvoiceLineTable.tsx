// Invoice line columns (spec 3 §2, §3), shared by the list and the invoice's Lines tab. The total
// (qty × unit_price, stored by the server) shows only when nonzero.
import { DataTable, ReferenceField, SelectField, useRecordContext } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { vatLabel } from '@console/contract';
import { invoiceLineTypeChoices } from '../invoices/choices.ts';

const TotalField = (_: { source?: string }) => {
  const record = useRecordContext();
  if (!record || !Number(record.total)) return null;
  return <NumberField source="total" options={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }} />;
};

const VatField = (_: { source?: string }) => {
  const record = useRecordContext();
  return record ? vatLabel(record.vat_code) : null;
};

export const invoiceLineColumns = ({ hide = [] }: { hide?: string[] } = {}) =>
  [
    <DataTable.Col key="invoice_id" source="invoice_id">
      <ReferenceField source="invoice_id" reference="invoices" link="show" />
    </DataTable.Col>,
    <DataTable.Col key="type" source="type">
      <SelectField source="type" choices={invoiceLineTypeChoices} />
    </DataTable.Col>,
    <DataTable.Col key="product_name" source="product_name" />,
    <DataTable.Col key="description" source="description" disableSort />,
    <DataTable.Col key="start_date" source="start_date" field={DateField} />,
    <DataTable.Col key="end_date" source="end_date" field={DateField} />,
    <DataTable.NumberCol key="qty" source="qty" />,
    <DataTable.NumberCol key="unit_price" source="unit_price" options={{ minimumFractionDigits: 2, maximumFractionDigits: 4 }} />,
    <DataTable.Col key="vat_code" source="vat_code">
      <VatField />
    </DataTable.Col>,
    <DataTable.Col key="total" source="total">
      <TotalField />
    </DataTable.Col>,
  ].filter((col) => !hide.includes(String(col.key)));
