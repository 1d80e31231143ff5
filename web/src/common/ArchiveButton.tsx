// Archive / Unarchive of the current record for show pages (spec 1 §4: archived_at decides which).
import { useState } from 'react';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Button, Confirm, useGetRecordRepresentation, useRecordContext, useResourceContext } from 'react-admin';
import type { ArchiveInput } from '../providers/dataProvider.ts';
import { ArchiveDialog } from './ArchiveDialog.tsx';
import type { BulkArchiveButtonProps } from './BulkArchiveButtons.tsx';
import { useArchiveActions } from './useArchiveActions.ts';

export interface ArchiveButtonProps extends BulkArchiveButtonProps {
  /** Label of the archive action; devices and lines say "Archive/Decommission". */
  label?: string;
}

/** Shows Unarchive when the record has archived_at, otherwise Archive with the archive dialog. */
export const ArchiveButton = ({ label = 'app.action.archive', reasons, archiveInputs, archiveDefaults }: ArchiveButtonProps) => {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const { archive, unarchive, loading } = useArchiveActions(resource);
  const representation = useGetRecordRepresentation(resource);
  const [open, setOpen] = useState(false);
  if (!record) return null;

  if (record.archived_at) {
    return (
      <>
        <Button label="app.action.unarchive" onClick={() => setOpen(true)} disabled={loading}>
          <UnarchiveIcon />
        </Button>
        <Confirm
          isOpen={open}
          loading={loading}
          title="app.archive.unarchive_title"
          content="app.archive.unarchive_confirm"
          contentTranslateOptions={{ smart_count: 1 }}
          onConfirm={async () => {
            await unarchive([record.id]);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      </>
    );
  }

  const confirm = async (input: ArchiveInput) => {
    await archive([record.id], input);
    setOpen(false);
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} color="warning" disabled={loading}>
        <ArchiveIcon />
      </Button>
      <ArchiveDialog
        open={open}
        count={1}
        names={[String(representation(record))]}
        loading={loading}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
        reasons={reasons}
        defaultValues={archiveDefaults}
      >
        {archiveInputs}
      </ArchiveDialog>
    </>
  );
};
