// Terminal show (spec 3 §2): summary with antenna status (telemetry or OOB) and obstruction map,
// network statistics (ranges 15m to 30d, refreshed every 30 s), events; Stow, Unstow, Reboot, Edit.
import { Box } from '@mui/material';
import { DataTable, EditButton, ReferenceField, ReferenceManyField, TabbedShowLayout, TextField } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { EventCodeField } from '../starlink_events/EventCodeField.tsx';
import { BrusselsDateField } from '../speedtests/BrusselsDateField.tsx';
import { AntennaStatus } from './AntennaStatus.tsx';
import { NetworkStatistics } from './NetworkStatistics.tsx';
import { ObstructionMap } from './ObstructionMap.tsx';
import { StatsExportButton, TerminalCommandButton } from './TerminalActions.tsx';
import { TerminalStateChip } from './TerminalFields.tsx';

const TerminalSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.starlink_terminals.sections.identity" columns={4}>
      <TextField source="terminal_id" />
      <TextField source="kit_serial_number" emptyText="-" />
      <TextField source="dish_serial_number" emptyText="-" />
      <ReferenceField source="starlink_service_line_id" reference="starlink_service_lines" link="show" emptyText="-" />
      <ReferenceField source="starlink_account_id" reference="starlink_accounts" link="show" emptyText="-" />
      <DateField source="last_online" showTime emptyText="-" />
      <NumberField source="last_alerts_count" />
      <DateField source="last_sync_at" showTime emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.starlink_terminals.sections.placement" columns={4}>
      <ReferenceField source="customer_id" reference="customers" link="show" emptyText="-" />
      <ReferenceField source="site_id" reference="sites" link="show" emptyText="-" />
      <ReferenceField source="device_id" reference="devices" link="show" emptyText="-" />
      <TextField source="ip_address" emptyText="-" />
      <NumberField source="port" emptyText="-" />
      <NumberField source="lat" emptyText="-" />
      <NumberField source="lng" emptyText="-" />
    </DetailSection>
    <AntennaStatus />
    <ObstructionMap />
  </Box>
);

export const TerminalShow = () => (
  <SummaryLogShow
    summary={<TerminalSummary />}
    objectType="starlink_terminal"
    extra={<TerminalStateChip />}
    actions={
      <>
        <TerminalCommandButton command="stow" />
        <TerminalCommandButton command="unstow" />
        <TerminalCommandButton command="reboot" />
        <StatsExportButton />
        <EditButton />
        <ArchiveButton />
      </>
    }
    tabs={[
      <TabbedShowLayout.Tab key="statistics" label="resources.starlink_terminals.tabs.statistics" path="statistics">
        <NetworkStatistics />
      </TabbedShowLayout.Tab>,
      <TabbedShowLayout.Tab key="events" label="resources.starlink_terminals.tabs.events" path="events">
        <ReferenceManyField
          reference="starlink_events"
          target="starlink_terminal_id"
          sort={{ field: 'timestamp', order: 'DESC' }}
          perPage={25}
          pagination={<ListPagination />}
        >
          <DataTable bulkActionButtons={false}>
            <DataTable.Col source="timestamp">
              <BrusselsDateField source="timestamp" />
            </DataTable.Col>
            <DataTable.Col source="code">
              <EventCodeField />
            </DataTable.Col>
            <DataTable.Col source="source" />
          </DataTable>
        </ReferenceManyField>
      </TabbedShowLayout.Tab>,
    ]}
  />
);
