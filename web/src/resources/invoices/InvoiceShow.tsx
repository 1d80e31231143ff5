// Invoice show at /invoices/{id}/show (spec 3 §2): tabs PDF (embedded), summary, Lines, then the
// activity log; header actions from the contract's state machine.
import { ReferenceField, SelectField, Show, TabbedShowLayout, TextField, useRecordContext } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { LogTab } from '../../common/LogTab.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { InvoiceLinesOf } from '../invoice_lines/InvoiceLinesOf.tsx';
import { invoiceSourceChoices, invoiceTypeChoices } from './choices.ts';
import { InvoiceActions } from './InvoiceActions.tsx';
import { InvoiceCreditNotes } from './InvoiceCreditNotes.tsx';
import { InvoiceDownloads } from './InvoiceDownloads.tsx';
import { InvoicePdfTab } from './InvoicePdfTab.tsx';
import { InvoicePeppol } from './InvoicePeppol.tsx';
import { InvoiceStatusField } from './InvoiceStatusField.tsx';
import type { InvoiceRecord } from './types.ts';

const money = { style: 'currency', currency: 'EUR' } as const;

const InvoiceSummary = () => {
  const record = useRecordContext<InvoiceRecord>();
  if (!record) return null;
  const options = { ...money, currency: record.currency ?? 'EUR' };
  return (
    <>
      <DetailSection title="resources.invoices.sections.invoice">
        <TextField source="number" emptyText="-" />
        <InvoiceStatusField label="resources.invoices.fields.status" />
        <SelectField source="invoice_type" choices={invoiceTypeChoices} />
        <SelectField source="source" choices={invoiceSourceChoices} />
        <DateField source="invoiced_at" />
        <DateField source="due_date" />
        <TextField source="purchase_order" emptyText="-" />
        <TextField source="forced_so_number" emptyText="-" />
        <ReferenceField source="package_id" reference="packages" emptyText="-" />
        <ReferenceField source="reversed_invoice_id" reference="invoices" emptyText="-" />
      </DetailSection>
      <DetailSection title="resources.invoices.sections.billing">
        <ReferenceField source="customer_id" reference="customers" />
        <ReferenceField source="invoicing_address_id" reference="addresses" />
        <ReferenceField source="billing_company_id" reference="companies" />
        <TextField source="currency" />
        <TextField source="bank_iban" emptyText="-" />
        <TextField source="bank_bic" emptyText="-" />
        <TextField source="structured_reference" emptyText="-" />
        <DateField source="sent_at" showTime emptyText="-" />
        <TextField source="sent_to" emptyText="-" />
        <DateField source="paid_at" emptyText="-" />
        {/* Payment reminders sent (1, 2, 3 at 7, 15, 30 days past due) and when the last went. */}
        <NumberField source="dunning_level" />
        <DateField source="dunning_sent_at" showTime emptyText="-" />
      </DetailSection>
      <DetailSection title="resources.invoices.sections.totals">
        <NumberField source="total_untaxed" options={options} />
        <NumberField source="total_tax" options={options} />
        <NumberField source="total" options={options} />
      </DetailSection>
      <InvoiceCreditNotes />
      <InvoicePeppol />
      <DetailSection title="resources.invoices.sections.accounting">
        <TextField source="accounting_status" emptyText="-" />
        <TextField source="odoo_id" emptyText="-" />
        <TextField source="odoo_name" emptyText="-" />
        <TextField source="accounting_error" emptyText="-" />
      </DetailSection>
      <DetailSection title="resources.invoices.fields.notes">
        <TextField source="terms" emptyText="-" />
        <TextField source="notes" emptyText="-" />
      </DetailSection>
    </>
  );
};

export const InvoiceShow = () => (
  <Show
    actions={
      <ShowHeader extra={<InvoiceStatusField />}>
        <InvoiceActions />
        <InvoiceDownloads />
      </ShowHeader>
    }
  >
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.invoices.tabs.pdf">
        <InvoicePdfTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.invoices.tabs.summary" path="summary">
        <InvoiceSummary />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.invoices.tabs.lines" path="invoice_lines">
        <InvoiceLinesOf />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.invoices.tabs.logs" path="logs">
        <LogTab target="invoice_id" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
