// The generic routes of every declared resource: list, get, get-many, create, update, archive,
// unarchive, values and export. Anything special is a hook on the declaration or an action route.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { EXPORT_LIMIT } from '@console/contract';
import type { Db } from '../db/client.ts';
import { ctxOf } from './auth/guard.ts';
import { viewFor } from './auth/readers.ts';
import { badRequest, notFound } from './errors.ts';
import { itemRefusal } from './refusals.ts';
import { type ChunkBounds, ChunkSizer, chunkBounds, isEmbedded, yieldBetweenChunks } from './chunks.ts';
import { columnsFromRow, sendSpreadsheet } from './exports.ts';
import { date, listId } from './fields.ts';
import { idParam, idParams } from './id-params.ts';
import { parseListQuery, unknownFilter, type RawQuery } from './list-query.ts';
import type { CrudAnswer } from './openapi.ts';
import { planSearch } from './search-plan.ts';
import type { ResourceDef, Row } from './resource-types.ts';
import { listPage, orderedIds, parsedList, recordJson, recordsByIds, sendJsonText, sendListPage } from './list-rows.ts';
import { archiveRow, createRow, distinctValues, getRow, unarchiveRow, updateRow } from './store.ts';

// Kept here too: action routes import the id parameter from this module.
export { idParam, idParams } from './id-params.ts';
/** A list's query string: every key is a filter the list must know (parseListQuery). */
export const rawQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/**
 * The query-string parser keeps a `__proto__` key (its objects have no prototype), but the record
 * schema silently drops it, so the list would answer as if it were not there. Before validation,
 * it is refused with the answer any other unknown filter gets.
 */
export function refuseHiddenFilters(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.schema?.querystring !== rawQuerySchema) return;
    const query = req.query as object | undefined;
    if (query && Object.hasOwn(query, '__proto__')) throw unknownFilter('__proto__');
  });
}

/**
 * Archiving always says why (issue 14; the spec's body leaves the reason optional, decision 0037):
 * an archive without one could not be told from a slip of the mouse afterwards.
 */
export const ARCHIVE_REASON_REQUIRED = 'Give a reason for archiving.';
const archiveFields = {
  archived_reason: z.string().max(200).nullish(),
  archived_notes: z.string().max(5000).nullish(),
  archived_date: date(),
  decommission: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
};
/** Archive-one body; resource-specific options (detach, sim_cards_action...) pass through to the hook. */
/** Refuses an archive without a reason (blank counts as none) before anything is read or written. */
export function requireArchiveReason(def: Pick<ResourceDef, 'archiveReasonRequired'>, body: { archived_reason?: string | null } | null | undefined) {
  if (def.archiveReasonRequired === false) return;
  if (!body?.archived_reason?.trim()) throw badRequest(ARCHIVE_REASON_REQUIRED, { archived_reason: ARCHIVE_REASON_REQUIRED });
}
export const archiveBody = z.looseObject(archiveFields).nullish();
export const archiveManyBody = z.looseObject({ ids: z.array(listId()).min(1).max(1000), ...archiveFields });
export const idsBody = z.object({ ids: z.array(listId()).min(1).max(1000) });

/** Rows read per statement: 1,000 on PostgreSQL; on the embedded database about 15 ms of work (a few hundred rows). */
const READ_POSTGRES: ChunkBounds = { first: 1000, min: 1000, max: 1000, targetMs: 1 };
const READ_EMBEDDED: ChunkBounds = { first: 100, min: 50, max: 1000, targetMs: 15 };

/**
 * Rows of those ids a chunk at a time, so an export's memory stays bounded whatever its size. On
 * PostgreSQL the next chunk is read while the spreadsheet writes the current one. On the embedded
 * database a read runs on the event loop whenever it starts (a read of 1,000 usage records with their
 * computed fields held it ~50 ms, and the first two ran with the ids query in one turn: a GET waited
 * 114-221 ms, issue 26): chunks are sized by time and each read waits for the requests first.
 */
async function* chunksOf(db: Db, def: ResourceDef, ids: number[]): AsyncIterable<Row[]> {
  const only = def.exportColumns?.flatMap((c) => c.reads ?? [c.key]);
  const sizer = new ChunkSizer(chunkBounds(db, READ_POSTGRES, READ_EMBEDDED));
  const read = (from: number) => {
    const slice = ids.slice(from, from + sizer.size);
    const t0 = performance.now();
    const rows = recordsByIds(db, def, slice, only).then((r) => {
      sizer.took(slice.length, performance.now() - t0);
      return r;
    });
    // A download abandoned mid-way leaves one read unawaited: its failure must not go unhandled.
    rows.catch(() => {});
    return { rows, to: from + slice.length };
  };
  if (isEmbedded(db)) {
    for (let from = 0; from < ids.length; ) {
      await yieldBetweenChunks(db);
      const next = read(from);
      from = next.to;
      yield await next.rows;
    }
    return;
  }
  let next = ids.length > 0 ? read(0) : undefined;
  while (next) {
    const rows = await next.rows;
    next = next.to < ids.length ? read(next.to) : undefined;
    yield rows;
  }
}

/**
 * The spreadsheet of a list with its filters; also served under the spec's other export paths. The
 * ordered ids come first (one index walk, which also counts against the limit), then the rows by id:
 * no OFFSET rescans, and computed fields are evaluated once per exported row.
 */
/** The ids an export of the list with these filters covers, in the list's order; refused above `limit`. */
export async function exportIds(db: Db, def: ResourceDef, raw: RawQuery, limit = EXPORT_LIMIT): Promise<number[]> {
  const asked = parseListQuery(def, raw, { paged: false });
  const plan = await planSearch(db, def, asked);
  const query = { ...asked, where: plan.where, orderBy: plan.orderBy };
  const ids = (await orderedIds(db, def, query, limit + 1, 0)).map((r) => r.id as number);
  if (ids.length > limit) {
    throw badRequest(`Export is limited to ${limit} rows; more match. Narrow the filters.`, { _: `At most ${limit} rows.` });
  }
  return ids;
}

export async function sendExport(db: Db, def: ResourceDef, raw: RawQuery, reply: FastifyReply) {
  const ids = await exportIds(db, def, raw);
  // The rows as the caller may read them (decision 0061).
  const view = viewFor(def, reply.request.actor);
  return sendSpreadsheet(reply, `${def.name}.xlsx`, def.name, def.exportColumns ?? columnsFromRow, chunksOf(db, view, ids));
}

export function registerCrudRoutes(app: FastifyInstance, db: Db, def: ResourceDef) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/v1/${def.name}`;
  const read = { auth: def.read };
  const write = { auth: def.write };
  const tags = [def.name];
  // What each route answers, for the OpenAPI document only (openapi.ts): no serializer is compiled from it.
  const doc = (answer: CrudAnswer) => ({ resource: def.name, answer });

  r.get(`${base}/`, { config: { ...read, openapi: doc('list') }, schema: { tags, querystring: rawQuerySchema } }, async (req, reply) => {
    const { query, text } = parsedList(def, req.query as RawQuery);
    return sendListPage(reply, await listPage(db, viewFor(def, req.actor), query, text));
  });

  r.get(
    `${base}/values/:field`,
    { config: { ...read, openapi: doc('values') }, schema: { tags, params: z.object({ field: z.string().max(64) }) } },
    async (req) => {
      const field = req.params.field;
      const allowed =
        def.valueFields ??
        Object.entries(def.filters)
          .filter(([, f]) => f.type === 'text' && !f.where)
          .map(([k]) => k);
      if (!allowed.includes(field)) throw badRequest(`No values for field ${field}.`, { field: `One of: ${allowed.join(', ') || 'none'}.` });
      const results = await distinctValues(db, def, field);
      return { results, count: results.length };
    },
  );

  r.get(`${base}/export.xls`, { config: { ...read, openapi: doc('export') }, schema: { tags, querystring: rawQuerySchema } }, async (req, reply) =>
    sendExport(db, def, req.query as RawQuery, reply),
  );

  const sendRecord = async (reply: FastifyReply, id: number) => {
    const json = await recordJson(db, viewFor(def, reply.request.actor), id);
    if (json === undefined) throw notFound();
    return sendJsonText(reply, json);
  };
  if (def.alternateKey) {
    const { column, pattern } = def.alternateKey;
    const keyParams = z.object({ id: z.string().max(64) });
    r.get(`${base}/:id`, { config: { ...read, openapi: doc('record') }, schema: { tags, params: keyParams } }, async (req, reply) => {
      const key = req.params.id;
      const byId = idParam.safeParse(key);
      if (byId.success) return sendRecord(reply, byId.data);
      if (!pattern.test(key)) throw badRequest('Not a valid id.', { id: 'An id or a key of this resource is required.' });
      const [row] = await db.select({ id: def.table.id }).from(def.table).where(eq(column, key));
      if (!row) throw notFound();
      return sendRecord(reply, row.id as number);
    });
  } else {
    r.get(`${base}/:id`, { config: { ...read, openapi: doc('record') }, schema: { tags, params: idParams } }, async (req, reply) =>
      sendRecord(reply, req.params.id),
    );
  }

  if (!def.writable) return;
  const createSchema = def.createSchema ?? z.object({});
  const updateSchema = def.updateSchema ?? createSchema.partial();

  if (def.creatable !== false) {
    r.post(`${base}/`, { config: { ...write, openapi: doc('created') }, schema: { tags, body: createSchema } }, async (req, reply) => {
      const row = await db.transaction((tx) => createRow(tx, ctxOf(req), def, req.body as Row));
      return reply.status(201).send(def.createAnswer ? { ...def.createAnswer(row), ...row } : row);
    });
  }

  for (const method of ['put', 'patch'] as const) {
    r[method](`${base}/:id`, { config: { ...write, openapi: doc('updated') }, schema: { tags, params: idParams, body: updateSchema } }, async (req) =>
      db.transaction((tx) => updateRow(tx, ctxOf(req), def, req.params.id, req.body as Row)),
    );
  }

  if (!def.archivable) return;

  r.delete(`${base}/:id`, { config: { ...write, openapi: doc('archived') }, schema: { tags, params: idParams, body: archiveBody } }, async (req) => {
    requireArchiveReason(def, req.body);
    // The answer is read in the same transaction: the record as this archive left it, not as a later request did.
    const { result, row } = await db.transaction(async (tx) => {
      const result = await archiveRow(tx, ctxOf(req), def, req.params.id, req.body ?? {});
      return { result, row: result.success ? await getRow(tx, def, req.params.id) : null };
    });
    if (!result.success) throw itemRefusal(result);
    return { ...row, success: true };
  });

  r.delete(`${base}/`, { config: { ...write, openapi: doc('bulk') }, schema: { tags, body: archiveManyBody } }, async (req) => {
    const { ids, ...input } = req.body;
    requireArchiveReason(def, input);
    return db.transaction(async (tx) => {
      const sorted = [...new Set(ids)].sort((a, b) => a - b);
      // The whole working set first (a device's SIM cards too): overlapping bulk archives then queue, not deadlock.
      await def.hooks?.lockForArchive?.(tx, sorted);
      const results = [];
      for (const id of sorted) results.push(await archiveRow(tx, ctxOf(req), def, id, input));
      return results;
    });
  });

  r.post(`${base}/:id/unarchive`, { config: { ...write, openapi: doc('archived') }, schema: { tags, params: idParams } }, async (req) => {
    const { result, row } = await db.transaction(async (tx) => {
      const result = await unarchiveRow(tx, ctxOf(req), def, req.params.id);
      return { result, row: result.success ? await getRow(tx, def, req.params.id) : null };
    });
    if (!result.success) throw itemRefusal(result);
    return { ...row, success: true };
  });

  r.post(`${base}/unarchive`, { config: { ...write, openapi: doc('bulk') }, schema: { tags, body: idsBody } }, async (req) =>
    db.transaction(async (tx) => {
      const results = [];
      for (const id of [...new Set(req.body.ids)].sort((a, b) => a - b)) results.push(await unarchiveRow(tx, ctxOf(req), def, id));
      return results;
    }),
  );
}
