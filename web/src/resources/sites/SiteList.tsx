// Sites list (spec 1 §2.6) with Export to xls. The rows will expand to the site's devices once the
// devices resource exists.
import { BooleanField, DataTable } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { SiteDetails } from './SiteDetails.tsx';
import { SiteDevicesExpand } from './SiteDevicesTab.tsx';
import { siteFilters } from './siteFilters.tsx';

export const SiteList = () => (
  <ResourceList filters={siteFilters} hiddenColumns={['id', 'created_at']} exportable drawer={<SiteDetails />} expand={<SiteDevicesExpand />}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="customer_name" />
    <DataTable.Col source="address" disableSort />
    <DataTable.Col source="city" />
    <DataTable.Col source="country" />
    <DataTable.Col source="is_stock" disableSort field={BooleanField} />
    <DataTable.Col source="created_at" field={DateField} />
  </ResourceList>
);
