// Product item actions (spec 2 §2, §4): Move to a site (site required, filtered by customer; save
// disabled until chosen), Back to stock for items out of stock and not archived (after "are you
// sure"), and the bulk Reserve.
import { useState } from 'react';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import { Button, Confirm, SelectInput, TextInput, useListContext, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { FormDialog } from '../../common/FormDialog.tsx';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { rentSoldChoices } from './choices.ts';
import { SiteOfCustomerInputs } from './SiteOfCustomerInputs.tsx';

export const MoveProductItemButton = () => {
  const record = useRecordContext();
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useRunAction();
  const [open, setOpen] = useState(false);
  if (!record || record.archived_at) return null;
  return (
    <>
      <Button label="resources.product_items.actions.move" onClick={() => setOpen(true)}>
        <DriveFileMoveIcon />
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="resources.product_items.move.title"
        titleArgs={{ serial: record.serial }}
        submitLabel="resources.product_items.actions.move"
        requires={['site_id']}
        loading={loading}
        defaultValues={{ customer_id: record.customer_id ?? null, site_id: null, rent_sold: record.rent_sold ?? null }}
        onSubmit={async (values) =>
          (await run(
            () =>
              dataProvider.action('product_items', record.id, 'move', {
                body: { site_id: values.site_id, rent_sold: values.rent_sold ?? null, reason: values.reason ?? null },
              }),
            { success: 'resources.product_items.notifications.moved_one', failure: 'resources.product_items.notifications.not_moved' },
          )) !== undefined
        }
      >
        <SiteOfCustomerInputs />
        <SelectInput source="rent_sold" label="resources.product_items.fields.rent_sold" choices={rentSoldChoices} emptyText="-" />
        <TextInput source="reason" label="resources.product_items.move.reason" />
      </FormDialog>
    </>
  );
};

export const BackToStockButton = () => {
  const record = useRecordContext();
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useRunAction();
  const [open, setOpen] = useState(false);
  if (!record || record.in_stock || record.archived_at) return null;
  return (
    <>
      <Button label="resources.product_items.actions.back_to_stock" onClick={() => setOpen(true)}>
        <KeyboardReturnIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title="resources.product_items.actions.back_to_stock"
        content="resources.product_items.back_to_stock.confirm"
        translateOptions={{ serial: record.serial }}
        contentTranslateOptions={{ serial: record.serial }}
        onConfirm={async () => {
          await run(() => dataProvider.action('product_items', record.id, 'return', { body: {} }), {
            success: 'resources.product_items.notifications.back_to_stock',
            failure: 'resources.product_items.notifications.not_back_to_stock',
          });
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

interface ReserveAnswer {
  count_reserved?: number;
  count_failed?: number;
}

export const BulkReserveButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  const reserve = async () => {
    setBusy(true);
    // Some refusals make the answer success:false, raised by the data provider with the counts in its body.
    const answer: ReserveAnswer = await dataProvider
      .post<ReserveAnswer>('product_items/reserve', { ids: selectedIds, reserved: true })
      .catch((error: { body?: ReserveAnswer }) => error?.body ?? { count_reserved: 0, count_failed: selectedIds.length });
    setBusy(false);
    const reserved = answer.count_reserved ?? 0;
    const failed = answer.count_failed ?? selectedIds.length - reserved;
    if (reserved > 0) notify('resources.product_items.notifications.reserved', { type: 'info', messageArgs: { n: reserved } });
    if (failed > 0) notify('resources.product_items.notifications.reserve_failed', { type: 'warning', messageArgs: { n: failed } });
    if (reserved > 0) onUnselectItems();
    refresh();
  };

  return (
    <Button label="resources.product_items.actions.reserve" onClick={reserve} disabled={busy}>
      <BookmarkAddedIcon />
    </Button>
  );
};
