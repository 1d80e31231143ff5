// Ops History (spec 1 §2.12): 25 per page, the spec's filters and columns, and the export link to
// /export/records carrying the current filters.
import { DataTable, FilterButton, TopToolbar } from 'react-admin';
import { ResourceList } from '../../common/ResourceList.tsx';
import { XlsExportButton } from '../../common/XlsExportButton.tsx';
import { RecordColumns } from './RecordColumns.tsx';
import { recordFilters } from './recordFilters.tsx';

const RecordActions = () => (
  <TopToolbar>
    <FilterButton />
    <XlsExportButton path="export/records" />
  </TopToolbar>
);

export const RecordList = () => (
  <ResourceList
    archivable={false}
    filters={recordFilters}
    hiddenColumns={['id', 'target_device', 'duration', 'current_month_duration', 'current_month_ratio', 'comment', 'user_email']}
    actions={<RecordActions />}
    bulkActionButtons={false}
  >
    <DataTable.Col source="id" />
    {/* Called, not drawn: its columns become the table's own, so the chooser can show and hide each. */}
    {RecordColumns({})}
  </ResourceList>
);
