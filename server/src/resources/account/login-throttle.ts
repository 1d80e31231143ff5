// Brute-force brakes on sign-in (decision 0016): failures are counted per (login, client address),
// so a stranger's guesses from one address slow that address down for that login and nothing else;
// the owner signing in from anywhere else is not locked out. The count is kept for the login as
// typed, whether or not an account has it, so answers and timing never tell a real account from an
// unknown one. Per-IP limits on the route (rate-limits.ts) cap guessing across many logins.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/index.ts';
import { sha256 } from '../../platform/auth/secrets.ts';

/** Failures from one address before it must wait between tries. */
export const FREE_FAILURES = 5;
/** The first wait, doubled by every further failure, up to the cap. */
export const FIRST_BLOCK_MS = 30_000;
export const MAX_BLOCK_MS = 15 * 60_000;
/**
 * Failures of one login over the last hour, all addresses together, past which it is under a spread
 * attack: addresses that never signed in to it get one free failure instead of five. Addresses
 * where the owner signed in before keep theirs.
 */
export const SPREAD_ATTACK_FAILURES = 30;
/** A failure this old no longer counts: the next one starts again at one. */
const FORGET_AFTER = '24 hours';

const DELAY_STEP_MS = 200;
const DELAY_CAP_MS = 2000;

/** A short pause before each failure's answer, growing with the failures of this login from this address. */
export const delayAfterFailures = (failures: number) => Math.min(DELAY_STEP_MS * Math.max(failures, 1), DELAY_CAP_MS);

/** How long an address waits after its nth failure on a login. */
export function blockAfter(failures: number, free = FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(FIRST_BLOCK_MS * 2 ** (failures - free), MAX_BLOCK_MS);
}

export const loginKey = (login: string) => sha256(login.trim().toLowerCase());

export interface ThrottleState {
  failures: number;
  blockedUntil: Date | null;
}

/** The state of (login, address): blocked while blockedUntil is in the future. */
export async function throttleState(exec: Executor, login: string, address: string): Promise<ThrottleState> {
  const [row] = await exec
    .select({ failures: loginThrottle.failures, blocked_until: loginThrottle.blocked_until })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.login_key, loginKey(login)), eq(loginThrottle.address, address)))
    .limit(1);
  return { failures: row?.failures ?? 0, blockedUntil: row?.blocked_until ?? null };
}

export const isBlocked = (state: ThrottleState, now = new Date()) => Boolean(state.blockedUntil && state.blockedUntil > now);

/**
 * Counts one failure of (login, address) atomically (concurrent guesses all count) and blocks the
 * address for a while once it has used its free failures. Returns the new count and whether it is blocked.
 */
export async function recordFailedLogin(tx: Executor, login: string, address: string): Promise<{ failures: number; blocked: boolean }> {
  const key = loginKey(login);
  const [row] = await tx
    .insert(loginThrottle)
    .values({ login_key: key, address, failures: 1, last_failure_at: new Date() })
    .onConflictDoUpdate({
      target: [loginThrottle.login_key, loginThrottle.address],
      set: {
        failures: sql`case when ${loginThrottle.last_failure_at} is null or ${loginThrottle.last_failure_at} < now() - interval '${sql.raw(FORGET_AFTER)}' then 1 else ${loginThrottle.failures} + 1 end`,
        last_failure_at: sql`now()`,
      },
    })
    .returning({ failures: loginThrottle.failures, known: loginThrottle.last_success_at });
  const [{ recent }] = await tx
    .select({ recent: sql<number>`coalesce(sum(${loginThrottle.failures}), 0)::int` })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.login_key, key), gt(loginThrottle.last_failure_at, sql`now() - interval '1 hour'`)));
  const free = recent >= SPREAD_ATTACK_FAILURES && !row.known ? 1 : FREE_FAILURES;
  const ms = blockAfter(row.failures, free);
  if (ms > 0) {
    await tx
      .update(loginThrottle)
      .set({ blocked_until: sql`now() + make_interval(secs => ${ms / 1000})` })
      .where(and(eq(loginThrottle.login_key, key), eq(loginThrottle.address, address)));
  }
  return { failures: row.failures, blocked: ms > 0 };
}

/** A right password from this address: its count starts again, and the address is now a known one. */
export async function recordSuccessfulLogin(tx: Executor, login: string, address: string): Promise<void> {
  await tx
    .insert(loginThrottle)
    .values({ login_key: loginKey(login), address, failures: 0, last_success_at: new Date() })
    .onConflictDoUpdate({
      target: [loginThrottle.login_key, loginThrottle.address],
      set: { failures: 0, blocked_until: null, last_success_at: sql`now()` },
    });
}

/** A password reset proves the owner: every address starts again for this login. */
export async function clearFailedLogins(tx: Executor, login: string): Promise<void> {
  await tx
    .update(loginThrottle)
    .set({ failures: 0, blocked_until: null })
    .where(eq(loginThrottle.login_key, loginKey(login)));
}

/** Housekeeping: counts of addresses that never signed in and have not failed for a day serve no one. */
export async function pruneThrottle(tx: Executor): Promise<void> {
  await tx.delete(loginThrottle).where(sql`${loginThrottle.last_success_at} is null and ${loginThrottle.last_failure_at} < now() - interval '${sql.raw(FORGET_AFTER)}'`);
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
