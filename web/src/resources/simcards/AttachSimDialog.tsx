// Attach a SIM (spec 1 §2.8, §5): a device and a port are required; each port is listed with the
// SIM it holds or as empty, and only empty ports can be chosen.
import { AutocompleteInput, ReferenceInput, required, SelectInput, TextInput, useGetMany, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../common/FormDialog.tsx';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { simcardApi } from './simcardApi.ts';

export const deviceOptionText = (device: { serial?: string; name?: string | null } | undefined) =>
  device ? [device.serial, device.name].filter(Boolean).join(' · ') : '';

const PortInput = () => {
  const translate = useTranslate();
  const deviceId = useWatch({ name: 'device_id' });
  const { data: device, isPending } = useGetOne('devices', { id: deviceId }, { enabled: !!deviceId });
  const ports = Object.entries((device?.ports_map ?? {}) as Record<string, number | null>);
  const simIds = ports.map(([, sim]) => sim).filter((sim): sim is number => sim !== null && sim !== undefined);
  const { data: sims = [] } = useGetMany('simcards', { ids: simIds }, { enabled: simIds.length > 0 });
  const iccidOf = (id: number) => sims.find((s) => s.id === id)?.iccid ?? `#${id}`;
  const choices = ports.map(([name, sim]) => ({
    id: name,
    name: `${name} — ${sim ? iccidOf(sim) : translate('resources.simcards.attach.empty_port')}`,
    disabled: !!sim,
  }));
  if (!deviceId) return null;
  if (!isPending && choices.length === 0) {
    return <TextInput source="port_name" label="resources.simcards.fields.device_port_name" disabled helperText="resources.simcards.attach.no_ports" />;
  }
  return <SelectInput source="port_name" label="resources.simcards.fields.device_port_name" choices={choices} validate={required()} isPending={isPending} />;
};

export interface SimDialogProps {
  open: boolean;
  onClose: () => void;
}

export const AttachSimDialog = ({ open, onClose }: SimDialogProps) => {
  const record = useRecordContext();
  const api = simcardApi(useConsoleDataProvider());
  const { run, loading } = useRunAction();
  if (!record) return null;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="resources.simcards.attach.title"
      titleArgs={{ iccid: record.iccid }}
      submitLabel="resources.simcards.actions.attach"
      requires={['device_id', 'port_name']}
      loading={loading}
      onSubmit={async (values) =>
        (await run(() => api.attach(record.id, values.device_id, values.port_name), {
          success: 'resources.simcards.notifications.attached',
          failure: 'resources.simcards.notifications.not_attached',
        })) !== undefined
      }
    >
      <ReferenceInput source="device_id" reference="devices" sort={{ field: 'serial', order: 'ASC' }}>
        <AutocompleteInput
          label="resources.simcards.fields.device_id"
          optionText={deviceOptionText}
          filterToQuery={(q: string) => ({ q })}
          validate={required()}
        />
      </ReferenceInput>
      <PortInput />
    </FormDialog>
  );
};

export const DetachSimDialog = ({ open, onClose }: SimDialogProps) => {
  const record = useRecordContext();
  const api = simcardApi(useConsoleDataProvider());
  const { run, loading } = useRunAction();
  if (!record) return null;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="resources.simcards.detach.title"
      titleArgs={{ iccid: record.iccid }}
      submitLabel="resources.simcards.actions.detach"
      loading={loading}
      onSubmit={async (values) =>
        (await run(() => api.detach(record.id, values.reason), {
          success: 'resources.simcards.notifications.detached',
          failure: 'resources.simcards.notifications.not_detached',
        })) !== undefined
      }
    >
      <TextInput source="reason" label="resources.simcards.detach.reason" multiline />
    </FormDialog>
  );
};
