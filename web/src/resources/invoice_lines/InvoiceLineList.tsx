// Invoice lines list (spec 3 §2, §9): 50 per page, search, export.
import { INVOICE_LINES_PAGE_SIZE } from '@console/contract';
import { ResourceList } from '../../common/ResourceList.tsx';
import { invoiceLineColumns } from './InvoiceLineTable.tsx';

export const InvoiceLineList = () => (
  <ResourceList
    perPage={INVOICE_LINES_PAGE_SIZE}
    hiddenColumns={['start_date', 'end_date']}
    exportable
    sort={{ field: 'id', order: 'DESC' }}
    archivable={false}
  >
    {invoiceLineColumns()}
  </ResourceList>
);
