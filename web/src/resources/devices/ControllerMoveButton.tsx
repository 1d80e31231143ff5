// Move to another controller group (spec 1 §2.7, §7.3): organization then group of the device's
// controller server; PUT /devices/{id}/incontrol_move with form target_group_id.
import { useState } from 'react';
import HubIcon from '@mui/icons-material/Hub';
import { Button, SelectInput, required, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../common/FormDialog.tsx';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { organizationKey, useOrganizationGroups, useServerOrganizations } from './controllerOrganizations.ts';
import { useDeviceCall } from './useDeviceCall.ts';
import type { DeviceRecord } from './types.ts';

const GroupInputs = ({ serverId }: { serverId: number }) => {
  const organizationId = useWatch({ name: 'organization_id' });
  const organizations = useServerOrganizations(serverId);
  const groups = useOrganizationGroups(serverId, organizationId);
  return (
    <>
      <SelectInput
        source="organization_id"
        label="resources.devices.fields.ic_organization_name"
        choices={(organizations.data ?? []).filter((o) => o.available !== false).map((o) => ({ id: organizationKey(o), name: o.name }))}
        isLoading={organizations.isLoading}
        validate={required()}
        fullWidth
      />
      <SelectInput
        source="target_group_id"
        label="resources.devices.fields.ic_group_name"
        choices={(groups.data ?? []).map((g) => ({ id: g.id, name: g.name }))}
        isLoading={groups.isLoading}
        disabled={!organizationId}
        validate={required()}
        fullWidth
      />
    </>
  );
};

export const ControllerMoveButton = () => {
  const record = useRecordContext<DeviceRecord>();
  const dataProvider = useConsoleDataProvider();
  const { call, loading } = useDeviceCall();
  const [open, setOpen] = useState(false);
  if (!record?.server_id || record.archived_at) return null;

  const submit = async (values: Record<string, any>) =>
    (await call({
      run: () => dataProvider.action('devices', record.id, 'incontrol_move', { method: 'PUT', form: { target_group_id: values.target_group_id } }),
      success: 'resources.devices.notifications.controller_moved',
      failure: 'resources.devices.notifications.controller_move_failed',
    })) !== undefined;

  return (
    <>
      <Button label="resources.devices.action.controller_move" onClick={() => setOpen(true)}>
        <HubIcon />
      </Button>
      <FormDialog
        open={open}
        title="resources.devices.controller_move.title"
        onClose={() => setOpen(false)}
        onSubmit={submit}
        submitLabel="resources.devices.action.controller_move"
        defaultValues={{ organization_id: record.ic_organization_id ?? null, target_group_id: null }}
        requires={['target_group_id']}
        loading={loading}
      >
        <GroupInputs serverId={record.server_id} />
      </FormDialog>
    </>
  );
};
