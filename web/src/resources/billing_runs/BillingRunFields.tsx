// What a billing run shows in its list row and on its page: the month, the status, the progress
// over the due packages and pools (refreshed while it works), and the admin actions (new run, launch).
import { useState } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ADMIN_PERMISSION, BILLING_RUN_LAUNCHABLE, type BillingRunStatus } from '@console/contract';
import { MonthPickerField } from '../../common/format/DateInputs.tsx';
import { useFormat } from '../../common/format/useFormat.ts';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';

/** Refresh every 2 s while a run is queued or running. */
export const REFRESH_MS = 2000;
export const isWorking = (status: unknown) => status === 'queued' || status === 'running';

export const MonthField = () => {
  const record = useRecordContext();
  const format = useFormat();
  return <>{record ? format.month(String(record.period)) : null}</>;
};

export const RunStatusField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? translate(`resources.billing_runs.statuses.${record.status}`) : null;
};

export const RunProgressField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useFormat();
  if (!record) return null;
  const total = Number(record.packages_total) + Number(record.data_pools_total);
  const done = Number(record.packages_done) + Number(record.data_pools_done);
  const value = total ? Math.min(100, (100 * done) / total) : record.status === 'done' ? 100 : 0;
  return (
    <Box sx={{ minWidth: 200 }}>
      <LinearProgress variant={record.status === 'queued' ? 'indeterminate' : 'determinate'} value={value} />
      <Typography variant="caption">
        {translate('resources.billing_runs.progress', {
          packages: `${format.count(record.packages_done)}/${format.count(record.packages_total)}`,
          pools: `${format.count(record.data_pools_done)}/${format.count(record.data_pools_total)}`,
        })}
      </Typography>
    </Box>
  );
};

const useIsAdmin = () => usePermissions<string[]>().permissions?.includes(ADMIN_PERMISSION) ?? false;

export const LaunchRunButton = () => {
  const record = useRecordContext();
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useRunAction();
  if (!useIsAdmin() || !record || !BILLING_RUN_LAUNCHABLE.includes(record.status as BillingRunStatus)) return null;
  return (
    <Button
      label="resources.billing_runs.actions.launch"
      disabled={loading}
      onClick={(e) => {
        e.stopPropagation();
        void run(() => dataProvider.action('billing_runs', record.id, 'launch', { body: {} }), {
          success: 'resources.billing_runs.notifications.launched',
          failure: 'resources.billing_runs.notifications.not_launched',
        });
      }}
    >
      <PlayArrowIcon />
    </Button>
  );
};

export const NewRunButton = () => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const navigate = useNavigate();
  const { run, loading } = useRunAction();
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState(new Date().toISOString().slice(0, 7));
  if (!useIsAdmin()) return null;
  return (
    <>
      <Button label="resources.billing_runs.actions.new" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{translate('resources.billing_runs.actions.new')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('resources.billing_runs.helpers.new')}
          </Typography>
          <MonthPickerField
            label={translate('resources.billing_runs.fields.period')}
            value={period}
            onChange={setPeriod}
            size="medium"
            testId="billing-run-period"
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button
            label="ra.action.create"
            disabled={loading || !/^\d{4}-\d{2}$/.test(period)}
            onClick={async () => {
              const created = await run(() => dataProvider.post<{ id?: number }>('billing_runs/', { period }), {
                success: 'resources.billing_runs.notifications.created',
                failure: 'resources.billing_runs.notifications.not_created',
              });
              setOpen(false);
              if (created?.id !== undefined) navigate(`/billing_runs/${created.id}/show`);
            }}
          />
        </DialogActions>
      </Dialog>
    </>
  );
};
