// Run a speed test on several devices (spec 3 §7): POST /speedtests with device_serials joined by
// ';' and an optional scheduled_at; answer success, message, reason.
import { useState } from 'react';
import SpeedIcon from '@mui/icons-material/Speed';
import { Button, TextInput, required } from 'react-admin';
import { DateTimeInput } from '../../common/format/DateInputs.tsx';
import { FormDialog } from '../../common/FormDialog.tsx';
import { linesOf } from '../../common/listText.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { useDeviceCall } from '../devices/useDeviceCall.ts';

export const RunSpeedTestButton = () => {
  const dataProvider = useConsoleDataProvider();
  const { call, loading } = useDeviceCall();
  const [open, setOpen] = useState(false);

  const submit = async (values: Record<string, any>) => {
    const scheduled = values.scheduled_at ? new Date(values.scheduled_at as string).toISOString() : undefined;
    const answer = await call({
      run: () =>
        dataProvider.post('speedtests', undefined, {
          form: { device_serials: linesOf(values.device_serials).join(';'), scheduled_at: scheduled },
        }),
      success: 'resources.devices.notifications.speedtesting',
      failure: 'resources.devices.notifications.speedtest_failed',
    });
    return answer !== undefined;
  };

  return (
    <>
      <Button label="resources.speedtests.action.run" onClick={() => setOpen(true)}>
        <SpeedIcon />
      </Button>
      <FormDialog
        open={open}
        title="resources.speedtests.action.run"
        onClose={() => setOpen(false)}
        onSubmit={submit}
        submitLabel="resources.speedtests.action.run"
        defaultValues={{ device_serials: '', scheduled_at: null }}
        requires={['device_serials']}
        loading={loading}
      >
        <TextInput
          source="device_serials"
          label="resources.speedtests.run.serials"
          helperText="resources.speedtests.run.serials_help"
          multiline
          minRows={4}
          fullWidth
          validate={required()}
        />
        <DateTimeInput source="scheduled_at" label="resources.speedtests.run.scheduled_at" helperText="resources.speedtests.run.scheduled_help" />
      </FormDialog>
    </>
  );
};
