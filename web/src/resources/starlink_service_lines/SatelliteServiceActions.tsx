// The satellite actions of services and data pools (spec 2 §2, §4, §7, §8): overage Opt In/Out for
// STARLINK and STARLINK_DATA_POOL services on a service line, Top-up (+50 GB, charged at month end)
// for STARLINK ones, and Suspend for starlink data pools. The server's message is notified; a
// refusal shows the server's message as a warning, else the spec's failure text.
import { useState, type ReactElement } from 'react';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Button, Confirm, useRecordContext } from 'react-admin';
import { OPTIN_SERVICE_TYPES } from '@console/contract';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { useServerMessageAction } from '../starlink_terminals/TerminalActions.tsx';
import type { ServiceRecord } from '../services/types.ts';

type Action = 'optin' | 'optout' | 'topup' | 'suspend';
const ICONS: Record<Action, ReactElement> = { optin: <ToggleOnIcon />, optout: <ToggleOffIcon />, topup: <AddCircleIcon />, suspend: <PauseCircleIcon /> };
const KEY = 'resources.starlink_service_lines.service_actions';

/** What the suspend button reads of a data pool. */
type DataPoolBrief = { id: number; type: 'starlink' | 'cellular'; reference: string | null; name: string | null };

const ConfirmedCall = ({ action, resource, route, name }: { action: Action; resource: string; route: string; name: string }) => {
  const record = useRecordContext<ServiceRecord | DataPoolBrief>()!;
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useServerMessageAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={`${KEY}.${action}`} onClick={() => setOpen(true)}>
        {ICONS[action]}
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title={`${KEY}.${action}`}
        content={`${KEY}.confirm_${action}`}
        translateOptions={{ name }}
        contentTranslateOptions={{ name }}
        onConfirm={async () => {
          await run(() => dataProvider.action(resource, record.id, route, { body: {} }), `${KEY}.failed_${action}`);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** On a service's show page: nothing unless it is a satellite service on a service line. */
export const ServiceSatelliteActions = () => {
  const record = useRecordContext<ServiceRecord>();
  if (!record?.starlink_service_line_id || !(OPTIN_SERVICE_TYPES as readonly string[]).includes(record.type)) return null;
  const name = record.reference ?? String(record.id);
  return (
    <>
      {record.starlink_is_opted_into_overage ? (
        <ConfirmedCall action="optout" resource="services" route="optout" name={name} />
      ) : (
        <ConfirmedCall action="optin" resource="services" route="optin" name={name} />
      )}
      {record.type === 'starlink' && <ConfirmedCall action="topup" resource="services" route="topup" name={name} />}
    </>
  );
};

/** On a starlink data pool's show page. */
export const DataPoolSuspendButton = () => {
  const record = useRecordContext<DataPoolBrief>();
  if (record?.type !== 'starlink') return null;
  return <ConfirmedCall action="suspend" resource="data_pools" route="deactivate" name={record.reference ?? record.name ?? String(record.id)} />;
};
