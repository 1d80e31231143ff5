// Help-desk synchronisation (spec 1 §7.5: GET /customers/sync, answer success).
import { useState } from 'react';
import SyncIcon from '@mui/icons-material/Sync';
import { Button, useNotify, useRefresh } from 'react-admin';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';

export const CustomerSyncButton = () => {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  const sync = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.get<{ success?: boolean }>('customers/sync');
      notify(answer?.success === false ? 'app.notification.sync_failed' : 'app.notification.sync_succeeded', {
        type: answer?.success === false ? 'warning' : 'info',
      });
      refresh();
    } catch {
      notify('app.notification.sync_failed', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="app.action.sync_helpdesk" onClick={sync} disabled={busy}>
      <SyncIcon />
    </Button>
  );
};
