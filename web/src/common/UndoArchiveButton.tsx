// The Undo of an archive notification (issue 14): brings back exactly the records that archive took,
// through the same unarchive calls as the Unarchive button, then closes the notification.
import { Button } from '@mui/material';
import { useCloseNotification, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';

export const UndoArchiveButton = ({ resource, ids }: { resource: string; ids: Identifier[] }) => {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const close = useCloseNotification();
  const undo = async () => {
    close();
    try {
      if (ids.length === 1) await dataProvider.unarchive(resource, ids[0]);
      else await dataProvider.unarchiveMany(resource, ids);
      notify('app.notification.unarchived', { type: 'info', messageArgs: { smart_count: ids.length } });
    } catch (error) {
      notify('app.notification.error', { type: 'warning', messageArgs: { message: error instanceof Error ? error.message : String(error) } });
    } finally {
      refresh();
    }
  };
  return (
    <Button color="inherit" size="small" onClick={() => void undo()}>
      {translate('ra.action.undo')}
    </Button>
  );
};
