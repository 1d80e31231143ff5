// Upserts a mirrored record by its provider key, logging what changed with the sync's context
// (by_system). Values that move on every sync (usage counters, sync times, telemetry) are written but
// left out of the log, so a sync that finds nothing new logs nothing.
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { ResourceDef, Row } from '../../../platform/registry.ts';
import { getRow, recordAction } from '../../../platform/store.ts';

export const QUIET = [
  'last_sync_at',
  'current_usage',
  'last_usage',
  'accumulated_usage',
  'state',
  'last_online',
  'last_alerts',
  'last_alerts_count',
  'last_status',
  'updated_at',
  'created_at',
];

export interface Mirrored {
  id: number;
  created: boolean;
}

/** `ctx: null` writes without a log entry: the demo data, which nobody made. */
export async function mirrorRow(tx: Executor, ctx: Ctx | null, def: ResourceDef, key: AnyPgColumn, keyValue: string, values: Row): Promise<Mirrored> {
  const table = def.table as any;
  const [inserted] = await tx
    .insert(table)
    .values({ ...values, [key.name]: keyValue })
    .onConflictDoNothing()
    .returning({ id: table.id });
  if (inserted) {
    const row = await getRow(tx, def, inserted.id);
    if (ctx) await recordAction(tx, ctx, def, row, { verb: 'create', after: row, quiet: QUIET });
    return { id: inserted.id as number, created: true };
  }
  const [existing] = await tx.select({ id: table.id }).from(table).where(eq(key, keyValue)).for('update');
  const before = await getRow(tx, def, existing.id);
  await tx
    .update(table)
    .set({ ...values, updated_at: new Date() })
    .where(eq(table.id, existing.id));
  const after = await getRow(tx, def, existing.id);
  if (ctx) await recordAction(tx, ctx, def, after, { verb: 'update', before, after, quiet: QUIET });
  return { id: existing.id, created: false };
}
