import ReceiptIcon from '@mui/icons-material/Receipt';
import { InvoiceCreate, InvoiceEdit } from './InvoiceForms.tsx';
import { InvoiceList } from './InvoiceList.tsx';
import { InvoiceShow } from './InvoiceShow.tsx';

export { InvoicesTab, invoiceColumns } from './InvoiceTable.tsx';

export default {
  list: InvoiceList,
  show: InvoiceShow,
  edit: InvoiceEdit,
  create: InvoiceCreate,
  icon: ReceiptIcon,
  recordRepresentation: (record: { number?: string | null; id?: number }) => record.number ?? `#${record.id}`,
};
