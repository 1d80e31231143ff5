// Brute-force brakes per account: every failure slows the next answer, five in a row lock the
// account for a while. Per-IP limits on the routes (rate-limits.ts) complement this for attackers
// who spread their guesses over many accounts.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;
const DELAY_STEP_MS = 200;
const DELAY_CAP_MS = 2000;

export const delayAfterFailures = (failures: number) => Math.min(DELAY_STEP_MS * Math.max(failures, 1), DELAY_CAP_MS);

export const isLocked = (user: { locked_until: Date | null }, now = new Date()) => Boolean(user.locked_until && user.locked_until > now);

/**
 * Counts one failure atomically (concurrent guesses all count). The failure that reaches the limit
 * locks the account and restarts the count, so after the lock the owner has a fresh set of tries.
 */
export async function recordFailedLogin(tx: Executor, userId: number): Promise<{ failures: number; locked: boolean }> {
  const [row] = await tx
    .update(users)
    .set({
      failed_logins: sql`case when ${users.failed_logins} + 1 >= ${MAX_FAILED_LOGINS} then 0 else ${users.failed_logins} + 1 end`,
      locked_until: sql`case when ${users.failed_logins} + 1 >= ${MAX_FAILED_LOGINS} then now() + make_interval(mins => ${LOCK_MINUTES}) else ${users.locked_until} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failed: users.failed_logins, locked_until: users.locked_until });
  const locked = isLocked(row);
  return { failures: locked && row.failed === 0 ? MAX_FAILED_LOGINS : row.failed, locked };
}

export async function clearFailedLogins(tx: Executor, userId: number): Promise<void> {
  await tx.update(users).set({ failed_logins: 0, locked_until: null }).where(eq(users.id, userId));
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
