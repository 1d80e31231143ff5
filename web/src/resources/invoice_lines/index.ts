// Screens load on first use (decision 0027); the icon and the record name stay here.
import { lazy } from 'react';
import ListAltIcon from '@mui/icons-material/ListAlt';

const InvoiceLineCreate = lazy(() => import('./InvoiceLineForms.tsx').then((module) => ({ default: module.InvoiceLineCreate })));
const InvoiceLineEdit = lazy(() => import('./InvoiceLineForms.tsx').then((module) => ({ default: module.InvoiceLineEdit })));
const InvoiceLineList = lazy(() => import('./InvoiceLineList.tsx').then((module) => ({ default: module.InvoiceLineList })));

export default {
  list: InvoiceLineList,
  edit: InvoiceLineEdit,
  create: InvoiceLineCreate,
  icon: ListAltIcon,
  recordRepresentation: (record: { product_name?: string | null; description?: string | null; id?: number }) =>
    record.product_name || record.description || `#${record.id}`,
};
