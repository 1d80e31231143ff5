// Sync of a controller server (GET /servers/{id}/sync): 'Synchronization succeeded' / 'failed'.
import SyncIcon from '@mui/icons-material/Sync';
import { useQueryClient } from '@tanstack/react-query';
import { Button, useRecordContext } from 'react-admin';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { useDeviceCall } from '../devices/useDeviceCall.ts';

export const ServerSyncButton = () => {
  const record = useRecordContext();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const { call, loading } = useDeviceCall();
  if (!record) return null;
  const sync = async () => {
    await call({
      run: () => dataProvider.get(`servers/${record.id}/sync`),
      success: 'app.notification.sync_succeeded',
      failure: 'app.notification.sync_failed',
      fixedFailure: true,
    });
    await queryClient.invalidateQueries({ queryKey: ['servers', record.id] });
  };
  return (
    <Button label="resources.servers.action.sync" onClick={sync} disabled={loading}>
      <SyncIcon />
    </Button>
  );
};
