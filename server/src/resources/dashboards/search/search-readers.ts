// A search source as one reader may see it (issue 24, decision 0061): a field the reader may not read
// (its resource's `fieldReaders`) is shown as the marker where the label or description reads it, and
// is not matched, so a search can neither show nor find a record by it.
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { REDACTED_TEXT } from '../../../platform/auth/readers.ts';
import { getResource } from '../../../platform/registry.ts';
import type { SearchSource } from './search-sources.ts';

const dialect = new PgDialect();

/** The fields of the source's table an expression reads. */
function fieldsRead(source: SearchSource, expression: SQL | AnyPgColumn): string[] {
  const text = dialect.sqlToQuery(sql`${expression}`).sql;
  const table = getTableName(source.table);
  return [...text.matchAll(/"(\w+)"\."(\w+)"/g)].filter((m) => m[1] === table).map((m) => m[2]);
}

const readsAny = (source: SearchSource, expression: SQL | AnyPgColumn, kept: string[]) => fieldsRead(source, expression).some((f) => kept.includes(f));

const views = new WeakMap<SearchSource, Map<string, SearchSource>>();

/** The source with the kept fields hidden and unmatched; the source itself when nothing is kept. */
export function sourceFor(source: SearchSource, kept: string[]): SearchSource {
  if (kept.length === 0) return source;
  const key = kept.join(',');
  let byKey = views.get(source);
  if (!byKey) views.set(source, (byKey = new Map()));
  let view = byKey.get(key);
  if (!view) {
    const marker = sql.raw(REDACTED_TEXT);
    const targets = source.match ?? getResource(source.resource)?.searchable ?? [];
    const match = targets.filter((t) => !readsAny(source, t, kept));
    view = {
      ...source,
      label: readsAny(source, source.label, kept) ? marker : source.label,
      description: source.description && readsAny(source, source.description, kept) ? marker : source.description,
      // Left as it was when every target may be read: the list's planned search (decision 0028) still applies.
      match: match.length === targets.length ? source.match : match,
      // Nor ranked by: an exact value of a kept field would show through the order.
      exact: source.exact?.filter((c) => !readsAny(source, c, kept)),
    };
    byKey.set(key, view);
  }
  return view;
}
