// A new user chooses their own password from a link sent by e-mail (spec 1 §6). The link is a
// reset-kind token so the same /reset_password screen and route serve it.
//
// Resource hooks receive only (tx, ctx, ...), so the mailer and the public URL are bound here when
// the users routes are registered. One application per process is the deployment model; in a
// process with several applications the last one registered provides the link's base URL.
import type { Executor } from '../../db/client.ts';
import { fullName } from '../../platform/auth/guard.ts';
import { HOUR_MS, issueToken } from '../../platform/auth/tokens.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { Row } from '../../platform/registry.ts';
import type { Services } from '../../platform/services.ts';
import { resetLink, welcomeMail } from './user-mails.ts';

export const WELCOME_LINK_TTL_MS = 72 * HOUR_MS;

let bound: { mail: Mailer; publicUrl: string } | null = null;

export function bindWelcomeMail(services: Services) {
  bound = { mail: services.mail, publicUrl: services.config.PUBLIC_URL };
}

export async function sendWelcomeMail(tx: Executor, user: Row): Promise<void> {
  if (!bound) throw new Error('users routes are not registered: no mailer for the welcome e-mail');
  const { raw } = await issueToken(tx, { kind: 'reset', userId: user.id, ttlMs: WELCOME_LINK_TTL_MS });
  await bound.mail.queue(tx, welcomeMail(user.email, fullName(user as any), resetLink(bound.publicUrl, raw)));
}
