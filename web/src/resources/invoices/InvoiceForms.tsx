// Invoice create and edit (spec 3 §2): currency, invoiced_at, due_date, billing company, billing
// address, purchase order, forced SO number, terms, notes, bank IBAN and BIC, structured reference
// and, on create, an editable table of lines; edit only while draft (the server answers 409 otherwise).
import { Alert } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  Create,
  Edit,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { useFormContext, useWatch } from 'react-hook-form';
import { allowedFrom, INVOICE_MACHINE, PACKAGE_DEFAULTS } from '@console/contract';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow, FormSection } from '../../common/FormSection.tsx';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { currencyChoices, vatCodeChoices } from '../services/choices.ts';
import { invoiceLineTypeChoices } from './choices.ts';
import { FormTotals } from './InvoiceTotals.tsx';
import AddIcon from '@mui/icons-material/Add';
import { LinkButton } from '../../common/LinkButton.tsx';
import { InvoiceLinesOf } from '../invoice_lines/InvoiceLinesOf.tsx';
import { addLinePath } from './InvoiceActions.tsx';
import type { InvoiceRecord } from './types.ts';

const search = (q: string) => ({ q });

const InvoiceInputs = () => {
  const customerId = useWatch({ name: 'customer_id' });
  const { setValue } = useFormContext();
  const ofCustomer = customerId ? { customer_id: customerId } : {};
  return (
    <>
      <FormSection title="resources.invoices.sections.billing" />
      <FormRow>
        <CustomerInput onChange={() => setValue('invoicing_address_id', null)} fullWidth />
        <ReferenceInput source="invoicing_address_id" reference="addresses" filter={ofCustomer} sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput filterToQuery={search} validate={required()} fullWidth />
        </ReferenceInput>
        <ReferenceInput source="billing_company_id" reference="companies" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput filterToQuery={search} validate={required()} fullWidth />
        </ReferenceInput>
      </FormRow>
      <FormSection title="resources.invoices.sections.invoice" />
      <FormRow>
        <SelectInput source="currency" choices={currencyChoices} validate={required()} fullWidth />
        <DateInput source="invoiced_at" fullWidth />
        <DateInput source="due_date" helperText="resources.invoices.helpers.due_date" fullWidth />
      </FormRow>
      <FormRow>
        <TextInput source="purchase_order" fullWidth />
        <TextInput source="forced_so_number" fullWidth />
      </FormRow>
      <FormSection title="resources.invoices.sections.payment" />
      <FormRow>
        <TextInput source="bank_iban" fullWidth />
        <TextInput source="bank_bic" fullWidth />
        <TextInput source="structured_reference" helperText="resources.invoices.helpers.structured_reference" fullWidth />
      </FormRow>
      <TextInput source="terms" multiline fullWidth />
      <TextInput source="notes" multiline fullWidth />
    </>
  );
};

/** The editable table of lines of the create form (spec 3 §2). */
const LinesInput = () => (
  <>
    <FormSection title="resources.invoices.sections.lines" />
    <ArrayInput source="lines" label={false}>
      <SimpleFormIterator inline>
        <SelectInput source="type" choices={invoiceLineTypeChoices} label="resources.invoice_lines.fields.type" defaultValue="custom" />
        <TextInput source="product_name" label="resources.invoice_lines.fields.product_name" />
        <TextInput source="description" label="resources.invoice_lines.fields.description" />
        <NumberInput source="qty" label="resources.invoice_lines.fields.qty" defaultValue={1} />
        <NumberInput source="unit_price" label="resources.invoice_lines.fields.unit_price" validate={required()} />
        <SelectInput
          source="vat_code"
          choices={vatCodeChoices}
          label="resources.invoice_lines.fields.vat_code"
          emptyText="resources.invoice_lines.vat_by_parties"
        />
        <DateInput source="start_date" label="resources.invoice_lines.fields.start_date" />
        <DateInput source="end_date" label="resources.invoice_lines.fields.end_date" />
      </SimpleFormIterator>
    </ArrayInput>
    <FormTotals />
  </>
);

export const InvoiceCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={{ currency: 'EUR', billing_company_id: PACKAGE_DEFAULTS.billing_company_id, lines: [] }} toolbar={<SaveToolbar />}>
      <InvoiceInputs />
      <LinesInput />
    </SimpleForm>
  </Create>
);

/** The lines of a saved invoice are edited one by one (Add Line, each line's own form, delete). */
const DraftOnly = () => {
  const record = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  if (!record || allowedFrom(INVOICE_MACHINE, 'edit', record.status)) return null;
  return <Alert severity="info">{translate('resources.invoices.helpers.draft_only')}</Alert>;
};

const EditForm = () => {
  const record = useRecordContext<InvoiceRecord>();
  return (
    <SimpleForm toolbar={allowedFrom(INVOICE_MACHINE, 'edit', record?.status) ? <SaveToolbar /> : false}>
      <DraftOnly />
      <InvoiceInputs />
      <FormSection title="resources.invoices.sections.lines" />
      {allowedFrom(INVOICE_MACHINE, 'add_line', record?.status) && (
        <LinkButton label="resources.invoices.actions.add_line" to={addLinePath(record?.id)}>
          <AddIcon />
        </LinkButton>
      )}
      <InvoiceLinesOf />
    </SimpleForm>
  );
};

export const InvoiceEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <EditForm />
  </Edit>
);
