// Package lines (spec 2 §2): 50 per page, invoiced=false by default, export; bulk Ship when filtered
// on provisioned, bulk Deliver on shipped.
import { ArchiveBulkActions } from '../../common/BulkArchiveButtons.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { commercialStatusRowSx } from '../services/CommercialStatusField.tsx';
import { DeliveryBulkActions } from '../services/DeliveryBulkButtons.tsx';
import { packageLineFilterDefaults, packageLineFilters } from './packageLineFilters.tsx';
import { packageLineColumns, PackageLineDetails } from './PackageLineFields.tsx';

/** Spec 2 §9: 50 per page. */
export const PACKAGE_LINES_PAGE_SIZE = 50;

export const PackageLineList = () => (
  <ResourceList
    filters={packageLineFilters}
    hiddenColumns={['id', 'site_name', 'serials', 'shipping_tracking_code', 'shipping_date', 'delivery_date']}
    filterDefaultValues={packageLineFilterDefaults}
    perPage={PACKAGE_LINES_PAGE_SIZE}
    exportable
    rowSx={commercialStatusRowSx()}
    drawer={<PackageLineDetails />}
    bulkActionButtons={<DeliveryBulkActions resource="package_lines" fallback={<ArchiveBulkActions />} />}
  >
    {packageLineColumns()}
  </ResourceList>
);
