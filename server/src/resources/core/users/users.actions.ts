// Actions on users that the generic routes do not cover: second factor on/off and impersonation links.
import { type ErrorCode, type ErrorParams, errorMessage } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Executor } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { impersonationSecret, signImpersonationToken } from '../../../platform/auth/impersonation-link.ts';
import { issueToken, revokeUserTokens } from '../../../platform/auth/tokens.ts';
import type { Ctx } from '../../../platform/context.ts';
import { getRow, updateRow } from '../../../platform/store.ts';
import type { Row } from '../../../platform/registry.ts';
import { usersResource } from './users.resource.ts';
import { actorRef, recordAccess } from '../../../platform/access-trail.ts';

export interface ActionAnswer {
  success: boolean;
  reason: string | null;
  /** A refusal's code and params (decision 0076). */
  code?: ErrorCode;
  params?: ErrorParams;
}

export async function setMfa(tx: Executor, ctx: Ctx, id: number, enabled: boolean): Promise<ActionAnswer> {
  const user = await getRow(tx, usersResource, id, true);
  if (user.mfa_enabled === enabled) {
    const code = enabled ? 'mfa_already_enabled' : 'mfa_already_disabled';
    return { success: false, reason: errorMessage(code), code, params: {} };
  }
  await updateRow(tx, ctx, usersResource, id, { mfa_enabled: enabled });
  // A challenge begun under the old setting must not outlive it.
  if (!enabled) await revokeUserTokens(tx, id, ['mfa']);
  return { success: true, reason: null };
}

/** Short enough that a leaked link (browser history, a proxy log) is useless a minute later. */
export const IMPERSONATION_LINK_TTL_MS = 60_000;

/** Why an impersonation is refused, by the code of each refusal (its English words: IMPERSONATION_REFUSALS). */
const IMPERSONATION_CODES = {
  privileged: 'impersonation_privileged',
  inactiveUser: 'impersonation_user_inactive',
  inactiveCustomer: 'impersonation_customer_inactive',
  archivedCustomer: 'impersonation_customer_archived',
  noPortalUser: 'impersonation_no_portal_user',
} as const satisfies Record<string, ErrorCode>;
export type ImpersonationRefusal = keyof typeof IMPERSONATION_CODES;
export const IMPERSONATION_REFUSALS = Object.fromEntries(Object.entries(IMPERSONATION_CODES).map(([why, code]) => [why, errorMessage(code)])) as Record<
  ImpersonationRefusal,
  string
>;

export interface ImpersonationAnswer extends ActionAnswer {
  redirect_url: string | null;
}

export const refusedImpersonation = (why: ImpersonationRefusal): ImpersonationAnswer => ({
  success: false,
  redirect_url: null,
  reason: IMPERSONATION_REFUSALS[why],
  code: IMPERSONATION_CODES[why],
  params: {},
});

/** Why a user may not be impersonated, or null when they may (the guard applies the same rule, mayBeImpersonated). */
export function impersonationRefusal(user: Row): ImpersonationRefusal | null {
  if (user.is_admin || user.is_staff) return 'privileged';
  if (!user.active) return 'inactiveUser';
  return null;
}

/** A one-minute link to the customer portal as the user (the customer's, for a customer impersonation). */
export async function createImpersonationLink(tx: Executor, ctx: Ctx, config: Config, userId: number, customerId: number | null): Promise<string> {
  const expiresAt = new Date(Date.now() + IMPERSONATION_LINK_TTL_MS);
  const raw = signImpersonationToken(impersonationSecret(config.IMPERSONATION_SECRET), expiresAt);
  await issueToken(tx, { kind: 'impersonation', raw, userId, customerId, actorId: ctx.actor?.id ?? null, ttlMs: IMPERSONATION_LINK_TTL_MS });
  return `${config.PORTAL_URL.replace(/\/+$/, '')}/impersonate?token=${encodeURIComponent(raw)}`;
}

export async function impersonateUser(tx: Executor, ctx: Ctx, config: Config, id: number): Promise<ImpersonationAnswer> {
  const user = await getRow(tx, usersResource, id);
  const refusal = impersonationRefusal(user);
  if (refusal) return refusedImpersonation(refusal);
  const redirect_url = await createImpersonationLink(tx, ctx, config, user.id, user.customer_id ?? null);
  await recordAccess(tx, { kind: 'impersonation_start', userId: user.id, email: user.email, actor: actorRef(ctx), ip: ctx.ip ?? null });
  return { success: true, redirect_url, reason: null };
}

/** The customer's portal account that a customer impersonation opens: the oldest active one. */
export async function portalUserOf(tx: Executor, customerId: number) {
  const [user] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.customer_id, customerId), eq(users.active, true), eq(users.is_staff, false), eq(users.is_admin, false)))
    .orderBy(asc(users.created_at), asc(users.id))
    .limit(1);
  return user;
}
