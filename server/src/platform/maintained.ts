// Maintained fields (decision 0015): counts, names and small summaries a list shows, stored on the
// record and kept right on write by database triggers generated from the resource declarations.
// Triggers see every write path (generic routes, actions, bulk SQL, cascades) inside the writing
// transaction, so no action carries a hand-written update, and a read costs nothing more than the
// table's own columns.
//
// Four kinds:
//  - count:     number of child rows pointing at this record (optionally only those matching a
//               predicate); kept by +1/-1 deltas, which stay right under concurrent writers because an
//               UPDATE re-reads the latest committed row before adding.
//  - countBy:   the same, grouped by a child column, as a JSON object { value: count }.
//  - lookup:    a value of the record a foreign key points to (its name); set when the key changes,
//               propagated when the referenced record changes.
//  - aggregate: a small JSON summary recomputed from the children (a device's WANs); the parent row is
//               locked before the recount, so concurrent writers queue and each sees the others' rows.
//  - record:    the whole record as JSON text (decision 0048), rewritten before every insert or update of
//               the row, after the row's own lookups: every other kind reaches it through an update.
import { createHash } from 'node:crypto';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { recordFieldsSql } from './record-select.ts';
import type { Maintained, ResourceDef, RowPredicate } from './resource-types.ts';

// Declared with the other types of a resource declaration (resource-types.ts); kept available here.
export type { Maintained, RowPredicate } from './resource-types.ts';

/** Live (not archived) children by default: what every list count of the spec means. */
const live: RowPredicate = (r) => `${r}.archived_at is null`;

export const countOf = (child: PgTable, fk: string, where: RowPredicate | null = live): Maintained => ({ kind: 'count', child, fk, where: where ?? undefined });
export const countByOf = (child: PgTable, fk: string, key: string, where: RowPredicate | null = live): Maintained => ({
  kind: 'countBy',
  child,
  fk,
  key,
  where: where ?? undefined,
});
/** A column of the referenced record: nameOf(customers, 'customer_id') is the customer's name. */
export const nameOf = (parent: PgTable, fk: string, column = 'name'): Maintained => ({
  kind: 'lookup',
  parent,
  fk,
  value: (p) => `${p}.${q(column)}`,
  deps: [column],
});
/** Any expression over the referenced record (alias given), with the columns it reads. */
export const lookupOf = (parent: PgTable, fk: string, value: (p: string) => string, deps: string[], orElse?: string): Maintained => ({
  kind: 'lookup',
  parent,
  fk,
  value,
  deps,
  orElse,
});
export const aggregateOf = (
  child: PgTable,
  fk: string,
  value: (parentId: string) => string,
  deps: string[],
  more: Pick<Extract<Maintained, { kind: 'aggregate' }>, 'also' | 'log'> = {},
): Maintained => ({
  kind: 'aggregate',
  child,
  fk,
  value,
  deps,
  ...more,
});

const q = (name: string) => `"${name}"`;
const pred = (where: RowPredicate | undefined, r: string) => (where ? `coalesce((${where(r)}), false)` : 'true');

export interface MaintainedField {
  /** "table.field" */
  name: string;
  table: string;
  field: string;
  spec: Maintained;
}

/** The SQL that installs a field's triggers, and the SQL that removes them again. */
function triggerSql(f: MaintainedField): { install: string; drop: string } {
  const { table: t, field } = f;
  const base = `mf_${t}_${field}`.slice(0, 55);
  const s = f.spec;
  if (s.kind === 'record') {
    // Before triggers run in name order: after every mf_ one (the row's own lookups set their names first).
    const name = `zz_record_${t}`.slice(0, 55);
    const install = `
create or replace function ${name}() returns trigger language plpgsql as $f$
begin
  NEW.${q(field)} := ${recordValue(s.fields, `(select NEW.*) ${q(t)}`)};
  return NEW;
end $f$;
drop trigger if exists ${name} on ${q(t)};
create trigger ${name} before insert or update on ${q(t)} for each row execute function ${name}();`;
    return { install, drop: `drop trigger if exists ${name} on ${q(t)}; drop function if exists ${name}();` };
  }
  if (s.kind === 'lookup') {
    const p = getTableName(s.parent);
    const own = `${base}_own`;
    const src = `${base}_src`;
    // The value without a referenced record (no key, or a key to a deleted one).
    const orElse = s.orElse ?? 'null';
    const install = `
create or replace function ${own}() returns trigger language plpgsql as $f$
begin
  NEW.${q(field)} := ${orElse};
  if NEW.${q(s.fk)} is not null then
    -- Locked, so a rename committing meanwhile is read, and one starting later waits and propagates to this row.
    select ${s.value('p')} into NEW.${q(field)} from ${q(p)} p where p.id = NEW.${q(s.fk)} for no key update;
    if not found then NEW.${q(field)} := ${orElse}; end if;
  end if;
  return NEW;
end $f$;
drop trigger if exists ${own} on ${q(t)};
create trigger ${own} before insert or update of ${q(s.fk)} on ${q(t)} for each row execute function ${own}();
create or replace function ${src}() returns trigger language plpgsql as $f$
begin
  if TG_OP = 'DELETE' then
    update ${q(t)} c set ${q(field)} = ${orElse} where c.${q(s.fk)} = OLD.id and c.${q(field)} is distinct from ${orElse};
  elsif (${s.value('OLD')}) is distinct from (${s.value('NEW')}) then
    update ${q(t)} c set ${q(field)} = ${s.value('NEW')} where c.${q(s.fk)} = NEW.id and c.${q(field)} is distinct from ${s.value('NEW')};
  end if;
  return null;
end $f$;
drop trigger if exists ${src} on ${q(p)};
create trigger ${src} after update of ${s.deps.map(q).join(', ')} or delete on ${q(p)} for each row execute function ${src}();`;
    return {
      install,
      drop: `drop trigger if exists ${own} on ${q(t)}; drop function if exists ${own}(); drop trigger if exists ${src} on ${q(p)}; drop function if exists ${src}();`,
    };
  }
  if (s.kind === 'aggregate') {
    // One trigger per table the value reads (the first keeps the field's base name).
    const sources = [{ child: s.child, fk: s.fk, deps: s.deps }, ...(s.also ?? [])];
    // A change of the value, logged as an update of the record (decision 0063): both sides read in one statement.
    const log = s.log;
    const set = (id: string) =>
      log
        ? `with o as (select ${q(field)} as v from ${q(t)} where id = ${id}),
      u as (update ${q(t)} r set ${q(field)} = ${s.value(id)} where id = ${id} and ${q(field)} is distinct from ${s.value(id)}
        returning r.id, r.${q(field)} as v, ${log.repr('r')} as repr, jsonb_strip_nulls(jsonb_build_object(${log.refs.map((c) => `'${c}', r.${q(c)}`).join(', ')})) as refs)
    insert into logs (verb, object_type, object_id, object_repr, author_name, before, after, by_system, refs)
      select 'update', '${log.objectType}', u.id::text, u.repr, 'system', jsonb_build_object('${field}', o.v), jsonb_build_object('${field}', u.v), false, u.refs from u, o;`
        : `update ${q(t)} set ${q(field)} = ${s.value(id)} where id = ${id};`;
    const parts = sources.map((src, i) => {
      // On the record's own table the trigger runs after the others (after triggers run in name order):
      // a lookup elsewhere propagating the value just written goes first, and the corrected value last.
      const fn = getTableName(src.child) === t ? `zz_${base}_self` : i === 0 ? base : `${base}_${i}`;
      const fk = q(src.fk);
      const c = q(getTableName(src.child));
      const changed = src.deps.length
        ? `row(${[src.fk, ...src.deps].map((d) => `OLD.${q(d)}`).join(', ')}) is not distinct from row(${[src.fk, ...src.deps].map((d) => `NEW.${q(d)}`).join(', ')})`
        : 'false';
      const install = `
create or replace function ${fn}() returns trigger language plpgsql as $f$
declare ok bigint; nk bigint;
begin
  if TG_OP = 'UPDATE' and ${changed} then return null; end if;
  if TG_OP <> 'INSERT' then ok := OLD.${fk}; end if;
  if TG_OP <> 'DELETE' then nk := NEW.${fk}; end if;
  -- Lock, then recount in a new statement: it sees every child committed before the lock was granted.
  -- No key update: it queues the recounts without waiting on the key-share locks of children being inserted.
  perform 1 from ${q(t)} where id in (ok, nk) order by id for no key update;
  if ok is not null then ${set('ok')} end if;
  if nk is not null and nk is distinct from ok then ${set('nk')} end if;
  return null;
end $f$;
drop trigger if exists ${fn} on ${c};
create trigger ${fn} after insert or update or delete on ${c} for each row execute function ${fn}();`;
      return { install, drop: `drop trigger if exists ${fn} on ${c}; drop function if exists ${fn}();` };
    });
    return { install: parts.map((p) => p.install).join('\n'), drop: parts.map((p) => p.drop).join(' ') };
  }
  const c = getTableName(s.child);
  const fk = q(s.fk);
  // count and countBy: deltas.
  const key = s.kind === 'countBy' ? q(s.key) : null;
  const bump = (id: string, k: string, delta: number) =>
    key
      ? `update ${q(t)} set ${q(field)} = case when coalesce((${q(field)}->>${k})::int, 0) + ${delta} = 0 then ${q(field)} - ${k}
           else jsonb_set(${q(field)}, array[${k}], to_jsonb(coalesce((${q(field)}->>${k})::int, 0) + ${delta})) end where id = ${id};`
      : `update ${q(t)} set ${q(field)} = ${q(field)} + ${delta} where id = ${id};`;
  const install = `
create or replace function ${base}() returns trigger language plpgsql as $f$
declare o boolean := false; n boolean := false; ok bigint; nk bigint; okey text; nkey text;
begin
  if TG_OP <> 'INSERT' then ok := OLD.${fk}; ${key ? `okey := OLD.${key}::text;` : ''} o := ok is not null ${key ? 'and okey is not null' : ''} and ${pred(s.where, 'OLD')}; end if;
  if TG_OP <> 'DELETE' then nk := NEW.${fk}; ${key ? `nkey := NEW.${key}::text;` : ''} n := nk is not null ${key ? 'and nkey is not null' : ''} and ${pred(s.where, 'NEW')}; end if;
  if o = n and ok is not distinct from nk ${key ? 'and okey is not distinct from nkey' : ''} then return null; end if;
  -- Two parents are written in id order, so two movers in opposite directions cannot deadlock.
  if o and n and nk < ok then
    ${bump('nk', 'nkey', 1)}
    ${bump('ok', 'okey', -1)}
  else
    if o then ${bump('ok', 'okey', -1)} end if;
    if n then ${bump('nk', 'nkey', 1)} end if;
  end if;
  return null;
end $f$;
drop trigger if exists ${base} on ${q(c)};
create trigger ${base} after insert or update or delete on ${q(c)} for each row execute function ${base}();`;
  return { install, drop: `drop trigger if exists ${base} on ${q(c)}; drop function if exists ${base}();` };
}

/** The record's JSON text, its fields read from `from` (a row source under the table's own name); as record-select's recordText reads it. */
const recordValue = (fields: string, from?: string) => `(select row_to_json(f)::text from (select ${fields}${from ? ` from ${from}` : ''}) f)`;

/** How one field's fresh value is computed against the row alias `t`: joins it needs and the expression. */
function fieldValue(f: MaintainedField, i: number): { joins: string; expr: string } {
  const s = f.spec;
  if (s.kind === 'record') throw new Error(`${f.name}: a record is computed under its table's name (recordRepairSql)`);
  if (s.kind === 'lookup') {
    const l = `l${i}`;
    const found = `select ${s.value('p')} as v, true as found from ${q(getTableName(s.parent))} p where p.id = t.${q(s.fk)}`;
    return { joins: ` left join lateral (${found}) ${l} on true`, expr: `case when ${l}.found then ${l}.v else ${s.orElse ?? 'null'} end` };
  }
  if (s.kind === 'aggregate') return { joins: '', expr: s.value('t.id') };
  const c = q(getTableName(s.child));
  if (s.kind === 'count') return { joins: '', expr: `(select count(*)::int from ${c} r where r.${q(s.fk)} = t.id and ${pred(s.where, 'r')})` };
  return {
    joins: '',
    expr: `coalesce((select jsonb_object_agg(g.k, g.n) from (select r.${q(s.key)}::text as k, count(*)::int as n from ${c} r
      where r.${q(s.fk)} = t.id and r.${q(s.key)} is not null and ${pred(s.where, 'r')} group by 1) g), '{}'::jsonb)`,
  };
}

/** The value a field must hold, for every row of its table: `select id, v from <table> t`. */
function expectedSql(f: MaintainedField): string {
  // The record's fields name the table itself, not an alias.
  if (f.spec.kind === 'record') return `select ${q(f.table)}.id, ${recordValue(f.spec.fields)} as v from ${q(f.table)}`;
  const { joins, expr } = fieldValue(f, 0);
  return `select t.id, ${expr} as v from ${q(f.table)} t${joins}`;
}

/** Rows whose stored value differs from a fresh computation. */
export const staleRowsSql = (f: MaintainedField) =>
  `select x.id, t.${q(f.field)} as stored, x.v as expected from (${expectedSql(f)}) x join ${q(f.table)} t on t.id = x.id where t.${q(f.field)} is distinct from x.v`;

/**
 * One UPDATE that recomputes several fields of one table in a single pass: every row is rewritten at
 * most once, however many of its fields are stale (one statement per field rewrote a 2,000,000-row
 * table a dozen times on a fresh database, for over an hour).
 */
function repairTableSql(table: string, fields: MaintainedField[]): string {
  const parts = fields.map((f, i) => fieldValue(f, i));
  // x carries each field's stored and fresh value, so the update joins the table once and its
  // RETURNING can tell which fields of each row were stale. `offset 0` keeps each fresh value computed
  // once (a pulled-up subquery would repeat the expression in the comparison).
  const values = parts.map((p, i) => `${p.expr} as v${i}, t.${q(fields[i].field)} as o${i}`).join(', ');
  const stale = fields.map((_, i) => `z.v${i}, z.o${i} is distinct from z.v${i} as s${i}`).join(', ');
  const sets = fields.map((f, i) => `${q(f.field)} = x.v${i}`).join(', ');
  const counts = fields.map((_, i) => `count(*) filter (where s${i})::int as n${i}`).join(', ');
  return `with x as (select z.id, ${stale} from (select t.id, ${values} from ${q(table)} t${parts.map((p) => p.joins).join('')} offset 0) z),
    u as (update ${q(table)} t set ${sets} from x where x.id = t.id and (${fields.map((_, i) => `x.s${i}`).join(' or ')})
      returning ${fields.map((_, i) => `x.s${i}`).join(', ')})
    select ${counts} from u`;
}

/** Rewrites the stored records that differ from a fresh one; answers how many. */
function recordRepairSql(f: MaintainedField & { spec: { kind: 'record' } }): string {
  const t = q(f.table);
  return `with u as (update ${t} set ${q(f.field)} = x.v from (${expectedSql(f)} offset 0) x
      where x.id = ${t}.id and ${t}.${q(f.field)} is distinct from x.v returning 1)
    select count(*)::int as n from u`;
}

/**
 * Recomputes the given fields, a table at a time. Writing only maintained columns makes every
 * maintained trigger a no-op (no key and no source column changes), so when the role may, the triggers
 * are switched off for the transaction: that saves a trigger call and a queued event per row and field.
 * Answers the rows fixed per field.
 */
export async function repairTables(run: Run, fields: MaintainedField[]): Promise<Record<string, number>> {
  const { rows } = await run(`select current_setting('is_superuser') = 'on' as superuser`);
  if (rows[0]?.superuser) await run('set local session_replication_role = replica');
  // Joins of millions of rows: hash them in memory rather than in batches on disk.
  await run(`set local work_mem = '128MB'`);
  const byTable = new Map<string, MaintainedField[]>();
  for (const f of fields) byTable.set(f.table, [...(byTable.get(f.table) ?? []), f]);
  const fixed: Record<string, number> = {};
  for (const [table, all] of byTable) {
    const list = all.filter((f) => f.spec.kind !== 'record');
    if (list.length) {
      const [counts] = (await run(repairTableSql(table, list), [])).rows;
      list.forEach((f, i) => {
        if (counts?.[`n${i}`]) fixed[f.name] = Number(counts[`n${i}`]);
      });
    }
    // The stored record last: it holds the fields just repaired (the triggers may be off).
    for (const f of all.filter((f) => f.spec.kind === 'record')) {
      const [row] = (await run(recordRepairSql(f as MaintainedField & { spec: { kind: 'record' } }), [])).rows;
      if (row?.n) fixed[f.name] = Number(row.n);
    }
  }
  if (rows[0]?.superuser) await run('set local session_replication_role = origin');
  return fixed;
}

const hashOf = (sql: string) => createHash('sha256').update(sql).digest('hex').slice(0, 16);

/** Every maintained field of the declared resources (a stored record after the table's other fields). */
export function maintainedFields(resources: ResourceDef[]): MaintainedField[] {
  return resources.flatMap((r) => {
    const table = getTableName(r.table);
    const fields: MaintainedField[] = Object.entries(r.maintained ?? {}).map(([field, spec]) => ({ name: `${table}.${field}`, table, field, spec }));
    if (r.storedRecord) fields.push({ name: `${table}.record_json`, table, field: 'record_json', spec: { kind: 'record', fields: recordFieldsSql(r) } });
    return fields;
  });
}

/**
 * Brings the database's triggers in line with the declarations, in one transaction: a field whose
 * definition is new or changed gets its triggers (re)created and its values backfilled; a field no
 * longer declared loses its triggers. Runs at every start; costs one query when nothing changed.
 */
export async function installMaintained(
  database: Database,
  fields: MaintainedField[],
  opts: { fill?: boolean } = {},
): Promise<{ installed: string[]; removed: string[] }> {
  const wanted = new Map(fields.map((f) => [f.name, { f, sql: triggerSql(f), hash: '' }]));
  for (const w of wanted.values()) w.hash = hashOf(w.sql.install + expectedSql(w.f));
  const rows = (await database.query('select name, hash, drop_sql from maintained_fields')).rows as { name: string; hash: string; drop_sql: string }[];
  const current = new Map(rows.map((r) => [r.name, r]));
  const toInstall = [...wanted.values()].filter((w) => current.get(w.f.name)?.hash !== w.hash);
  const toRemove = rows.filter((r) => !wanted.has(r.name));
  if (toInstall.length === 0 && toRemove.length === 0) return { installed: [], removed: [] };
  await transaction(database, async (run) => {
    // Two processes starting on one database install once.
    await run('select pg_advisory_xact_lock(7115001)');
    for (const r of toRemove) {
      await run(r.drop_sql);
      await run('delete from maintained_fields where name = $1', [r.name]);
    }
    for (const w of toInstall) {
      const previous = current.get(w.f.name);
      if (previous) await run(previous.drop_sql);
      await run(w.sql.install);
    }
    // A bulk loader fills the values itself, table by table (repairMaintained), with its indexes off.
    if (opts.fill !== false)
      await repairTables(
        run,
        toInstall.map((w) => w.f),
      );
    for (const w of toInstall) {
      await run(
        `insert into maintained_fields (name, hash, drop_sql) values ($1, $2, $3)
         on conflict (name) do update set hash = excluded.hash, drop_sql = excluded.drop_sql, installed_at = now()`,
        [w.f.name, w.hash, w.sql.drop],
      );
    }
  });
  return { installed: toInstall.map((w) => w.f.name), removed: toRemove.map((r) => r.name) };
}

/** Stored values that differ from a recount, per field (empty when all are right). */
export async function checkMaintained(
  database: Database,
  fields: MaintainedField[],
): Promise<Record<string, { id: number; stored: unknown; expected: unknown }[]>> {
  const out: Record<string, { id: number; stored: unknown; expected: unknown }[]> = {};
  for (const f of fields) {
    const { rows } = await database.query(`${staleRowsSql(f)} order by x.id limit 20`);
    if (rows.length) out[f.name] = rows.map((r) => ({ id: Number(r.id), stored: r.stored, expected: r.expected }));
  }
  return out;
}

/** Recomputes every maintained field; answers how many rows each repair changed. */
export async function repairMaintained(database: Database, fields: MaintainedField[]): Promise<Record<string, number>> {
  const fixed: Record<string, number> = {};
  await transaction(database, async (run) => {
    Object.assign(fixed, await repairTables(run, fields));
  });
  return fixed;
}

export type Run = (text: string, params?: unknown[]) => Promise<{ rows: any[]; affectedRows?: number; rowCount?: number | null }>;

/** One transaction of raw SQL; a text without parameters may hold several statements (trigger scripts). */
async function transaction(database: Database, work: (run: Run) => Promise<void>) {
  await database.rawTransaction(work);
}
