// The "sync last-month usages" helper (spec 3 §7, §8): POST /usages/sync queues a background run;
// the button follows it (GET /usages/sync/{id}) with its progress, then says 'Last month data usages
// updated', or warns 'Synchronization failed' (docs/decisions/0033).
import { useEffect, useState } from 'react';
import { CircularProgress, Tooltip } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';

interface SyncRun {
  id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  over: boolean;
  progress: number;
  reason?: string | null;
}

const POLL_MS = 1000;

export const SyncLastMonthButton = () => {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [run, setRun] = useState<SyncRun | null>(null);

  useEffect(() => {
    if (!run) return;
    if (run.over) {
      if (run.status === 'done') notify('resources.usages.messages.synced', { type: 'info' });
      else notify('resources.usages.messages.sync_failed', { type: 'warning' });
      refresh();
      setRun(null);
      return;
    }
    const timer = setTimeout(async () => {
      try {
        setRun(await dataProvider.get<SyncRun>(`usages/sync/${run.id}`));
      } catch {
        // A missed poll: the next one tries again.
        setRun({ ...run });
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [run, dataProvider, notify, refresh]);

  const start = async () => {
    try {
      setRun(await dataProvider.post<SyncRun>('usages/sync', {}));
    } catch {
      notify('resources.usages.messages.sync_failed', { type: 'warning' });
    }
  };

  const running = !!run && !run.over;
  return (
    <Tooltip title={running ? translate('resources.usages.messages.sync_running', { progress: run.progress }) : ''}>
      <span>
        <Button label="resources.usages.actions.sync_last_month" disabled={running} onClick={start} data-testid="sync-last-month">
          {running ? <CircularProgress size={16} variant={run.status === 'queued' ? 'indeterminate' : 'determinate'} value={run.progress} /> : <SyncIcon />}
        </Button>
      </span>
    </Tooltip>
  );
};
