// The SIM archive form (spec 1 §2.8, §9): the SIM reasons and a remove-from-device checkbox, on by default.
import { BooleanInput } from 'react-admin';
import { SIM_ARCHIVE_REASONS } from '@console/contract';

export const simArchiveProps = {
  reasons: SIM_ARCHIVE_REASONS,
  archiveInputs: <BooleanInput source="remove_from_device" label="resources.simcards.archive.remove_from_device" />,
  archiveDefaults: { remove_from_device: true },
};
