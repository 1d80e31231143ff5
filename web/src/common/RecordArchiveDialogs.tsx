// Archive and Unarchive of one record as dialogs, for action menus (ArchiveButton is the button form).
import { Confirm, useGetRecordRepresentation, useRecordContext, useResourceContext } from 'react-admin';
import { ArchiveDialog } from './ArchiveDialog.tsx';
import type { BulkArchiveButtonProps } from './BulkArchiveButtons.tsx';
import { useArchiveActions } from './useArchiveActions.ts';

export const ArchiveRecordDialog = ({ onClose, reasons, archiveInputs, archiveDefaults }: BulkArchiveButtonProps & { onClose: () => void }) => {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const { archive, loading } = useArchiveActions(resource);
  const representation = useGetRecordRepresentation(resource);
  if (!record) return null;
  return (
    <ArchiveDialog
      open
      count={1}
      names={[String(representation(record))]}
      loading={loading}
      onClose={onClose}
      onConfirm={async (input) => {
        await archive([record.id], input);
        onClose();
      }}
      reasons={reasons}
      defaultValues={archiveDefaults}
    >
      {archiveInputs}
    </ArchiveDialog>
  );
};

export const UnarchiveRecordDialog = ({ onClose }: { onClose: () => void }) => {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const { unarchive, loading } = useArchiveActions(resource);
  if (!record) return null;
  return (
    <Confirm
      isOpen
      loading={loading}
      title="app.archive.unarchive_title"
      content="app.archive.unarchive_confirm"
      contentTranslateOptions={{ smart_count: 1 }}
      onConfirm={async () => {
        await unarchive([record.id]);
        onClose();
      }}
      onClose={onClose}
    />
  );
};
