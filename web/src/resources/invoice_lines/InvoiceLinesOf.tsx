// The lines of one invoice (its Lines tab and its edit page), 50 per page (spec 3 §9); on a draft
// each line opens its form and can be deleted.
import { DataTable, ReferenceManyField, useRecordContext } from 'react-admin';
import { allowedFrom, INVOICE_LINES_PAGE_SIZE, INVOICE_MACHINE } from '@console/contract';
import { ListPagination } from '../../common/ListPagination.tsx';
import { DeleteLineButton } from './DeleteLineButton.tsx';
import { invoiceLineColumns } from './InvoiceLineTable.tsx';

export const InvoiceLinesOf = () => {
  const invoice = useRecordContext();
  // A line's form and delete are edits of its invoice.
  const editable = allowedFrom(INVOICE_MACHINE, 'edit', invoice?.status);
  return (
    <ReferenceManyField
      reference="invoice_lines"
      target="invoice_id"
      sort={{ field: 'id', order: 'ASC' }}
      perPage={INVOICE_LINES_PAGE_SIZE}
      pagination={<ListPagination />}
    >
      <DataTable bulkActionButtons={false} rowClick={editable ? 'edit' : false} resource="invoice_lines">
        {invoiceLineColumns({ hide: ['invoice_id'] })}
        {editable && (
          <DataTable.Col label="" source="id" disableSort>
            <DeleteLineButton />
          </DataTable.Col>
        )}
      </DataTable>
    </ReferenceManyField>
  );
};
