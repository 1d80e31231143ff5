// Reads and writes of a declared resource; every write goes through the activity log.
import { and, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { INVALID_PAGE } from '@console/contract';
import { recordChange } from './changelog.ts';
import type { Ctx } from './context.ts';
import { notFound, AppError } from './errors.ts';
import type { ListQuery } from './list-query.ts';
import { EXACT_TOTAL_LIMIT, estimateLargeTotal, rememberedTotal, totalKey } from './list-total.ts';
import type { ArchiveInput, ResourceDef, Row } from './registry.ts';

/** The fields a client sees: the table's columns less the hidden ones, plus computed fields. */
export function selection(def: ResourceDef): Record<string, any> {
  const cols: Record<string, any> = { ...getTableColumns(def.table) };
  for (const h of def.hidden ?? []) delete cols[h];
  return { ...cols, ...def.computed };
}

export interface ListAnswer {
  results: Row[];
  count: number;
  /** The total is an estimate ("about N"): the list is larger than EXACT_TOTAL_LIMIT (decision 0012). */
  count_estimated: boolean;
}

// One prepared statement per resource and connection pool: the rows query has the same shape for any
// ids, so PostgreSQL plans it once and drizzle builds its SQL once.
const preparedRows = new WeakMap<Executor, Map<string, { execute: (params: { ids: number[] }) => Promise<Row[]> }>>();

function rowsStatement(exec: Executor, def: ResourceDef) {
  let byResource = preparedRows.get(exec);
  if (!byResource) preparedRows.set(exec, (byResource = new Map()));
  let statement = byResource.get(def.name);
  if (!statement) {
    statement = exec
      .select(selection(def))
      .from(def.table)
      .where(sql`${def.table.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare(`rows_by_ids_${def.name}`) as any;
    byResource.set(def.name, statement!);
  }
  return statement!;
}

/** Full rows (with computed fields) of those ids, in that order; computed fields cost only these rows. */
export async function rowsByIds(exec: Executor, def: ResourceDef, ids: number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await rowsStatement(exec, def).execute({ ids });
  const byId = new Map(rows.map((r) => [r.id as number, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
}

/** Ids of the list in its order, at most `limit` of them from `offset`: an index walk, no computed fields. */
export const orderedIds = (exec: Executor, def: ResourceDef, query: ListQuery, limit: number, offset: number) =>
  exec.select({ id: def.table.id }).from(def.table).where(query.where).orderBy(...query.orderBy).limit(limit).offset(offset);

/**
 * The page's ids and the list's total in one statement: the matches are walked in order up to a cap
 * (EXACT_TOTAL_LIMIT, or the end of the page if deeper), numbered, counted, and the page cut out.
 */
async function pageAndBoundedTotal(db: Db, def: ResourceDef, query: ListQuery, cap: number): Promise<{ ids: number[]; total: number }> {
  const rn = sql<number>`row_number() over (order by ${sql.join(query.orderBy, sql`, `)})`.as('rn');
  const walk = db.select({ id: def.table.id, rn }).from(def.table).where(query.where).orderBy(...query.orderBy).limit(cap);
  const [row] = rowsOf(
    await db.execute(sql`with m as materialized (${walk})
      select (select count(*)::int from m) as total,
             coalesce((select json_agg(id order by rn) from m where rn > ${query.offset} and rn <= ${query.offset + query.pageSize}), '[]'::json) as ids`),
  );
  const ids = typeof row.ids === 'string' ? JSON.parse(row.ids) : row.ids;
  return { ids: ids.map(Number), total: Number(row.total) };
}

export async function listRows(db: Db, def: ResourceDef, query: ListQuery): Promise<ListAnswer> {
  if (query.byIds) {
    const results = await db.select(selection(def)).from(def.table).where(query.where).orderBy(...query.orderBy).limit(query.pageSize);
    return { results, count: results.length, count_estimated: false };
  }
  const key = totalKey(def, query.where);
  let count = rememberedTotal(db, def, query.where, key);
  let estimated = count !== undefined;
  let ids: number[];
  if (count !== undefined) {
    ids = (await orderedIds(db, def, query, query.pageSize, query.offset)).map((r) => r.id as number);
  } else {
    const cap = Math.max(EXACT_TOTAL_LIMIT, query.offset + query.pageSize) + 1;
    const page = await pageAndBoundedTotal(db, def, query, cap);
    ids = page.ids;
    count = page.total;
    if (page.total >= cap) {
      count = await estimateLargeTotal(db, def, query.where, key);
      estimated = true;
    }
  }
  const results = await rowsByIds(db, def, ids);
  if (results.length === 0 && query.page > 1) throw new AppError(404, INVALID_PAGE, 'invalid_page');
  // A short page proves the total, whatever was remembered.
  if (results.length < query.pageSize) {
    count = query.offset + results.length;
    estimated = false;
  }
  return { results, count, count_estimated: estimated };
}

export async function findRow(exec: Executor, def: ResourceDef, id: number, lock = false): Promise<Row | undefined> {
  const q = exec.select(selection(def)).from(def.table).where(eq(def.table.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function getRow(exec: Executor, def: ResourceDef, id: number, lock = false): Promise<Row> {
  const row = await findRow(exec, def, id, lock);
  if (!row) throw notFound();
  return row;
}

const logRefs = (def: ResourceDef, row: Row) => ({ ...def.refs?.(row), [`${def.objectType}_id`]: row.id });

export async function createRow(tx: Executor, ctx: Ctx, def: ResourceDef, input: Row): Promise<Row> {
  const data = def.hooks?.beforeCreate ? await def.hooks.beforeCreate(tx, ctx, input) : input;
  const [inserted] = await tx.insert(def.table).values(data as any).returning({ id: def.table.id });
  const row = await getRow(tx, def, inserted.id as number);
  await recordChange(tx, ctx, { verb: 'create', objectType: def.objectType, objectId: row.id, repr: def.repr(row), after: row, refs: logRefs(def, row), redact: def.hidden });
  if (!def.hooks?.afterWrite) return row;
  await def.hooks.afterWrite(tx, ctx, null, row, data);
  // Related writes of the hook may change computed fields (a pool's cards_count): answer them as they are now.
  return getRow(tx, def, row.id);
}

const sameValue = (a: unknown, b: unknown) => {
  const norm = (v: unknown) => (v instanceof Date ? v.toISOString() : v ?? null);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
};

/**
 * `hooks: false` is for actions that enforce their own rules and write fields clients may not
 * (a SIM's device and status on attach): the change is still logged, the client-facing checks skipped.
 */
export async function updateRow(tx: Executor, ctx: Ctx, def: ResourceDef, id: number, input: Row, opts: { hooks?: boolean } = {}): Promise<Row> {
  const hooks = opts.hooks === false ? undefined : def.hooks;
  const before = await getRow(tx, def, id, true);
  const data = hooks?.beforeUpdate ? await hooks.beforeUpdate(tx, ctx, before, input) : input;
  const changed = Object.fromEntries(Object.entries(data).filter(([k, v]) => v !== undefined && !sameValue(before[k], v)));
  if (Object.keys(changed).length === 0) return before;
  await tx.update(def.table).set({ ...changed, updated_at: new Date() } as any).where(eq(def.table.id, id));
  const after = await getRow(tx, def, id);
  await recordChange(tx, ctx, { verb: 'update', objectType: def.objectType, objectId: id, repr: def.repr(after), before, after, refs: logRefs(def, after), redact: def.hidden });
  if (!hooks?.afterWrite) return after;
  await hooks.afterWrite(tx, ctx, before, after, data);
  return getRow(tx, def, id);
}

export interface ItemResult {
  id: number;
  success: boolean;
  reason?: string;
}

/** Archives one record; a refusal is a per-item reason, not an exception, so bulk archives report it. */
export async function archiveRow(tx: Executor, ctx: Ctx, def: ResourceDef, id: number, input: ArchiveInput): Promise<ItemResult> {
  await def.hooks?.lockForArchive?.(tx, [id]);
  const before = await findRow(tx, def, id, true);
  if (!before) return { id, success: false, reason: 'Not found.' };
  if (before.archived_at) return { id, success: false, reason: 'Already archived.' };
  const refusal = await def.hooks?.beforeArchive?.(tx, ctx, before, input);
  if (refusal) return { id, success: false, reason: refusal };
  // The hook may have written the record itself, with its own log entry (a SIM detached from its
  // device): the archive's entry records only what the archive changes.
  const start = def.hooks?.beforeArchive ? await getRow(tx, def, id) : before;
  await tx
    .update(def.table)
    .set({
      archived_at: new Date(),
      archived_reason: input.archived_reason ?? null,
      archived_notes: input.archived_notes ?? null,
      archived_date: input.archived_date ?? new Date().toISOString().slice(0, 10),
      decommission: input.decommission ?? false,
      updated_at: new Date(),
    } as any)
    .where(and(eq(def.table.id, id), isNull((def.table as any).archived_at)));
  const after = await getRow(tx, def, id);
  await recordChange(tx, ctx, { verb: 'archive', objectType: def.objectType, objectId: id, repr: def.repr(after), before: start, after, refs: logRefs(def, after), redact: def.hidden });
  return { id, success: true };
}

export async function unarchiveRow(tx: Executor, ctx: Ctx, def: ResourceDef, id: number): Promise<ItemResult> {
  const before = await findRow(tx, def, id, true);
  if (!before) return { id, success: false, reason: 'Not found.' };
  if (!before.archived_at) return { id, success: false, reason: 'Not archived.' };
  const refusal = await def.hooks?.beforeUnarchive?.(tx, ctx, before);
  if (refusal) return { id, success: false, reason: refusal };
  const start = def.hooks?.beforeUnarchive ? await getRow(tx, def, id) : before;
  await tx
    .update(def.table)
    .set({ archived_at: null, archived_reason: null, archived_notes: null, archived_date: null, decommission: false, updated_at: new Date() } as any)
    .where(and(eq(def.table.id, id), isNotNull((def.table as any).archived_at)));
  const after = await getRow(tx, def, id);
  await recordChange(tx, ctx, { verb: 'update', objectType: def.objectType, objectId: id, repr: def.repr(after), before: start, after, refs: logRefs(def, after), redact: def.hidden });
  return { id, success: true };
}

/** Distinct non-empty values of a column, for choice lists built on a custom list. */
export async function distinctValues(exec: Executor, def: ResourceDef, field: string): Promise<string[]> {
  const col = (getTableColumns(def.table) as Record<string, any>)[field];
  const rows = await exec
    .selectDistinct({ value: col })
    .from(def.table)
    .where(sql`${col} is not null and ${col}::text <> ''`)
    .orderBy(col)
    .limit(1000);
  return rows.map((r) => r.value);
}

