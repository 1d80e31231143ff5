// What the list statements keep between requests, each cache with its key and its bound; the SQL they
// keep is written in page-statement.ts. Carries out decision 0012 (the records' JSON statement prepared
// once per resource and pool), decision 0043 (the text around a page's ids built once per resource,
// page statements kept prepared, at most 500 texts per process) and decision 0046 (filtered pages kept
// prepared too, named by their text; searches, id lists and multi-value filters planned each time).
// Decision 0050 amends 0046 (kept prepared is not planned once); its literals are written in list-query.ts.
import type { Executor } from '../db/client.ts';
import type { ListQuery } from './list-query.ts';
import type { ResourceDef } from './resource-types.ts';

/** A number per resource declaration: two declarations of one name (tests build their own) never share a statement. */
const defIds = new WeakMap<ResourceDef, number>();
let nextDefId = 1;
export const defId = (def: ResourceDef) => {
  let id = defIds.get(def);
  if (id === undefined) defIds.set(def, (id = nextDefId++));
  return id;
};

/**
 * Texts that depend on the declaration alone, built once per declaration: drizzle building a hundred
 * fields' SQL on each request cost more than the round trip a one-statement page saves (decision 0043).
 * Held weakly, so a declaration a test builds and drops takes its texts with it.
 */
type PerResource = 'table names' | 'page template';
const perResourceTexts = new Map<PerResource, WeakMap<ResourceDef, unknown>>();

export function builtOnce<T>(kind: PerResource, def: ResourceDef, build: () => T): T {
  let byDef = perResourceTexts.get(kind);
  if (!byDef) perResourceTexts.set(kind, (byDef = new WeakMap()));
  // A built value may be null ("this resource's page cannot be spliced"), which is kept too.
  if (byDef.has(def)) return byDef.get(def) as T;
  const built = build();
  byDef.set(def, built);
  return built;
}

/** Statements prepared through drizzle, by name, per pool (a test's database has its own). */
const prepared = new WeakMap<Executor, Map<string, unknown>>();

export function preparedOnce<S>(db: Executor, name: string, prepare: () => S): S {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  let statement = byName.get(name) as S | undefined;
  if (!statement) {
    statement = prepare();
    byName.set(name, statement);
  }
  return statement;
}

/** Statements kept prepared per connection, by text: bounded, since PostgreSQL holds each one per connection. */
const MAX_NAMED_PAGES = 500;
const namedPages = new Map<string, string>();

/**
 * The name a list statement is kept prepared under on each connection, or undefined to plan it afresh.
 * Planning the JSON page costs PostgreSQL more than running it (pgbench of an object's log page: 2,500
 * tps planned each time, 6,000 prepared), so every page and first-page statement of a list in index
 * order is kept, by text: the values stay parameters. PostgreSQL plans its first five runs with the
 * values and then keeps a generic plan only when it costs no more than theirs; every list filter has
 * an index on (filter, sort key), so the plan does not depend on the value (decision 0046). Searches
 * (their planner estimate decides the path), id lists and multi-value filters (a text per list length)
 * are planned each time, and at most MAX_NAMED_PAGES texts are named.
 */
export function statementName(
  def: ResourceDef,
  t: { where: string; order: string },
  query: ListQuery,
  kind: string,
  limit: number,
  offset: number,
): string | undefined {
  if (query.searched || query.byIds || / in \(\$/.test(t.where)) return undefined;
  // Keyed by what varies, not by the whole text: a page's text is kilobytes, hashed again on every request.
  const key = `${defId(def)}\u0000${kind}\u0000${t.where}\u0000${t.order}\u0000${limit}\u0000${offset}`;
  let name = namedPages.get(key);
  if (name === undefined && namedPages.size < MAX_NAMED_PAGES) namedPages.set(key, (name = `list_page_${namedPages.size + 1}`));
  return name;
}
