// Deletes a line of a draft invoice (DELETE /invoice_lines/{id}); the server recomputes the
// invoice's totals in the same transaction and refuses (409) once the invoice has left draft.
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, useRecordContext } from 'react-admin';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';

export const DeleteLineButton = (_: { label?: string }) => {
  const record = useRecordContext();
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useRunAction();
  if (!record) return null;
  return (
    <Button
      label="ra.action.delete"
      disabled={loading}
      onClick={(event) => {
        event.stopPropagation();
        void run(() => dataProvider.delete('invoice_lines', { id: record.id, previousData: record }), {
          success: 'resources.invoice_lines.notifications.deleted',
          failure: 'resources.invoice_lines.notifications.not_deleted',
        });
      }}
    >
      <DeleteIcon />
    </Button>
  );
};
