// How q is searched on the lists of millions of rows (devices, SIM cards): decision 0028.
//
// A plain `col ILIKE '%term%'` over trigram indexes costs what the index holds for the term's trigrams,
// not what matches: a word every row shares ("router", the "8932" every Belgian ICCID starts with) walks
// a posting list of the whole table, then sorts every match to find the first page. The plan below asks
// the planner's statistics first (an EXPLAIN, no scan; remembered a minute per term) and then:
//  - a common term (more expected matches than the exact-total limit) walks the list's own order index
//    and checks each row, stopping at the page; its total is an estimate like any large list;
//  - a rare term uses the trigram indexes; in a phrase of several words only the rarest word drives the
//    index and the whole phrase is checked on the rows it finds (the common words' trigrams are never
//    read); identifier columns whose value starts with the term come first, then the list's order.
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { likePattern, type ListQuery } from './list-query.ts';
import { databaseId, EXACT_TOTAL_LIMIT, plannerRows } from './list-total.ts';
import type { ResourceDef } from './resource-types.ts';

export interface SearchPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  /** Expected matches when the term is common (its total is then an estimate); undefined when rare. */
  commonEstimate?: number;
}

/** The shortest word a trigram index can find (shorter ones are only checked on the rows found). */
const MIN_WORD = 3;
/** Words of a long term weighed by the planner (the longest ones): one EXPLAIN each, bounded per request. */
const MAX_WORDS = 4;
const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 1000;
const remembered = new Map<string, { at: number; driver: string; estimate: number }>();

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The column as an expression: the same text, but no index applies, so the row is only checked. */
const checked = (c: AnyPgColumn) => sql`(${c} || '')`;
const anyIlike = (columns: SQL[] | AnyPgColumn[], pattern: string) => or(...columns.map((c) => sql`${c} ilike ${pattern}`));

/** Six-digit grams: the keys of digit_grams() (migration 0025). */
const GRAM = 6;
const gramsOf = (digits: string) => [...new Set(Array.from({ length: digits.length - GRAM + 1 }, (_, i) => digits.slice(i, i + GRAM)))];
/** Cards whose digit runs hold every gram of the fragment: a superset of those containing it, found by the GIN index. */
const holdsGrams = (expression: SQL, digits: string) => sql`digit_grams(${expression}) @> ${`{${gramsOf(digits).join(',')}}`}::text[]`;

/** The candidate condition that matches fewest rows, with that estimate (remembered for a minute). */
async function rarest(db: Db, def: ResourceDef, candidates: { driver: string; where: SQL | undefined }[], cacheKey: string) {
  const known = remembered.get(cacheKey);
  if (known && Date.now() - known.at < REMEMBER_MS) return known;
  let best = { driver: candidates[0].driver, estimate: Number.POSITIVE_INFINITY };
  for (const { driver, where } of candidates) {
    const estimate = await plannerRows(db, def, where);
    if (estimate < best.estimate) best = { driver, estimate };
  }
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  const entry = { ...best, at: Date.now() };
  remembered.set(cacheKey, entry);
  return entry;
}

/**
 * What q matches on a resource that plans its search, as its list finds it: a rare term through the
 * trigram (or digit-gram) index of its rarest word, the whole phrase checked on the rows found; a common
 * one (more expected matches than the exact-total limit) as a check on each row read, for a reader that
 * walks an index in its own order and stops early. Undefined when the resource does not plan its search
 * or the term has no word an index can find.
 */
export async function plannedMatch(db: Db, def: ResourceDef, term: string): Promise<{ match: SQL; common: boolean; estimate: number } | undefined> {
  const ranked = def.rankedSearch;
  if (!ranked) return undefined;
  const words = [
    ...new Set(
      term
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length >= MIN_WORD),
    ),
  ]
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  const phrase = likePattern(term);
  // A number fragment long enough for the digit grams is looked up through them; anything else by its words.
  const digits = ranked.digitGrams && new RegExp(`^\\d{${GRAM},}$`).test(term) ? term : undefined;
  const candidates = digits
    ? [{ driver: digits, where: holdsGrams(ranked.digitGrams!, digits) }]
    : words.map((word) => ({ driver: word, where: anyIlike(def.searchable, likePattern(word)) }));
  const { driver, estimate } = await rarest(db, def, candidates, `${databaseId(db)}\u0000${def.name}\u0000${digits ? `#${digits}` : words.join(' ')}`);
  if (estimate > EXACT_TOTAL_LIMIT) return { match: anyIlike(def.searchable.map(checked), phrase)!, common: true, estimate };
  const match = digits
    ? and(holdsGrams(ranked.digitGrams!, digits), anyIlike(def.searchable.map(checked), phrase))
    : words.length === 1 && driver === term.toLowerCase()
      ? anyIlike(def.searchable, phrase)
      : and(anyIlike(def.searchable, likePattern(driver)), anyIlike(def.searchable.map(checked), phrase));
  return { match: match!, common: false, estimate };
}

/** The list query with its q planned; lists that do not rank their search keep the plain condition. */
export async function planSearch(db: Db, def: ResourceDef, query: ListQuery): Promise<SearchPlan> {
  const term = query.search?.term;
  const planned = term ? await plannedMatch(db, def, term) : undefined;
  if (!planned) return { where: query.where, orderBy: query.orderBy };
  const { others, extra } = query.search!;
  // Common: every row is checked in the list's order, and the walk stops at the page.
  if (planned.common) return { where: and(others, or(planned.match, extra)), orderBy: query.orderBy, commonEstimate: planned.estimate };
  const prefix = `${escapeLike(term!)}%`;
  const rank = sql`coalesce(${or(...def.rankedSearch!.prefixes.map((c) => sql`${c} ilike ${prefix}`))}, false) desc`;
  return { where: and(others, or(planned.match, extra)), orderBy: [rank, ...query.orderBy] };
}
