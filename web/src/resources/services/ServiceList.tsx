// Services (spec 2 §2): 50 per page, export; columns drop with a delivery queue or with
// not_invoiced on; bulk Ship when filtered on PROVISIONED, bulk Deliver on SHIPPED.
import { useListContext } from 'react-admin';
import { ArchiveBulkActions } from '../../common/BulkArchiveButtons.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { commercialStatusRowSx } from './CommercialStatusField.tsx';
import { DeliveryBulkActions } from './DeliveryBulkButtons.tsx';
import { serviceFilters } from './serviceFilters.tsx';
import { NOT_INVOICED_HIDDEN_COLUMNS, QUEUE_HIDDEN_COLUMNS, serviceColumns } from './ServiceTable.tsx';
import { ServiceDetails } from './ServiceFields.tsx';

/** Spec 2 §9: 50 per page. */
export const SERVICES_PAGE_SIZE = 50;

const Columns = () => {
  const { filterValues } = useListContext();
  const hide = [...(filterValues.queue ? QUEUE_HIDDEN_COLUMNS : []), ...(filterValues.not_invoiced ? NOT_INVOICED_HIDDEN_COLUMNS : [])];
  return <>{serviceColumns({ hide })}</>;
};

export const ServiceList = () => (
  <ResourceList
    filters={serviceFilters}
    perPage={SERVICES_PAGE_SIZE}
    exportable
    rowSx={commercialStatusRowSx()}
    drawer={<ServiceDetails />}
    bulkActionButtons={<DeliveryBulkActions resource="services" fallback={<ArchiveBulkActions />} />}
  >
    <Columns />
  </ResourceList>
);
