// Invoices list (spec 3 §2): filters, the spec's columns, export with the current filters, and the
// export screen (/invoices/export) for the PDF and accounting files.
import DownloadIcon from '@mui/icons-material/Download';
import { LinkButton } from '../../common/LinkButton.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { invoiceFilters } from './invoiceFilters.tsx';
import { invoiceRowSx } from './InvoiceStatusField.tsx';
import { invoiceColumns } from './InvoiceTable.tsx';

const ExportScreenButton = () => (
  <LinkButton to="/invoices/export" label="resources.invoices.export.open">
    <DownloadIcon />
  </LinkButton>
);

export const InvoiceList = () => (
  <ResourceList
    filters={invoiceFilters}
    hiddenColumns={['structured_reference', 'odoo_id']}
    exportable
    rowSx={invoiceRowSx}
    extraActions={<ExportScreenButton />}
  >
    {invoiceColumns()}
  </ResourceList>
);
