// IP actions: bulk create from addresses, CIDR blocks and ranges (with a dry run), and storing the
// result of a ping (the ping itself runs outside any transaction: it can take seconds).
import { inArray } from 'drizzle-orm';
import { IP_BULK_MAX } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { ips } from '../../../db/schema/index.ts';
import { insertLoggedRows } from '../../../platform/bulk-insert.ts';
import type { Ctx } from '../../../platform/context.ts';
import { appError, badRequest } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { findRow, updateRow } from '../../../platform/store.ts';
import type { PingResult } from '../../../integrations/ping/index.ts';
import { requireCustomer } from '../../crm/customers/customer-refs.ts';
import { openPeriod } from '../records/records.actions.ts';
import { canonicalAddresses } from './ip-fields.ts';
import { expandLine, IpListError, maxPrefix, parseIp } from './ip-ranges.ts';
import { ipsResource } from './ips.resource.ts';

export interface BulkCreateAnswer {
  success: true;
  dry: boolean;
  created: string[];
  existing: string[];
  count_created: number;
  count_existing: number;
}

interface Planned {
  address: string;
  block?: { subnet: string; prefix: number };
}

/** The form's list: one address, CIDR block or range per line (commas and semicolons also separate). */
export function planAddresses(text: string): Planned[] {
  const planned: Planned[] = [];
  const seen = new Set<string>();
  for (const line of text
    .split(/[\r\n,;]+/)
    .map((l) => l.trim())
    .filter(Boolean)) {
    let expansion: ReturnType<typeof expandLine>;
    try {
      expansion = expandLine(line, IP_BULK_MAX);
    } catch (err) {
      if (err instanceof IpListError) throw badRequest(err.message, { addresses: err.message });
      throw err;
    }
    for (const address of expansion.addresses) {
      if (seen.has(address)) continue;
      seen.add(address);
      planned.push({ address, block: expansion.block });
    }
    if (planned.length > IP_BULK_MAX) {
      const message = `At most ${IP_BULK_MAX} addresses at once.`;
      throw badRequest(message, { addresses: message });
    }
  }
  if (planned.length === 0) throw badRequest('Give at least one address.', { addresses: 'One address, block or range per line.' });
  return planned;
}

const chunks = <T>(xs: T[], size: number): T[][] => Array.from({ length: Math.ceil(xs.length / size) }, (_, i) => xs.slice(i * size, (i + 1) * size));

export async function bulkCreateIps(tx: Executor, ctx: Ctx, input: Row & { addresses: string; dry?: boolean }): Promise<BulkCreateAnswer> {
  const { addresses, dry = false, ...given } = input;
  const shared = canonicalAddresses(given);
  const planned = planAddresses(addresses);
  if (shared.cidr != null) {
    for (const { address } of planned) {
      const family = parseIp(address)!.family;
      if (shared.cidr > maxPrefix(family))
        throw badRequest(`The prefix of an IPv${family} address is 0 to ${maxPrefix(family)}.`, { cidr: `0 to ${maxPrefix(family)}.` });
    }
  }
  await requireCustomer(tx, shared.customer_id);
  const taken = new Set<string>();
  for (const part of chunks(
    planned.map((p) => p.address),
    1000,
  )) {
    for (const r of await tx.select({ address: ips.address }).from(ips).where(inArray(ips.address, part))) taken.add(r.address);
  }
  const fresh = planned.filter((p) => !taken.has(p.address));
  const answer = (created: string[], existing: string[]): BulkCreateAnswer => ({
    success: true,
    dry,
    created,
    existing,
    count_created: created.length,
    count_existing: existing.length,
  });
  if (dry)
    return answer(
      fresh.map((p) => p.address),
      [...taken],
    );

  const defined = Object.fromEntries(Object.entries(shared).filter(([, v]) => v !== undefined));
  const values = fresh.map((p) => ({
    subnet: p.block?.subnet ?? null,
    cidr: p.block?.prefix ?? maxPrefix(parseIp(p.address)!.family),
    ...defined,
    address: p.address,
  }));
  // A concurrent create of the same address wins; this one then counts it as existing.
  const inserted = await insertLoggedRows(tx, ctx, ipsResource, values, async (row) => {
    if (row.device_id)
      await openPeriod(tx, ctx, { objectType: 'ip', objectId: row.id, action: 'attach', customerId: row.customer_id, deviceId: row.device_id });
  });
  const created = inserted.map((r) => r.address as string);
  const createdSet = new Set(created);
  return answer(
    created,
    planned.map((p) => p.address).filter((a) => !createdSet.has(a)),
  );
}

/** Stores a ping: its time and round trips, or null round trips when the address did not answer. */
export async function recordPing(tx: Executor, ctx: Ctx, ipId: number, result: PingResult | null): Promise<Row> {
  return updateRow(tx, ctx, ipsResource, ipId, { last_ping_at: new Date(), last_ping_result: result });
}

export const IP_ASSIGN_MESSAGES = {
  notFound: 'IP not found.',
  notAvailable: 'The IP is not available.',
} as const;

/**
 * Hands an available IP to a customer (the provisioning of an SDIP service): it is no longer
 * available. Refusals throw; the caller's transaction rolls back.
 */
export async function assignIp(tx: Executor, ctx: Ctx, ipId: number, input: { customer_id: number | null }): Promise<Row> {
  const ip = await findRow(tx, ipsResource, ipId, true);
  if (!ip) throw badRequest(IP_ASSIGN_MESSAGES.notFound, { ip_id: 'No IP with this id.' });
  if (ip.archived_at || !ip.available) throw appError('ip_not_available');
  return updateRow(tx, ctx, ipsResource, ipId, { available: false, customer_id: input.customer_id ?? ip.customer_id });
}
