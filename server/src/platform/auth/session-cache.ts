// Signed-in sessions seen in the last few seconds, so a burst of requests costs one token lookup
// instead of one per request (decision 0012), with the user's row that lookup read (GET /account
// answers from it). Anything that can end or change a session clears it:
// token revocation inside the transaction, and every write under /account or /users once answered
// (after its commit). Another server process sees a revocation within SESSION_CACHE_MS.
import type { users } from '../../db/schema/index.ts';
import type { Actor } from '../context.ts';

/** The caller's users row as the session lookup read it, less its secrets (hash, failed logins, lock). */
export type SessionUser = Omit<typeof users.$inferSelect, 'password_hash' | 'failed_logins' | 'locked_until'>;

export const SESSION_CACHE_MS = 5_000;
const MAX_SESSIONS = 10_000;

export interface CachedSession {
  actor: Actor;
  tokenId: number;
  user: SessionUser;
  until: number;
}

const sessions = new Map<string, CachedSession>();

export function cachedSession(tokenHash: string): CachedSession | undefined {
  const hit = sessions.get(tokenHash);
  if (!hit) return undefined;
  if (hit.until > Date.now()) return hit;
  sessions.delete(tokenHash);
  return undefined;
}

export function cacheSession(tokenHash: string, session: Omit<CachedSession, 'until'>, expiresAt: Date): CachedSession {
  if (sessions.size >= MAX_SESSIONS) sessions.clear();
  const cached = { ...session, until: Math.min(Date.now() + SESSION_CACHE_MS, expiresAt.getTime()) };
  sessions.set(tokenHash, cached);
  return cached;
}

export const forgetSessions = () => sessions.clear();

/** Writes after which a cached session may be wrong: sign-out, password and account changes, user edits. */
export const touchesSessions = (method: string, url: string) => method !== 'GET' && method !== 'HEAD' && /^\/api\/v1\/(account|users)(\/|\?|$)/.test(url);
