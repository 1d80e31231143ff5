// The actions of a SIM card (spec 1 §2.8, §4), offered by its state: Attach or Detach, Remove from
// pool, Move to pool, Suspend/Enable for manageable SIMs, Archive or Unarchive.
import ArchiveIcon from '@mui/icons-material/Archive';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Confirm, ResourceContextProvider, useRecordContext } from 'react-admin';
import { ActionsMenu } from '../../common/ActionsMenu.tsx';
import { ArchiveRecordDialog, UnarchiveRecordDialog } from '../../common/RecordArchiveDialogs.tsx';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { AttachSimDialog, DetachSimDialog } from './AttachSimDialog.tsx';
import { MoveToPoolDialog } from './MoveToPool.tsx';
import { simArchiveProps } from './simcardArchive.tsx';
import { simcardApi } from './simcardApi.ts';
import { SimStatusDialog } from './SimStatusDialog.tsx';
import type { SimcardRecord } from './types.ts';

const RemoveFromPoolDialog = ({ poolId, onClose }: { poolId: number; onClose: () => void }) => {
  const record = useRecordContext<SimcardRecord>()!;
  const api = simcardApi(useConsoleDataProvider());
  const { run, loading } = useRunAction();
  return (
    <Confirm
      isOpen
      loading={loading}
      title="resources.simcards.actions.remove_from_pool"
      content="resources.simcards.remove.confirm"
      contentTranslateOptions={{ iccid: record.iccid }}
      onConfirm={async () => {
        await run(() => api.removeFromPool(poolId, record.id), {
          success: 'resources.simcards.notifications.bulk_removed',
          failure: 'resources.simcards.notifications.not_moved',
          args: { smart_count: 1, iccid: record.iccid },
        });
        onClose();
      }}
      onClose={onClose}
    />
  );
};

export const SimcardActionsMenu = ({ button = false }: { button?: boolean }) => {
  const record = useRecordContext<SimcardRecord>();
  if (!record) return null;
  const live = !record.archived_at;
  const poolId = record.pool_id;
  return (
    // Embedded tables (pools, providers) sit in another resource's page: the archive calls are the SIM's.
    <ResourceContextProvider value="simcards">
      <ActionsMenu
        button={button}
        actions={[
          live &&
            !record.device_id && {
              name: 'attach',
              label: 'resources.simcards.actions.attach',
              icon: <LinkIcon fontSize="small" />,
              dialog: (close) => <AttachSimDialog open onClose={close} />,
            },
          live &&
            !!record.device_id && {
              name: 'detach',
              label: 'resources.simcards.actions.detach',
              icon: <LinkOffIcon fontSize="small" />,
              dialog: (close) => <DetachSimDialog open onClose={close} />,
            },
          live &&
            !!poolId && {
              name: 'remove',
              label: 'resources.simcards.actions.remove_from_pool',
              icon: <RemoveCircleOutlineIcon fontSize="small" />,
              dialog: (close) => <RemoveFromPoolDialog poolId={poolId} onClose={close} />,
            },
          live && {
            name: 'move',
            label: 'resources.simcards.actions.move',
            icon: <DriveFileMoveIcon fontSize="small" />,
            dialog: (close) => <MoveToPoolDialog open onClose={close} />,
          },
          live &&
            !!record.is_manageable && {
              name: 'status',
              label: 'resources.simcards.actions.suspend_enable',
              icon: <PowerSettingsNewIcon fontSize="small" />,
              dialog: (close) => <SimStatusDialog open onClose={close} />,
            },
          live
            ? {
                name: 'archive',
                label: 'app.action.archive',
                icon: <ArchiveIcon fontSize="small" />,
                dialog: (close) => <ArchiveRecordDialog onClose={close} {...simArchiveProps} />,
              }
            : {
                name: 'unarchive',
                label: 'app.action.unarchive',
                icon: <UnarchiveIcon fontSize="small" />,
                dialog: (close) => <UnarchiveRecordDialog onClose={close} />,
              },
        ]}
      />
    </ResourceContextProvider>
  );
};
