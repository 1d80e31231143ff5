// IP address parsing for the IPs resource: validation, one canonical spelling per address (so the
// unique index sees 2001:DB8::1 and 2001:db8:0::1 as the same), and the expansion of the bulk
// create's lines (an address, a CIDR block, or a first-last range) into addresses.
import { isIP } from 'node:net';

export type Family = 4 | 6;
export interface Ip {
  family: Family;
  value: bigint;
}

const BITS: Record<Family, number> = { 4: 32, 6: 128 };

export function parseIp(text: string): Ip | null {
  const s = text.trim();
  const family = isIP(s) as 0 | Family;
  if (family === 4) return { family, value: s.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n) };
  if (family !== 6 || s.includes('%')) return null;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  let head = s;
  const embedded: string[] = [];
  if (tail) {
    // An IPv4 tail (::ffff:192.0.2.1) is the last two groups.
    const v4 = parseIp(tail[1])!.value;
    embedded.push(((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16));
    head = s.slice(0, -tail[1].length).replace(/:$/, ':') || '';
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const [left, right] = head.split('::');
  const l = left ? left.split(':') : [];
  const r = right !== undefined ? (right ? right.split(':') : []) : [];
  const missing = 8 - embedded.length - l.length - r.length;
  const groups = head.includes('::') ? [...l, ...Array(missing).fill('0'), ...r, ...embedded] : [...l, ...embedded];
  if (groups.length !== 8) return null;
  return { family: 6, value: groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g || '0', 16)), 0n) };
}

/** Dotted quad, or RFC 5952 IPv6 (lower case, longest run of zero groups as ::). */
export function formatIp({ family, value }: Ip): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt((7 - i) * 16)) & 0xffffn));
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
}

/** The canonical spelling of an IP address, or null if it is not one. */
export const canonicalIp = (text: string): string | null => {
  const ip = parseIp(text);
  return ip ? formatIp(ip) : null;
};

export const maxPrefix = (family: Family) => BITS[family];

export interface Expansion {
  addresses: string[];
  /** For a CIDR block: its network and prefix, the default subnet and cidr of its addresses. */
  block?: { subnet: string; prefix: number };
}

export class IpListError extends Error {}

/**
 * One line of the bulk form. A CIDR block yields its host addresses (network and broadcast left out
 * of IPv4 blocks larger than /31); a range "first-last" yields both ends and everything between.
 * `limit` stops runaway blocks before anything is allocated.
 */
export function expandLine(line: string, limit: number): Expansion {
  const s = line.trim();
  const cidr = /^([^/\s]+)\/(\d{1,3})$/.exec(s);
  if (cidr) {
    const ip = parseIp(cidr[1]);
    const prefix = Number(cidr[2]);
    if (!ip) throw new IpListError(`${cidr[1]} is not an IP address.`);
    const bits = BITS[ip.family];
    if (prefix > bits) throw new IpListError(`/${prefix} is not a prefix of an IPv${ip.family} block.`);
    const size = 1n << BigInt(bits - prefix);
    const network = (ip.value >> BigInt(bits - prefix)) << BigInt(bits - prefix);
    const skipEnds = ip.family === 4 && prefix < 31;
    const count = skipEnds ? size - 2n : size;
    if (count > BigInt(limit)) throw new IpListError(`${s} has ${count} addresses; at most ${limit} at once.`);
    const first = skipEnds ? network + 1n : network;
    const addresses = Array.from({ length: Number(count) }, (_, i) => formatIp({ family: ip.family, value: first + BigInt(i) }));
    return { addresses, block: { subnet: `${formatIp({ family: ip.family, value: network })}/${prefix}`, prefix } };
  }
  const range = /^([^\s-]+)\s*-\s*([^\s-]+)$/.exec(s);
  if (range) {
    const a = parseIp(range[1]);
    const b = parseIp(range[2]);
    if (!a) throw new IpListError(`${range[1]} is not an IP address.`);
    if (!b) throw new IpListError(`${range[2]} is not an IP address.`);
    if (a.family !== b.family) throw new IpListError(`${s} mixes IPv4 and IPv6.`);
    if (b.value < a.value) throw new IpListError(`${s} ends before it starts.`);
    const count = b.value - a.value + 1n;
    if (count > BigInt(limit)) throw new IpListError(`${s} has ${count} addresses; at most ${limit} at once.`);
    return { addresses: Array.from({ length: Number(count) }, (_, i) => formatIp({ family: a.family, value: a.value + BigInt(i) })) };
  }
  const one = canonicalIp(s);
  if (!one) throw new IpListError(`${s.slice(0, 60)} is not an IP address, a CIDR block or a range.`);
  return { addresses: [one] };
}
