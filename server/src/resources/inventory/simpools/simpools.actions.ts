// Pool membership (spec 1 §2.9, §7.4): SIMs enter a pool by ICCID (the pool form's multi-line list
// and POST /simpools/{id}/simcards) and leave it one by one. Membership is a SIM card field, so every
// change goes through the SIM cards' own move action (and its log).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { simpools } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { moveSimsToPool, moveSimToPool, refused, simsByIccid, type MoveOutcome } from '../simcards/simcards.actions.ts';
import { simcardsResource } from '../simcards/simcards.resource.ts';
import { getRow } from '../../../platform/store.ts';

export interface AddOutcome {
  id: number;
  name: string;
  /** ICCIDs that name no SIM card. */
  unknown: string[];
  moved: MoveOutcome[];
}

async function poolRow(tx: Executor, poolId: number) {
  const [pool] = await tx.select({ id: simpools.id, name: simpools.name, archived_at: simpools.archived_at }).from(simpools).where(eq(simpools.id, poolId));
  if (!pool) throw notFound('SIM pool not found.');
  return pool;
}

/** Puts the SIMs of these ICCIDs in the pool; unknown ICCIDs are reported, not fatal. */
export async function addSimsToPool(tx: Executor, ctx: Ctx, poolId: number, iccids: string[]): Promise<AddOutcome> {
  const pool = await poolRow(tx, poolId);
  if (pool.archived_at) throw refused('simpool_archived');
  const { found, unknown } = await simsByIccid(tx, iccids);
  const moved = found.length
    ? await moveSimsToPool(
        tx,
        ctx,
        found.map((f) => f.id),
        poolId,
      )
    : [];
  return { id: pool.id, name: pool.name, unknown, moved };
}

/** The pool form's list: every ICCID must name a SIM card, else nothing is saved. */
export async function requireKnownIccids(tx: Executor, iccids: string[]): Promise<void> {
  const { unknown } = await simsByIccid(tx, iccids);
  if (unknown.length) {
    const shown = unknown.slice(0, 20).join(', ') + (unknown.length > 20 ? ', ...' : '');
    throw badRequest(`Unknown ICCID${unknown.length > 1 ? 's' : ''}: ${shown}.`, { iccids: `${unknown.length} ICCID(s) match no SIM card.` });
  }
}

/** Takes one SIM out of the pool it is in. */
export async function removeSimFromPool(tx: Executor, ctx: Ctx, poolId: number, simId: number) {
  await poolRow(tx, poolId);
  const card = await getRow(tx, simcardsResource, simId);
  if (card.pool_id !== poolId) throw notFound('This SIM card is not in this SIM pool.');
  return moveSimToPool(tx, ctx, simId, null);
}
