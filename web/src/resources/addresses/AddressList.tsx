// Billing addresses list (spec 3 §2): search q, archived filter, export.
import { DataTable } from 'react-admin';
import { ResourceList } from '../../common/ResourceList.tsx';
import { addressFilters } from './addressFilters.tsx';
import { AddressDetails } from './AddressDetails.tsx';
import { PaymentMethodField } from './PaymentMethodField.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

export const AddressList = () => (
  <ResourceList filters={addressFilters} hiddenColumns={['id', 'accounting_code', 'country']} exportable drawer={<AddressDetails />}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="customer_name" />
    <DataTable.Col source="accounting_code" />
    <DataTable.Col source="vat" disableSort />
    <DataTable.Col source="city" />
    <DataTable.Col source="country" />
    <DataTable.Col source="payment_method">
      <PaymentMethodField />
    </DataTable.Col>
    <DataTable.Col source="payment_terms">
      <ChoiceField source="payment_terms" labels="app.payment_terms" />
    </DataTable.Col>
  </ResourceList>
);
