// Packages (spec 2 §2): 50 per page; export and the invoicing export (GET /packages/export/invoicing.xls).
import { ResourceList } from '../../common/ResourceList.tsx';
import { XlsExportButton } from '../../common/XlsExportButton.tsx';
import { commercialStatusRowSx } from '../services/CommercialStatusField.tsx';
import { packageFilters } from './packageFilters.tsx';
import { PackageDetails } from './PackageFields.tsx';
import { packageColumns } from './PackageTable.tsx';

/** Spec 2 §9: 50 per page. */
export const PACKAGES_PAGE_SIZE = 50;

export const PackageList = () => (
  <ResourceList
    filters={packageFilters}
    hiddenColumns={['id', 'customer_reference', 'site_name', 'start_date']}
    perPage={PACKAGES_PAGE_SIZE}
    exportable
    extraActions={<XlsExportButton label="resources.packages.actions.invoicing_export" path="packages/export/invoicing.xls" />}
    rowSx={commercialStatusRowSx()}
    drawer={<PackageDetails />}
  >
    {packageColumns()}
  </ResourceList>
);
