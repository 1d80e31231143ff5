// Device show page (spec 1 §2.7): header chips (Archived, Stock, customer badge) and the device
// operations, then the tabs; Ops Config only with a ports map, ips and lines only when there are some.
import { EditButton, Show, TabbedShowLayout, useGetList, useRecordContext } from 'react-admin';
import { Box } from '@mui/material';
import SimCardIcon from '@mui/icons-material/SimCard';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import InventoryIcon from '@mui/icons-material/Inventory';
import { DEVICE_ARCHIVE_REASONS } from '@console/contract';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { LogTab } from '../../common/LogTab.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { OpsHistoryTab } from '../records/OpsHistoryTab.tsx';
import { ControllerMoveButton } from './ControllerMoveButton.tsx';
import { DeviceArchiveInputs, deviceArchiveDefaults } from './DeviceArchiveInputs.tsx';
import { OwnerBadge } from './DeviceFields.tsx';
import {
  DisassembleButton,
  ProviderDefaultButton,
  PrepareButton,
  RebootButton,
  RestartModemButton,
  ReturnButton,
  SpeedTestButton,
  SyncButton,
} from './DeviceOperationButtons.tsx';
import { hasPortsMap } from './devicePorts.ts';
import { DeviceSummary } from './DeviceSummary.tsx';
import { ConfigBackupsTab, DeviceIpsTab, DeviceLinesTab, DeviceSpeedTestsTab, OpsConfigTab, OtherInfoTab, WansTab } from './DeviceTabs.tsx';
import { FlashConfigButton } from './FlashConfigButton.tsx';
import { MoveDeviceButton } from './MoveDevicesButton.tsx';
import { DeviceRiskyActionsMenu } from './DeviceRiskyActionsMenu.tsx';
import { LinkButton } from '../../common/LinkButton.tsx';
import type { DeviceRecord } from './types.ts';

const PortsLink = () => {
  const record = useRecordContext<DeviceRecord>();
  if (!record || !hasPortsMap(record) || record.archived_at) return null;
  return (
    <LinkButton label="resources.devices.action.ports" to={`/devices/${record.id}/ports`}>
      <SimCardIcon />
    </LinkButton>
  );
};

/** In stock: Deploy; deployed: Back to stock (spec 2 §4 Device). */
const DeliveryLink = () => {
  const record = useRecordContext<DeviceRecord>();
  if (!record || record.archived_at) return null;
  return record.in_stock ? (
    <LinkButton label="resources.devices.action.deploy" to={`/devices/${record.id}/deploy`}>
      <LocalShippingIcon />
    </LinkButton>
  ) : (
    <LinkButton label="resources.devices.action.back_to_stock" to={`/devices/${record.id}/back-to-stock`}>
      <InventoryIcon />
    </LinkButton>
  );
};

const DeviceActions = () => {
  const record = useRecordContext<DeviceRecord>();
  const live = !!record && !record.archived_at;
  return (
    <ShowHeader extra={<OwnerBadge />}>
      {/* Many operations: they wrap instead of widening the page. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center' }}>
        <EditButton />
        {live && (
          <>
            <DeliveryLink />
            <PortsLink />
            <MoveDeviceButton />
            <ControllerMoveButton />
            <SyncButton />
            <SpeedTestButton />
          </>
        )}
        <DeviceRiskyActionsMenu>
          {live && [
            <RebootButton key="reboot" />,
            <RestartModemButton key="modem" />,
            <FlashConfigButton key="flash" />,
            <DisassembleButton key="disassemble" />,
            <ProviderDefaultButton key="provider_default" />,
            <PrepareButton key="prepare" />,
            <ReturnButton key="return" />,
          ]}
          <ArchiveButton
            label="app.action.archive_decommission"
            reasons={DEVICE_ARCHIVE_REASONS}
            archiveInputs={<DeviceArchiveInputs />}
            archiveDefaults={deviceArchiveDefaults}
          />
        </DeviceRiskyActionsMenu>
      </Box>
    </ShowHeader>
  );
};

/** Whether the device has at least one record of `resource` (for the tabs shown only if any). */
const useHasAny = (resource: string, deviceId: unknown, known?: unknown) => {
  const { total } = useGetList(
    resource,
    { filter: { device_id: deviceId }, pagination: { page: 1, perPage: 1 } },
    { enabled: deviceId !== undefined && known === undefined, retry: false },
  );
  return known !== undefined ? Number(known) > 0 : (total ?? 0) > 0;
};

const DeviceTabsLayout = () => {
  const record = useRecordContext<DeviceRecord>();
  const hasIps = useHasAny('ips', record?.id, Array.isArray(record?.ips) ? record.ips.length : undefined);
  const hasLines = useHasAny('lines', record?.id, record?.lines_count);
  if (!record) return null;
  return (
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.devices.tabs.summary">
        <DeviceSummary />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.devices.tabs.ops_history" path="records">
        <OpsHistoryTab target="device_id" />
      </TabbedShowLayout.Tab>
      {hasPortsMap(record) && (
        <TabbedShowLayout.Tab label="resources.devices.tabs.ops_config" path="ops_config">
          <OpsConfigTab />
        </TabbedShowLayout.Tab>
      )}
      <TabbedShowLayout.Tab label="resources.devices.tabs.wans" path="wans">
        <WansTab />
      </TabbedShowLayout.Tab>
      {hasIps && (
        <TabbedShowLayout.Tab label="resources.devices.tabs.ips" path="ips">
          <DeviceIpsTab />
        </TabbedShowLayout.Tab>
      )}
      {hasLines && (
        <TabbedShowLayout.Tab label="resources.devices.tabs.lines" path="lines">
          <DeviceLinesTab />
        </TabbedShowLayout.Tab>
      )}
      <TabbedShowLayout.Tab label="resources.devices.tabs.other_info" path="other">
        <OtherInfoTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.devices.tabs.logs" path="logs">
        <LogTab target="device_id" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.devices.tabs.configs" path="configs">
        <ConfigBackupsTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.devices.tabs.speedtests" path="speedtests">
        <DeviceSpeedTestsTab />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  );
};

export const DeviceShow = () => (
  <Show actions={<DeviceActions />}>
    <DeviceTabsLayout />
  </Show>
);
