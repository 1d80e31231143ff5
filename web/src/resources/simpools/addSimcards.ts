// Adds the ICCIDs typed in the pool form (one per line) to the pool: POST /simpools/{id}/simcards,
// then 'Successfully added simcards', or 'N SIM cards added to pool {name}' as a warning when some failed.
import { useCallback } from 'react';
import { useNotify, type RaRecord } from 'react-admin';
import { linesOf } from '../../common/listText.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { simcardApi } from '../simcards/simcardApi.ts';

interface AddAnswer {
  count?: number;
  added?: unknown[] | number;
  failed?: unknown[] | number;
  count_failed?: number;
  message?: string;
}

const countOf = (v: unknown) => (Array.isArray(v) ? v.length : typeof v === 'number' ? v : undefined);

export function useAddSimcards() {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  return useCallback(
    async (pool: RaRecord, text: unknown) => {
      const iccids = linesOf(text);
      if (iccids.length === 0) return;
      try {
        const answer = (await simcardApi(dataProvider).addToPool(pool.id, iccids)) as AddAnswer;
        const added = countOf(answer.added) ?? answer.count ?? iccids.length;
        if (added >= iccids.length) notify('resources.simpools.notifications.added', { type: 'info' });
        else notify('resources.simpools.notifications.added_some', { type: 'warning', messageArgs: { smart_count: added, name: pool.name } });
      } catch (error) {
        const body = (error as { body?: AddAnswer }).body;
        const added = countOf(body?.added) ?? body?.count ?? 0;
        notify('resources.simpools.notifications.added_some', { type: 'warning', messageArgs: { smart_count: added, name: pool.name } });
      }
    },
    [dataProvider, notify],
  );
}
