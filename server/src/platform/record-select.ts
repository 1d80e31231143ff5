// A record's select list: its fields as PostgreSQL writes them into JSON, one text for a list page, a
// show, an export and the trigger that stores the record, so all of them answer the same bytes.
// Carries out decision 0012 (records written as JSON by PostgreSQL, timestamps as JavaScript writes
// them) and decision 0048 (the record stored by a trigger from this select list, read in its place).
import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgDialect, PgTimestamp } from 'drizzle-orm/pg-core';
import type { ResourceDef } from './resource-types.ts';
import { selection } from './store.ts';

/**
 * A field as PostgreSQL must write it into JSON for the text to equal what a single record answers:
 * timestamps as JavaScript's toISOString() (UTC, milliseconds, Z); every other type already agrees.
 */
const asJson = (field: unknown): SQL => (is(field, PgTimestamp) ? sql`to_char(${field} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : sql`${field}`);

/** A resource's record fields as PostgreSQL writes them into JSON (all of them, or an export's columns). */
const jsonFields = (def: ResourceDef, only?: string[]) =>
  sql.join(
    Object.entries(selection(def))
      .filter(([field]) => !only || only.includes(field))
      .map(([field, value]) => sql`${asJson(value)} as ${sql.identifier(field)}`),
    sql`, `,
  );

/**
 * A stored record's select list as SQL text (decision 0048), for the trigger that writes it. Refused
 * when a field could not be kept by a trigger on the row: a parameter, a read of another table, the clock.
 */
export function recordFieldsSql(def: ResourceDef): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(jsonFields(def));
  const table = getTableName(def.table);
  const foreign = [...text.matchAll(/"(\w+)"\./g)].map((m) => m[1]).find((name) => name !== table);
  const problem = params.length
    ? 'a field carries a parameter'
    : foreign
      ? `a field reads the table ${foreign}`
      : /\bfrom\s+"|\bnow\(|\bcurrent_(date|timestamp|time)\b|\blocaltimestamp\b|\bclock_timestamp\(/i.test(text)
        ? 'a field reads another table or the clock'
        : undefined;
  if (problem) throw new Error(`${def.name}: its record cannot be stored (${problem})`);
  return text;
}

/**
 * The record's JSON text, as a list page and a show answer it: the stored one where the resource keeps
 * it (a row written before its trigger existed has none yet, and is written on the spot), computed
 * otherwise. An export's subset of fields is always computed.
 */
export const recordText = (def: ResourceDef, only?: string[]): SQL => {
  const computed = sql`(select row_to_json(f)::text from (select ${jsonFields(def, only)}) f)`;
  return def.storedRecord && !only ? sql`coalesce(${sql.identifier(getTableName(def.table))}.record_json, ${computed})` : computed;
};

/** Names of a resource's timestamp columns: what a spreadsheet wants back as dates. */
export const timestampFields = (def: ResourceDef) =>
  Object.entries(selection(def))
    .filter(([, field]) => is(field, PgTimestamp))
    .map(([name]) => name);
