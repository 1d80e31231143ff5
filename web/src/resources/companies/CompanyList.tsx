// Billing companies list (spec 3 §2): search, archived filter, export; a row opens the drawer preview.
import { DataTable, EmailField } from 'react-admin';
import { NumberField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { CompanyDetails } from './CompanyDetails.tsx';

export const CompanyList = () => (
  <ResourceList hiddenColumns={['id']} exportable drawer={<CompanyDetails />}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col align="right" field={NumberField} source="invoice_prefix" />
    <DataTable.Col source="vat_number" disableSort />
    <DataTable.Col source="city" />
    <DataTable.Col source="country" />
    <DataTable.Col source="email" disableSort field={EmailField} />
    <DataTable.Col source="phone" disableSort sx={{ whiteSpace: 'nowrap' }} />
  </ResourceList>
);
