// What a write to a line must respect (spec 1 §2.10, §4, §5): its site belongs to its customer, it
// stays on the site of the device it is attached to, its assignee is staff, and every write names
// the user who made it (last_updated_by).
import { eq } from 'drizzle-orm';
import { type CodedMessage, coded } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { lineProviders, lines, sites } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { ArchiveInput, Row } from '../../../platform/registry.ts';
import { closePeriod } from '../records/records.actions.ts';
import { requireCustomer, requireStaffUsers } from '../../crm/customers/customer-refs.ts';
import { detachLine } from './lines.actions.ts';

export const MOVE_ATTACHED = 'Detach the line from its device before moving it to another site.';
export const SITE_OF_OTHER_CUSTOMER = "The site does not belong to the line's customer.";

const changed = (before: Row | null, data: Row, key: string) => data[key] !== undefined && (before === null || (data[key] ?? null) !== (before[key] ?? null));

export async function checkLineWrite(tx: Executor, before: Row | null, input: Row): Promise<Row> {
  const data = { ...input };
  if (changed(before, data, 'assigned_to_id')) await requireStaffUsers(tx, data, ['assigned_to_id']);
  if (changed(before, data, 'customer_id')) await requireCustomer(tx, data.customer_id);
  if (changed(before, data, 'provider_id') && data.provider_id != null) {
    const [p] = await tx.select({ id: lineProviders.id }).from(lineProviders).where(eq(lineProviders.id, data.provider_id));
    if (!p) throw badRequest('Line provider not found.', { provider_id: 'No line provider with this id.' });
  }
  if (changed(before, data, 'site_id') && before?.device_id) throw badRequest(MOVE_ATTACHED, { site_id: MOVE_ATTACHED });
  const siteId = data.site_id !== undefined ? data.site_id : before?.site_id;
  if (siteId != null && (changed(before, data, 'site_id') || changed(before, data, 'customer_id'))) {
    const [site] = await tx.select({ customer_id: sites.customer_id }).from(sites).where(eq(sites.id, siteId));
    if (!site) throw badRequest('Site not found.', { site_id: 'No site with this id.' });
    const customerId = data.customer_id !== undefined ? data.customer_id : before?.customer_id;
    // A line created at a site without naming the customer takes the site's customer.
    if (customerId == null && site.customer_id != null && data.customer_id === undefined) data.customer_id = site.customer_id;
    else if (customerId != null && site.customer_id != null && customerId !== site.customer_id) {
      throw badRequest(SITE_OF_OTHER_CUSTOMER, { site_id: SITE_OF_OTHER_CUSTOMER });
    }
  }
  return data;
}

/** Who wrote: in an impersonated session, the staff member behind it (as in the activity log). */
export const writerOf = (ctx: Ctx): string | null => ctx.actor?.impersonator?.email ?? ctx.actor?.email ?? (ctx.bySystem ? 'system' : null);

/** Names the writer, but only on a write that changes something: a form saved unchanged stays unlogged. */
export function stampWriter(ctx: Ctx, before: Row | null, data: Row): Row {
  const writer = writerOf(ctx);
  if (!writer) return data;
  if (before && !Object.keys(data).some((k) => changed(before, data, k))) return data;
  return { ...data, last_updated_by: writer };
}

/** The line archive form's detach box is on by default (spec 1 §2.10): archiving detaches first. */
export async function archiveLine(tx: Executor, ctx: Ctx, row: Row, input: ArchiveInput): Promise<CodedMessage | void> {
  const detach = !(input.detach === false || input.detach === 'false' || input.detach === '0');
  if (row.device_id) {
    if (!detach) return coded('line_attached_archive');
    await detachLine(tx, ctx, row.id, { reason: input.archived_reason ?? 'archived' });
  }
  await closePeriod(tx, ctx, 'line', row.id);
  const writer = writerOf(ctx);
  if (writer) await tx.update(lines).set({ last_updated_by: writer }).where(eq(lines.id, row.id));
}
