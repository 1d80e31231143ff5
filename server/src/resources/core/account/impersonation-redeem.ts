// The customer portal trades a one-minute impersonation link for a session of the target user.
import { errorMessage } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { actorOf, mayImpersonate } from '../../../platform/auth/guard.ts';
import { impersonationSecret, verifyImpersonationToken } from '../../../platform/auth/impersonation-link.ts';
import { findLiveToken, markUsed } from '../../../platform/auth/tokens.ts';
import type { Services } from '../../../platform/services.ts';
import { impersonationRefusal } from '../users/users.actions.ts';
import { completeLogin } from './account.actions.ts';
import { signInRefusal } from './sign-in-refusal.ts';

export const INVALID_LINK = errorMessage('link_invalid');

/** Impersonated sessions are kept short: a staff member helping a customer, not a standing login. */
const IMPERSONATION_SESSION_MAX_HOURS = 2;

export async function redeemImpersonation(tx: Executor, services: Services, token: string, ip: string) {
  const invalid = signInRefusal('link_invalid');
  // Forged and stale links are turned away by their signature before any database work.
  if (!verifyImpersonationToken(impersonationSecret(services.config.IMPERSONATION_SECRET), token)) return invalid;
  const link = await findLiveToken(tx, 'impersonation', token, true);
  if (!link?.user_id || !(await markUsed(tx, link.id))) return invalid;
  const [target] = await tx.select().from(users).where(eq(users.id, link.user_id)).limit(1);
  // The target may have been promoted or deactivated in the minute since the link was made.
  if (!target || impersonationRefusal(target)) return invalid;
  const [staff] = link.actor_id ? await tx.select().from(users).where(eq(users.id, link.actor_id)).limit(1) : [];
  // The staff member may have been deactivated or lost the permission since.
  if (!mayImpersonate(staff)) return invalid;

  const ttlHours = Math.min(services.config.TOKEN_TTL_HOURS, IMPERSONATION_SESSION_MAX_HOURS);
  const done = await completeLogin(tx, target, { actor: actorOf(staff), ip }, { ttlHours, impersonatorId: staff.id });
  return { success: true, ...done };
}
