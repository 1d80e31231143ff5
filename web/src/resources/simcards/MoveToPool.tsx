// Move to pool (spec 1 §2.8, §8), one SIM or the selection: '{iccid} moved' / '{iccid} not moved'
// for one; 'N SIM cards moved' or, without a pool, 'N SIM cards removed from SIM pool' for several
// (info when all succeeded, else warning).
import { useState } from 'react';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import { AutocompleteInput, Button, ReferenceInput, useListContext, useNotify, useRecordContext, useRefresh, type Identifier } from 'react-admin';
import { FormDialog } from '../../common/FormDialog.tsx';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import type { SimDialogProps } from './AttachSimDialog.tsx';
import { simcardApi } from './simcardApi.ts';
import type { SimcardRecord } from './types.ts';

const PoolInput = ({ helperText }: { helperText?: string }) => (
  <ReferenceInput source="pool_id" reference="simpools" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="resources.simcards.fields.pool_id" filterToQuery={(q: string) => ({ q })} helperText={helperText} />
  </ReferenceInput>
);

export const MoveToPoolDialog = ({ open, onClose }: SimDialogProps) => {
  const record = useRecordContext<SimcardRecord>();
  const api = simcardApi(useConsoleDataProvider());
  const { run, loading } = useRunAction();
  if (!record) return null;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="resources.simcards.move.title"
      titleArgs={{ iccid: record.iccid }}
      submitLabel="resources.simcards.actions.move"
      requires={['pool_id']}
      loading={loading}
      defaultValues={{ pool_id: null }}
      onSubmit={async (values) =>
        (await run(() => api.moveToPool(record.id, values.pool_id), {
          success: 'resources.simcards.notifications.moved',
          failure: 'resources.simcards.notifications.not_moved',
          args: { iccid: record.iccid },
        })) !== undefined
      }
    >
      <PoolInput />
    </FormDialog>
  );
};

export const BulkMoveToPoolButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const api = simcardApi(useConsoleDataProvider());
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const moveAll = async (poolId: Identifier | null) => {
    setBusy(true);
    // Any refusal makes the answer success:false, which the data provider raises with the body attached.
    const answer = await api.moveManyToPool(selectedIds, poolId).catch((error: { body?: { count?: number } }) => ({ count: error?.body?.count ?? 0 }));
    setBusy(false);
    const moved = answer.count ?? 0;
    const allDone = moved === selectedIds.length;
    notify(poolId ? 'resources.simcards.notifications.bulk_moved' : 'resources.simcards.notifications.bulk_removed', {
      type: allDone ? 'info' : 'warning',
      messageArgs: { smart_count: moved },
    });
    if (moved > 0) onUnselectItems();
    refresh();
  };

  return (
    <>
      <Button label="resources.simcards.actions.move" onClick={() => setOpen(true)}>
        <DriveFileMoveIcon />
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="resources.simcards.move.bulk_title"
        titleArgs={{ smart_count: selectedIds.length }}
        submitLabel="resources.simcards.actions.move"
        loading={busy}
        defaultValues={{ pool_id: null }}
        onSubmit={(values) => moveAll(values.pool_id ?? null)}
      >
        <PoolInput helperText="resources.simcards.move.empty_pool_removes" />
      </FormDialog>
    </>
  );
};
