// The "sync last-month usages" helper (spec 3 §7, §8): 'Last month data usages updated', or the
// warning 'Synchronization failed'.
import SyncIcon from '@mui/icons-material/Sync';
import { Button } from 'react-admin';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';

export const SyncLastMonthButton = () => {
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useRunAction();
  return (
    <Button
      label="resources.usages.actions.sync_last_month"
      disabled={loading}
      onClick={() => run(() => dataProvider.post('usages/sync', {}), { success: 'resources.usages.messages.synced', failure: 'resources.usages.messages.sync_failed' })}
    >
      <SyncIcon />
    </Button>
  );
};
