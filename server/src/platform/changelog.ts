// The generic activity log: snapshot before, write, record the difference in the same transaction.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { logs } from '../db/schema/index.ts';
import type { ActivityVerb } from '@console/contract';
import type { Ctx } from './context.ts';

/**
 * Fields never copied to the log: timestamps of the change itself, secrets, a stored record
 * (decision 0048: a copy of the other fields, rewritten with any of them), and a user's display
 * preferences (theme, language): a person's own settings, not a change to the business's records
 * (issue 28: every language switch wrote an entry). Only the users table has these columns.
 */
const IGNORED = new Set([
  'created_at',
  'updated_at',
  'password',
  'password_hash',
  'failed_logins',
  'locked_until',
  'last_login_at',
  'record_json',
  'theme',
  'locale',
]);

type Row = Record<string, unknown> | null | undefined;

/** A plain, JSON-safe copy of a row for the log. */
export function snapshot(row: Row, redact: readonly string[] = []): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (IGNORED.has(k) || redact.includes(k)) continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Only the keys that changed, on both sides; null when nothing changed. */
export function diff(before: Row, after: Row): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b = before ?? {};
  const a = after ?? {};
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  let changed = false;
  for (const k of keys) {
    if (same(b[k], a[k])) continue;
    out.before[k] = b[k] ?? null;
    out.after[k] = a[k] ?? null;
    changed = true;
  }
  return changed ? out : null;
}

/** The refs key naming the impersonated account on entries written in an impersonated session. */
export const IMPERSONATED_REF = 'impersonated_user_id';
export const impersonatedAuthor = (staffName: string, userEmail: string) => `${staffName} (as ${userEmail})`;

export interface ChangeInput {
  verb: ActivityVerb;
  objectType: string;
  objectId: string | number;
  repr?: string | null;
  before?: Row;
  after?: Row;
  refs?: Record<string, number | null | undefined>;
  redact?: readonly string[];
  /**
   * Hidden credentials (a server's api_secret, a provider's password) this write set or replaced:
   * named in the entry as `credentials_changed`, their values never.
   */
  credentials?: readonly string[];
  /**
   * The record this one is a line of (an invoice line's invoice): the change is written inside the
   * parent's entry of the same transaction, as one of its `lines` (decision 0084).
   */
  parent?: { objectType: string; id: number } | null;
  /** When the change was made, for a history written after the fact (the demo's); default now. */
  at?: Date;
  /** Lines written inside the entry (a history's document with its lines); a parent's own change only. */
  lines?: ChangeInput[];
}

/** The key of a log entry's `after` that names the credentials a write replaced. */
export const CREDENTIALS_CHANGED = 'credentials_changed';

/** The log row of a change, or null when an update changed nothing. */
function logEntry(ctx: Ctx, change: ChangeInput) {
  let before = snapshot(change.before, change.redact);
  let after = snapshot(change.after, change.redact);
  if (change.credentials?.length) after = { ...after, [CREDENTIALS_CHANGED]: [...change.credentials].sort() };
  if (change.verb === 'update' || change.verb === 'archive') {
    const d = diff(before, after);
    if (!d) return null;
    ({ before, after } = d);
  }
  const refs: Record<string, number> = {};
  for (const [k, v] of Object.entries(change.refs ?? {})) if (typeof v === 'number') refs[k] = v;
  const { actor } = ctx;
  // In an impersonated session the staff member behind it is the author, and the entry names the
  // account they acted as (author name, and refs for a filter), so nothing is pinned on the customer.
  const impersonator = actor?.impersonator ?? null;
  if (impersonator && actor) refs[IMPERSONATED_REF] = actor.id;
  return {
    author_id: impersonator?.id ?? actor?.id ?? null,
    author_name: impersonator ? impersonatedAuthor(impersonator.name, actor!.email) : (actor?.name ?? (ctx.bySystem ? 'system' : null)),
    verb: change.verb as string,
    object_type: change.objectType,
    object_id: String(change.objectId),
    object_repr: change.repr ?? null,
    before: before as Snapshot,
    after: after as Snapshot,
    by_system: Boolean(ctx.bySystem),
    refs,
    lines: null as LineChange[] | null,
    ...(change.at ? { created_at: change.at } : {}),
  };
}

type Snapshot = Record<string, unknown> | null;
type Entry = NonNullable<ReturnType<typeof logEntry>>;

/** A line's change inside its parent's entry. */
export interface LineChange {
  verb: string;
  object_type: string;
  object_id: string;
  object_repr: string | null;
  before: Snapshot;
  after: Snapshot;
}

// One entry per record per transaction (decision 0084): the entries a transaction wrote, by object, so a
// later change of the same record (an invoice's totals after each of its lines) is folded into the entry
// already written, and a line's change into its parent's. Kept beside the transaction object, gone with it.
const writtenIn = new WeakMap<object, Map<string, { id: number; entry: Entry }>>();
const keyOf = (type: string, id: string | number) => `${type}:${id}`;
/** Verbs that fold: changes to records. */
const FOLDS = new Set(['create', 'update', 'archive', 'delete']);

function entriesOf(tx: Executor) {
  // Outside a transaction each statement commits alone: nothing to fold into.
  if (!(tx instanceof PgTransaction)) return null;
  let map = writtenIn.get(tx);
  if (!map) writtenIn.set(tx, (map = new Map()));
  return map;
}

interface Change {
  verb: string;
  before: Snapshot;
  after: Snapshot;
}

/**
 * Two changes of one record in one transaction as one: created stays created (with the last values),
 * otherwise the first change's before and the last one's after, less the fields that came back to
 * where they were. Null when nothing is left of an update.
 */
export function foldChanges(first: Change, next: Change): Change | null {
  const verb =
    first.verb === 'create' ? 'create' : next.verb === 'delete' ? 'delete' : first.verb === 'archive' || next.verb === 'archive' ? 'archive' : 'update';
  if (verb === 'create') return { verb, before: null, after: { ...first.after, ...next.after } };
  const before: Record<string, unknown> = { ...next.before, ...first.before };
  const after: Record<string, unknown> = { ...first.after, ...next.after };
  for (const k of Object.keys(after)) {
    if (same(before[k], after[k])) {
      delete before[k];
      delete after[k];
    }
  }
  return Object.keys(after).length === 0 && Object.keys(before).length === 0 && verb === 'update' ? null : { verb, before, after };
}

function foldLine(lines: LineChange[], line: LineChange): LineChange[] {
  const i = lines.findIndex((l) => l.object_type === line.object_type && l.object_id === line.object_id);
  if (i < 0) return [...lines, line];
  const folded = foldChanges(lines[i], line);
  const out = [...lines];
  if (folded) out[i] = { ...lines[i], ...folded, object_repr: line.object_repr ?? lines[i].object_repr };
  else out.splice(i, 1);
  return out;
}

/**
 * The next entry's change folded into one written earlier in the transaction (null: nothing left).
 * `ofLine`: the next entry is a line's change inside its parent's: its refs (a package line's site or
 * service) only fill those the entry lacks, the parent's own refs stay (a log's refs name one record each).
 */
function foldEntry(prev: Entry, next: Entry, ofLine = false): Entry | null {
  const folded = foldChanges(prev, next);
  const lines = next.lines ? next.lines.reduce(foldLine, prev.lines ?? []) : prev.lines;
  if (!folded && !lines?.length) return null;
  return {
    ...prev,
    ...(folded ?? { verb: 'update', before: {}, after: {} }),
    object_repr: next.object_repr ?? prev.object_repr,
    refs: ofLine ? { ...next.refs, ...prev.refs } : { ...prev.refs, ...next.refs },
    lines: lines?.length ? lines : null,
  };
}

/** A line's change as its parent's entry: the parent's name as last logged, the line's refs but its own id. */
function parentEntry(child: Entry, childType: string, parent: { objectType: string; id: number }, repr: string | null): Entry {
  const refs = { ...child.refs, [`${parent.objectType}_id`]: parent.id };
  delete refs[`${childType}_id`];
  return {
    ...child,
    verb: 'update',
    object_type: parent.objectType,
    object_id: String(parent.id),
    object_repr: repr,
    before: {},
    after: {},
    refs,
    lines: [
      {
        verb: child.verb,
        object_type: child.object_type,
        object_id: child.object_id,
        object_repr: child.object_repr,
        before: child.before,
        after: child.after,
      },
    ],
  };
}

/** The names the log last gave these records (a parent whose own row this transaction has not logged). */
async function lastReprs(tx: Executor, type: string, ids: string[]): Promise<Map<string, string | null>> {
  const rows = await tx
    .selectDistinctOn([logs.object_id], { object_id: logs.object_id, repr: logs.object_repr })
    .from(logs)
    .where(and(eq(logs.object_type, type), inArray(logs.object_id, ids)))
    .orderBy(logs.object_id, desc(logs.id));
  return new Map(rows.map((r) => [r.object_id, r.repr]));
}

/**
 * Writes the entries: each folded into the entry its record (or its parent) already has in this
 * transaction, else inserted. Set-based: one insert per thousand new entries, one update of the
 * folded ones, one delete of those left empty.
 */
async function writeEntries(tx: Executor, items: { entry: Entry; change: ChangeInput }[]): Promise<void> {
  const map = entriesOf(tx);
  const pending = new Map<string, Entry>();
  const inserts: { key: string | null; entry: Entry }[] = [];
  const touched = new Set<string>();
  const removed: number[] = [];
  // Parents never logged in this transaction: their names, read once per type.
  const missing = new Map<string, Set<string>>();
  for (const { change } of items) {
    const p = change.parent;
    if (p && map && !map.has(keyOf(p.objectType, p.id)) && !pending.has(keyOf(p.objectType, p.id))) {
      if (!missing.has(p.objectType)) missing.set(p.objectType, new Set());
      missing.get(p.objectType)!.add(String(p.id));
    }
  }
  const reprs = new Map<string, string | null>();
  for (const [type, ids] of missing) for (const [id, repr] of await lastReprs(tx, type, [...ids])) reprs.set(keyOf(type, id), repr);

  for (const { entry: raw, change } of items) {
    const p = change.parent;
    const entry = p ? parentEntry(raw, change.objectType, p, reprs.get(keyOf(p.objectType, p.id)) ?? null) : raw;
    if (!map || !FOLDS.has(raw.verb)) {
      inserts.push({ key: null, entry });
      continue;
    }
    const key = keyOf(entry.object_type, entry.object_id);
    const prev = pending.get(key) ?? map.get(key)?.entry;
    if (!prev) {
      pending.set(key, entry);
      if (!map.has(key)) inserts.push({ key, entry });
      continue;
    }
    const folded = foldEntry(prev, entry, Boolean(p));
    if (folded) {
      pending.set(key, folded);
      if (map.has(key)) touched.add(key);
    } else {
      pending.delete(key);
      const written = map.get(key);
      if (written) {
        removed.push(written.id);
        map.delete(key);
        touched.delete(key);
      } else {
        const i = inserts.findIndex((x) => x.key === key);
        if (i >= 0) inserts.splice(i, 1);
      }
    }
  }
  // New entries carry their last folded state.
  const rows = inserts.map((x) => (x.key ? pending.get(x.key)! : x.entry));
  for (let i = 0; i < rows.length; i += 1000) {
    const ids = await tx
      .insert(logs)
      .values(rows.slice(i, i + 1000) as (typeof logs.$inferInsert)[])
      .returning({ id: logs.id });
    ids.forEach(({ id }, j) => {
      const key = inserts[i + j].key;
      if (key && map) map.set(key, { id, entry: rows[i + j] });
    });
  }
  if (touched.size && map) {
    const records = [...touched].map((key) => {
      const written = map.get(key)!;
      written.entry = pending.get(key)!;
      const e = written.entry;
      return { id: written.id, verb: e.verb, before: e.before, after: e.after, lines: e.lines, refs: e.refs, object_repr: e.object_repr };
    });
    await tx.execute(sql`update ${logs} set verb = v.verb, before = v.before, after = v.after, lines = v.lines, refs = v.refs, object_repr = v.object_repr
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(id bigint, verb text, before jsonb, after jsonb, lines jsonb, refs jsonb, object_repr text)
      where ${logs.id} = v.id`);
  }
  if (removed.length) await tx.delete(logs).where(inArray(logs.id, removed));
}

/** Writes one log entry, or none when an update changed nothing. Returns whether it wrote. */
export async function recordChange(tx: Executor, ctx: Ctx, change: ChangeInput): Promise<boolean> {
  const entry = logEntry(ctx, change);
  if (entry) await writeEntries(tx, [{ entry, change }]);
  return entry !== null;
}

/** The entries of a bulk change, written set-based (one insert per thousand); answers how many changes were recorded. */
export async function recordChanges(tx: Executor, ctx: Ctx, changes: ChangeInput[]): Promise<number> {
  const items = changes.flatMap((change) => {
    const entry = logEntry(ctx, change);
    return entry ? [{ entry, change }] : [];
  });
  if (items.length) await writeEntries(tx, items);
  return items.length;
}

/**
 * A history written after the fact (the demo's records' creations, decision 0084): each entry with its
 * own date and its lines inside, inserted as given (oldest first keeps the ids in time order), one insert
 * per thousand, never folded into the transaction's entries.
 */
export async function insertHistory(tx: Executor, items: { ctx: Ctx; change: ChangeInput }[]): Promise<number> {
  const entries = items.flatMap(({ ctx, change }) => {
    const entry = logEntry(ctx, change);
    if (!entry) return [];
    const lines = (change.lines ?? []).flatMap((line) => {
      const e = logEntry(ctx, line);
      return e ? [{ verb: e.verb, object_type: e.object_type, object_id: e.object_id, object_repr: e.object_repr, before: e.before, after: e.after }] : [];
    });
    return [{ ...entry, lines: lines.length ? lines : null }];
  });
  for (let i = 0; i < entries.length; i += 1000) await tx.insert(logs).values(entries.slice(i, i + 1000) as (typeof logs.$inferInsert)[]);
  return entries.length;
}
