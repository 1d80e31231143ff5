// Invoices list (spec 3 §2): filters, the spec's columns, export with the current filters.
import { ResourceList } from '../../common/ResourceList.tsx';
import { invoiceFilters } from './invoiceFilters.tsx';
import { invoiceRowSx } from './InvoiceStatusField.tsx';
import { invoiceColumns } from './InvoiceTable.tsx';

export const InvoiceList = () => (
  <ResourceList filters={invoiceFilters} exportable rowSx={invoiceRowSx}>
    {invoiceColumns()}
  </ResourceList>
);
