// The row actions of a SIM card (spec 1 §2.8, §4), offered by its state: Attach or Detach, Remove
// from pool, Move to pool, Suspend/Enable for manageable SIMs, Archive or Unarchive.
import { useState, type MouseEvent, type ReactNode } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Button, Confirm, useRecordContext, useTranslate } from 'react-admin';
import { ArchiveDialog } from '../../common/ArchiveDialog.tsx';
import { useArchiveActions } from '../../common/useArchiveActions.ts';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { AttachSimDialog, DetachSimDialog } from './AttachSimDialog.tsx';
import { MoveToPoolDialog } from './MoveToPool.tsx';
import { simArchiveProps } from './simcardArchive.tsx';
import { simcardApi } from './simcardApi.ts';
import { SimStatusDialog } from './SimStatusDialog.tsx';

type DialogName = 'attach' | 'detach' | 'remove' | 'move' | 'status' | 'archive' | 'unarchive';

export const SimcardActionsMenu = ({ button = false }: { button?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const api = simcardApi(useConsoleDataProvider());
  const { run, loading } = useRunAction();
  const { archive, unarchive, loading: archiving } = useArchiveActions('simcards');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  if (!record) return null;

  const open = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    setAnchor(event.currentTarget);
  };
  const choose = (name: DialogName) => (event: MouseEvent) => {
    event.stopPropagation();
    setAnchor(null);
    setDialog(name);
  };
  const close = () => setDialog(null);
  const item = (name: DialogName, label: string, icon: ReactNode) => (
    <MenuItem key={name} onClick={choose(name)}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );

  const archived = !!record.archived_at;
  const items = [
    !archived && !record.device_id && item('attach', 'resources.simcards.actions.attach', <LinkIcon fontSize="small" />),
    !archived && record.device_id && item('detach', 'resources.simcards.actions.detach', <LinkOffIcon fontSize="small" />),
    !archived && record.pool_id && item('remove', 'resources.simcards.actions.remove_from_pool', <RemoveCircleOutlineIcon fontSize="small" />),
    !archived && item('move', 'resources.simcards.actions.move', <DriveFileMoveIcon fontSize="small" />),
    !archived && record.is_manageable && item('status', 'resources.simcards.actions.suspend_enable', <PowerSettingsNewIcon fontSize="small" />),
    archived
      ? item('unarchive', 'app.action.unarchive', <UnarchiveIcon fontSize="small" />)
      : item('archive', 'app.action.archive', <ArchiveIcon fontSize="small" />),
  ].filter(Boolean);

  return (
    // Dialogs render in portals, whose clicks still bubble through the React tree to the table row.
    <span onClick={(event) => event.stopPropagation()}>
      {button ? (
        <Button label="resources.simcards.actions.menu" onClick={open}>
          <MoreVertIcon />
        </Button>
      ) : (
        <Tooltip title={translate('resources.simcards.actions.menu')}>
          <IconButton size="small" onClick={open} aria-label={translate('resources.simcards.actions.menu')}>
            <MoreVertIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} onClick={(event) => event.stopPropagation()}>
        {items}
      </Menu>
      <AttachSimDialog open={dialog === 'attach'} onClose={close} />
      <DetachSimDialog open={dialog === 'detach'} onClose={close} />
      <MoveToPoolDialog open={dialog === 'move'} onClose={close} />
      {dialog === 'status' && <SimStatusDialog open onClose={close} />}
      <Confirm
        isOpen={dialog === 'remove'}
        loading={loading}
        title="resources.simcards.actions.remove_from_pool"
        content="resources.simcards.remove.confirm"
        translateOptions={{ iccid: record.iccid }}
        contentTranslateOptions={{ iccid: record.iccid }}
        onConfirm={async () => {
          await run(() => api.removeFromPool(record.pool_id, record.id), {
            success: 'resources.simcards.notifications.bulk_removed',
            failure: 'resources.simcards.notifications.not_moved',
            args: { smart_count: 1, iccid: record.iccid },
          });
          close();
        }}
        onClose={close}
      />
      <ArchiveDialog
        open={dialog === 'archive'}
        count={1}
        loading={archiving}
        onClose={close}
        onConfirm={async (input) => {
          await archive([record.id], input);
          close();
        }}
        reasons={simArchiveProps.reasons}
        defaultValues={simArchiveProps.archiveDefaults}
      >
        {simArchiveProps.archiveInputs}
      </ArchiveDialog>
      <Confirm
        isOpen={dialog === 'unarchive'}
        loading={archiving}
        title="app.archive.unarchive_title"
        content="app.archive.unarchive_confirm"
        contentTranslateOptions={{ smart_count: 1 }}
        onConfirm={async () => {
          await unarchive([record.id]);
          close();
        }}
        onClose={close}
      />
    </span>
  );
};
