// One tracking code, one customer (issue 25). The delivery note of a code (GET /packages/delivery_notes/
// {code}.pdf) names one customer and one address, so Ship refuses a code that another customer's items
// already carry, and one bulk ship may not put several customers' items under its code. Services and
// package lines share the rule (a package's hardware and its services leave in one parcel), so the
// check reads both tables, as the delivery note does.
//
// Check and write must not race: two ships of two customers under one new code would both find it
// free. Every ship under a code first takes a transaction advisory lock on that code (no migration,
// no unique constraint possible: many items of one customer share a code), so they queue and the
// second one's check, a new statement under READ COMMITTED, sees what the first committed. The lock
// is taken before the items' rows on every ship path: one lock order, no deadlock between them.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { appError } from '../../../platform/errors.ts';

export const TRACKING_CODE_MESSAGES = {
  usedByOther: (code: string, customer: string) =>
    `The tracking code ${code} is already used for another customer (${customer}): one tracking code is one customer's shipment.`,
  mixedCustomers: (code: string, customers: string[]) =>
    `The items belong to ${customers.length} customers (${customers.join(', ')}): ship each customer's items under its own tracking code, not all under ${code}.`,
} as const;

export type ShippedKind = 'services' | 'package_lines';

/** The code a ship writes: trimmed, null when empty (as the ship actions store it). */
export const shippedCode = (code: string | null | undefined): string | null => code?.trim() || null;

/** Locks the tracking code until the transaction ends; ships under the same code queue here. Re-entrant. */
export async function lockTrackingCode(tx: Executor, code: string | null): Promise<void> {
  if (!code) return;
  // The two-key form keeps these locks apart from the single-key ones of other features.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shipping_tracking_code'), hashtext(${code}::text))`);
}

/**
 * Refuses (409) to ship the items `ids` of `kind` under `code` when they belong to several customers,
 * or when live items of another customer already carry the code. An item's customer is its own,
 * else its package's. Takes the code's lock (a no-op when the caller already holds it).
 */
export async function claimTrackingCode(tx: Executor, code: string | null, kind: ShippedKind, ids: number[]): Promise<void> {
  if (!code || ids.length === 0) return;
  await lockTrackingCode(tx, code);
  const idList = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const mine = rowsOf(
    await tx.execute(sql`
      select distinct c.id, c.name from ${sql.identifier(kind)} i
      left join packages p on p.id = i.package_id
      join customers c on c.id = coalesce(i.customer_id, p.customer_id)
      where i.id in (${idList})
      order by c.name, c.id`),
  );
  if (mine.length > 1) throw appError('tracking_code_mixed', { count: mine.length, customers: mine.map((r) => String(r.name)).join(', '), code });
  if (mine.length === 0) return;
  const [other] = rowsOf(
    await tx.execute(sql`
      select c.name from (
        select customer_id, package_id from services where shipping_tracking_code = ${code} and archived_at is null
        union all
        select customer_id, package_id from package_lines where shipping_tracking_code = ${code} and archived_at is null
      ) i
      left join packages p on p.id = i.package_id
      join customers c on c.id = coalesce(i.customer_id, p.customer_id)
      where c.id <> ${mine[0].id}
      order by c.name
      limit 1`),
  );
  if (other) throw appError('tracking_code_used', { code, customer: String(other.name) });
}
