// Service line actions (spec 3 §2, §4, §7): the provider page link, Opt In/Out, Sync, Pause/Resume and
// Deactivate, offered only where the contract allows them; confirmed, then POST
// /starlink_service_lines/{id}/{action}; the server's message notified, a refusal as a warning.
import { useState, type ReactElement } from 'react';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import LinkIcon from '@mui/icons-material/OpenInNew';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PowerOffIcon from '@mui/icons-material/PowerOff';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Button, Confirm, useRecordContext } from 'react-admin';
import { refusal, SERVICE_LINE_MACHINE, serviceLineProviderUrl, type ServiceLineAction } from '@console/contract';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { useServerMessageAction } from '../starlink_terminals/TerminalActions.tsx';
import type { ServiceLineRecord } from './types.ts';

const ICONS: Record<ServiceLineAction, ReactElement> = {
  optin: <ToggleOnIcon />,
  optout: <ToggleOffIcon />,
  pause: <PauseIcon />,
  resume: <PlayArrowIcon />,
  deactivate: <PowerOffIcon />,
  sync: <CloudSyncIcon />,
};

export const ServiceLineActionButton = ({ action }: { action: ServiceLineAction }) => {
  const record = useRecordContext<ServiceLineRecord>();
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useServerMessageAction();
  const [open, setOpen] = useState(false);
  if (!record || refusal(SERVICE_LINE_MACHINE, action, record) !== null) return null;
  const name = record.nickname || record.service_line_number;
  return (
    <>
      <Button label={`resources.starlink_service_lines.actions.${action}`} onClick={() => setOpen(true)}>
        {ICONS[action]}
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title={`resources.starlink_service_lines.actions.${action}`}
        content={`resources.starlink_service_lines.confirm.${action}`}
        translateOptions={{ name }}
        contentTranslateOptions={{ name }}
        onConfirm={async () => {
          await run(
            () => dataProvider.action('starlink_service_lines', record.id, action, { body: {} }),
            'resources.starlink_service_lines.notifications.action_failed',
          );
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

export const ProviderPageButton = () => {
  const record = useRecordContext<ServiceLineRecord>();
  if (!record) return null;
  return (
    <Button
      label="resources.starlink_service_lines.actions.provider"
      onClick={() => window.open(serviceLineProviderUrl(record.service_line_number), '_blank', 'noopener,noreferrer')}
    >
      <LinkIcon />
    </Button>
  );
};

export const ServiceLineActions = () => (
  <>
    <ProviderPageButton />
    {(['optin', 'optout', 'sync', 'pause', 'resume', 'deactivate'] as const).map((a) => (
      <ServiceLineActionButton key={a} action={a} />
    ))}
  </>
);
