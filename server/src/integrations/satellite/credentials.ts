// The Starlink credentials of the configuration. A v2 credential (a "V2 service account") is bound to
// exactly one Starlink account, so serving several accounts takes several credentials:
// STARLINK_CLIENT_ID / STARLINK_CLIENT_SECRET for one, and STARLINK_CREDENTIALS for more, as
// `clientId:clientSecret` pairs separated by commas (the secret is everything after the first colon).
// The client learns which account each one serves from the provider (GET public/v2/account).
import type { Config } from '../../config.ts';
import type { StarlinkCredential } from './client.ts';

/** The pairs of a STARLINK_CREDENTIALS value, or null when one of them is not `id:secret`. */
export function parseCredentialList(text: string): StarlinkCredential[] | null {
  const out: StarlinkCredential[] = [];
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const colon = part.indexOf(':');
    if (colon <= 0 || colon === part.length - 1) return null;
    out.push({ clientId: part.slice(0, colon).trim(), clientSecret: part.slice(colon + 1).trim() });
  }
  return out;
}

type StarlinkConfig = Pick<Config, 'STARLINK_CLIENT_ID' | 'STARLINK_CLIENT_SECRET' | 'STARLINK_CREDENTIALS'>;

/** Every configured credential, the single pair first; the same client id is kept once. */
export function starlinkCredentials(config: StarlinkConfig): StarlinkCredential[] {
  const all = [
    ...(config.STARLINK_CLIENT_ID && config.STARLINK_CLIENT_SECRET ? [{ clientId: config.STARLINK_CLIENT_ID, clientSecret: config.STARLINK_CLIENT_SECRET }] : []),
    ...(config.STARLINK_CREDENTIALS ? (parseCredentialList(config.STARLINK_CREDENTIALS) ?? []) : []),
  ];
  return all.filter((c, i) => all.findIndex((d) => d.clientId === c.clientId) === i);
}
