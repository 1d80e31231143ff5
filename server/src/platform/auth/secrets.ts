// Random secrets for clients, stored only as hashes; argon2id for passwords.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A six-digit second-factor code. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1: the OWASP baseline).
export const hashPassword = (password: string) => hash(password);
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A strong password for the first admin when none is configured. */
export const generatePassword = () => randomBytes(18).toString('base64url');
