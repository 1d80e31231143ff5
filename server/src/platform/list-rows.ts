// A list request from its query string to the bytes of its answer, the module the routes call.
// Carries out decision 0049 (plain list queries remembered parsed; answers sent as one Buffer). The
// page itself: page-statement.ts (decisions 0012, 0028, 0043, 0046); what its statements keep between
// requests: statement-cache.ts; a record's fields as JSON: record-select.ts (decisions 0012, 0048).
import type { FastifyReply } from 'fastify';
import { parseListQuery, type ListQuery, type RawQuery } from './list-query.ts';
import { listText, type ListPage, type ListText } from './page-statement.ts';
import type { ResourceDef } from './resource-types.ts';
import { defId } from './statement-cache.ts';

// Callers import the whole list read path from this module.
export { listPage, listText, orderedIds, recordJson, recordsByIds, type ListPage, type ListText } from './page-statement.ts';
export { recordFieldsSql } from './record-select.ts';

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
