// The global search: a few matches of each kind, a reference equal to the term first, then live
// records, then labels starting with the term, then labels with a word starting with it, then the
// newest. On devices, SIM cards and the reference kinds, a term thousands of records hold answers the
// newest live ones that hold it. Kinds holding an exact reference come before the others (decision 0078).
import { and, asc, desc, eq, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { allows } from '../../../platform/auth/guard.ts';
import { keptFields } from '../../../platform/auth/readers.ts';
import type { Actor } from '../../../platform/context.ts';
import { likePattern } from '../../../platform/list-query.ts';
import { getResource } from '../../../platform/registry.ts';
import { plannedMatch } from '../../../platform/search-plan.ts';
import type { ResourceDef } from '../../../platform/resource-types.ts';
import { SEARCH_PER_TYPE, SEARCH_SOURCES, type SearchSource } from './search-sources.ts';
import { searchSubnets } from './search-subnets.ts';
import { sourceFor } from './search-readers.ts';

export interface SearchHit {
  /** The API path the console links to (the record's show page, or its list with `filter`). */
  resource: string;
  /** The group the console shows it under: the resource, or a kind of its own (credit_notes, subnets...). */
  kind: string;
  id: number | string;
  label: string;
  description: string | null;
  /** A result that is no record (a subnet): the list of `resource` filtered by this. */
  filter?: Record<string, string | boolean>;
}

/** A kind's hits, and whether its first is a reference equal to the term. */
interface KindHits {
  hits: SearchHit[];
  exact: boolean;
}

/** "term%": likePattern's "%term%" without its leading wildcard. */
const prefixPattern = (term: string) => likePattern(term).slice(1);

/** The declaration the list plans its q with, over the kind's reference columns (decision 0028). */
function referencePlan(def: ResourceDef, source: SearchSource): ResourceDef {
  return {
    ...def,
    name: `${def.name}#search:${source.kind ?? source.resource}`,
    searchable: source.match as AnyPgColumn[],
    rankedSearch: { prefixes: source.exact! },
  };
}

async function searchOne(db: Db, source: SearchSource, term: string): Promise<KindHits> {
  const none = { hits: [], exact: false };
  if (term.length < (source.minChars ?? 0)) return none;
  const def = getResource(source.resource);
  // Devices, SIM cards and the reference kinds are found as their lists find them (decision 0028): the
  // rarest word of a phrase drives the index, so "router 5833" never reads the posting list of a word
  // every name holds, and "PKG-" every package reference holds reads the newest packages only.
  const planDef = def && (source.exact ? referencePlan(def, source) : source.match ? undefined : def);
  const planned = planDef && planDef.searchable.length > 0 ? await plannedMatch(db, planDef, term) : undefined;
  const targets = source.match ?? def?.searchable ?? [];
  const conditions: SQL[] = planned ? [planned.match] : targets.map((target) => ilike(target, likePattern(term)));
  if (/^\d{1,9}$/.test(term) && !source.exact) conditions.push(eq(source.table.id, Number(term)));
  if (conditions.length === 0) return none;
  // Case aside, equal to the term: the LIKE pattern with no wildcard (the term's own escaped).
  const exactTerm = likePattern(term).slice(1, -1);
  const exactMatch = source.exact?.length ? or(...source.exact.map((c) => ilike(c, exactTerm)))! : sql`false`;
  const query = db
    .select({
      id: source.table.id,
      label: sql<string>`${source.label}::text`,
      description: source.description ? sql<string | null>`${source.description}::text` : sql<null>`null`,
      exact: sql<boolean>`coalesce(${exactMatch}, false)`,
    })
    .from(source.table);
  const scope = source.scope ?? sql`true`;
  // A term thousands of records hold: the newest live ones, read backwards until five match, rather
  // than every match ranked.
  const rows = planned?.common
    ? await query
        .where(and(scope, or(...conditions), not(source.stale ?? sql`false`)))
        .orderBy(desc(source.table.id))
        .limit(SEARCH_PER_TYPE)
    : await query
        .where(and(scope, or(...conditions)))
        .orderBy(
          desc(sql`coalesce(${exactMatch}, false)`),
          asc(source.stale ?? sql`false`),
          desc(ilike(source.label, prefixPattern(term))),
          desc(ilike(sql`' ' || ${source.label}`, `% ${prefixPattern(term)}`)),
          desc(source.table.id),
        )
        .limit(SEARCH_PER_TYPE);
  const kind = source.kind ?? source.resource;
  const hits = rows.map((r) => ({ resource: source.resource, kind, id: Number(r.id), label: r.label ?? '', description: r.description || null }));
  return { hits, exact: rows[0]?.exact === true };
}

/**
 * `term` is trimmed and long enough (the route checks); sources the actor may not read are skipped, and
 * fields of a source they may not read are shown as the marker and not matched.
 */
export async function liveSearch(db: Db, actor: Actor | null, term: string): Promise<SearchHit[]> {
  const readable = SEARCH_SOURCES.filter((s) => allows(getResource(s.resource)?.read ?? 'staff', actor));
  // A field the reader may not read (decision 0061) is neither shown nor matched.
  const shown = readable.map((s) => sourceFor(s, keptFields(getResource(s.resource) ?? {}, actor)));
  const ipsDef = getResource('ips');
  const subnetsShown = ipsDef && allows(ipsDef.read ?? 'staff', actor) && !keptFields(ipsDef, actor).includes('subnet');
  const [subnets, ...perSource] = await Promise.all([
    subnetsShown ? searchSubnets(db, term) : Promise.resolve([]),
    ...shown.map((s) => searchOne(db, s, term)),
  ]);
  // The subnets follow the IPs: an address typed finds its record, then the subnets holding it.
  const ipsAt = shown.findIndex((s) => s.resource === 'ips' && !s.kind);
  const kinds = [...perSource];
  // A subnet found holds the address typed: as precise as an exact reference.
  kinds.splice(ipsAt < 0 ? kinds.length : ipsAt + 1, 0, { hits: subnets, exact: subnets.length > 0 });
  // Kinds whose first result is the reference typed come first; the others keep their order.
  return [...kinds.filter((k) => k.exact), ...kinds.filter((k) => !k.exact)].flatMap((k) => k.hits);
}
