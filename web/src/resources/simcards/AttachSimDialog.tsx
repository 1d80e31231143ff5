// Attach a SIM (spec 1 §2.8, §5): a device and a port are required; each port is listed with the
// SIM it holds or as empty, and only empty ports can be chosen.
import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, ReferenceInput, required, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../common/FormDialog.tsx';
import { deviceOptionText } from '../../common/referenceOptions.ts';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { simcardApi } from './simcardApi.ts';
import type { SimcardRecord } from './types.ts';

interface PortRow {
  port: string;
  sim_id: number | null;
  iccid: string | null;
}

/** The device's ports from GET /devices/{id}/ports, each with the ICCID it holds or as empty. */
const PortInput = () => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const deviceId = useWatch({ name: 'device_id' });
  const { data, isPending } = useQuery({
    queryKey: ['devices', 'ports', deviceId],
    queryFn: () => dataProvider.get<{ results: PortRow[] }>(`devices/${deviceId}/ports`),
    enabled: !!deviceId,
  });
  const choices = (data?.results ?? []).map((row) => ({
    id: row.port,
    name: `${row.port} — ${row.sim_id ? (row.iccid ?? `#${row.sim_id}`) : translate('resources.simcards.attach.empty_port')}`,
    disabled: !!row.sim_id,
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
  const record = useRecordContext<SimcardRecord>();
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
  const record = useRecordContext<SimcardRecord>();
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
