// "Update Usages" (spec 3 §2, POST /data_pricings/fix): re-rates the usage records in the background;
// a dialog follows the run's progress (GET /data_pricings/fix/{id}) until it is done.
import { useEffect, useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { Button, useNotify, useTranslate } from 'react-admin';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';

interface Run {
  id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  records_updated: number;
  error?: string | null;
}

const POLL_MS = 1000;

export const UpdateUsagesButton = () => {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [run, setRun] = useState<Run | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!run || run.status === 'done' || run.status === 'failed') return;
    const timer = setTimeout(async () => {
      try {
        setRun(await dataProvider.get<Run>(`data_pricings/fix/${run.id}`));
      } catch {
        // A missed poll: the next one tries again.
        setRun({ ...run });
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [run, dataProvider]);

  const start = async () => {
    setBusy(true);
    try {
      setRun(await dataProvider.post<Run>('data_pricings/fix', {}));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  const finished = run?.status === 'done' || run?.status === 'failed';
  return (
    <>
      <Button label="resources.data_pricings.actions.update_usages" onClick={start} disabled={busy || (!!run && !finished)}>
        <PriceChangeIcon />
      </Button>
      <Dialog open={!!run} onClose={() => finished && setRun(null)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('resources.data_pricings.actions.update_usages')}</DialogTitle>
        <DialogContent>
          <LinearProgress variant={run?.status === 'queued' ? 'indeterminate' : 'determinate'} value={run?.progress ?? 0} sx={{ my: 2 }} />
          <Typography variant="body2" data-testid="update-usages-status">
            {run?.status === 'done'
              ? translate('resources.data_pricings.update_usages.done', { count: run.records_updated })
              : run?.status === 'failed'
                ? translate('resources.data_pricings.update_usages.failed', { error: run.error ?? '' })
                : translate('resources.data_pricings.update_usages.running', { progress: run?.progress ?? 0 })}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={() => setRun(null)} disabled={!finished} />
        </DialogActions>
      </Dialog>
    </>
  );
};
