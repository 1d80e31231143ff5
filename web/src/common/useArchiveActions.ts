// Archive and unarchive with the notifications of spec 1 §8, shared by the bulk bar and the
// per-record buttons so every area reports the same way. An archive's notification offers Undo
// (issue 14), which unarchives what it archived.
import { createElement, useCallback, useState } from 'react';
import { useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useConsoleDataProvider, type ArchiveInput, type ItemResult } from '../providers/dataProvider.ts';
import { UndoArchiveButton } from './UndoArchiveButton.tsx';
import { translateError } from '../providers/errorMessage.ts';

/** Notification options adding Undo for these archived records (kept on screen a little longer to reach it). */
const undoOptions = (resource: string, ids: Identifier[]) => ({ action: createElement(UndoArchiveButton, { resource, ids }), autoHideDuration: 8000 });

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error ?? ''));

export interface ArchiveActions {
  archive: (ids: Identifier[], input: ArchiveInput) => Promise<boolean>;
  unarchive: (ids: Identifier[]) => Promise<boolean>;
  loading: boolean;
}

/**
 * Archives or unarchives records of `resource`, notifies the outcome and refreshes the views.
 * Resolves true when at least one record changed (callers then clear the selection).
 */
export function useArchiveActions(resource: string): ArchiveActions {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [loading, setLoading] = useState(false);

  const report = useCallback(
    (results: ItemResult[], done: 'archived' | 'unarchived') => {
      const succeeded = results.filter((r) => r.success).length;
      const failed = results.filter((r) => !r.success);
      const changed = results.filter((r) => r.success).map((r) => r.id);
      if (succeeded > 0)
        notify(`app.notification.${done}`, {
          type: 'info',
          messageArgs: { smart_count: succeeded },
          ...(done === 'archived' ? undoOptions(resource, changed) : {}),
        });
      if (failed.length > 0) {
        const reasons = [...new Set(failed.map((r) => translateError(r, r.reason) ?? translate('app.notification.no_reason')))].join(', ');
        notify(`app.notification.not_${done}`, { type: 'warning', messageArgs: { smart_count: failed.length, reasons } });
      }
      return succeeded > 0;
    },
    [notify, translate, resource],
  );

  const archive = useCallback(
    async (ids: Identifier[], input: ArchiveInput) => {
      setLoading(true);
      try {
        if (ids.length === 1) {
          // One record goes through DELETE /{resource}/{id}, whose refusal is the server reason.
          await dataProvider.delete(resource, { id: ids[0], meta: input });
          notify(input.decommission ? 'app.notification.decommissioned' : 'app.notification.archived', {
            type: 'info',
            messageArgs: { smart_count: 1 },
            ...undoOptions(resource, ids),
          });
          return true;
        }
        const { meta } = await dataProvider.deleteMany(resource, { ids, meta: input });
        return report((meta as { results: ItemResult[] }).results, 'archived');
      } catch (error) {
        notify('app.notification.error', { type: 'warning', messageArgs: { message: errorText(error) } });
        return false;
      } finally {
        setLoading(false);
        refresh();
      }
    },
    [dataProvider, notify, refresh, report, resource],
  );

  const unarchive = useCallback(
    async (ids: Identifier[]) => {
      setLoading(true);
      try {
        if (ids.length === 1) {
          await dataProvider.unarchive(resource, ids[0]);
          notify('app.notification.unarchived', { type: 'info', messageArgs: { smart_count: 1 } });
          return true;
        }
        return report(await dataProvider.unarchiveMany(resource, ids), 'unarchived');
      } catch (error) {
        notify(errorText(error) || 'ra.notification.http_error', { type: 'warning' });
        return false;
      } finally {
        setLoading(false);
        refresh();
      }
    },
    [dataProvider, notify, refresh, report, resource],
  );

  return { archive, unarchive, loading };
}
