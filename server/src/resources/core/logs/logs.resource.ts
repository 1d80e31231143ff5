import { sql, type SQL } from 'drizzle-orm';
import { logs } from '../../../db/schema/index.ts';
import { defineResource, type FilterSpec } from '../../../platform/registry.ts';
import { changesText } from './log-changes.ts';
import { shownToReader } from './log-readers.ts';

/**
 * The objects that have an embedded log list (spec 1 §2.12). A change is recorded with the ids of
 * the objects it concerns in `refs`; `refs @> {"site_id": 3}` is answered by the GIN index.
 * A new embedded list is one more name here (and the key in the `refs` of the resource that writes it).
 */
export const LOG_REFS = [
  'site_id',
  'sim_id',
  'device_id',
  'line_id',
  'customer_id',
  'package_id',
  'service_id',
  'product_item_id',
  'starlink_service_line_id',
  // An invoice's Logs tab: its own entries, which carry its lines (decision 0084).
  'invoice_id',
] as const;

const refFilter = (key: string): FilterSpec => ({
  type: 'int',
  // `null` asks for the entries that concern no such object.
  where: (value: number | null): SQL =>
    value === null ? sql`not coalesce(${logs.refs} ? ${key}, false)` : sql`${logs.refs} @> ${JSON.stringify({ [key]: value })}::jsonb`,
});

/**
 * A line written inside its document's entry (decision 0084) has a Logs tab of its own: the entries of
 * its document that carry it (one `lines` item naming it), and its own entries from before lines were
 * folded (refs naming it). The document is found by the line's current key, through the log's object index.
 */
const lineFilter = (key: string, objectType: string, parentType: string, table: string, fk: string): FilterSpec => ({
  type: 'int',
  where: (value: number | null): SQL =>
    value === null
      ? sql`not coalesce(${logs.refs} ? ${key}, false)`
      : sql`(${logs.refs} @> ${JSON.stringify({ [key]: value })}::jsonb or (${logs.object_type} = ${parentType}
          and ${logs.object_id} = (select ${sql.identifier(fk)}::text from ${sql.identifier(table)} where id = ${value})
          and ${logs.lines} @> ${JSON.stringify([{ object_type: objectType, object_id: String(value) }])}::jsonb))`,
});

/** The activity log (spec 1 §2.12): written by every change, read here, never edited. */
export const logsResource = defineResource({
  name: 'logs',
  objectType: 'log',
  table: logs,
  archivable: false,
  writable: false,
  searchable: [logs.author_name, logs.object_repr, logs.object_type],
  filters: {
    user_id: { type: 'int', column: logs.author_id },
    activity_verb: { type: 'text', column: logs.verb },
    by_system: { type: 'bool' },
    object_type: { type: 'text' },
    object_id: { type: 'text' },
    created_at: { type: 'timestamp', range: true },
    ...Object.fromEntries(LOG_REFS.map((key) => [key, refFilter(key)])),
    // A package line's Logs tab: its changes inside its package's entries.
    package_line_id: lineFilter('package_line_id', 'package_line', 'package', 'package_lines', 'package_id'),
  },
  // Spec 1 §2.12 and the API conventions: changes made by syncs and jobs are hidden unless asked for.
  defaultFilters: { by_system: 'false' },
  sortable: ['created_at', 'author_name', 'verb', 'object_type'],
  repr: (row) => `${row.verb} ${row.object_type} ${row.object_id}`,
  valueFields: ['verb', 'object_type'],
  // An entry shows another resource's record: what its reader may not read of it is redacted (decision 0061).
  shownTo: shownToReader,
  // A spreadsheet people read: one line per change with its fields as "field: old → new" (issue 14).
  exportColumns: [
    { key: 'created_at', header: 'Date', width: 20 },
    { key: 'author_name', header: 'Author', width: 24 },
    { key: 'verb', header: 'Action' },
    { key: 'object_type', header: 'Object type', width: 16 },
    { key: 'object_id', header: 'Object id' },
    { key: 'object_repr', header: 'Object', width: 28 },
    { key: 'changes', header: 'Changes', width: 80, reads: ['before', 'after'], value: (row) => changesText(row.before, row.after) },
  ],
});
