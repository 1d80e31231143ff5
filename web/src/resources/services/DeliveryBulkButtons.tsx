// Bulk Ship (list filtered on provisioned) and bulk Deliver (filtered on shipped) of services and
// package lines (spec 2 §2, §4, §8): '{n} item(s) shipped', '{n} item(s) delivered'. Deliver calls
// each item in turn; per-item failures are only logged (spec 2 §8).
import { translateError } from '../../providers/errorMessage.ts';
import { useState } from 'react';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Button, required, TextInput, useListContext, useNotify, useRefresh } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { allowedFrom, PACKAGE_LINE_MACHINE, SERVICE_MACHINE } from '@console/contract';
import { FormDialog } from '../../common/FormDialog.tsx';
import { today } from '../../common/ActionPage.tsx';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import type { DeliveryResource } from './DeliveryPages.tsx';

const MACHINES = { services: SERVICE_MACHINE, package_lines: PACKAGE_LINE_MACHINE } as const;

/** The status the list is filtered on, as its machine spells it (the filter takes either case). */
const filteredStatus = (resource: DeliveryResource, filterValues: Record<string, unknown>) => {
  const value = filterValues.status;
  return typeof value === 'string' ? MACHINES[resource].statuses.find((s) => s.toUpperCase() === value.toUpperCase()) : undefined;
};

/** A bulk-bar button opening a dialog whose submit runs `run` on the selected ids, busy meanwhile. */
const BulkDialogButton = ({
  action,
  icon,
  defaultValues,
  run,
  children,
}: {
  action: 'ship' | 'deliver';
  icon: React.ReactNode;
  defaultValues: Record<string, unknown>;
  run: (values: Record<string, any>, list: ReturnType<typeof useListContext>) => Promise<boolean>;
  children: React.ReactNode;
}) => {
  const list = useListContext();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (values: Record<string, any>) => {
    setBusy(true);
    try {
      return await run(values, list);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={`resources.services.actions.${action}`} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`resources.services.${action}.bulk_title`}
        titleArgs={{ smart_count: list.selectedIds.length }}
        submitLabel={`resources.services.actions.${action}`}
        defaultValues={defaultValues}
        requires={['date']}
        loading={busy}
        onSubmit={submit}
      >
        {children}
      </FormDialog>
    </>
  );
};

export const BulkShipButton = ({ resource }: { resource: DeliveryResource }) => {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const ship = async (values: Record<string, any>, { selectedIds, onUnselectItems }: ReturnType<typeof useListContext>) => {
    try {
      const payload = { ids: selectedIds, date: values.date, tracking_code: values.tracking_code || null };
      // Package lines take multipart form data, services JSON (spec 2 §7).
      const answer = await dataProvider.action<{ count?: number; results?: { success: boolean }[] }>(
        resource,
        undefined,
        'ship',
        resource === 'package_lines' ? { form: payload } : { body: payload },
      );
      const n = answer?.count ?? answer?.results?.filter((r) => r.success).length ?? selectedIds.length;
      notify('resources.services.notifications.shipped', { type: 'info', messageArgs: { n } });
      onUnselectItems();
      refresh();
      return true;
    } catch (error) {
      // Some items refused: the answer (success false) still counts the shipped ones and says why.
      const body = (error as { body?: { count?: number; results?: { success: boolean; reason?: string }[] } })?.body;
      if (typeof body?.count === 'number') {
        if (body.count > 0) notify('resources.services.notifications.shipped', { type: 'info', messageArgs: { n: body.count } });
        const reasons = [
          ...new Set(
            (body.results ?? [])
              .filter((r) => !r.success)
              .map((r) => translateError(r, r.reason))
              .filter(Boolean),
          ),
        ].join('; ');
        notify('resources.services.notifications.not_shipped_some', {
          type: 'warning',
          messageArgs: { n: (body.results ?? []).filter((r) => !r.success).length, reasons },
        });
        onUnselectItems();
        refresh();
        return true;
      }
      notify(error instanceof Error ? error.message : 'resources.services.notifications.not_shipped', { type: 'warning' });
      return false;
    }
  };
  return (
    <BulkDialogButton action="ship" icon={<LocalShippingIcon />} defaultValues={{ date: today(), tracking_code: '' }} run={ship}>
      <DateInput source="date" label="resources.services.fields.shipping_date" validate={required()} />
      <TextInput source="tracking_code" label="resources.services.fields.shipping_tracking_code" />
    </BulkDialogButton>
  );
};

export const BulkDeliverButton = ({ resource }: { resource: DeliveryResource }) => {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const deliver = async (values: Record<string, any>, { selectedIds, onUnselectItems }: ReturnType<typeof useListContext>) => {
    let n = 0;
    for (const id of selectedIds) {
      try {
        const answer = await dataProvider.action<{ id?: unknown }>(resource, id, 'deliver', { body: { date: values.date } });
        if (answer?.id !== undefined) n += 1;
      } catch (error) {
        console.error(`deliver ${resource} ${id}`, error);
      }
    }
    notify('resources.services.notifications.delivered', { type: 'info', messageArgs: { n } });
    onUnselectItems();
    refresh();
    return true;
  };
  return (
    <BulkDialogButton action="deliver" icon={<DoneAllIcon />} defaultValues={{ date: today() }} run={deliver}>
      <DateInput source="date" label="resources.services.fields.delivery_date" validate={required()} />
    </BulkDialogButton>
  );
};

/**
 * The bulk bar of a delivery list: Ship when the filtered status allows it (provisioned), Deliver when
 * it allows that (shipped), else `fallback`: every selected row then has a status the action accepts.
 */
export const DeliveryBulkActions = ({ resource, fallback }: { resource: DeliveryResource; fallback?: React.ReactNode }) => {
  const { filterValues } = useListContext();
  const status = filteredStatus(resource, filterValues);
  if (allowedFrom(MACHINES[resource], 'ship', status)) return <BulkShipButton resource={resource} />;
  if (allowedFrom(MACHINES[resource], 'deliver', status)) return <BulkDeliverButton resource={resource} />;
  return <>{fallback}</>;
};
