// Usage periods (Ops History): opened and closed by the actions that attach, detach, move, deploy,
// archive and return things (DESIGN rule 5). Other resources call these inside their transaction.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { records } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';

export type RecordObjectType = 'device' | 'simcard' | 'line' | 'product_item' | 'ip';

export interface PeriodInput {
  objectType: RecordObjectType;
  objectId: number;
  /** What started the period: attach, deploy, move, unarchive, create... */
  action: string;
  customerId?: number | null;
  siteId?: number | null;
  /** The device a SIM, line or IP is attached to (the record's target device). */
  deviceId?: number | null;
  simId?: number | null;
  lineId?: number | null;
  productItemId?: number | null;
  comment?: string | null;
  at?: Date;
}

/** Ends the open period of an object, if any; a closing comment (a detach reason) is added to the period's comment. Returns whether one was open. */
export async function closePeriod(
  tx: Executor,
  _ctx: Ctx,
  objectType: RecordObjectType,
  objectId: number,
  opts: { at?: Date; comment?: string | null } = {},
): Promise<boolean> {
  const at = opts.at ?? new Date();
  const comment = opts.comment?.trim();
  const closed = await tx
    .update(records)
    .set({
      end_date: at,
      updated_at: at,
      ...(comment ? { comment: sql`concat_ws(' / ', nullif(${records.comment}, ''), ${comment}::text)` } : {}),
    })
    .where(and(eq(records.object_type, objectType), eq(records.object_id, objectId), isNull(records.end_date)))
    .returning({ id: records.id });
  return closed.length > 0;
}

/** Starts a new period for an object, closing the one it was in. */
export async function openPeriod(tx: Executor, ctx: Ctx, input: PeriodInput): Promise<void> {
  const at = input.at ?? new Date();
  await closePeriod(tx, ctx, input.objectType, input.objectId, { at });
  await tx.insert(records).values({
    object_type: input.objectType,
    object_id: input.objectId,
    action: input.action,
    customer_id: input.customerId ?? null,
    site_id: input.siteId ?? null,
    device_id: input.deviceId ?? null,
    sim_id: input.simId ?? (input.objectType === 'simcard' ? input.objectId : null),
    line_id: input.lineId ?? (input.objectType === 'line' ? input.objectId : null),
    product_item_id: input.productItemId ?? (input.objectType === 'product_item' ? input.objectId : null),
    comment: input.comment ?? null,
    // In an impersonated session, the staff member behind it (as in the activity log).
    user_id: ctx.actor?.impersonator?.id ?? ctx.actor?.id ?? null,
    user_email: ctx.actor?.impersonator?.email ?? ctx.actor?.email ?? null,
    start_date: at,
  });
}
