// Subnets in the global search (decision 0078). A subnet is no record of its own: it is the `subnet`
// text its IPs carry ("185.54.216.0/27"), so a result names the subnet and links to the IP list
// filtered by it (its available ones, as the list opens). An IP typed ("185.54.216.9") finds the subnets that contain it: its network at every
// prefix length, spelled as the IPs' subnets are ("network/prefix"), looked up by equality through the
// btree index on ips.subnet (33 keys for IPv4, 129 for IPv6); a subnet typed is found as it is spelled.
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { ips } from '../../../db/schema/index.ts';
import { formatIp, maxPrefix, parseIp } from '../../inventory/ips/ip-ranges.ts';
import { SEARCH_PER_TYPE } from './search-sources.ts';
import type { SearchHit } from './search.actions.ts';

/** The networks containing the address (or the block typed), narrowest first, as "network/prefix". */
export function containingSubnets(term: string): string[] {
  const [text, typedPrefix] = term.split('/');
  const ip = parseIp(text);
  if (!ip) return [];
  const max = maxPrefix(ip.family);
  const top = typedPrefix === undefined ? max : Number(typedPrefix);
  if (!Number.isInteger(top) || top < 0 || top > max) return [];
  const out: string[] = [];
  for (let prefix = top; prefix >= 0; prefix -= 1) {
    const host = BigInt(max - prefix);
    const network = (ip.value >> host) << host;
    out.push(`${formatIp({ family: ip.family, value: network })}/${prefix}`);
  }
  return out;
}

/** The subnets holding the term's address, narrowest first; nothing when the term is no address. */
export async function searchSubnets(db: Db, term: string): Promise<SearchHit[]> {
  const candidates = containingSubnets(term.trim());
  if (candidates.length === 0) return [];
  const rows = await db
    .select({ subnet: sql<string>`${ips.subnet}`, notes: sql<string | null>`max(${ips.subnet_notes})` })
    .from(ips)
    .where(and(inArray(ips.subnet, candidates), isNull(ips.archived_at)))
    .groupBy(ips.subnet);
  return rows
    .sort((a, b) => candidates.indexOf(a.subnet) - candidates.indexOf(b.subnet))
    .slice(0, SEARCH_PER_TYPE)
    .map((r) => ({
      resource: 'ips',
      kind: 'subnets',
      id: r.subnet,
      label: r.subnet,
      description: r.notes || null,
      filter: { subnet: r.subnet, available: true },
    }));
}
