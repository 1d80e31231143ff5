// The global search: a few matches of each source, live records first, then labels starting with
// the term, then labels with a word starting with it, then the newest. On devices and SIM cards, a term
// thousands of records hold answers the newest live ones that hold it.
import { and, asc, desc, eq, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { allows } from '../../../platform/auth/guard.ts';
import { keptFields } from '../../../platform/auth/readers.ts';
import type { Actor } from '../../../platform/context.ts';
import { likePattern } from '../../../platform/list-query.ts';
import { getResource } from '../../../platform/registry.ts';
import { plannedMatch } from '../../../platform/search-plan.ts';
import { SEARCH_PER_TYPE, SEARCH_SOURCES, type SearchSource } from './search-sources.ts';
import { sourceFor } from './search-readers.ts';

export interface SearchHit {
  resource: string;
  id: number;
  label: string;
  description: string | null;
}

/** "term%": likePattern's "%term%" without its leading wildcard. */
const prefixPattern = (term: string) => likePattern(term).slice(1);

async function searchOne(db: Db, source: SearchSource, term: string): Promise<SearchHit[]> {
  const def = getResource(source.resource);
  // Devices and SIM cards are found as their lists find them (decision 0028): the rarest word of a
  // phrase drives the index, so "router 5833" never reads the posting list of a word every name holds.
  const planned = !source.match && def ? await plannedMatch(db, def, term) : undefined;
  const targets = source.match ?? def?.searchable ?? [];
  const conditions: SQL[] = planned ? [planned.match] : targets.map((target) => ilike(target, likePattern(term)));
  if (/^\d{1,9}$/.test(term)) conditions.push(eq(source.table.id, Number(term)));
  if (conditions.length === 0) return [];
  const query = db
    .select({
      id: source.table.id,
      label: sql<string>`${source.label}::text`,
      description: source.description ? sql<string | null>`${source.description}::text` : sql<null>`null`,
    })
    .from(source.table);
  // A term thousands of records hold: the newest live ones, read backwards until five match, rather
  // than every match ranked.
  const rows = planned?.common
    ? await query
        .where(and(or(...conditions), not(source.stale ?? sql`false`)))
        .orderBy(desc(source.table.id))
        .limit(SEARCH_PER_TYPE)
    : await query
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

/**
 * `term` is trimmed and long enough (the route checks); sources the actor may not read are skipped, and
 * fields of a source they may not read are shown as the marker and not matched.
 */
export async function liveSearch(db: Db, actor: Actor | null, term: string): Promise<SearchHit[]> {
  const readable = SEARCH_SOURCES.filter((s) => allows(getResource(s.resource)?.read ?? 'staff', actor));
  // A field the reader may not read (decision 0061) is neither shown nor matched.
  const shown = readable.map((s) => sourceFor(s, keptFields(getResource(s.resource) ?? {}, actor)));
  const perSource = await Promise.all(shown.map((s) => searchOne(db, s, term)));
  return perSource.flat();
}
