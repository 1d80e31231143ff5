// Forgotten password (spec 1 §7.1, §8): a single-use link by e-mail, then a new password.
import { errorMessage } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { actorOf } from '../../../platform/auth/guard.ts';
import { hashPassword } from '../../../platform/auth/secrets.ts';
import { findLiveToken, HOUR_MS, issueToken, markUsed, revokeEverySession, revokeUserTokens } from '../../../platform/auth/tokens.ts';
import { clearFailedLogins } from './login-throttle.ts';
import type { Services } from '../../../platform/services.ts';
import { updateRow } from '../../../platform/store.ts';
import { usersResource } from '../users/users.resource.ts';
import { resetLink, resetPasswordMail } from '../users/user-mails.ts';
import { findUserByEmail, PASSWORD_CHANGED_MARK } from './account.actions.ts';
import { signInRefusal } from './sign-in-refusal.ts';

export const RESET_LINK_TTL_MS = HOUR_MS;

export const RESET_MESSAGES = {
  sent: 'An email has been sent',
  invalidLink: errorMessage('link_invalid'),
  changed: 'Your password has been changed.',
} as const;

/** The same answer whether or not the address is known, so the form cannot be used to list accounts. */
export async function requestPasswordReset(tx: Executor, services: Services, login: string) {
  const user = await findUserByEmail(tx, login);
  if (user?.active) {
    // Only the newest link works: older reset (and first-password) links stop at once.
    await revokeUserTokens(tx, user.id, ['reset']);
    const { raw } = await issueToken(tx, { kind: 'reset', userId: user.id, ttlMs: RESET_LINK_TTL_MS });
    await services.mail.queue(tx, resetPasswordMail(user.email, resetLink(services.config.PUBLIC_URL, raw)));
  }
  return { success: true, message: RESET_MESSAGES.sent };
}

export async function resetPassword(tx: Executor, token: string, password: string, ip: string) {
  const link = await findLiveToken(tx, 'reset', token, true);
  const [user] = link?.user_id ? await tx.select().from(users).where(eq(users.id, link.user_id)).for('update') : [];
  if (!link || !user?.active) return signInRefusal('link_invalid');
  if (!(await markUsed(tx, link.id))) return signInRefusal('link_invalid');
  const ctx = { actor: actorOf(user), ip };
  await updateRow(
    tx,
    ctx,
    usersResource,
    user.id,
    { password_hash: await hashPassword(password) },
    { hooks: false, log: { secretsAs: PASSWORD_CHANGED_MARK } },
  );
  // The owner proved themselves: every address may try again at once.
  await clearFailedLogins(tx, user.email);
  // A reset is what an owner does when someone else may know the password: every session ends,
  // with those it opened as others.
  await revokeEverySession(tx, user.id);
  return { success: true, message: RESET_MESSAGES.changed };
}
