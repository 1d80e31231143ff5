// A new user chooses their own password from a link sent by e-mail (spec 1 §6). The link is a
// reset-kind token so the same /reset_password screen and route serve it.
import type { Executor } from '../../../db/client.ts';
import { fullName } from '../../../platform/auth/guard.ts';
import { HOUR_MS, issueToken } from '../../../platform/auth/tokens.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/registry.ts';
import { resetLink, welcomeMail } from './user-mails.ts';

export const WELCOME_LINK_TTL_MS = 72 * HOUR_MS;

export async function sendWelcomeMail(tx: Executor, ctx: Ctx, user: Row): Promise<void> {
  if (!ctx.services) throw new Error('no services in the request context: cannot send the welcome e-mail');
  const { mail, config } = ctx.services;
  const { raw } = await issueToken(tx, { kind: 'reset', userId: user.id, ttlMs: WELCOME_LINK_TTL_MS });
  await mail.queue(tx, welcomeMail(user.email, fullName(user as any), resetLink(config.PUBLIC_URL, raw)));
}
