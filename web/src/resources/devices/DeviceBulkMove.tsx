// /devices/bulk-move (spec 1 §2.7, spec 2 §7): serial list, customer then site (required, filtered
// by customer), reason and billing mode; POST /devices/move with device_serials. Save stays
// disabled until a site is chosen; success 'Devices moved' clears the form.
import { useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import MoveIcon from '@mui/icons-material/MoveDown';
import { Button, Form, SelectInput, TextInput, Title, required, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { rentSoldChoices } from './choices.ts';
import { CustomerSiteInputs } from './DeviceReferenceInputs.tsx';
import { linesOf } from '../../common/listText.ts';

const EMPTY = { device_serials: '', customer_id: null, site_id: null, reason: '', rent_sold: null };

const MoveButton = ({ busy, onMove }: { busy: boolean; onMove: (values: Record<string, unknown>) => void }) => {
  const [serials, siteId] = useWatch({ name: ['device_serials', 'site_id'] });
  const { handleSubmit } = useFormContext();
  return (
    <Button
      label="resources.devices.action.move"
      variant="contained"
      sx={{ mt: 2 }}
      disabled={busy || !siteId || linesOf(serials).length === 0}
      onClick={handleSubmit(onMove)}
    >
      <MoveIcon />
    </Button>
  );
};

export const DeviceBulkMove = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useConsoleDataProvider();
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const move = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      await dataProvider.post('devices/move', undefined, {
        form: {
          device_serials: linesOf(values.device_serials),
          site_id: values.site_id,
          reason: values.reason || undefined,
          rent_sold: values.rent_sold || undefined,
        },
      });
      notify('resources.devices.notifications.moved', { type: 'info' });
      setFormKey((k) => k + 1);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'resources.devices.notifications.move_failed', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="resources.devices.bulk.move_title" />
      <Card>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate('resources.devices.bulk.move_title')}
          </Typography>
          <Form key={formKey} defaultValues={EMPTY} onSubmit={() => undefined}>
            <TextInput
              source="device_serials"
              label="resources.devices.bulk.serials"
              helperText="resources.devices.bulk.serials_help"
              multiline
              minRows={6}
              fullWidth
              validate={required()}
            />
            <CustomerSiteInputs />
            <TextInput source="reason" label="resources.devices.move.reason" fullWidth />
            <SelectInput source="rent_sold" label="resources.devices.fields.rent_sold" choices={rentSoldChoices} />
            <MoveButton busy={busy} onMove={move} />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};
