// Activity log (spec 1 §2.12): 25 per page, no bulk actions, system changes hidden by default. The
// object and its changes wrap: whatever the entries, the list fits its area at 1440 px.
import { DataTable } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { ChangeField } from '../../common/ChangeField.tsx';
import { ResourceList, WRAPPING_CELL } from '../../common/ResourceList.tsx';
import { LogDiff } from './LogDiff.tsx';
import { ObjectTypeField, VerbField } from './LogFields.tsx';
import { logFilterDefaults, logFilters } from './logFilters.tsx';
import { LogObjectField } from './LogObjectField.tsx';

export const LogList = () => (
  <ResourceList archivable={false} exportable bulkActionButtons={false} filters={logFilters} filterDefaultValues={logFilterDefaults} drawer={<LogDiff />}>
    <DataTable.Col source="created_at" sx={{ whiteSpace: 'nowrap' }}>
      <DateField source="created_at" showTime />
    </DataTable.Col>
    <DataTable.Col source="author_name" />
    <DataTable.Col source="verb">
      <VerbField />
    </DataTable.Col>
    <DataTable.Col source="object_type">
      <ObjectTypeField />
    </DataTable.Col>
    <DataTable.Col source="object_id" disableSort cellClassName={WRAPPING_CELL}>
      <LogObjectField />
    </DataTable.Col>
    <DataTable.Col source="before" disableSort cellClassName={WRAPPING_CELL}>
      <ChangeField side="before" />
    </DataTable.Col>
    <DataTable.Col source="after" disableSort cellClassName={WRAPPING_CELL}>
      <ChangeField side="after" />
    </DataTable.Col>
  </ResourceList>
);
