// Lines (spec 1 §2.10): status_led row border and status chip from the shared colours, row actions,
// Archive/Decommission with detach in the bulk bar, export.
import { ResourceList } from '../../common/ResourceList.tsx';
import { lineArchiveProps } from './lineArchive.tsx';
import { lineFilters } from './lineFilters.tsx';
import { lineColumns } from './LineTable.tsx';

export const LineList = () => (
  <ResourceList
    filters={lineFilters}
    hiddenColumns={['sales_order_number', 'site_name', 'device_serial', 'assigned_to_name', 'installation_date']}
    exportable
    archiveReasons={lineArchiveProps.reasons}
    archiveInputs={lineArchiveProps.archiveInputs}
    archiveDefaults={lineArchiveProps.archiveDefaults}
  >
    {lineColumns()}
  </ResourceList>
);
