// The data limit alerts of one record (a service or a SIM card, docs/decisions/0033): each threshold
// crossed, the month, the usage then, the limit, and who was told.
import { DataTable, ReferenceManyField, TabbedShowLayout } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';

export const UsageAlertsList = ({ objectType }: { objectType: 'service' | 'simcard' }) => (
  <ReferenceManyField
    reference="usage_alerts"
    target="object_id"
    filter={{ object_type: objectType }}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={25}
    pagination={<ListPagination />}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="created_at">
        <DateField source="created_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="month" field={DateField} />
      <DataTable.Col source="threshold" align="right">
        <NumberField source="threshold" options={{ style: 'percent' }} transform={(v) => Number(v) / 100} />
      </DataTable.Col>
      <DataTable.Col source="usage_gb" align="right" field={NumberField} />
      <DataTable.Col source="data_limit" align="right" field={NumberField} />
      <DataTable.Col source="recipients" />
    </DataTable>
  </ReferenceManyField>
);

/** The tab, placed between a record's own tabs and its log. */
export const usageAlertsTab = (objectType: 'service' | 'simcard') => (
  <TabbedShowLayout.Tab key="usage_alerts" label="resources.usage_alerts.tab" path="usage_alerts">
    <UsageAlertsList objectType={objectType} />
  </TabbedShowLayout.Tab>
);
