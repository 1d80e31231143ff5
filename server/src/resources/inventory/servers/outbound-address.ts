// Where a controller server's URL may point (decision 0068). The console calls that URL with the
// server's stored credentials, so it is checked when it is written: http or https only, and never a
// link-local address or a cloud metadata service (169.254.169.254 and its kin), whose answers carry
// the host's own credentials. Private and loopback addresses stay allowed: controllers run on premises.
// The host is read by the WHATWG URL parser, so 2852039166, 0xa9.0xfe.0xa9.0xfe and
// [::ffff:169.254.169.254] are recognised as 169.254.169.254. A name that resolves to such an address
// is not caught here (no DNS at write time): the controller client resolves it before each call and
// refuses it then (integrations/outbound-guard.ts, decision 0080), with the same list.
import { isIP } from 'node:net';
import { isBlockedHost } from '../../../integrations/outbound-guard.ts';

export const OUTBOUND_MESSAGES = {
  scheme: 'A URL starting with http:// or https://.',
  blocked: 'This address is link-local or a cloud metadata service: the console does not call it.',
} as const;

/** Why the console must not call this URL, or null. */
export function outboundUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return OUTBOUND_MESSAGES.scheme;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return OUTBOUND_MESSAGES.scheme;
  return isBlockedHost(url.hostname) ? OUTBOUND_MESSAGES.blocked : null;
}

/** A host field (hostname, api_hostname): a bare name or address (IPv6 bare or bracketed, a port allowed), or a URL. */
export function hostProblem(value: string): string | null {
  const v = value.trim();
  const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `http://${v.includes(':') && !v.startsWith('[') && isIP(v) === 6 ? `[${v}]` : v}/`;
  // The URL parser reads a bare number or hex form as the address it means.
  const host = URL.canParse(url) ? new URL(url).hostname : v;
  return isBlockedHost(v) || isBlockedHost(host) ? OUTBOUND_MESSAGES.blocked : null;
}
