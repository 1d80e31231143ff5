// Bulk creates of thousands of rows: inserted set-based in chunks (a row a concurrent request
// created first is skipped by the unique index), each inserted row still written to the activity
// log. The caller has checked the batch once; per-row hooks do not run.
import type { Executor } from '../db/client.ts';
import { recordChange } from './changelog.ts';
import type { Ctx } from './context.ts';
import type { ResourceDef, Row } from './resource-types.ts';

const CHUNK = 500;

export async function insertLoggedRows(
  tx: Executor,
  ctx: Ctx,
  def: ResourceDef,
  values: Row[],
  /** Related writes per inserted row (an Ops History period...). */
  afterEach?: (row: Row) => Promise<void>,
): Promise<Row[]> {
  const inserted: Row[] = [];
  for (let i = 0; i < values.length; i += CHUNK) {
    const rows = (await tx
      .insert(def.table)
      .values(values.slice(i, i + CHUNK) as any)
      .onConflictDoNothing()
      .returning()) as Row[];
    for (const row of rows) {
      await recordChange(tx, ctx, {
        verb: 'create',
        objectType: def.objectType,
        objectId: row.id,
        repr: def.repr(row),
        after: row,
        refs: { ...def.refs?.(row), [`${def.objectType}_id`]: row.id },
        redact: def.hidden,
      });
      await afterEach?.(row);
      inserted.push(row);
    }
  }
  return inserted;
}
