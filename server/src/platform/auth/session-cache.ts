// Signed-in sessions seen in the last few seconds, so a burst of requests costs one token lookup
// instead of one per request (decision 0012), with the user's row that lookup read (GET /account
// answers from it). One cache per app (per server process). Anything that can end or change a session
// empties every process's cache (decision 0077): token revocations announce it inside their
// transaction (tokens.ts), and every write under /account or /users announces it once answered; each
// process's listener (platform/notify.ts) hears it at commit. While a process may miss announcements
// (its listener is down), its cache serves and keeps nothing: a revoked session is refused on every
// process within the listener's bound (TRUST_MS, one second), never after SESSION_CACHE_MS.
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

/** Every cache of this process, for forgetSessions() alone. */
const caches = new Set<SessionCache>();

export class SessionCache {
  private readonly sessions = new Map<string, CachedSession>();
  /** Counts the clears: a lookup that began before one may have read a session since revoked. */
  private cleared = 0;

  /** `trusted`: whether announcements reach this process (see notify.ts); the cache is off while not. */
  constructor(private readonly trusted: () => boolean = () => true) {
    caches.add(this);
  }

  get(tokenHash: string): CachedSession | undefined {
    const hit = this.sessions.get(tokenHash);
    if (!hit) return undefined;
    if (hit.until > Date.now() && this.trusted()) return hit;
    this.sessions.delete(tokenHash);
    return undefined;
  }

  /** Where a lookup starts: `keep` then refuses what it read if the cache was cleared meanwhile. */
  mark = () => this.cleared;

  keep(tokenHash: string, session: Omit<CachedSession, 'until'>, expiresAt: Date, mark: number): CachedSession {
    const entry = { ...session, until: Math.min(Date.now() + SESSION_CACHE_MS, expiresAt.getTime()) };
    if (mark !== this.cleared || !this.trusted()) return entry;
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.clear();
    this.sessions.set(tokenHash, entry);
    return entry;
  }

  clear = () => {
    this.sessions.clear();
    this.cleared++;
  };

  dispose() {
    this.clear();
    caches.delete(this);
  }
}

/** Empties every cache of this process at once (tests: what each entry's expiry does by itself). */
export const forgetSessions = () => {
  for (const cache of caches) cache.clear();
};

/** The sign-in steps: they open sessions and change none (a reset's revocations announce themselves). */
const SIGN_IN = /^\/api\/v1\/account\/(login|forget_password|impersonation\/redeem)(\/|\?|$)/;

/**
 * Writes after which a cached session may be wrong: sign-out, password and account changes, user edits.
 * Not the sign-in steps, so failed guesses cannot empty every process's cache.
 */
export const touchesSessions = (method: string, url: string) =>
  method !== 'GET' && method !== 'HEAD' && /^\/api\/v1\/(account|users)(\/|\?|$)/.test(url) && !SIGN_IN.test(url);
