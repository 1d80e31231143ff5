// Sign-in, sign-out and the signed-in user's own settings (spec 1 §4 Session, §7.1; spec 3 Account).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { errorMessage } from '@console/contract';
import type { Db, Executor } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { impersonatorOf, recordAccess } from '../../../platform/access-trail.ts';
import { actorOf } from '../../../platform/auth/guard.ts';
import { hashPassword, verifyPassword } from '../../../platform/auth/secrets.ts';
import { issueSession, markUsed, pruneExpiredTokens, revokeImpersonationsBy, revokeUserTokens } from '../../../platform/auth/tokens.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest, forbidden, unauthorized } from '../../../platform/errors.ts';
import type { Services } from '../../../platform/services.ts';
import { getRow, updateRow } from '../../../platform/store.ts';
import type { Row } from '../../../platform/registry.ts';
import { assertEmailFree, usersResource } from '../users/users.resource.ts';
import { accountView, sessionUser } from './account-view.ts';
import { confirmFailure, delayAfterFailures, pruneThrottle, recordSuccessfulLogin, reserveAttempt } from './login-throttle.ts';
import { confirmChallenge, startChallenge, type SmsToSend } from './mfa-challenge.ts';
import { type SignInRefusalCode, signInRefusal } from './sign-in-refusal.ts';

export const LOGIN_MESSAGES = {
  success: 'Login successful.',
  invalid: errorMessage('login_invalid'),
  /** One login from one address, after its free failures (decision 0016): the same for every login, known or not. */
  throttled: errorMessage('login_throttled'),
  inactive: errorMessage('account_inactive'),
  mfa: 'A code has been sent.',
} as const;

type UserRow = typeof users.$inferSelect;

export interface LoginOutcome {
  answer: Record<string, unknown>;
  /** How long the route waits before answering (brute-force brake). */
  delayMs: number;
  sms: SmsToSend | null;
}

const refuse = (code: SignInRefusalCode, delayMs = 0): LoginOutcome => ({ answer: signInRefusal(code), delayMs, sms: null });

// Unknown accounts cost the same argon2 verification as known ones, so timing does not tell them apart.
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

async function passwordMatches(user: UserRow | undefined, password: string): Promise<boolean> {
  const stored = user?.password_hash;
  if (!stored) {
    await verifyPassword(await dummy(), password);
    return false;
  }
  return verifyPassword(stored, password);
}

export async function findUserByEmail(exec: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await exec.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`).limit(1);
  return user;
}

export interface SessionOptions {
  ttlHours: number;
  /** The staff member behind an impersonated session: their sign-in, not the user's. */
  impersonatorId?: number;
}

/** The end of every successful sign-in: a session, the login time, an event of the access trail (decision 0084). */
export async function completeLogin(tx: Executor, user: UserRow, ctx: Ctx, opts: SessionOptions) {
  const impersonated = opts.impersonatorId !== undefined;
  if (!impersonated) {
    await tx.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id));
  }
  await pruneExpiredTokens(tx, user.id);
  const session = await issueSession(tx, user.id, opts.ttlHours, opts.impersonatorId ?? null);
  await recordAccess(tx, {
    kind: 'sign_in',
    userId: user.id,
    email: user.email,
    // An impersonated session is opened by the staff member (the ctx's actor), for the user.
    actor: impersonated && ctx.actor ? { id: ctx.actor.id, name: ctx.actor.name } : null,
    ip: ctx.ip ?? null,
    details: impersonated ? { impersonated: true } : { mfa: Boolean(user.mfa_enabled) },
  });
  return { token: session.raw, user: sessionUser(user) };
}

/**
 * Takes the pool rather than a transaction: the password check (argon2, tens of milliseconds) runs
 * outside any transaction, and a failure must be counted (committed) even though the answer is a refusal.
 * An unknown login goes through the same steps as a known one (a dummy hash, a counted failure), so
 * message, status and timing say nothing about which accounts exist (decision 0016).
 */
export async function login(db: Db, services: Services, input: { login: string; password: string }, ip: string): Promise<LoginOutcome> {
  const attempt = await db.transaction((tx) => reserveAttempt(tx, input.login, ip));
  // A waiting (login, address) pair is not even asked for its password: the wait is the point.
  if (!attempt.allowed) {
    await recordAccess(db, { kind: 'sign_in_failed', email: input.login, ip, details: { reason: 'throttled' } });
    return refuse('login_throttled', delayAfterFailures(attempt.failures));
  }
  const user = await findUserByEmail(db, input.login);
  const ok = await passwordMatches(user, input.password);
  if (!user || !ok) {
    const blocked = await db.transaction(async (tx) => {
      await recordAccess(tx, { kind: 'sign_in_failed', userId: user?.id ?? null, email: input.login, ip, details: { reason: 'invalid' } });
      return confirmFailure(tx, input.login, ip, attempt);
    });
    return refuse(blocked ? 'login_throttled' : 'login_invalid', delayAfterFailures(attempt.failures));
  }
  // Only someone who knows the password learns that the account is inactive.
  if (!user.active) {
    await recordAccess(db, { kind: 'sign_in_failed', userId: user.id, email: input.login, ip, details: { reason: 'inactive' } });
    return refuse('account_inactive');
  }

  return db.transaction(async (tx) => {
    const [fresh] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!fresh?.active) return refuse('account_inactive');
    await recordSuccessfulLogin(tx, input.login, ip);
    await pruneThrottle(tx);
    if (fresh.mfa_enabled) {
      const { ephemeral_token, method_name, sms } = await startChallenge(tx, services, fresh);
      await recordAccess(tx, { kind: 'mfa_challenge', userId: fresh.id, email: fresh.email, ip, details: { method: method_name } });
      return { answer: { success: true, ephemeral_token, method_name, message: LOGIN_MESSAGES.mfa }, delayMs: 0, sms };
    }
    const done = await completeLogin(tx, fresh, { actor: actorOf(fresh), ip }, { ttlHours: services.config.TOKEN_TTL_HOURS });
    return { answer: { success: true, message: LOGIN_MESSAGES.success, ...done }, delayMs: 0, sms: null };
  });
}

/** Second step of an MFA sign-in: the code sent at the first step, with its ephemeral token. */
export async function confirmMfaLogin(tx: Executor, services: Services, ephemeral: string, code: string, ip: string) {
  const outcome = await confirmChallenge(tx, ephemeral, code);
  if (!outcome.ok) return signInRefusal(outcome.code);
  // A wrong code is in the trail already (confirmChallenge); the address is known only here.
  if (!outcome.user.active) return signInRefusal('account_inactive');
  const done = await completeLogin(tx, outcome.user, { actor: actorOf(outcome.user), ip }, { ttlHours: services.config.TOKEN_TTL_HOURS });
  return { success: true, message: LOGIN_MESSAGES.success, token: done.token, permissions: done.user.permissions, user: done.user };
}

/** Ends the caller's session; a staff member signing out also ends the sessions they opened as others. */
export async function logout(tx: Executor, ctx: Ctx, tokenId: number | null): Promise<{ success: true }> {
  if (tokenId) await markUsed(tx, tokenId);
  if (ctx.actor && !ctx.actor.impersonator) await revokeImpersonationsBy(tx, ctx.actor.id);
  if (ctx.actor) {
    const impersonator = impersonatorOf(ctx);
    await recordAccess(tx, {
      kind: impersonator ? 'impersonation_end' : 'sign_out',
      userId: ctx.actor.id,
      email: ctx.actor.email,
      actor: impersonator,
      ip: ctx.ip ?? null,
    });
  }
  return { success: true };
}

function selfId(ctx: Ctx): number {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor.id;
}

/**
 * The caller's account. `known` is the users row the session lookup read (request.sessionUser, at most
 * a few seconds old, refreshed after every write under /account or /users): no second read of it.
 */
export async function getAccount(exec: Executor, ctx: Ctx, known?: Row | null) {
  const id = selfId(ctx);
  return accountView(known && known.id === id ? known : await getRow(exec, usersResource, id));
}

export interface AccountInput {
  email: string;
  firstname: string;
  lastname: string;
  password?: string;
  /** Required with `password`: a new password is set only by someone who knows the current one. */
  current_password?: string;
  theme?: string;
  locale?: string;
}

export const ACCOUNT_UPDATED = 'Account updated';

export const CURRENT_PASSWORD_MESSAGES = {
  missing: 'Enter your current password to set a new one.',
  wrong: 'The current password is incorrect.',
} as const;

/** A new password only from someone who knows the current one: 400 on the field otherwise. */
async function assertCurrentPassword(tx: Executor, id: number, given: string | undefined) {
  if (!given) throw badRequest(CURRENT_PASSWORD_MESSAGES.missing, { current_password: CURRENT_PASSWORD_MESSAGES.missing });
  const [row] = await tx.select({ hash: users.password_hash }).from(users).where(eq(users.id, id));
  if (!row?.hash || !(await verifyPassword(row.hash, given))) {
    throw badRequest(CURRENT_PASSWORD_MESSAGES.wrong, { current_password: CURRENT_PASSWORD_MESSAGES.wrong });
  }
}

/** The log shows that the password changed, never a value of it. */
export const PASSWORD_CHANGED_MARK = { password_changed: true } as const;

/** What a staff member acting as a customer may not do to the customer's account (issue 15). */
export const IMPERSONATED_SECURITY_CHANGE = 'An impersonated session cannot change the e-mail, password or security settings of the account.';

export async function updateAccount(tx: Executor, ctx: Ctx, sessionId: number | null, input: AccountInput) {
  const id = selfId(ctx);
  const before = await getRow(tx, usersResource, id, true);
  const emailChanges = input.email.toLowerCase() !== String(before.email).toLowerCase();
  // Otherwise whoever impersonates could take the account over: new e-mail, new password, and keep it.
  if (ctx.actor?.impersonator && (emailChanges || input.password)) throw forbidden(IMPERSONATED_SECURITY_CHANGE);
  if (input.password) await assertCurrentPassword(tx, id, input.current_password);
  if (emailChanges) await assertEmailFree(tx, input.email, id);
  const changes: Partial<UserRow> = {};
  for (const key of ['email', 'firstname', 'lastname', 'theme', 'locale'] as const) {
    const value = input[key];
    if (value !== undefined && value !== before[key]) changes[key] = value;
  }
  if (input.password) {
    changes.password_hash = await hashPassword(input.password);
    // Whoever else holds a session of this account (a stolen token) is signed out, with the sessions
    // it opened as others; the caller stays.
    await revokeUserTokens(tx, id, ['session', 'mfa', 'reset'], sessionId);
    await revokeImpersonationsBy(tx, id);
  }
  // No hooks: they guard what a user manager may do to other accounts; the rules of one's own account are above.
  const after = await updateRow(tx, ctx, usersResource, id, changes, { hooks: false, log: { secretsAs: PASSWORD_CHANGED_MARK } });
  // Theme and language are a person's own settings: the access trail, not the activity log (decision 0084).
  const preferences = Object.fromEntries(
    (['theme', 'locale'] as const).filter((k) => changes[k] !== undefined).map((k) => [k, { from: before[k] ?? null, to: changes[k] }]),
  );
  if (Object.keys(preferences).length) {
    await recordAccess(tx, { kind: 'preferences', userId: id, email: after.email, actor: impersonatorOf(ctx), ip: ctx.ip ?? null, details: preferences });
  }
  return { success: true, message: ACCOUNT_UPDATED, ...accountView(after) };
}
