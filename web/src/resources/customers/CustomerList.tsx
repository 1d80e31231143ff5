// Customers list (spec 1 §2.4): 100 per page, q / Archived / Active, help-desk sync and Export to xls.
import { DataTable, ReferenceField } from 'react-admin';
import { CustomerActiveField } from './CustomerActiveField.tsx';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { CustomerDetails } from './CustomerDetails.tsx';
import { BulkCustomerOpenWork } from './CustomerOpenWork.tsx';
import { customerFilterDefaults, customerFilters } from './customerFilters.tsx';
import { CustomerSyncButton } from './CustomerSyncButton.tsx';
import { SupportLevelField } from './SupportLevelField.tsx';

export const CustomerList = () => (
  <ResourceList
    filters={customerFilters}
    hiddenColumns={['id', 'short_name', 'created_at']}
    filterDefaultValues={customerFilterDefaults}
    extraActions={<CustomerSyncButton />}
    exportable
    drawer={<CustomerDetails />}
    archiveInputs={<BulkCustomerOpenWork />}
  >
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="short_name" />
    <DataTable.Col source="support_level">
      <SupportLevelField />
    </DataTable.Col>
    <DataTable.Col source="account_manager_id" disableSort>
      <ReferenceField source="account_manager_id" reference="users" link={false} />
    </DataTable.Col>
    <DataTable.Col align="right" field={NumberField} source="sites_count" disableSort />
    <DataTable.Col source="city" />
    <DataTable.Col source="country" disableSort />
    <DataTable.Col source="active" disableSort field={CustomerActiveField} />
    <DataTable.Col source="created_at" field={DateField} />
  </ResourceList>
);
