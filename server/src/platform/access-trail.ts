// The access trail (decision 0084): sign-ins, failed ones, sign-outs, MFA codes, impersonations and a
// user's own preference changes, one row each, written in the transaction of the event. Not the activity
// log (changelog.ts), which records changes to the business's records.
import type { AccessEventKind } from '@console/contract';
import type { Executor } from '../db/client.ts';
import { accessEvents } from '../db/schema/index.ts';
import type { Ctx } from './context.ts';

export interface AccessEvent {
  kind: AccessEventKind;
  /** The account concerned; null for a login that names no account. */
  userId?: number | null;
  /** The login as typed for a failed sign-in, else the account's e-mail. */
  email?: string | null;
  /** The staff member behind it (who impersonates), when not the user themself. */
  actor?: { id: number; name: string } | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** One event of the trail. */
export async function recordAccess(tx: Executor, event: AccessEvent): Promise<void> {
  await tx.insert(accessEvents).values({
    kind: event.kind,
    user_id: event.userId ?? null,
    email: event.email ?? null,
    actor_id: event.actor?.id ?? null,
    actor_name: event.actor?.name ?? null,
    ip: event.ip ?? null,
    details: event.details ?? null,
  });
}

/** The staff member behind a session acting as someone else, as the trail names them. */
export const impersonatorOf = (ctx: Ctx) => (ctx.actor?.impersonator ? { id: ctx.actor.impersonator.id, name: ctx.actor.impersonator.name } : null);

/** The signed-in staff member as the trail names them (who starts an impersonation). */
export const actorRef = (ctx: Ctx) => (ctx.actor ? { id: ctx.actor.id, name: ctx.actor.name } : null);
