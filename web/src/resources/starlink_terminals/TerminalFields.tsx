// Terminal columns, state chip and drawer (spec 3 §2: site, terminal id, kit and dish serial, IP,
// service line, account, device, last online, alerts count).
import { Chip } from '@mui/material';
import { DataTable, ReferenceField, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { TERMINAL_STATE_COLORS, type TerminalState } from '@console/contract';
import type { TerminalRecord } from './types.ts';

export const TerminalStateChip = ({ state }: { state?: string }) => {
  const record = useRecordContext<TerminalRecord>();
  const translate = useTranslate();
  const value = (state ?? record?.state ?? 'unknown') as TerminalState;
  return (
    <Chip
      size="small"
      label={translate(`resources.starlink_terminals.states.${value}`, { _: value })}
      sx={{ bgcolor: TERMINAL_STATE_COLORS[value] ?? TERMINAL_STATE_COLORS.unknown, color: '#fff' }}
    />
  );
};

export const terminalColumns = ({ hide = [] }: { hide?: string[] } = {}) =>
  [
    <DataTable.Col key="site_name" source="site_name" />,
    <DataTable.Col key="terminal_id" source="terminal_id" />,
    <DataTable.Col key="kit_serial_number" source="kit_serial_number" />,
    <DataTable.Col key="dish_serial_number" source="dish_serial_number" />,
    <DataTable.Col key="ip_address" source="ip_address" />,
    <DataTable.Col key="service_line_number" source="service_line_number" />,
    <DataTable.Col key="starlink_account" source="starlink_account" />,
    <DataTable.Col key="device_name" source="device_name" />,
    <DataTable.Col key="state" source="state">
      <TerminalStateChip />
    </DataTable.Col>,
    <DataTable.Col key="last_online" source="last_online" field={DateField} />,
    <DataTable.NumberCol key="last_alerts_count" source="last_alerts_count" />,
  ].filter((col) => !hide.includes(String(col.key)));

export const TerminalDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <TextField source="terminal_id" />
    <TextField source="kit_serial_number" emptyText="-" />
    <TextField source="dish_serial_number" emptyText="-" />
    <TerminalStateChip />
    <ReferenceField source="starlink_service_line_id" reference="starlink_service_lines" link="show" emptyText="-" />
    <ReferenceField source="starlink_account_id" reference="starlink_accounts" link="show" emptyText="-" />
    <ReferenceField source="customer_id" reference="customers" link="show" emptyText="-" />
    <ReferenceField source="site_id" reference="sites" link="show" emptyText="-" />
    <ReferenceField source="device_id" reference="devices" link="show" emptyText="-" />
    <TextField source="ip_address" emptyText="-" />
    <NumberField source="port" emptyText="-" />
    <DateField source="last_online" showTime emptyText="-" />
    <NumberField source="last_alerts_count" />
  </SimpleShowLayout>
);
