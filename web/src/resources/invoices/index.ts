// Screens load on first use (decision 0027); the icon and the record name stay here.
import { lazy } from 'react';
import ReceiptIcon from '@mui/icons-material/Receipt';

const InvoiceCreate = lazy(() => import('./InvoiceForms.tsx').then((module) => ({ default: module.InvoiceCreate })));
const InvoiceEdit = lazy(() => import('./InvoiceForms.tsx').then((module) => ({ default: module.InvoiceEdit })));
const InvoiceList = lazy(() => import('./InvoiceList.tsx').then((module) => ({ default: module.InvoiceList })));
const InvoiceShow = lazy(() => import('./InvoiceShow.tsx').then((module) => ({ default: module.InvoiceShow })));

export { InvoicesTab, invoiceColumns } from './InvoiceTable.tsx';

export default {
  list: InvoiceList,
  show: InvoiceShow,
  edit: InvoiceEdit,
  create: InvoiceCreate,
  icon: ReceiptIcon,
  recordRepresentation: (record: { number?: string | null; id?: number }) => record.number ?? `#${record.id}`,
};
