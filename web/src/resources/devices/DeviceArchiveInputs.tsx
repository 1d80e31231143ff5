// The device archive/decommission options (spec 1 §4): decommission flag, what to do with the
// attached SIMs, detach lines, and how many lines and SIMs that concerns (spec 1 §2.7).
import { Alert } from '@mui/material';
import { BooleanInput, RadioButtonGroupInput, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { ArchiveInput } from '../../providers/dataProvider.ts';
import type { DeviceRecord } from './types.ts';

export const SIM_CARDS_ACTIONS = ['return_to_stock', 'decommission'] as const;

export const deviceArchiveDefaults: Partial<ArchiveInput> = { decommission: false, sim_cards_action: 'return_to_stock', detach: true };

const Inputs = ({ lines, sims }: { lines: number; sims: number }) => {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ my: 1 }}>
        {translate('resources.devices.archive.lines_detached', { smart_count: lines })}{' '}
        {translate('resources.devices.archive.sims_attached', { smart_count: sims })}
      </Alert>
      <BooleanInput source="decommission" label="app.archive.decommission" />
      <BooleanInput source="detach" label="resources.devices.archive.detach" />
      <RadioButtonGroupInput
        source="sim_cards_action"
        label="resources.devices.archive.sim_cards_action"
        choices={SIM_CARDS_ACTIONS.map((id) => ({ id, name: `resources.devices.archive.sim_cards_actions.${id}` }))}
      />
    </>
  );
};

const countsOf = (devices: Pick<DeviceRecord, 'lines_count' | 'sim_cards_count'>[]) => ({
  lines: devices.reduce((sum, d) => sum + Number(d.lines_count ?? 0), 0),
  sims: devices.reduce((sum, d) => sum + Number(d.sim_cards_count ?? 0), 0),
});

/** On the show page: the record's own counts. */
export const DeviceArchiveInputs = () => {
  const record = useRecordContext<DeviceRecord>();
  return <Inputs {...countsOf(record ? [record] : [])} />;
};

/** In the list's bulk bar: the counts of the selected rows. */
export const BulkDeviceArchiveInputs = () => {
  const { data = [], selectedIds } = useListContext<DeviceRecord>();
  return <Inputs {...countsOf(data.filter((d) => selectedIds.includes(d.id)))} />;
};
