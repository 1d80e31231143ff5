// Billing runs: one per month, newest first, with their progress (refreshed while one works).
import { DataTable } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { LaunchRunButton, MonthField, NewRunButton, REFRESH_MS, RunProgressField, RunStatusField, isWorking } from './BillingRunFields.tsx';

const money = { style: 'currency', currency: 'EUR' } as const;

/** Re-reads the page while a run on it works. */
const refetchInterval = (query: { state: { data?: unknown } }) =>
  ((query.state.data as { data?: { status?: string }[] } | undefined)?.data ?? []).some((r) => isWorking(r.status)) ? REFRESH_MS : false;

export const BillingRunList = () => (
  <ResourceList
    archivable={false}
    bulkActionButtons={false}
    sort={{ field: 'period', order: 'DESC' }}
    extraActions={<NewRunButton />}
    queryOptions={{ refetchInterval }}
  >
    <DataTable.Col source="period">
      <MonthField />
    </DataTable.Col>
    <DataTable.Col source="status">
      <RunStatusField />
    </DataTable.Col>
    {/* Columns are named by a row field they read, so a saved view can name them (decision 0039). */}
    <DataTable.Col source="packages_done" label="resources.billing_runs.fields.progress" disableSort>
      <RunProgressField />
    </DataTable.Col>
    <DataTable.Col source="invoices_count" disableSort />
    <DataTable.Col source="total_untaxed" disableSort>
      <NumberField source="total_untaxed" options={money} />
    </DataTable.Col>
    <DataTable.Col source="skipped_count" disableSort />
    <DataTable.Col source="finished_at">
      <DateField source="finished_at" showTime emptyText="-" />
    </DataTable.Col>
    {/* No source: always shown, not offered by the column chooser. */}
    <DataTable.Col disableSort label="">
      <LaunchRunButton />
    </DataTable.Col>
  </ResourceList>
);
