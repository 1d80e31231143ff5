// Flash Config (spec 1 §2.7, §5): the user types the device serial to confirm; a warning says it is
// not a backup and must be used only with full knowledge; success shows the ticket id.
import { useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import FlashIcon from '@mui/icons-material/FlashOn';
import { Button, Form, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { useDeviceCall } from './useDeviceCall.ts';
import type { DeviceRecord } from './types.ts';

/** The path the spec leaves open: the devices engineer's route. */
export const FLASH_CONFIG_ACTION = 'flash_config';

const FlashSubmit = ({ serial, loading }: { serial: string; loading: boolean }) => {
  const typed = useWatch({ name: 'serial_confirmation' });
  return (
    <Button label="resources.devices.action.flash_config" type="submit" variant="contained" color="error" disabled={loading || typed !== serial}>
      <FlashIcon />
    </Button>
  );
};

export const FlashConfigButton = () => {
  const record = useRecordContext<DeviceRecord>();
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const { call, loading } = useDeviceCall();
  const [open, setOpen] = useState(false);
  const [ticket, setTicket] = useState<string>();
  if (!record || record.archived_at) return null;
  const serial = String(record.serial ?? '');

  const submit = async (values: Record<string, unknown>) => {
    const answer = await call<{ ticket_id?: string | number }>({
      run: () => dataProvider.action('devices', record.id, FLASH_CONFIG_ACTION, { form: { serial_confirmation: values.serial_confirmation } }),
      success: 'resources.devices.notifications.flash_config_success',
      successArgs: (a) => ({ ticket_id: a?.ticket_id ?? '-' }),
      failure: 'resources.devices.notifications.flash_config_failed',
    });
    if (answer !== undefined) setTicket(answer?.ticket_id !== undefined ? String(answer.ticket_id) : '-');
  };

  const close = () => {
    setOpen(false);
    setTicket(undefined);
  };

  return (
    <>
      <Button label="resources.devices.action.flash_config" onClick={() => setOpen(true)} color="error">
        <FlashIcon />
      </Button>
      <Dialog open={open} onClose={loading ? undefined : close} fullWidth maxWidth="sm">
        <Form onSubmit={submit} defaultValues={{ serial_confirmation: '' }}>
          <DialogTitle>{translate('resources.devices.flash_config.title_named', { name: record.name || serial })}</DialogTitle>
          <DialogContent>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('resources.devices.flash_config.warning')}
            </Alert>
            {ticket ? (
              <Alert severity="success">{translate('resources.devices.notifications.flash_config_success', { ticket_id: ticket })}</Alert>
            ) : (
              <TextInput
                source="serial_confirmation"
                label="resources.devices.flash_config.confirmation"
                helperText={translate('resources.devices.flash_config.type_serial', { serial })}
                autoComplete="off"
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button label={ticket ? 'ra.action.close' : 'ra.action.cancel'} onClick={close} disabled={loading} />
            {!ticket && <FlashSubmit serial={serial} loading={loading} />}
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
