// The line archive form (spec 1 §2.10, §9): line reasons and detach-from-device, on by default.
import { BooleanInput } from 'react-admin';
import { LINE_ARCHIVE_REASONS } from '@console/contract';

export const lineArchiveProps = {
  reasons: LINE_ARCHIVE_REASONS,
  archiveInputs: <BooleanInput source="detach" label="resources.lines.archive.detach" />,
  archiveDefaults: { detach: true },
};
