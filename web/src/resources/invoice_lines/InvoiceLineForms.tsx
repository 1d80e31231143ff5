// Invoice line create and edit (spec 3 §2): after save the user returns to /invoices/{id}/show when
// the form was launched from that invoice (Add Line carries the invoice id); only a draft invoice
// takes lines (the server answers 409 naming its status otherwise).
import { AutocompleteInput, Create, Edit, NumberInput, ReferenceInput, required, SelectInput, SimpleForm, TextInput, type RaRecord } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { FormRow, FormSection } from '../../common/FormSection.tsx';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { vatCodeChoices } from '../services/choices.ts';
import { invoiceLineTypeChoices } from '../invoices/choices.ts';

const toInvoice = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
  data?.invoice_id ? `invoices/${data.invoice_id}/show/invoice_lines` : 'invoice_lines';

const LineInputs = ({ create }: { create?: boolean }) => (
  <>
    <FormSection title="resources.invoice_lines.sections.line" />
    <FormRow>
      <ReferenceInput source="invoice_id" reference="invoices" filter={{ status: 'draft' }}>
        <AutocompleteInput filterToQuery={(q: string) => ({ q })} validate={required()} disabled={!create} fullWidth />
      </ReferenceInput>
      <SelectInput source="type" choices={invoiceLineTypeChoices} fullWidth />
    </FormRow>
    <FormRow>
      <TextInput source="product_name" fullWidth />
      <TextInput source="product_reference" fullWidth />
      <TextInput source="package_reference" fullWidth />
    </FormRow>
    <FormRow>
      <TextInput source="reference" fullWidth />
      <TextInput source="customer_reference" fullWidth />
    </FormRow>
    <TextInput source="description" multiline fullWidth />
    <FormSection title="resources.invoice_lines.sections.price" />
    <FormRow>
      <NumberInput source="qty" fullWidth />
      <NumberInput source="unit_price" validate={required()} fullWidth />
      <SelectInput source="vat_code" choices={vatCodeChoices} emptyText="resources.invoice_lines.vat_by_parties" fullWidth />
    </FormRow>
    <FormSection title="resources.invoice_lines.sections.period" />
    <FormRow>
      <DateInput source="start_date" fullWidth />
      <DateInput source="end_date" fullWidth />
    </FormRow>
  </>
);

export const InvoiceLineCreate = () => (
  <Create redirect={toInvoice}>
    <SimpleForm defaultValues={{ qty: 1, type: 'custom' }} toolbar={<SaveToolbar />}>
      <LineInputs create />
    </SimpleForm>
  </Create>
);

export const InvoiceLineEdit = () => (
  <Edit mutationMode="pessimistic" redirect={toInvoice}>
    <SimpleForm toolbar={<SaveToolbar />}>
      <LineInputs />
    </SimpleForm>
  </Edit>
);
