// Suspend / Enable of a manageable SIM (spec 1 §4): the live status is fetched from the provider
// first, then the one action that applies is offered (ACTIVE -> Suspend, SUSPENDED -> Enable).
import { Alert, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import PauseIcon from '@mui/icons-material/PauseCircleOutline';
import PlayIcon from '@mui/icons-material/PlayCircleOutline';
import { useQuery } from '@tanstack/react-query';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useState } from 'react';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import type { SimDialogProps } from './AttachSimDialog.tsx';
import { simcardApi } from './simcardApi.ts';
import type { SimcardRecord } from './types.ts';

export const SimStatusDialog = ({ open, onClose }: SimDialogProps) => {
  const record = useRecordContext<SimcardRecord>();
  const api = simcardApi(useConsoleDataProvider());
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const { data, isPending, error } = useQuery({
    queryKey: ['simcards', 'status', record?.id],
    queryFn: () => api.status(record!.id),
    enabled: open && !!record,
    staleTime: 0,
    gcTime: 0,
  });
  if (!record) return null;
  const status = data?.status?.toUpperCase();

  const apply = async (suspend: boolean) => {
    setBusy(true);
    try {
      await (suspend ? api.suspend(record.id) : api.enable(record.id));
      notify(suspend ? 'resources.simcards.notifications.suspended' : 'resources.simcards.notifications.enabled', { type: 'info' });
      refresh();
      onClose();
    } catch {
      notify('resources.simcards.notifications.error', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" onClick={(event) => event.stopPropagation()}>
      <DialogTitle>{translate('resources.simcards.status_dialog.title', { iccid: record.iccid })}</DialogTitle>
      <DialogContent>
        {isPending && <CircularProgress size={24} />}
        {error && <Alert severity="warning">{translate('resources.simcards.status_dialog.unavailable')}</Alert>}
        {status && (
          <Typography>
            {translate('resources.simcards.status_dialog.current', { status: translate(`resources.simcards.statuses.${status}`, { _: status }) })}
          </Typography>
        )}
        {status && status !== 'ACTIVE' && status !== 'SUSPENDED' && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('resources.simcards.status_dialog.nothing')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} disabled={busy} />
        {status === 'ACTIVE' && (
          <Button label="resources.simcards.actions.suspend" variant="contained" color="warning" onClick={() => apply(true)} disabled={busy}>
            <PauseIcon />
          </Button>
        )}
        {status === 'SUSPENDED' && (
          <Button label="resources.simcards.actions.enable" variant="contained" onClick={() => apply(false)} disabled={busy}>
            <PlayIcon />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
