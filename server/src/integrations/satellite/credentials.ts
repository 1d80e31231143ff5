// The Starlink credentials of the configuration. A v2 credential (a "V2 service account") is bound to
// exactly one Starlink account, so serving several accounts takes several credentials:
// STARLINK_CLIENT_ID / STARLINK_CLIENT_SECRET for one, and STARLINK_CREDENTIALS for more, as
// `clientId:clientSecret` pairs separated by commas (the secret is everything after the first colon).
// The client learns which account each one serves from the provider (GET public/v2/account).
import { parseCredentialList, type Config } from '../../config.ts';
import type { StarlinkCredential } from './client.ts';

// The parser belongs to config.ts (the configuration imports no integration); named here too for the
// callers that read credentials from this file.
export { parseCredentialList };

type StarlinkConfig = Pick<Config, 'STARLINK_CLIENT_ID' | 'STARLINK_CLIENT_SECRET' | 'STARLINK_CREDENTIALS'>;

/** Every configured credential, the single pair first; the same client id is kept once. */
export function starlinkCredentials(config: StarlinkConfig): StarlinkCredential[] {
  const all = [
    ...(config.STARLINK_CLIENT_ID && config.STARLINK_CLIENT_SECRET
      ? [{ clientId: config.STARLINK_CLIENT_ID, clientSecret: config.STARLINK_CLIENT_SECRET }]
      : []),
    ...(config.STARLINK_CREDENTIALS ? (parseCredentialList(config.STARLINK_CREDENTIALS) ?? []) : []),
  ];
  return all.filter((c, i) => all.findIndex((d) => d.clientId === c.clientId) === i);
}
