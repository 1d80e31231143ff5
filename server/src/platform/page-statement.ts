// The statements that answer a list page, and which of them a request takes. Carries out decision 0012
// (a page's ids and its bounded total from an index walk, its records written as JSON by PostgreSQL in
// one prepared statement and passed through untouched; get-many never counts; exports read the ids,
// then the records by id), decision 0043 (a page in one statement; a list's first request counts in
// that same statement), decision 0046 (the WHERE and ORDER BY serialised once per request, every
// statement spliced from that text) and decision 0028 (a search numbers its matches once, for both its
// count and its page). The record's own fields: record-select.ts; what is kept between requests:
// statement-cache.ts.
import { getTableName, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { INVALID_PAGE } from '@console/contract';
import type { Db, Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { AppError } from './errors.ts';
import type { ListQuery } from './list-query.ts';
import { EXACT_TOTAL_LIMIT, estimateLargeTotal, rememberedTotal, totalKey } from './list-total.ts';
import { recordText, timestampFields } from './record-select.ts';
import type { ResourceDef } from './resource-types.ts';
import { planSearch, type SearchPlan } from './search-plan.ts';
import { builtOnce, defId, preparedOnce, statementName } from './statement-cache.ts';

export interface ListPage {
  /** The page's records as a JSON array, exactly as GET /{resource}/{id} answers each of them. */
  resultsJson: string;
  size: number;
  count: number;
  /** The total is an estimate ("about N"): the list is larger than EXACT_TOTAL_LIMIT. */
  count_estimated: boolean;
}

const dialect = new PgDialect();

/** Ids of the list in its order, at most `limit` of them from `offset`: an index walk, no computed fields. */
export const orderedIds = (exec: Executor, def: ResourceDef, query: ListQuery, limit: number, offset: number) =>
  exec
    .select({ id: def.table.id })
    .from(def.table)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(limit)
    .offset(offset);

/** The page's records, numbered by rn, aggregated in that order into one JSON array text. */
const PAGE_ARRAY = `'[' || coalesce(string_agg(page.j, ', ' order by page.rn), '') || ']'`;

interface JsonRows {
  execute: (params: { ids: string }) => Promise<{ n: number; rows: string }[]>;
}

/**
 * The records of those ids, in that order, as one JSON text: planned once per resource (and field
 * set: an export computes only its columns) and pool.
 */
function jsonRowsStatement(db: Db, def: ResourceDef, only?: string[]): JsonRows {
  // Named per declaration object: a reader's view of a resource (decision 0061) has its own select list.
  const name = `json_rows_${def.name}_${defId(def)}${only ? '_export' : ''}`;
  return preparedOnce(db, name, () => {
    const table = sql.identifier(getTableName(def.table));
    const page = sql`(select k.n as rn, ${recordText(def, only)} as j
      from unnest(${sql.placeholder('ids')}::int[]) with ordinality as k(id, n)
      join ${table} on ${def.table.id} = k.id) page`;
    return db
      .select({ n: sql<number>`count(*)::int`, rows: sql<string>`${sql.raw(PAGE_ARRAY)}` })
      .from(page)
      .prepare(name) as unknown as JsonRows;
  });
}

async function jsonRows(db: Db, def: ResourceDef, ids: number[], only?: string[]): Promise<{ size: number; json: string }> {
  if (ids.length === 0) return { size: 0, json: '[]' };
  const [row] = await jsonRowsStatement(db, def, only).execute({ ids: `{${ids.join(',')}}` });
  return { size: Number(row?.n ?? 0), json: row?.rows ?? '[]' };
}

/**
 * One record as the JSON text a show answers, written by PostgreSQL through the pages' prepared
 * statement (no query built, no row mapped and re-serialised per request); undefined when absent.
 * It reads exactly as getRow() (the demo test compares every resource's records both ways).
 */
export async function recordJson(db: Db, def: ResourceDef, id: number): Promise<string | undefined> {
  const { size, json } = await jsonRows(db, def, [id]);
  // The array of one record: "[" + the record + "]".
  return size ? json.slice(1, -1) : undefined;
}

/**
 * Records of those ids, in that order, as objects (exports): the pages' JSON statement limited to the
 * fields asked for, parsed natively, timestamps revived as dates.
 */
export async function recordsByIds(db: Db, def: ResourceDef, ids: number[], only?: string[]): Promise<Record<string, unknown>[]> {
  const rows = JSON.parse((await jsonRows(db, def, ids, only)).json) as Record<string, unknown>[];
  const stamps = timestampFields(def);
  for (const row of rows) for (const name of stamps) if (typeof row[name] === 'string') row[name] = new Date(row[name] as string);
  return rows;
}

/**
 * A list's WHERE and ORDER BY as SQL text and parameters, serialised once per request: the statements
 * below are spliced from this text, so no query builder runs on the request path (building and
 * serialising drizzle's builders cost ~80 µs of CPU and most of the garbage of a list request).
 * Parameters are numbered once and referenced as often as the text needs them.
 */
export interface ListText {
  table: string;
  id: string;
  /** `where …`, or empty. */
  where: string;
  order: string;
  params: unknown[];
  /** How many of the parameters belong to the WHERE (they come first): what its total depends on. */
  whereParams: number;
}

/** Between the WHERE and the ORDER BY while they are serialised together (so their parameters number as one list). */
const SPLIT = '\u0001';

export function listText(def: ResourceDef, query: ListQuery): ListText {
  const names = builtOnce('table names', def, () => ({
    table: dialect.sqlToQuery(sql`${sql.identifier(getTableName(def.table))}`).sql,
    id: dialect.sqlToQuery(sql`${def.table.id}`).sql,
  }));
  const { sql: text, params } = dialect.sqlToQuery(sql`${query.where ?? sql``}${sql.raw(SPLIT)}${sql.join(query.orderBy, sql`, `)}`);
  const [where, order] = text.split(SPLIT);
  const whereParams = Math.max(0, ...Array.from(where.matchAll(/\$(\d+)/g), (m) => Number(m[1])));
  return { ...names, where: query.where ? `where ${where}` : '', order, params, whereParams };
}

/** The list's ids in its order, numbered by that order (rn), at most `limit` from `offset`. */
const numberedText = (t: ListText, limit: number, offset = 0) =>
  `select ${t.id} as id, row_number() over (order by ${t.order}) as rn from ${t.table} ${t.where} order by ${t.order} limit ${Math.trunc(limit)}${offset ? ` offset ${Math.trunc(offset)}` : ''}`;

/** Runs a statement text with its parameters: named (kept prepared on the connection) when a name is given. */
async function runText(db: Db, text: string, params: unknown[], name?: string) {
  const statement = (db as any).session.prepareQuery({ sql: text, params }, undefined, name, false);
  return rowsOf(await statement.execute());
}

/**
 * The page's ids and the list's bounded total in one statement. A search finds its matches through
 * trigram indexes, whose scan is the cost: those are found once, numbered, and both counted and cut
 * by one aggregate.
 */
async function pageAndBoundedTotal(db: Db, t: ListText, query: ListQuery, cap: number): Promise<{ ids: number[]; total: number }> {
  const [row] = await runText(
    db,
    `select count(*)::int as total,
      coalesce(json_agg(w.id order by w.rn) filter (where w.rn > ${Math.trunc(query.offset)} and w.rn <= ${Math.trunc(query.offset + query.pageSize)}), '[]'::json) as ids
      from (${numberedText(t, cap)}) w`,
    t.params,
  );
  const ids = typeof row.ids === 'string' ? JSON.parse(row.ids) : row.ids;
  return { ids: ids.map(Number), total: Number(row.total) };
}

/**
 * The SQL text around a page's ids that writes its records as JSON. Null when a field carries a
 * parameter (its text could not be spliced).
 */
const pageTemplate = (def: ResourceDef) =>
  builtOnce('page template', def, (): { head: string; tail: string } | null => {
    const record = dialect.sqlToQuery(recordText(def));
    const table = dialect.sqlToQuery(sql`${sql.identifier(getTableName(def.table))} on ${def.table.id} = k.id`);
    return record.params.length || table.params.length
      ? null
      : {
          head: `select count(*)::int as n, ${PAGE_ARRAY} as rows
    from (select k.rn, ${record.sql} as j from (`,
          tail: `) k join ${table.sql}) page`,
        };
  });

/**
 * A page whose total is already known, in one statement: the index walk to the page's ids and its
 * records written as JSON, so a page costs one round trip. Its limit and offset are written into the
 * text (whole numbers checked by the list contract), never parameters a generic plan would have to guess.
 */
async function pageJson(db: Db, def: ResourceDef, t: ListText, query: ListQuery, limit: number, offset: number): Promise<{ size: number; json: string }> {
  const template = pageTemplate(def);
  if (!template) {
    const rows = await runText(db, `select id from (${numberedText(t, limit, offset)}) w order by rn`, t.params);
    return jsonRows(
      db,
      def,
      rows.map((r) => Number(r.id)),
    );
  }
  const text = `${template.head}${numberedText(t, limit, offset)}${template.tail}`;
  const [row] = await runText(db, text, t.params, statementName(def, t, query, 'page', limit, offset));
  return { size: Number(row?.n ?? 0), json: String(row?.rows ?? '[]') };
}

/**
 * The first request of a list in index order: its bounded total and its page's records in one
 * statement (the count, then the page's statement of pageJson as a subquery). Undefined for a
 * search, whose matches are numbered once for both (pageAndBoundedTotal).
 */
async function pageJsonAndBoundedTotal(db: Db, def: ResourceDef, t: ListText, query: ListQuery, cap: number) {
  const template = pageTemplate(def);
  if (query.searched || !template) return undefined;
  const text = `select (select count(*)::int from (select 1 from ${t.table} ${t.where} limit ${Math.trunc(cap)}) c) as total, p.n, p.rows
    from (${template.head}${numberedText(t, query.pageSize, query.offset)}${template.tail}) p`;
  const [row] = await runText(db, text, t.params, statementName(def, t, query, `counted ${Math.trunc(cap)}`, query.pageSize, query.offset));
  return { total: Number(row.total), page: { size: Number(row.n ?? 0), json: String(row.rows ?? '[]') } };
}

/** A page of the list: `known` is the query's text when parsedList() remembered it (never for a search). */
export async function listPage(db: Db, def: ResourceDef, asked: ListQuery, known?: ListText): Promise<ListPage> {
  const plan: SearchPlan = known ? asked : await planSearch(db, def, asked);
  const query = known ? asked : { ...asked, where: plan.where, orderBy: plan.orderBy };
  const text = known ?? listText(def, query);
  if (query.byIds) {
    // Get-many never counts: its total is what was found.
    const page = await pageJson(db, def, text, query, query.pageSize, 0);
    return { resultsJson: page.json, size: page.size, count: page.size, count_estimated: false };
  }
  const key = totalKey(db, def, text.where, text.params.slice(0, text.whereParams));
  let count = rememberedTotal(db, def, query.where, key);
  let estimated = count !== undefined;
  if (count === undefined && plan.commonEstimate !== undefined) {
    // A common search term: no bounded count (it would check thousands of rows), an estimate instead.
    count = await estimateLargeTotal(db, def, query.where, key, plan.commonEstimate);
    estimated = true;
  }
  let page: { size: number; json: string };
  if (count !== undefined) {
    page = await pageJson(db, def, text, query, query.pageSize, query.offset);
  } else {
    const cap = Math.max(EXACT_TOTAL_LIMIT, query.offset + query.pageSize) + 1;
    const together = await pageJsonAndBoundedTotal(db, def, text, query, cap);
    if (together) {
      ({ total: count, page } = together);
    } else {
      const walked = await pageAndBoundedTotal(db, text, query, cap);
      count = walked.total;
      page = await jsonRows(db, def, walked.ids);
    }
    if (count >= cap) {
      count = await estimateLargeTotal(db, def, query.where, key);
      estimated = true;
    }
  }
  if (page.size === 0 && query.page > 1) throw new AppError(404, INVALID_PAGE, 'invalid_page');
  // A short page proves the total, whatever was remembered.
  if (page.size < query.pageSize) {
    count = query.offset + page.size;
    estimated = false;
  }
  return { resultsJson: page.json, size: page.size, count, count_estimated: estimated };
}
