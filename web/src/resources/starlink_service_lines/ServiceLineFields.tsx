// Service line columns, status chip, drawer and summary (spec 3 §2, §3).
import { Box, Chip } from '@mui/material';
import { BooleanField, DataTable, ReferenceField, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import type { ServiceLineRecord } from './types.ts';

const COLORS = { active: 'success', paused: 'warning', deactivated: 'default' } as const;

export const ServiceLineStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<ServiceLineRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const status = record.status;
  return <Chip size="small" color={COLORS[status] ?? 'default'} label={translate(`resources.starlink_service_lines.statuses.${status}`, { _: status })} />;
};

export const serviceLineColumns = ({ hide = [] }: { hide?: string[] } = {}) =>
  [
    <DataTable.Col key="service_line_number" source="service_line_number" />,
    <DataTable.Col key="nickname" source="nickname" />,
    <DataTable.Col key="starlink_account" source="starlink_account" />,
    <DataTable.Col key="starlink_address" source="starlink_address" />,
    <DataTable.Col key="status" source="status">
      <ServiceLineStatusChip />
    </DataTable.Col>,
    <DataTable.Col key="is_opted_in" source="is_opted_in" field={BooleanField} />,
    <DataTable.Col key="product_reference_id" source="product_reference_id" />,
    <DataTable.NumberCol key="current_usage" source="current_usage" />,
    <DataTable.NumberCol key="last_usage" source="last_usage" />,
    <DataTable.NumberCol key="terminals_count" source="terminals_count" />,
  ].filter((col) => !hide.includes(String(col.key)));

export const ServiceLineDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <TextField source="service_line_number" />
    <TextField source="nickname" emptyText="-" />
    <ServiceLineStatusChip />
    <BooleanField source="is_opted_in" />
    <ReferenceField source="starlink_account_id" reference="starlink_accounts" link="show" />
    <TextField source="starlink_address" emptyText="-" />
    <NumberField source="current_usage" />
    <NumberField source="usage_limit" emptyText="-" />
  </SimpleShowLayout>
);

export const ServiceLineSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.starlink_service_lines.sections.identity" columns={4}>
      <TextField source="service_line_number" />
      <TextField source="nickname" emptyText="-" />
      <ReferenceField source="starlink_account_id" reference="starlink_accounts" link="show" />
      <TextField source="account_number" />
      <ReferenceField source="starlink_address_id" reference="starlink_addresses" link="show" emptyText="-" />
      <ServiceLineStatusChip />
      <BooleanField source="active" />
      <DateField source="start_date" emptyText="-" />
      <DateField source="end_date" emptyText="-" />
      <DateField source="last_sync_at" showTime emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.starlink_service_lines.sections.plan" columns={4}>
      <TextField source="product_reference_id" emptyText="-" />
      <BooleanField source="is_opted_in" />
      <BooleanField source="is_opted_into_overage" />
      <NumberField source="usage_limit" emptyText="-" />
      <NumberField source="current_usage" />
      <NumberField source="last_usage" />
      <NumberField source="active_recurring_block_qty" />
      <NumberField source="active_recurring_block_data_amount" />
      <TextField source="currency" />
      <NumberField source="terminals_count" />
    </DetailSection>
  </Box>
);
