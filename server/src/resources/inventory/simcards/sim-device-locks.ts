// The house lock order (docs/decisions/0013): a device before the SIM cards in it, and ascending ids
// within each table. Actions that write several devices or SIMs lock their whole working set in that
// order before the first write, so two overlapping ones wait for each other instead of deadlocking.
// With the SIM cards, so devices import SIM code and never the reverse.
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { devices, simcards } from '../../../db/schema/index.ts';

/** Locks the devices, then the SIM cards they carry. */
export async function lockDevicesWithSims(tx: Executor, deviceIds: number[]): Promise<void> {
  if (deviceIds.length === 0) return;
  await tx.select({ id: devices.id }).from(devices).where(inArray(devices.id, deviceIds)).orderBy(devices.id).for('update');
  await tx.select({ id: simcards.id }).from(simcards).where(inArray(simcards.device_id, deviceIds)).orderBy(simcards.id).for('update');
}

/** Locks the devices the SIM cards are in, then the SIM cards. */
export async function lockSimsWithDevices(tx: Executor, simIds: number[]): Promise<void> {
  if (simIds.length === 0) return;
  const held = await tx.selectDistinct({ id: simcards.device_id }).from(simcards).where(inArray(simcards.id, simIds));
  const deviceIds = held.map((r) => r.id).filter((id): id is number => id != null);
  if (deviceIds.length) await tx.select({ id: devices.id }).from(devices).where(inArray(devices.id, deviceIds)).orderBy(devices.id).for('update');
  await tx.select({ id: simcards.id }).from(simcards).where(inArray(simcards.id, simIds)).orderBy(simcards.id).for('update');
}
