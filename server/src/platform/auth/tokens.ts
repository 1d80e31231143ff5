// Secrets handed to clients (sessions, second-factor challenges, reset and impersonation links).
// The client keeps the secret; the table keeps only its SHA-256, so a database leak opens nothing.
// A revocation is announced in its transaction: every process's session cache forgets at its commit
// (decision 0077).
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authTokens } from '../../db/schema/index.ts';
import { newToken, sha256 } from './secrets.ts';
import { announce } from '../notify.ts';

/** A session among the revoked tokens: every process's session cache must forget (decision 0077). */
async function announceEndedSessions(tx: Executor, rows: { kind: TokenKind }[]) {
  if (rows.some((row) => row.kind === 'session')) await announce(tx, 'sessions');
}

export type TokenKind = (typeof authTokens.$inferSelect)['kind'];
export type TokenRow = typeof authTokens.$inferSelect;

export interface IssueOptions {
  kind: TokenKind;
  userId: number;
  ttlMs: number;
  /** The secret itself, when it must have a particular shape (signed links); random otherwise. */
  raw?: string;
  actorId?: number | null;
  customerId?: number | null;
  codeHash?: string | null;
}

export async function issueToken(tx: Executor, opts: IssueOptions): Promise<{ raw: string; id: number; expiresAt: Date }> {
  const raw = opts.raw ?? newToken();
  const expiresAt = new Date(Date.now() + opts.ttlMs);
  const [row] = await tx
    .insert(authTokens)
    .values({
      kind: opts.kind,
      token_hash: sha256(raw),
      user_id: opts.userId,
      actor_id: opts.actorId ?? null,
      customer_id: opts.customerId ?? null,
      code_hash: opts.codeHash ?? null,
      expires_at: expiresAt,
    })
    .returning({ id: authTokens.id });
  return { raw, id: row.id, expiresAt };
}

/** A token of that kind that is neither used nor expired; locked when the caller is about to consume it. */
export async function findLiveToken(tx: Executor, kind: TokenKind, raw: string, lock = false): Promise<TokenRow | undefined> {
  const q = tx
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.token_hash, sha256(raw)), eq(authTokens.kind, kind), isNull(authTokens.used_at), gt(authTokens.expires_at, new Date())))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Consumes a token; false when another request consumed it first. */
export async function markUsed(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx
    .update(authTokens)
    .set({ used_at: new Date() })
    .where(and(eq(authTokens.id, id), isNull(authTokens.used_at)))
    .returning({ id: authTokens.id, kind: authTokens.kind });
  await announceEndedSessions(tx, rows);
  return rows.length > 0;
}

/** Invalidates every live token of those kinds for a user (optionally sparing one, e.g. the caller's session). */
export async function revokeUserTokens(tx: Executor, userId: number, kinds: TokenKind[], exceptId?: number | null): Promise<number> {
  const rows = await tx
    .update(authTokens)
    .set({ used_at: new Date() })
    .where(and(eq(authTokens.user_id, userId), inArray(authTokens.kind, kinds), isNull(authTokens.used_at), exceptId ? ne(authTokens.id, exceptId) : undefined))
    .returning({ id: authTokens.id, kind: authTokens.kind });
  await announceEndedSessions(tx, rows);
  return rows.length;
}

/**
 * Ends the sessions a staff member opened by impersonation, and their unredeemed impersonation links
 * (their sign-out, deactivation, lost permission).
 */
export async function revokeImpersonationsBy(tx: Executor, staffId: number): Promise<number> {
  const rows = await tx
    .update(authTokens)
    .set({ used_at: new Date() })
    .where(and(eq(authTokens.actor_id, staffId), inArray(authTokens.kind, ['session', 'impersonation']), isNull(authTokens.used_at)))
    .returning({ id: authTokens.id, kind: authTokens.kind });
  await announceEndedSessions(tx, rows);
  return rows.length;
}

/** Everything that signs a user in or could: their sessions and challenges and links, and the sessions they opened as others. */
export async function revokeEverySession(tx: Executor, userId: number): Promise<void> {
  await revokeUserTokens(tx, userId, ['session', 'mfa', 'reset', 'impersonation']);
  await revokeImpersonationsBy(tx, userId);
}

/** Housekeeping on sign-in: a user's tokens that expired more than a day ago serve no one. */
export async function pruneExpiredTokens(tx: Executor, userId: number): Promise<void> {
  await tx.delete(authTokens).where(and(eq(authTokens.user_id, userId), lt(authTokens.expires_at, sql`now() - interval '1 day'`)));
}

export const HOUR_MS = 3600_000;
export const MINUTE_MS = 60_000;

/** A session for a user; the guard accepts it until it expires or is revoked (logout, password reset). */
export const issueSession = (tx: Executor, userId: number, ttlHours: number, actorId?: number | null) =>
  issueToken(tx, { kind: 'session', userId, ttlMs: ttlHours * HOUR_MS, actorId });
