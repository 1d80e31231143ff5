import ListAltIcon from '@mui/icons-material/ListAlt';
import { InvoiceLineCreate, InvoiceLineEdit } from './InvoiceLineForms.tsx';
import { InvoiceLineList } from './InvoiceLineList.tsx';

export default {
  list: InvoiceLineList,
  edit: InvoiceLineEdit,
  create: InvoiceLineCreate,
  icon: ListAltIcon,
  recordRepresentation: (record: { product_name?: string | null; description?: string | null; id?: number }) =>
    record.product_name || record.description || `#${record.id}`,
};
