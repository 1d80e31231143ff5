// Brute-force brakes on sign-in (decision 0016): failures are counted per (login, client address),
// so a stranger's guesses from one address slow that address down for that login and nothing else;
// the owner signing in from anywhere else is not locked out. The count is kept for the login as
// typed, whether or not an account has it, so answers and timing never tell a real account from an
// unknown one. Per-IP limits on the route (rate-limits.ts) cap guessing across many logins.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { loginThrottle } from '../../../db/schema/index.ts';
import { sha256 } from '../../../platform/auth/secrets.ts';

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

export interface Attempt {
  /** False: this address must wait (or concurrent tries used up its free failures); the password is not checked. */
  allowed: boolean;
  /** The failures of (login, address), this attempt included. */
  failures: number;
  /** The free failures this address has now (fewer under a spread attack, unless the address is known). */
  free: number;
}

/**
 * Counts the attempt as a failure before the password is checked (a right password resets the count),
 * under a row lock: concurrent tries from one address are counted one after the other, so a burst
 * cannot have more passwords checked than the address is allowed: its free failures, then one try
 * each time a wait is over. Tries beyond that, and tries while the address waits, are refused uncounted.
 */
export async function reserveAttempt(tx: Executor, login: string, address: string): Promise<Attempt> {
  const key = loginKey(login);
  const where = and(eq(loginThrottle.login_key, key), eq(loginThrottle.address, address));
  await tx.insert(loginThrottle).values({ login_key: key, address }).onConflictDoNothing();
  const [row] = await tx
    .select({
      failures: loginThrottle.failures,
      blocked_until: loginThrottle.blocked_until,
      known: loginThrottle.last_success_at,
      waiting: sql<boolean>`coalesce(${loginThrottle.blocked_until} > now(), false)`,
      stale: sql<boolean>`coalesce(${loginThrottle.last_failure_at} < now() - interval '${sql.raw(FORGET_AFTER)}', false)`,
    })
    .from(loginThrottle)
    .where(where)
    .for('update');
  if (row.waiting) return { allowed: false, failures: row.failures, free: FREE_FAILURES };
  const waited = row.blocked_until !== null; // a wait has just run out: this try is checked
  const failures = (row.stale ? 0 : row.failures) + 1;
  const [{ recent }] = await tx
    .select({ recent: sql<number>`coalesce(sum(${loginThrottle.failures}), 0)::int` })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.login_key, key), gt(loginThrottle.last_failure_at, sql`now() - interval '1 hour'`)));
  const free = recent >= SPREAD_ATTACK_FAILURES && !row.known ? 1 : FREE_FAILURES;
  if (failures > free && !waited) {
    // What this address may try is used up, by tries still being checked or because a spread attack
    // lowered its allowance: this one is refused uncounted, and the address waits for its next try
    // (a right password among the tries in flight ends the wait).
    await block(tx, key, address, failures - 1, free);
    return { allowed: false, failures: failures - 1, free };
  }
  await tx.update(loginThrottle).set({ failures, last_failure_at: sql`now()`, blocked_until: null }).where(where);
  return { allowed: true, failures, free };
}

async function block(tx: Executor, key: string, address: string, failures: number, free: number): Promise<boolean> {
  const ms = blockAfter(failures, free);
  if (ms === 0) return false;
  await tx
    .update(loginThrottle)
    .set({ blocked_until: sql`now() + make_interval(secs => ${ms / 1000})` })
    .where(and(eq(loginThrottle.login_key, key), eq(loginThrottle.address, address)));
  return true;
}

/** The password was wrong (or the login unknown): blocks the address once its free failures are used. Returns whether it did. */
export const confirmFailure = (tx: Executor, login: string, address: string, attempt: Attempt): Promise<boolean> =>
  block(tx, loginKey(login), address, attempt.failures, attempt.free);

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
  await tx
    .delete(loginThrottle)
    .where(sql`${loginThrottle.last_success_at} is null and ${loginThrottle.last_failure_at} < now() - interval '${sql.raw(FORGET_AFTER)}'`);
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
