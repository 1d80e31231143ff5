// Where the console may send a controller server's credentials (decisions 0068, 0080). The URL is
// checked when it is written (resources/inventory/servers/outbound-address.ts: http(s), never a
// link-local address or a cloud metadata service), but a name is not an address: `meta.example.com`
// may resolve to 169.254.169.254. So before each call the host is resolved and every address it
// resolves to is checked against the same list; a blocked one fails the call before any connection
// is made. Private and loopback addresses stay allowed, as at write time: controllers run on premises.
// A name whose answer changes between this lookup and the connection's own (a DNS rebinding with a
// very short TTL) is caught by the connection: calls go through `guardedDispatcher`, an undici Agent
// (the same version as Node's own fetch) whose lookup checks the addresses it is about to connect to.
import { type LookupAddress, type LookupOptions, lookup as dnsCallbackLookup } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { Agent } from 'undici';
import { IntegrationError } from './http.ts';

const blocked = new BlockList();
blocked.addSubnet('169.254.0.0', 16, 'ipv4'); // IPv4 link-local: AWS, GCP, Azure, OpenStack metadata
blocked.addSubnet('fe80::', 10, 'ipv6'); // IPv6 link-local
blocked.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6
blocked.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata
blocked.addAddress('192.0.0.192', 'ipv4'); // Oracle Cloud metadata
const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal']);

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d) is checked as the IPv4 address it is. */
const mapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** True for a host (name or address, IPv6 with or without brackets) the console must never call. */
export function isBlockedHost(host: string): boolean {
  const h = mapped(
    host
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, ''),
  );
  if (METADATA_NAMES.has(h)) return true;
  const kind = isIP(h);
  return kind !== 0 && blocked.check(h, kind === 4 ? 'ipv4' : 'ipv6');
}

export type Lookup = (hostname: string) => Promise<{ address: string }[]>;
const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Resolves the URL's host and refuses (IntegrationError of `system`, no connection made) when the name
 * or any address it resolves to is blocked. A name that does not resolve is left to the call, which
 * fails with its own "unreachable".
 */
export async function assertOutboundHost(system: string, url: URL, lookup: Lookup = systemLookup): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isBlockedHost(host)) throw new IntegrationError(system, `the host ${host} is link-local or a cloud metadata service: not called`);
  if (isIP(host)) return;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host);
  } catch {
    return;
  }
  const bad = addresses.find((a) => isBlockedHost(a.address));
  if (bad) throw new IntegrationError(system, `the host ${host} resolves to ${bad.address}, link-local or a cloud metadata service: not called`);
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
/** The resolver a connection uses (node:dns lookup's callback form; tests give their own). */
export type ConnectLookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

/** A lookup for the connection itself that fails on a blocked address, so no socket is opened to it. */
export function guardedLookup(resolve: ConnectLookup = dnsCallbackLookup as unknown as ConnectLookup): ConnectLookup {
  return (hostname, options, callback) =>
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, options.all ? [] : '');
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => isBlockedHost(a.address));
      if (bad) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to ${bad.address}, link-local or a cloud metadata service: not called`);
        refused.code = 'EBLOCKEDHOST';
        return callback(refused, options.all ? [] : '');
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} did not resolve`), { code: 'ENOTFOUND' }), '');
      callback(null, first.address, first.family);
    });
}

/** An HTTP agent whose connections are checked by `guardedLookup` (pass as fetch's `dispatcher`). */
export const guardedDispatcher = (resolve?: ConnectLookup) => new Agent({ connect: { lookup: guardedLookup(resolve) as never } });
