// The bulk action bar of spec 1 §2.3: Archive (with confirmation), or Unarchive when the archived filter is on.
import { useState, type ReactNode } from 'react';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Button, Confirm, useGetRecordRepresentation, useListContext, useResourceContext } from 'react-admin';
import type { ArchiveInput } from '../providers/dataProvider.ts';
import { ArchiveDialog } from './ArchiveDialog.tsx';
import { useArchiveActions } from './useArchiveActions.ts';

export interface BulkArchiveButtonProps {
  /** Reasons offered in the dialog (see ArchiveDialog). */
  reasons?: readonly string[];
  /** Extra inputs of the archive dialog. */
  archiveInputs?: ReactNode;
  archiveDefaults?: Partial<ArchiveInput>;
}

export const BulkArchiveButton = ({ reasons, archiveInputs, archiveDefaults }: BulkArchiveButtonProps) => {
  const resource = useResourceContext()!;
  const { selectedIds, onUnselectItems, data = [] } = useListContext();
  const { archive, loading } = useArchiveActions(resource);
  const representation = useGetRecordRepresentation(resource);
  const names = data.filter((record) => selectedIds.includes(record.id)).map((record) => String(representation(record)));
  const [open, setOpen] = useState(false);

  const confirm = async (input: ArchiveInput) => {
    if (await archive(selectedIds, input)) onUnselectItems();
    setOpen(false);
  };

  return (
    <>
      <Button label="app.action.archive" onClick={() => setOpen(true)} color="warning">
        <ArchiveIcon />
      </Button>
      <ArchiveDialog
        open={open}
        count={selectedIds.length}
        names={names}
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

export const BulkUnarchiveButton = () => {
  const resource = useResourceContext()!;
  const { selectedIds, onUnselectItems } = useListContext();
  const { unarchive, loading } = useArchiveActions(resource);
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    if (await unarchive(selectedIds)) onUnselectItems();
    setOpen(false);
  };

  return (
    <>
      <Button label="app.action.unarchive" onClick={() => setOpen(true)}>
        <UnarchiveIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title="app.archive.unarchive_title"
        content="app.archive.unarchive_confirm"
        contentTranslateOptions={{ smart_count: selectedIds.length }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** Archive or Unarchive depending on the list's archived filter. */
export const ArchiveBulkActions = (props: BulkArchiveButtonProps) => {
  const { filterValues } = useListContext();
  return isArchivedFilterOn(filterValues) ? <BulkUnarchiveButton /> : <BulkArchiveButton {...props} />;
};

export const isArchivedFilterOn = (filterValues: Record<string, unknown> | undefined) => filterValues?.archived === true || filterValues?.archived === 'true';
