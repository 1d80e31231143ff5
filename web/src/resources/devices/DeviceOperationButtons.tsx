// The device operations of spec 1 §2.7 with the messages of spec 1 §8. Each is one call through
// useDeviceCall; the ones that change the device on site ask for confirmation first.
import { useState, type ReactElement } from 'react';
import { Menu, MenuItem } from '@mui/material';
import RestartIcon from '@mui/icons-material/RestartAlt';
import SyncIcon from '@mui/icons-material/Sync';
import SpeedIcon from '@mui/icons-material/Speed';
import BuildIcon from '@mui/icons-material/Build';
import UndoIcon from '@mui/icons-material/Undo';
import SimCardIcon from '@mui/icons-material/SimCard';
import SignalIcon from '@mui/icons-material/SignalCellularAlt';
import { Button, Confirm, useRecordContext, useTranslate } from 'react-admin';
import { useConsoleDataProvider, type ActionOptions } from '../../providers/dataProvider.ts';
import { useDeviceCall } from './useDeviceCall.ts';
import type { DeviceRecord, DeviceWan } from './types.ts';

interface OperationProps {
  label: string;
  icon: ReactElement;
  /** Action route of the device: POST (or the given method) /devices/{id}/{action}. */
  action: string;
  options?: ActionOptions;
  success: string;
  failure: string;
  fixedFailure?: boolean;
  /** i18n key of a confirmation question; none calls at once. */
  confirm?: string;
}

const OperationButton = ({ label, icon, action, options, success, failure, fixedFailure, confirm }: OperationProps) => {
  const record = useRecordContext<DeviceRecord>();
  const dataProvider = useConsoleDataProvider();
  const { call, loading } = useDeviceCall();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const run = async () => {
    await call({ run: () => dataProvider.action('devices', record.id, action, options), success, failure, fixedFailure });
    setAsking(false);
  };
  return (
    <>
      <Button label={label} onClick={() => (confirm ? setAsking(true) : run())} disabled={loading}>
        {icon}
      </Button>
      {confirm && (
        <Confirm
          isOpen={asking}
          loading={loading}
          title={label}
          content={confirm}
          translateOptions={{ name: record.name ?? record.serial }}
          contentTranslateOptions={{ name: record.name ?? record.serial }}
          onConfirm={run}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
};

export const RebootButton = () => (
  <OperationButton
    label="resources.devices.action.reboot"
    icon={<RestartIcon />}
    action="reboot"
    success="resources.devices.notifications.rebooting"
    failure="resources.devices.notifications.reboot_failed"
    confirm="resources.devices.confirm.reboot"
  />
);

export const SyncButton = () => (
  <OperationButton
    label="resources.devices.action.sync"
    icon={<SyncIcon />}
    action="sync"
    options={{ method: 'GET' }}
    success="app.notification.sync_succeeded"
    failure="app.notification.sync_failed"
  />
);

export const SpeedTestButton = () => (
  <OperationButton
    label="resources.devices.action.speedtest"
    icon={<SpeedIcon />}
    action="speedtest"
    success="resources.devices.notifications.speedtesting"
    failure="resources.devices.notifications.speedtest_failed"
    fixedFailure
  />
);

export const PrepareButton = () => (
  <OperationButton
    label="resources.devices.action.prepare"
    icon={<BuildIcon />}
    action="prepare"
    options={{ method: 'PUT' }}
    success="resources.devices.notifications.prepared"
    failure="resources.devices.notifications.prepare_failed"
    confirm="resources.devices.confirm.prepare"
  />
);

export const ReturnButton = () => (
  <OperationButton
    label="resources.devices.action.return"
    icon={<UndoIcon />}
    action="return"
    options={{ method: 'PUT' }}
    success="resources.devices.notifications.returned"
    failure="resources.devices.notifications.return_failed"
    confirm="resources.devices.confirm.return"
  />
);

/** Only when the device holds SIMs (spec 1 §2.7). */
export const DisassembleButton = () => {
  const record = useRecordContext<DeviceRecord>();
  if (!record || !Number(record.sim_cards_count ?? 0)) return null;
  return (
    <OperationButton
      label="resources.devices.action.disassemble"
      icon={<SimCardIcon />}
      action="disassemble"
      options={{ method: 'PUT' }}
      success="resources.devices.notifications.disassembled"
      failure="resources.devices.notifications.disassemble_failed"
      confirm="resources.devices.confirm.disassemble"
    />
  );
};

/** The SIMs back to their provider's APN and credentials (POST /devices/{id}/provider_default); only with SIMs. */
export const ProviderDefaultButton = () => {
  const record = useRecordContext<DeviceRecord>();
  if (!record || !Number(record.sim_cards_count ?? 0)) return null;
  return (
    <OperationButton
      label="resources.devices.action.provider_default"
      icon={<SignalIcon />}
      action="provider_default"
      success="resources.devices.notifications.provider_defaults_applied"
      failure="resources.devices.notifications.provider_default_failed"
      confirm="resources.devices.confirm.provider_default"
    />
  );
};

/** Restart modem per WAN (spec 1 §2.7): a menu of the device's cellular WANs; form wan_id. */
export const RestartModemButton = () => {
  const record = useRecordContext<DeviceRecord>();
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const { call, loading } = useDeviceCall();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The WAN chosen in the menu, restarted once the confirmation naming it and the device is accepted.
  const [chosen, setChosen] = useState<DeviceWan | null>(null);
  const wans = (record?.wans ?? []).filter((w) => !w.wan_type || w.wan_type === 'cellular');
  if (!record || wans.length === 0) return null;
  const restart = async (wan: DeviceWan) => {
    setChosen(null);
    await call({
      run: () => dataProvider.action('devices', record.id, 'restart_modem', { form: { wan_id: wan.id } }),
      success: 'resources.devices.notifications.modem_restarting',
      failure: 'resources.devices.notifications.modem_restart_failed',
    });
  };
  return (
    <>
      <Button label="resources.devices.action.restart_modem" onClick={(e) => setAnchor(e.currentTarget)} disabled={loading}>
        <SignalIcon />
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {wans.map((wan) => (
          <MenuItem
            key={wan.id}
            onClick={() => {
              setAnchor(null);
              setChosen(wan);
            }}
          >
            {translate('resources.devices.restart_modem.wan', { name: wan.name })}
          </MenuItem>
        ))}
      </Menu>
      <Confirm
        isOpen={!!chosen}
        loading={loading}
        title="resources.devices.action.restart_modem"
        content="resources.devices.confirm.restart_modem"
        contentTranslateOptions={{ wan: chosen?.name ?? '', name: record.name ?? record.serial }}
        onConfirm={() => chosen && restart(chosen)}
        onClose={() => setChosen(null)}
      />
    </>
  );
};
