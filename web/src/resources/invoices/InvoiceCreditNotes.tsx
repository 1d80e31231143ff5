// The credit notes of an invoice on its summary (issue 24, decision 0059): what they credit (drafts
// included), what is left to credit (both from the server), and the notes themselves, each opening
// its own page. Shown on invoices only: a credit note names the invoice it reverses instead.
import { DataTable, ReferenceManyField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { InvoiceStatusField } from './InvoiceStatusField.tsx';
import type { InvoiceRecord } from './types.ts';

const NoCreditNote = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.invoices.credit_notes.none')}
    </Typography>
  );
};

export const InvoiceCreditNotes = () => {
  const record = useRecordContext<InvoiceRecord>();
  if (record?.invoice_type !== 'invoice') return null;
  const options = { style: 'currency', currency: record.currency ?? 'EUR' } as const;
  return (
    <>
      <DetailSection title="resources.invoices.sections.credit_notes">
        <NumberField source="credited_total" options={options} />
        <NumberField source="remaining_to_credit" options={options} />
      </DetailSection>
      <ReferenceManyField reference="invoices" target="reversed_invoice_id" sort={{ field: 'created_at', order: 'ASC' }} perPage={50} empty={<NoCreditNote />}>
        <DataTable bulkActionButtons={false} rowClick="show" resource="invoices">
          <DataTable.Col source="number">
            <TextField source="number" emptyText="resources.invoices.credit_notes.draft" />
          </DataTable.Col>
          <DataTable.Col source="status">
            <InvoiceStatusField />
          </DataTable.Col>
          <DataTable.Col source="invoiced_at" field={DateField} />
          <DataTable.Col source="total">
            <NumberField source="total" options={options} />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </>
  );
};
