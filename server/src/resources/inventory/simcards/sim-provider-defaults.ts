// POST /devices/{id}/provider_default (spec 1 §7.3): the SIM cards in a device take their provider's
// default settings (preferred and alternative APN, username, password), as when they were new. Each
// SIM is an ordinary logged update; a SIM already on its defaults is not written (nothing logged).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { providers, simcards } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/registry.ts';
import { updateRow } from '../../../platform/store.ts';
import { simcardsResource } from './simcards.resource.ts';

export const PROVIDER_DEFAULT_MESSAGES = {
  applied: 'Provider defaults applied',
  noProvider: 'The SIM card has no provider.',
} as const;

export interface ProviderDefaultsResult {
  /** SIM cards whose settings changed. */
  updated: number;
  /** SIM cards left as they were, with the reason (no provider). */
  skipped: { id: number; iccid: string; reason: string }[];
}

/** The live SIMs of the device (the caller holds the device's lock), each set to its provider's defaults. */
export async function applyProviderDefaults(tx: Executor, ctx: Ctx, deviceId: number): Promise<ProviderDefaultsResult & { count: number }> {
  const sims = await tx
    .select({
      id: simcards.id,
      iccid: simcards.iccid,
      apn_1: simcards.apn_1,
      apn_2: simcards.apn_2,
      username: simcards.username,
      password: simcards.password,
      provider: providers,
    })
    .from(simcards)
    .leftJoin(providers, eq(providers.id, simcards.provider_id))
    .where(and(eq(simcards.device_id, deviceId), isNull(simcards.archived_at)))
    .orderBy(asc(simcards.id))
    .for('update', { of: simcards });
  const result: ProviderDefaultsResult = { updated: 0, skipped: [] };
  for (const sim of sims) {
    if (!sim.provider) {
      result.skipped.push({ id: sim.id, iccid: sim.iccid, reason: PROVIDER_DEFAULT_MESSAGES.noProvider });
      continue;
    }
    const p = sim.provider;
    const defaults: Row = { apn_1: p.prefered_apn, apn_2: p.alternative_apn, username: p.username, password: p.password };
    if (Object.entries(defaults).every(([k, v]) => (sim[k as keyof typeof sim] ?? null) === (v ?? null))) continue;
    await updateRow(tx, ctx, simcardsResource, sim.id, defaults, { hooks: false });
    result.updated += 1;
  }
  return { ...result, count: sims.length };
}
