// The global search: a few matches of each source, live records first, then labels starting with
// the term, then labels with a word starting with it, then the newest.
import { asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { allows } from '../../platform/auth/guard.ts';
import type { Actor } from '../../platform/context.ts';
import { likePattern } from '../../platform/list-query.ts';
import { getResource } from '../../platform/registry.ts';
import { SEARCH_PER_TYPE, SEARCH_SOURCES, type SearchSource } from './search-sources.ts';

export interface SearchHit {
  resource: string;
  id: number;
  label: string;
  description: string | null;
}

/** "term%": likePattern's "%term%" without its leading wildcard. */
const prefixPattern = (term: string) => likePattern(term).slice(1);

async function searchOne(exec: Executor, source: SearchSource, term: string): Promise<SearchHit[]> {
  const targets = source.match ?? getResource(source.resource)?.searchable ?? [];
  const conditions: SQL[] = targets.map((target) => ilike(target, likePattern(term)));
  if (/^\d{1,9}$/.test(term)) conditions.push(eq(source.table.id, Number(term)));
  if (conditions.length === 0) return [];
  const rows = await exec
    .select({
      id: source.table.id,
      label: sql<string>`${source.label}::text`,
      description: source.description ? sql<string | null>`${source.description}::text` : sql<null>`null`,
    })
    .from(source.table)
    .where(or(...conditions))
    .orderBy(
      asc(source.stale ?? sql`false`),
      desc(ilike(source.label, prefixPattern(term))),
      desc(ilike(sql`' ' || ${source.label}`, `% ${prefixPattern(term)}`)),
      desc(source.table.id),
    )
    .limit(SEARCH_PER_TYPE);
  return rows.map((r) => ({ resource: source.resource, id: Number(r.id), label: r.label ?? '', description: r.description || null }));
}

/** `term` is trimmed and long enough (the route checks); sources the actor may not read are skipped. */
export async function liveSearch(exec: Executor, actor: Actor | null, term: string): Promise<SearchHit[]> {
  const readable = SEARCH_SOURCES.filter((s) => allows(getResource(s.resource)?.read ?? 'staff', actor));
  const perSource = await Promise.all(readable.map((s) => searchOne(exec, s, term)));
  return perSource.flat();
}
