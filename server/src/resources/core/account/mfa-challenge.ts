// The second factor (spec 1 §4 Session): a correct password on an MFA account yields an ephemeral
// token and a six-digit code sent by e-mail or SMS; the code, with that token, yields the session.
import { errorMessage } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { authTokens, users } from '../../../db/schema/index.ts';
import { newCode, newToken, safeEqual, sha256 } from '../../../platform/auth/secrets.ts';
import { findLiveToken, issueToken, markUsed, MINUTE_MS, revokeUserTokens } from '../../../platform/auth/tokens.ts';
import type { Services } from '../../../platform/services.ts';
import { mfaCodeMail, mfaCodeText } from '../users/user-mails.ts';
import { recordAccess } from '../../../platform/access-trail.ts';
import { signInRefusal } from './sign-in-refusal.ts';

export const MFA_CODE_TTL_MS = 10 * MINUTE_MS;
export const MFA_MAX_ATTEMPTS = 5;

export const MFA_MESSAGES = {
  sent: 'A code has been sent.',
  resent: 'A new code has been sent.',
  invalid: errorMessage('mfa_code_invalid'),
  expired: errorMessage('mfa_code_expired'),
} as const;

export type MfaMethod = 'email' | 'sms';
type UserRow = typeof users.$inferSelect;

/** An SMS leaves the building: it is sent after the transaction commits, never inside it. */
export interface SmsToSend {
  to: string;
  text: string;
}

export interface CodeDispatch {
  method_name: MfaMethod;
  sms: SmsToSend | null;
}

// Bound to the ephemeral token so a leaked table row alone cannot be matched against the 10^6 codes.
const codeHash = (ephemeral: string, code: string) => sha256(`${ephemeral}:${code}`);

/** SMS when the user chose it and has a phone number; e-mail otherwise, so nobody is left without a code. */
const methodOf = (user: UserRow): MfaMethod => (user.mfa_method === 'sms' && user.phone?.trim() ? 'sms' : 'email');

async function dispatch(tx: Executor, services: Services, user: UserRow, code: string): Promise<CodeDispatch> {
  const method_name = methodOf(user);
  if (method_name === 'sms') return { method_name, sms: { to: user.phone!.trim(), text: mfaCodeText(code) } };
  await services.mail.queue(tx, mfaCodeMail(user.email, code));
  return { method_name, sms: null };
}

/** Opens a challenge (any earlier one of the user is dropped) and sends its code. */
export async function startChallenge(tx: Executor, services: Services, user: UserRow) {
  await revokeUserTokens(tx, user.id, ['mfa']);
  const ephemeral = newToken();
  const code = newCode();
  await issueToken(tx, { kind: 'mfa', raw: ephemeral, userId: user.id, ttlMs: MFA_CODE_TTL_MS, codeHash: codeHash(ephemeral, code) });
  return { ephemeral_token: ephemeral, ...(await dispatch(tx, services, user, code)) };
}

/** A live challenge and its user, or null when it is unknown, used, expired, exhausted or no longer applies. */
async function liveChallenge(tx: Executor, ephemeral: string) {
  const challenge = await findLiveToken(tx, 'mfa', ephemeral, true);
  if (!challenge?.user_id || challenge.attempts >= MFA_MAX_ATTEMPTS) return null;
  const [user] = await tx.select().from(users).where(eq(users.id, challenge.user_id)).limit(1);
  if (!user?.mfa_enabled) return null;
  return { challenge, user };
}

export type DispatchOutcome =
  | { success: true; message: string; method_name: MfaMethod; sms: SmsToSend | null }
  | (ReturnType<typeof signInRefusal> & { sms: null });

/** Replaces the code of a live challenge (the previous code stops working) and sends it again. */
export async function redispatchCode(tx: Executor, services: Services, ephemeral: string): Promise<DispatchOutcome> {
  const live = await liveChallenge(tx, ephemeral);
  if (!live) return { ...signInRefusal('mfa_code_expired'), sms: null };
  const code = newCode();
  // Wrong attempts are not forgiven by a resend: the cap covers the whole challenge.
  await tx
    .update(authTokens)
    .set({ code_hash: codeHash(ephemeral, code), expires_at: new Date(Date.now() + MFA_CODE_TTL_MS) })
    .where(eq(authTokens.id, live.challenge.id));
  return { success: true, message: MFA_MESSAGES.resent, ...(await dispatch(tx, services, live.user, code)) };
}

export type ConfirmOutcome = { ok: true; user: UserRow } | { ok: false; code: 'mfa_code_invalid' | 'mfa_code_expired' };

/** Checks a code; a right one consumes the challenge, a wrong one counts against it. */
export async function confirmChallenge(tx: Executor, ephemeral: string, code: string): Promise<ConfirmOutcome> {
  const live = await liveChallenge(tx, ephemeral);
  if (!live) return { ok: false, code: 'mfa_code_expired' };
  const { challenge, user } = live;
  if (!challenge.code_hash || !safeEqual(codeHash(ephemeral, code), challenge.code_hash)) {
    await recordAccess(tx, { kind: 'mfa_failed', userId: user.id, email: user.email, details: { attempt: challenge.attempts + 1 } });
    await tx
      .update(authTokens)
      .set({ attempts: challenge.attempts + 1 })
      .where(eq(authTokens.id, challenge.id));
    return { ok: false, code: 'mfa_code_invalid' };
  }
  if (!(await markUsed(tx, challenge.id))) return { ok: false, code: 'mfa_code_expired' };
  return { ok: true, user };
}
