// Impersonation links carry a signed secret: the signature lets redemption turn away forged or
// tampered links before touching the database, and the stored hash makes each link single-use.
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from './secrets.ts';

/**
 * Without a configured secret, one per process: links then only work on the process that made them, so
 * several processes must share IMPERSONATION_SECRET (decision 0077; an error is logged at start on a
 * database server without it).
 */
let processSecret: string | null = null;
export function impersonationSecret(configured: string | undefined): string {
  if (configured) return configured;
  processSecret ??= randomBytes(32).toString('base64url');
  return processSecret;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** `<nonce>.<expiry ms>.<signature>`: URL-safe, opaque, bound to its expiry. */
export function signImpersonationToken(secret: string, expiresAt: Date): string {
  const payload = `${randomBytes(24).toString('base64url')}.${expiresAt.getTime()}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** True when the token was signed with this secret and has not expired yet. */
export function verifyImpersonationToken(secret: string, token: string, now = Date.now()): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [nonce, expiry, signature] = parts;
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(nonce) || !/^\d{1,15}$/.test(expiry)) return false;
  if (!safeEqual(sign(secret, `${nonce}.${expiry}`), signature)) return false;
  return Number(expiry) > now;
}
