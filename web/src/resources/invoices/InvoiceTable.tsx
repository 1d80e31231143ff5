// Invoice columns (spec 3 §2: number, reference, package, invoice_type, invoiced_at, total_untaxed,
// accounting id), shared by the list and the Invoices tabs of customers and billing addresses.
import { DataTable, ReferenceManyField, SelectField, TextField } from 'react-admin';
import { DateField, MoneyField } from '../../common/format/fields.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';
import { invoiceTypeChoices } from './choices.ts';
import { InvoiceStatusField, invoiceRowSx } from './InvoiceStatusField.tsx';

export const invoiceColumns = ({ hide = [] }: { hide?: string[] } = {}) =>
  [
    <DataTable.Col key="number" source="number" />,
    <DataTable.Col key="structured_reference" source="structured_reference" disableSort field={TextField} />,
    <DataTable.Col key="customer_name" source="customer_name" />,
    <DataTable.Col key="package_reference" source="package_reference" />,
    <DataTable.Col key="invoice_type" source="invoice_type">
      <SelectField source="invoice_type" choices={invoiceTypeChoices} />
    </DataTable.Col>,
    <DataTable.Col key="status" source="status">
      <InvoiceStatusField />
    </DataTable.Col>,
    <DataTable.Col key="invoiced_at" source="invoiced_at" field={DateField} />,
    // In the invoice's own currency (a USD invoice was shown in euros).
    <DataTable.Col key="total_untaxed" source="total_untaxed" align="right" field={MoneyField} />,
    <DataTable.Col key="total" source="total" align="right" field={MoneyField} />,
    <DataTable.Col key="odoo_id" source="odoo_id" />,
  ].filter((col) => !hide.includes(String(col.key)));

/** The Invoices tab of a customer or billing address. */
export const InvoicesTab = ({ target, hide = [] }: { target: string; hide?: string[] }) => (
  <ReferenceManyField reference="invoices" target={target} sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
    <DataTable bulkActionButtons={false} rowClick="show" resource="invoices" rowSx={invoiceRowSx}>
      {invoiceColumns({ hide })}
    </DataTable>
  </ReferenceManyField>
);
