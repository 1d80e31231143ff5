// The invoices export screen (spec 3 §2 "Export screen /invoices/export"): from, to, customer,
// billing company, billing address, type, statuses and format; the file is built by the server from
// the same filters as the list (GET /invoices/export.pdf, .xls or .dbf) and downloaded as it comes.
import { useState } from 'react';
import { Card, CardContent, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  AutocompleteInput,
  Form,
  RadioButtonGroupInput,
  ReferenceInput,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  Title,
  useNotify,
  useTranslate,
} from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { useWatch } from 'react-hook-form';
import { INVOICE_EXPORT_FORMATS, type InvoiceExportFormat } from '@console/contract';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { invoiceStatusChoices, invoiceTypeChoices } from './choices.ts';

interface ExportForm {
  from?: string | null;
  to?: string | null;
  customer_id?: number | null;
  billing_company_id?: number | null;
  invoicing_address_id?: number | null;
  type?: string | null;
  statuses?: string[];
  format: InvoiceExportFormat;
}

const firstOfLastMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getFullYear(), d.getMonth() - 1, 1)).toISOString().slice(0, 10);
};
const lastOfLastMonth = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getFullYear(), d.getMonth(), 0)).toISOString().slice(0, 10);
};

/** The screen's fields as the list's filters. */
export const exportFilters = (v: ExportForm) => ({
  start_date: v.from,
  end_date: v.to,
  customer_id: v.customer_id,
  billing_company_id: v.billing_company_id,
  invoicing_address_id: v.invoicing_address_id,
  invoice_type: v.type,
  status: v.statuses,
});

const formatChoices = INVOICE_EXPORT_FORMATS.map((id) => ({ id, name: `resources.invoices.export.formats.${id}` }));
const search = (q: string) => ({ q });

/** The billing addresses offered are the chosen customer's. */
const AddressInput = () => {
  const customer = useWatch({ name: 'customer_id' });
  return (
    <ReferenceInput source="invoicing_address_id" reference="addresses" filter={customer ? { customer_id: customer } : {}}>
      <AutocompleteInput filterToQuery={search} label="resources.invoices.fields.invoicing_address_id" />
    </ReferenceInput>
  );
};

export const InvoiceExportPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useConsoleDataProvider();
  const [busy, setBusy] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    const form = values as unknown as ExportForm;
    setBusy(true);
    try {
      await dataProvider.exportXls('invoices', exportFilters(form), `invoices/export.${form.format}`);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('resources.invoices.export.title')} />
      <CardContent>
        <Form defaultValues={{ from: firstOfLastMonth(), to: lastOfLastMonth(), format: 'pdf', statuses: [] }} onSubmit={submit}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateInput source="from" label="resources.invoices.export.from" />
            <DateInput source="to" label="resources.invoices.export.to" />
          </Stack>
          <CustomerInput source="customer_id" label="resources.invoices.fields.customer_id" fullWidth />
          <ReferenceInput source="billing_company_id" reference="companies">
            <AutocompleteInput filterToQuery={search} label="resources.invoices.fields.billing_company_id" fullWidth />
          </ReferenceInput>
          <AddressInput />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectInput
              source="type"
              label="resources.invoices.fields.invoice_type"
              choices={invoiceTypeChoices}
              emptyText="resources.invoices.export.all_types"
            />
            <SelectArrayInput source="statuses" label="resources.invoices.export.statuses" choices={invoiceStatusChoices} sx={{ minWidth: 240 }} />
          </Stack>
          <RadioButtonGroupInput source="format" label="resources.invoices.export.format" choices={formatChoices} />
          <SaveButton label="resources.invoices.export.submit" icon={<DownloadIcon />} disabled={busy} alwaysEnable={!busy} />
        </Form>
      </CardContent>
    </Card>
  );
};
