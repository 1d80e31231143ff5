// A billing run: its month, status and progress (refreshed while it works), what it invoiced, and
// what it skipped with the reason (the first 500; the count goes on).
import { Alert, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { LaunchRunButton, MonthField, REFRESH_MS, RunProgressField, RunStatusField, isWorking } from './BillingRunFields.tsx';

const money = { style: 'currency', currency: 'EUR' } as const;
const linkOf = (kind: string, id: number) =>
  kind === 'service'
    ? `/services/${id}/show`
    : kind === 'package_line'
      ? `/package_lines/${id}/show`
      : kind === 'data_pool'
        ? `/data_pools/${id}/show`
        : `/packages/${id}/show`;

const Skipped = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const rows = (record?.skipped ?? []) as { kind: string; id: number; reference: string | null; reason: string }[];
  if (!rows.length) return null;
  return (
    <Table size="small" aria-label={translate('resources.billing_runs.fields.skipped')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.billing_runs.skipped.item')}</TableCell>
          <TableCell>{translate('resources.billing_runs.skipped.reason')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stored list is never reordered, and a kind and id may repeat
          <TableRow key={`${s.kind}-${s.id}-${i}`}>
            <TableCell>
              <Link to={linkOf(s.kind, s.id)}>
                {translate(`resources.invoices.preview.items.${s.kind}`)} {s.reference ?? `#${s.id}`}
              </Link>
            </TableCell>
            <TableCell>{s.reason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const ErrorField = () => {
  const record = useRecordContext();
  return record?.error ? <Alert severity="error">{record.error}</Alert> : null;
};

export const BillingRunShow = () => (
  <Show
    actions={
      <TopToolbar>
        <LaunchRunButton />
      </TopToolbar>
    }
    queryOptions={{ refetchInterval: (query) => (isWorking((query.state.data as { status?: string } | undefined)?.status) ? REFRESH_MS : false) }}
  >
    <SimpleShowLayout>
      <Labeled source="period">
        <MonthField />
      </Labeled>
      <Labeled source="status">
        <RunStatusField />
      </Labeled>
      <Labeled source="progress">
        <RunProgressField />
      </Labeled>
      <ErrorField />
      <TextField source="invoices_count" />
      <NumberField source="total_untaxed" options={money} />
      <DateField source="as_of" />
      <DateField source="started_at" showTime emptyText="-" />
      <DateField source="finished_at" showTime emptyText="-" />
      <TextField source="skipped_count" />
      <Skipped />
    </SimpleShowLayout>
  </Show>
);
