// Move to a site (spec 1 §2.7): customer then site (required, filtered by customer) and a reason;
// save disabled until a site is chosen. One device: POST /devices/{id}/move; a selection:
// POST /devices/move with repeated ids.
import { useState } from 'react';
import MoveIcon from '@mui/icons-material/DriveFileMove';
import { Button, TextInput, useListContext, useRecordContext, type Identifier } from 'react-admin';
import { FormDialog } from '../../common/FormDialog.tsx';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { CustomerSiteInputs } from './DeviceReferenceInputs.tsx';
import { useDeviceCall } from './useDeviceCall.ts';
import type { DeviceRecord } from './types.ts';

const MoveDialog = ({ ids, open, onClose, onMoved }: { ids: Identifier[]; open: boolean; onClose: () => void; onMoved?: () => void }) => {
  const dataProvider = useConsoleDataProvider();
  const { call, loading } = useDeviceCall();

  const submit = async (values: Record<string, any>) => {
    const form = { site_id: values.site_id, reason: values.reason || undefined };
    const answer = await call({
      run: () =>
        ids.length === 1
          ? dataProvider.action('devices', ids[0], 'move', { form })
          : dataProvider.action('devices', undefined, 'move', { form: { ...form, ids } }),
      success: 'resources.devices.notifications.moved',
      failure: 'resources.devices.notifications.move_failed',
    });
    if (answer === undefined) return false;
    onMoved?.();
    return true;
  };

  return (
    <FormDialog
      open={open}
      title="resources.devices.move.title"
      titleArgs={{ smart_count: ids.length }}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="resources.devices.action.move"
      defaultValues={{ customer_id: null, site_id: null, reason: '' }}
      requires={['site_id']}
      loading={loading}
    >
      <CustomerSiteInputs />
      <TextInput source="reason" label="resources.devices.move.reason" fullWidth />
    </FormDialog>
  );
};

/** Show page: move this device. */
export const MoveDeviceButton = () => {
  const record = useRecordContext<DeviceRecord>();
  const [open, setOpen] = useState(false);
  if (!record || record.archived_at) return null;
  return (
    <>
      <Button label="resources.devices.action.move" onClick={() => setOpen(true)}>
        <MoveIcon />
      </Button>
      <MoveDialog ids={[record.id]} open={open} onClose={() => setOpen(false)} />
    </>
  );
};

/** List bulk bar: move the selection. */
export const BulkMoveDevicesButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.devices.action.move" onClick={() => setOpen(true)}>
        <MoveIcon />
      </Button>
      <MoveDialog ids={selectedIds} open={open} onClose={() => setOpen(false)} onMoved={onUnselectItems} />
    </>
  );
};
