// The SIM card calls of spec 1 §7.4, in one place so the paths the server chose are written once.
import type { Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider.ts';

export const simcardApi = (dp: ConsoleDataProvider) => ({
  status: (id: Identifier) => dp.get<{ status?: string }>(`simcards/${id}/status`),
  suspend: (id: Identifier) => dp.action('simcards', id, 'disable'),
  enable: (id: Identifier) => dp.action('simcards', id, 'enable'),
  attach: (id: Identifier, device_id: Identifier, port_name: string) => dp.action('simcards', id, 'attach', { body: { device_id, port_name } }),
  detach: (id: Identifier, reason?: string) => dp.action('simcards', id, 'detach', { form: { reason: reason ?? '' } }),
  /** Move to a pool; a null pool takes the SIM out of its pool. */
  moveToPool: (id: Identifier, pool_id: Identifier | null) => dp.action('simcards', id, 'move_to_pool', { body: { pool_id } }),
  /** The selection in one call; the answer counts the SIMs moved and those refused. */
  moveManyToPool: (ids: Identifier[], pool_id: Identifier | null) =>
    dp.post<{ success: boolean; count: number; count_failed: number }>('simcards/move_to_pool', { ids, pool_id }),
  removeFromPool: (poolId: Identifier, id: Identifier) => dp.action('simpools', poolId, `simcards/${id}`, { method: 'DELETE' }),
  addToPool: (poolId: Identifier, iccids: string[]) => dp.action('simpools', poolId, 'simcards', { body: { iccids } }),
  lastLocationUpdates: (id: Identifier) => dp.get<unknown>(`simcards/${id}/last_location_updates`),
  backups: (id: Identifier) => dp.get<unknown>(`simcards/${id}/backups`),
  liveData: (id: Identifier) => dp.get<unknown>(`simcards/${id}/live`),
});

/** Where a SIM's show page lives: addressed by ICCID (spec 1 §2.8). */
export const simcardShowPath = (record: { id?: Identifier; iccid?: string | null } | undefined) =>
  record ? `/simcards/${encodeURIComponent(String(record.iccid ?? record.id))}/show` : '';
