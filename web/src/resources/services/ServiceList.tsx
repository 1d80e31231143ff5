// Services (spec 2 §2): 50 per page, export; the default columns follow a delivery queue or
// not_invoiced (decision 0082); bulk Ship when filtered on PROVISIONED, bulk Deliver on SHIPPED.
import { ArchiveBulkActions } from '../../common/BulkArchiveButtons.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { commercialStatusRowSx } from './CommercialStatusField.tsx';
import { DeliveryBulkActions } from './DeliveryBulkButtons.tsx';
import { serviceFilters } from './serviceFilters.tsx';
import { serviceColumns } from './ServiceTable.tsx';
import { ServiceDetails } from './ServiceFields.tsx';

/** Spec 2 §9: 50 per page. */
export const SERVICES_PAGE_SIZE = 50;

/** Left to the column chooser (decision 0082): the default set fits 1440 px with status and price in view. */
const HIDDEN = ['id', 'package_id', 'frequency', 'device_serial', 'line_subscription_id', 'assignee_name', 'start_date', 'end_date'];
/** The delivery queue works on the device, line and assignee; price and usage wait in the chooser. */
const QUEUE_HIDDEN = ['id', 'product_name', 'package_id', 'frequency', 'price', 'current_usage', 'start_date', 'end_date'];
/** Services not invoiced yet are read by their frequency and dates. */
const NOT_INVOICED_HIDDEN = ['id', 'type', 'package_id', 'price', 'device_serial', 'line_subscription_id', 'current_usage', 'assignee_name'];

const hiddenColumns = (filterValues: Record<string, unknown>) => (filterValues.queue ? QUEUE_HIDDEN : filterValues.not_invoiced ? NOT_INVOICED_HIDDEN : HIDDEN);

export const ServiceList = () => (
  <ResourceList
    filters={serviceFilters}
    hiddenColumns={hiddenColumns}
    perPage={SERVICES_PAGE_SIZE}
    exportable
    rowSx={commercialStatusRowSx()}
    drawer={<ServiceDetails />}
    bulkActionButtons={<DeliveryBulkActions resource="services" fallback={<ArchiveBulkActions />} />}
  >
    {serviceColumns()}
  </ResourceList>
);
