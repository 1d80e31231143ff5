// Invoice filters (spec 3 §2): q, status, invoice_type, customer, billing company, billing address,
// start_date, end_date, source; and the Peppol transmission status (decision 0062).
import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { invoiceSourceChoices, invoiceStatusChoices, invoiceTypeChoices } from './choices.ts';
import { peppolStatusChoices } from './InvoicePeppol.tsx';

const search = (q: string) => ({ q });

export const invoiceFilters = [
  <SelectInput key="status" source="status" choices={invoiceStatusChoices} alwaysOn />,
  <SelectInput key="invoice_type" source="invoice_type" choices={invoiceTypeChoices} alwaysOn />,
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <ReferenceInput key="billing_company_id" source="billing_company_id" reference="companies">
    <AutocompleteInput filterToQuery={search} />
  </ReferenceInput>,
  <ReferenceInput key="invoicing_address_id" source="invoicing_address_id" reference="addresses">
    <AutocompleteInput filterToQuery={search} />
  </ReferenceInput>,
  <DateInput key="start_date" source="start_date" />,
  <DateInput key="end_date" source="end_date" />,
  <SelectInput key="source" source="source" choices={invoiceSourceChoices} />,
  <SelectInput key="peppol_status" source="peppol_status" label="peppol.fields.status" choices={peppolStatusChoices} />,
];
