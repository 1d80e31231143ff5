// Reads and writes of a declared resource; every write goes through the activity log.
import { and, asc, eq, getTableColumns, getTableName, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { type ActivityVerb, type CodedMessage, type ErrorCode, type ErrorParams, errorMessage } from '@console/contract';
import type { Executor } from '../db/client.ts';
import { type ChangeInput, recordChange, recordChanges } from './changelog.ts';
import type { Ctx } from './context.ts';
import { today } from './dates.ts';
import { notFound } from './errors.ts';
import type { ArchiveInput, ResourceDef, ResourceTable, Row, RowOf } from './resource-types.ts';

/** The fields a client sees: the table's columns less the hidden ones, plus computed fields. */
export function selection(def: ResourceDef): Record<string, any> {
  const cols: Record<string, any> = { ...getTableColumns(def.table) };
  for (const h of def.hidden ?? []) delete cols[h];
  return { ...cols, ...def.computed };
}

export async function findRow<T extends ResourceTable>(exec: Executor, def: ResourceDef<T>, id: number, lock = false): Promise<RowOf<T> | undefined> {
  const q = exec
    .select(selection(def))
    .from(def.table as ResourceTable)
    .where(eq(def.table.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row as RowOf<T> | undefined;
}

export async function getRow<T extends ResourceTable>(exec: Executor, def: ResourceDef<T>, id: number, lock = false): Promise<RowOf<T>> {
  const row = await findRow(exec, def, id, lock);
  if (!row) throw notFound();
  return row;
}

type Refs = Record<string, number | null | undefined>;

const logRefs = (def: ResourceDef, row: Row, extra?: Refs) => ({ ...def.refs?.(row), [`${def.objectType}_id`]: row.id, ...extra });

/** The hidden columns a write gives a value (hidden columns are credentials or internal counters). */
const hiddenIn = (def: ResourceDef, data: Row) => (def.hidden ?? []).filter((k) => data[k] !== undefined && data[k] !== null && data[k] !== '');

/** Current values of some hidden columns: the client-facing row leaves them out. */
async function hiddenValues(tx: Executor, def: ResourceDef, id: number, keys: string[]): Promise<Row> {
  if (keys.length === 0) return {};
  const cols = getTableColumns(def.table) as Record<string, any>;
  const [row] = await tx
    .select(Object.fromEntries(keys.map((k) => [k, cols[k]])))
    .from(def.table)
    .where(eq(def.table.id, id));
  return row ?? {};
}

export async function createRow<T extends ResourceTable>(tx: Executor, ctx: Ctx, def: ResourceDef<T>, input: Row): Promise<RowOf<T>> {
  const data = def.hooks?.beforeCreate ? await def.hooks.beforeCreate(tx, ctx, input) : input;
  const [inserted] = await tx
    .insert(def.table)
    .values(data as any)
    .returning({ id: def.table.id });
  const id = inserted.id as number;
  const row = await getRow(tx, def, id);
  await recordChange(tx, ctx, {
    verb: 'create',
    objectType: def.objectType,
    objectId: id,
    repr: def.repr(row),
    after: row,
    refs: logRefs(def, row),
    parent: def.logParent?.(row),
    redact: def.hidden,
    credentials: hiddenIn(def, data),
  });
  if (!def.hooks?.afterWrite) return row;
  await def.hooks.afterWrite(tx, ctx, null, row, data);
  // Related writes of the hook may change computed fields (a pool's cards_count): answer them as they are now.
  return getRow(tx, def, id);
}

const sameValue = (a: unknown, b: unknown) => {
  const norm = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
};

export interface UpdateOptions {
  /**
   * `false` is for actions that enforce their own rules and write fields clients may not (a SIM's
   * device and status on attach): the change is still logged, the client-facing checks skipped.
   */
  hooks?: boolean;
  /** What the entry alone carries; the row and the hooks never see it. */
  log?: {
    /** Beside the diff: why the change was made (a detach reason). */
    note?: Row;
    /** Beyond the declaration's refs: a record the change concerns that the row no longer names (the device a line left). */
    refs?: Refs;
    /**
     * Shown instead of naming the hidden columns replaced (a user's password reads `password_changed`,
     * as it always has); only when one was.
     */
    secretsAs?: Row;
  };
}

export async function updateRow<T extends ResourceTable>(
  tx: Executor,
  ctx: Ctx,
  def: ResourceDef<T>,
  id: number,
  input: Row,
  opts: UpdateOptions = {},
): Promise<RowOf<T>> {
  const hooks = opts.hooks === false ? undefined : def.hooks;
  const before = await getRow(tx, def, id, true);
  const data = hooks?.beforeUpdate ? await hooks.beforeUpdate(tx, ctx, before, input) : input;
  // Hidden columns are not in the row a client sees: compare them with their stored values, so a
  // form that sends the same secret back changes nothing, and a new one is logged by name.
  const hidden = await hiddenValues(
    tx,
    def,
    id,
    (def.hidden ?? []).filter((k) => data[k] !== undefined),
  );
  const current = (k: string) => (Object.hasOwn(hidden, k) ? hidden[k] : before[k]);
  const changed = Object.fromEntries(Object.entries(data).filter(([k, v]) => v !== undefined && !sameValue(current(k), v)));
  if (Object.keys(changed).length === 0) return before;
  await tx
    .update(def.table)
    .set({ ...changed, updated_at: new Date() } as any)
    .where(eq(def.table.id, id));
  const after = await getRow(tx, def, id);
  const secrets = Object.keys(hidden).filter((k) => Object.hasOwn(changed, k));
  const { note, refs, secretsAs } = opts.log ?? {};
  await recordChange(tx, ctx, {
    verb: 'update',
    objectType: def.objectType,
    objectId: id,
    repr: def.repr(after),
    before,
    after: { ...after, ...(secretsAs && secrets.length ? secretsAs : {}), ...note },
    refs: logRefs(def, after, refs),
    parent: def.logParent?.(after),
    redact: def.hidden,
    credentials: secretsAs ? [] : secrets,
  });
  if (!hooks?.afterWrite) return after;
  await hooks.afterWrite(tx, ctx, before, after, data);
  return getRow(tx, def, id);
}

export interface ItemResult {
  id: number;
  success: boolean;
  reason?: string;
  /** The refusal's code beside its reason (decision 0076). */
  code?: ErrorCode;
  params?: ErrorParams;
}

/** A refused item: the reason in the code's English words (a checker's or hook's coded refusal keeps its params). */
const refusedItem = (id: number, code: ErrorCode, reason?: string): ItemResult => ({
  id,
  success: false,
  reason: reason ?? errorMessage(code),
  code,
  params: {},
});
const codedItem = (id: number, r: CodedMessage): ItemResult => ({ id, success: false, reason: r.message, code: r.code, params: r.params });

/**
 * One change to many records, set-based (a bulk ship of a thousand lines): the rows are locked in id
 * order by one statement, each is checked (a refusal is that item's reason, as in a bulk archive), the
 * accepted ones are written by one UPDATE and logged by one insert. The same fields for every record,
 * no hooks (actions that checked their own rules), no hidden columns.
 */
export async function updateRows(
  tx: Executor,
  ctx: Ctx,
  def: ResourceDef,
  ids: number[],
  data: Row,
  check: (row: Row) => CodedMessage | null,
  missing: string,
): Promise<ItemResult[]> {
  if ((def.hidden ?? []).some((k) => k in data)) throw new Error(`updateRows cannot write hidden columns of ${def.name}`);
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  const locked = await tx.select(selection(def)).from(def.table).where(inArray(def.table.id, unique)).orderBy(asc(def.table.id)).for('update');
  const before = new Map(locked.map((r) => [r.id as number, r as Row]));
  const results: ItemResult[] = [];
  const accepted: number[] = [];
  for (const id of unique) {
    const row = before.get(id);
    const refusal = row ? check(row) : refusedItem(id, 'not_found', missing);
    results.push(!refusal ? { id, success: true } : 'id' in refusal ? refusal : codedItem(id, refusal));
    if (!refusal) accepted.push(id);
  }
  if (accepted.length === 0) return results;
  await tx
    .update(def.table)
    .set({ ...data, updated_at: new Date() } as any)
    .where(inArray(def.table.id, accepted));
  await logUpdated(tx, ctx, def, before, accepted);
  return results;
}

/** Rows just updated set-based, read back as clients see them and logged with what they were: one read, one insert. */
async function logUpdated(tx: Executor, ctx: Ctx, def: ResourceDef, before: Map<number, Row>, ids: number[]): Promise<number> {
  const after = (await tx.select(selection(def)).from(def.table).where(inArray(def.table.id, ids))) as Row[];
  await recordChanges(
    tx,
    ctx,
    after.map((row) => ({
      verb: 'update' as const,
      objectType: def.objectType,
      objectId: row.id,
      repr: def.repr(row),
      before: before.get(row.id),
      after: row,
      refs: logRefs(def, row),
      parent: def.logParent?.(row),
      redact: def.hidden,
    })),
  );
  return after.length;
}

/**
 * Many new records at once, set-based (a billing run's invoices and their lines): one INSERT, one read
 * of the rows as clients see them, one insert of their log entries. No hooks: the caller prepared the
 * values as the resource's beforeCreate would, and writes what afterWrite would itself.
 */
export async function createRows(tx: Executor, ctx: Ctx, def: ResourceDef, values: Row[]): Promise<Row[]> {
  if (values.length === 0) return [];
  const inserted = await tx
    .insert(def.table)
    .values(values as any)
    .returning({ id: def.table.id });
  return logCreated(
    tx,
    ctx,
    def,
    inserted.map((r) => r.id as number),
  );
}

/**
 * Logs rows the caller's own statement inserted, where createRows cannot make the insert: an INSERT
 * ... ON CONFLICT DO NOTHING whose returned rows alone are new (data limit alerts). Read back as
 * clients see them, logged by one insert, answered in id order.
 */
export async function logCreated(tx: Executor, ctx: Ctx, def: ResourceDef, ids: number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = (await tx.select(selection(def)).from(def.table).where(inArray(def.table.id, ids)).orderBy(asc(def.table.id))) as Row[];
  await recordChanges(
    tx,
    ctx,
    rows.map((row) => ({
      verb: 'create' as const,
      objectType: def.objectType,
      objectId: row.id,
      repr: def.repr(row),
      after: row,
      refs: logRefs(def, row),
      parent: def.logParent?.(row),
      redact: def.hidden,
    })),
  );
  return rows;
}

/** The entry of a record's creation, as createRow writes it, dated `at` (a history written after the fact, decision 0084). */
export const creationChange = (def: ResourceDef, row: Row, at?: Date): ChangeInput => ({
  verb: 'create',
  objectType: def.objectType,
  objectId: row.id,
  repr: def.repr(row),
  after: row,
  refs: logRefs(def, row),
  redact: def.hidden,
  at,
});

export interface ActionEntry {
  verb: ActivityVerb;
  before?: Row | null;
  after?: Row | null;
  /** Beyond the declaration's refs: the other record the entry concerns (the portal user impersonated). */
  refs?: Refs;
  /** Written but left out of the entry: values a sync moves every time, so an unchanged record logs nothing. */
  quiet?: readonly string[];
}

/**
 * The entry of something the store does not write itself (decision 0054): an event on a record (a
 * sign-in, an impersonation), a mirror upserted by a sync, a record's related rows logged on the
 * record. Named, referenced and redacted from the declaration, as every entry the store writes; `row`
 * is the record as it is now. Nothing is recorded when an update changed nothing.
 */
export async function recordAction(tx: Executor, ctx: Ctx, def: ResourceDef, row: Row, entry: ActionEntry): Promise<boolean> {
  return recordChange(tx, ctx, {
    verb: entry.verb,
    objectType: def.objectType,
    objectId: row.id,
    repr: def.repr(row),
    before: entry.before,
    after: entry.after,
    refs: logRefs(def, row, entry.refs),
    parent: def.logParent?.(row),
    redact: [...(def.hidden ?? []), ...(entry.quiet ?? [])],
  });
}

/**
 * Different fields for each of many records, set-based (the marks a billing run writes on thousands of
 * services): the rows locked in id order by one statement, the fields that really change written by one
 * UPDATE from a JSON record set, the changed rows logged by one insert. No hooks, no hidden columns.
 */
export async function updateRowsEach(tx: Executor, ctx: Ctx, def: ResourceDef, changes: Map<number, Row>): Promise<number> {
  const ids = [...changes.keys()].sort((a, b) => a - b);
  if (ids.length === 0) return 0;
  const keys = [...new Set([...changes.values()].flatMap((c) => Object.keys(c).filter((k) => c[k] !== undefined)))];
  if (keys.some((k) => (def.hidden ?? []).includes(k))) throw new Error(`updateRowsEach cannot write hidden columns of ${def.name}`);
  const cols = getTableColumns(def.table) as Record<string, any>;
  const locked = await tx.select(selection(def)).from(def.table).where(inArray(def.table.id, ids)).orderBy(asc(def.table.id)).for('update');
  const before = new Map(locked.map((r) => [r.id as number, r as Row]));
  // Every record carries every key: its new value, or the one it has (an UPDATE sets each column for all rows).
  const records: Row[] = [];
  for (const id of ids) {
    const row = before.get(id);
    const change = changes.get(id)!;
    if (!row || !keys.some((k) => change[k] !== undefined && !sameValue(row[k], change[k]))) continue;
    records.push(Object.fromEntries([['id', id], ...keys.map((k) => [cols[k].name, change[k] !== undefined ? change[k] : row[k]])]));
  }
  if (records.length === 0) return 0;
  const table = sql.identifier(getTableName(def.table));
  const sets = sql.join(
    keys.map((k) => sql`${sql.identifier(cols[k].name)} = v.${sql.identifier(cols[k].name)}`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${table} t set ${sets}, updated_at = now() from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json) v where t.id = v.id`,
  );
  return logUpdated(
    tx,
    ctx,
    def,
    before,
    records.map((r) => r.id as number),
  );
}

/** Archives one record; a refusal is a per-item reason, not an exception, so bulk archives report it. */
export async function archiveRow(tx: Executor, ctx: Ctx, def: ResourceDef, id: number, input: ArchiveInput): Promise<ItemResult> {
  await def.hooks?.lockForArchive?.(tx, [id]);
  const before = await findRow(tx, def, id, true);
  if (!before) return refusedItem(id, 'not_found');
  if (before.archived_at) return refusedItem(id, 'already_archived');
  const refusal = await def.hooks?.beforeArchive?.(tx, ctx, before, input);
  if (refusal) return codedItem(id, refusal);
  // The hook may have written the record itself, with its own log entry (a SIM detached from its
  // device): the archive's entry records only what the archive changes.
  const start = def.hooks?.beforeArchive ? await getRow(tx, def, id) : before;
  await tx
    .update(def.table)
    .set({
      archived_at: new Date(),
      archived_reason: input.archived_reason ?? null,
      archived_notes: input.archived_notes ?? null,
      archived_date: input.archived_date ?? today(),
      decommission: input.decommission ?? false,
      updated_at: new Date(),
    } as any)
    .where(and(eq(def.table.id, id), isNull((def.table as any).archived_at)));
  const after = await getRow(tx, def, id);
  await recordChange(tx, ctx, {
    verb: 'archive',
    objectType: def.objectType,
    objectId: id,
    repr: def.repr(after),
    before: start,
    after,
    refs: logRefs(def, after),
    parent: def.logParent?.(after),
    redact: def.hidden,
  });
  return { id, success: true };
}

export async function unarchiveRow(tx: Executor, ctx: Ctx, def: ResourceDef, id: number): Promise<ItemResult> {
  const before = await findRow(tx, def, id, true);
  if (!before) return refusedItem(id, 'not_found');
  if (!before.archived_at) return refusedItem(id, 'not_archived');
  const refusal = await def.hooks?.beforeUnarchive?.(tx, ctx, before);
  if (refusal) return codedItem(id, refusal);
  const start = def.hooks?.beforeUnarchive ? await getRow(tx, def, id) : before;
  await tx
    .update(def.table)
    .set({ archived_at: null, archived_reason: null, archived_notes: null, archived_date: null, decommission: false, updated_at: new Date() } as any)
    .where(and(eq(def.table.id, id), isNotNull((def.table as any).archived_at)));
  const after = await getRow(tx, def, id);
  await recordChange(tx, ctx, {
    verb: 'update',
    objectType: def.objectType,
    objectId: id,
    repr: def.repr(after),
    before: start,
    after,
    refs: logRefs(def, after),
    parent: def.logParent?.(after),
    redact: def.hidden,
  });
  return { id, success: true };
}

/** Distinct non-empty values of a column, for choice lists built on a custom list. */
export async function distinctValues(exec: Executor, def: ResourceDef, field: string): Promise<string[]> {
  const col = (getTableColumns(def.table) as Record<string, any>)[field];
  const rows = await exec.selectDistinct({ value: col }).from(def.table).where(sql`${col} is not null and ${col}::text <> ''`).orderBy(col).limit(1000);
  return rows.map((r) => r.value);
}
