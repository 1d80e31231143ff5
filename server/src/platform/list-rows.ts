// A list page at millions of rows (decision 0012): the page's ids and its bounded total from an index
// walk, then the page itself written as JSON by PostgreSQL in one prepared statement. The server
// passes that text through: no row parsing, mapping or re-serialising in Node, which cost more than
// the database's own work for a page of 25 rich rows.
import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgDialect, PgTimestamp } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { INVALID_PAGE } from '@console/contract';
import type { Db, Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { AppError } from './errors.ts';
import { parseListQuery, type ListQuery, type RawQuery } from './list-query.ts';
import { EXACT_TOTAL_LIMIT, estimateLargeTotal, rememberedTotal, totalKey } from './list-total.ts';
import type { ResourceDef } from './resource-types.ts';
import { planSearch, type SearchPlan } from './search-plan.ts';
import { selection } from './store.ts';

export interface ListPage {
  /** The page's records as a JSON array, exactly as GET /{resource}/{id} answers each of them. */
  resultsJson: string;
  size: number;
  count: number;
  /** The total is an estimate ("about N"): the list is larger than EXACT_TOTAL_LIMIT. */
  count_estimated: boolean;
}

/** Ids of the list in its order, at most `limit` of them from `offset`: an index walk, no computed fields. */
export const orderedIds = (exec: Executor, def: ResourceDef, query: ListQuery, limit: number, offset: number) =>
  exec.select({ id: def.table.id }).from(def.table).where(query.where).orderBy(...query.orderBy).limit(limit).offset(offset);

/**
 * A field as PostgreSQL must write it into JSON for the text to equal what a single record answers:
 * timestamps as JavaScript's toISOString() (UTC, milliseconds, Z); every other type already agrees.
 */
const asJson = (field: unknown): SQL =>
  is(field, PgTimestamp) ? sql`to_char(${field} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : sql`${field}`;

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
const recordText = (def: ResourceDef, only?: string[]): SQL => {
  const computed = sql`(select row_to_json(f)::text from (select ${jsonFields(def, only)}) f)`;
  return def.storedRecord && !only ? sql`coalesce(${sql.identifier(getTableName(def.table))}.record_json, ${computed})` : computed;
};

/** The page's records, numbered by rn, aggregated in that order into one JSON array text. */
const PAGE_ARRAY = `'[' || coalesce(string_agg(page.j, ', ' order by page.rn), '') || ']'`;

interface JsonRows {
  execute: (params: { ids: string }) => Promise<{ n: number; rows: string }[]>;
}
const prepared = new WeakMap<Executor, Map<string, JsonRows>>();

/**
 * The records of those ids, in that order, as one JSON text: planned once per resource (and field
 * set: an export computes only its columns) and pool.
 */
function jsonRowsStatement(db: Db, def: ResourceDef, only?: string[]): JsonRows {
  let byResource = prepared.get(db);
  if (!byResource) prepared.set(db, (byResource = new Map()));
  const name = `json_rows_${def.name}${only ? '_export' : ''}`;
  let statement = byResource.get(name);
  if (!statement) {
    const table = sql.identifier(getTableName(def.table));
    const page = sql`(select k.n as rn, ${recordText(def, only)} as j
      from unnest(${sql.placeholder('ids')}::int[]) with ordinality as k(id, n)
      join ${table} on ${def.table.id} = k.id) page`;
    statement = db
      .select({ n: sql<number>`count(*)::int`, rows: sql<string>`${sql.raw(PAGE_ARRAY)}` })
      .from(page)
      .prepare(name) as unknown as JsonRows;
    byResource.set(name, statement);
  }
  return statement;
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

/** Names of a resource's timestamp columns: what a spreadsheet wants back as dates. */
const timestampFields = (def: ResourceDef) =>
  Object.entries(selection(def))
    .filter(([, field]) => is(field, PgTimestamp))
    .map(([name]) => name);

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
const tableTexts = new WeakMap<ResourceDef, { table: string; id: string }>();

export function listText(def: ResourceDef, query: ListQuery): ListText {
  let names = tableTexts.get(def);
  if (!names) {
    names = { table: dialect.sqlToQuery(sql`${sql.identifier(getTableName(def.table))}`).sql, id: dialect.sqlToQuery(sql`${def.table.id}`).sql };
    tableTexts.set(def, names);
  }
  const { sql: text, params } = dialect.sqlToQuery(sql`${query.where ?? sql``}${sql.raw(SPLIT)}${sql.join(query.orderBy, sql`, `)}`);
  const [where, order] = text.split(SPLIT);
  const whereParams = Math.max(0, ...Array.from(where.matchAll(/\$(\d+)/g), (m) => Number(m[1])));
  return { ...names, where: query.where ? `where ${where}` : '', order, params, whereParams };
}

/**
 * A list request's query parsed, with its SQL text, remembered by resource and query string when it
 * is neither a search (its plan follows the planner's estimates) nor a list of ids (too many to keep):
 * the console asks for the same pages again and again, and building the WHERE with drizzle and writing
 * it as text cost more CPU than the rest of a list request's own work. Parsing depends on nothing but
 * the query string (no clock, no user), so a remembered answer is the one parsing would give; a query
 * string that is refused is never remembered.
 */
const MAX_PARSED = 2000;
const parsedLists = new Map<string, { query: ListQuery; text: ListText }>();

export function parsedList(def: ResourceDef, raw: RawQuery): { query: ListQuery; text?: ListText } {
  const key = `${defId(def)}\u0000${JSON.stringify(raw)}`;
  const known = parsedLists.get(key);
  if (known) return known;
  const query = parseListQuery(def, raw);
  if (query.searched || query.byIds) return { query };
  const entry = { query, text: listText(def, query) };
  if (parsedLists.size >= MAX_PARSED) parsedLists.delete(parsedLists.keys().next().value!);
  parsedLists.set(key, entry);
  return entry;
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

const dialect = new PgDialect();
/** Statements kept prepared per connection, by text: bounded, since PostgreSQL holds each one per connection. */
const MAX_NAMED_PAGES = 500;
const namedPages = new Map<string, string>();

/**
 * The SQL text around a page's ids that writes its records as JSON, built once per resource: drizzle
 * building a hundred fields' SQL on each request cost more than the round trip it saves. Undefined
 * when a field carries a parameter (its text could not be spliced).
 */
const pageTemplates = new WeakMap<ResourceDef, { head: string; tail: string } | null>();
function pageTemplate(def: ResourceDef) {
  let template = pageTemplates.get(def);
  if (template === undefined) {
    const record = dialect.sqlToQuery(recordText(def));
    const table = dialect.sqlToQuery(sql`${sql.identifier(getTableName(def.table))} on ${def.table.id} = k.id`);
    template =
      record.params.length || table.params.length
        ? null
        : {
            head: `select count(*)::int as n, ${PAGE_ARRAY} as rows
    from (select k.rn, ${record.sql} as j from (`,
            tail: `) k join ${table.sql}) page`,
          };
    pageTemplates.set(def, template);
  }
  return template;
}

/** A number per resource declaration: two declarations of one name (tests build their own) never share a statement. */
const defIds = new WeakMap<ResourceDef, number>();
let nextDefId = 1;
const defId = (def: ResourceDef) => {
  let id = defIds.get(def);
  if (id === undefined) defIds.set(def, (id = nextDefId++));
  return id;
};

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
function statementName(def: ResourceDef, t: ListText, query: ListQuery, kind: string, limit: number, offset: number): string | undefined {
  if (query.searched || query.byIds || / in \(\$/.test(t.where)) return undefined;
  // Keyed by what varies, not by the whole text: a page's text is kilobytes, hashed again on every request.
  const key = `${defId(def)}\u0000${kind}\u0000${t.where}\u0000${t.order}\u0000${limit}\u0000${offset}`;
  let name = namedPages.get(key);
  if (name === undefined && namedPages.size < MAX_NAMED_PAGES) namedPages.set(key, (name = `list_page_${namedPages.size + 1}`));
  return name;
}

/**
 * A page whose total is already known, in one statement: the index walk to the page's ids and its
 * records written as JSON, so a page costs one round trip. Its limit and offset are written into the
 * text (whole numbers checked by the list contract), never parameters a generic plan would have to guess.
 */
async function pageJson(db: Db, def: ResourceDef, t: ListText, query: ListQuery, limit: number, offset: number): Promise<{ size: number; json: string }> {
  const template = pageTemplate(def);
  if (!template) {
    const rows = await runText(db, `select id from (${numberedText(t, limit, offset)}) w order by rn`, t.params);
    return jsonRows(db, def, rows.map((r) => Number(r.id)));
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

/**
 * JSON text in parts, sent as one Buffer encoded once. Sent as a string, a page of 50 KB was copied
 * three more times on the JavaScript heap (joined, measured for its length, joined to the headers):
 * three quarters of a list request's allocation, and the young-generation collections it caused cost
 * more CPU than anything else on the request path.
 */
export function sendJsonText(reply: FastifyReply, ...parts: string[]) {
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part);
  const body = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) at += body.write(part, at);
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The list answer of the spec ({results, count}) with the estimate flag, sent as it came from the database. */
export function sendListPage(reply: FastifyReply, page: ListPage) {
  return sendJsonText(reply, '{"results":', page.resultsJson, `,"count":${page.count},"count_estimated":${page.count_estimated}}`);
}
