// Saved list views: a user's own views and everyone's shared ones, checked against the list they
// belong to (known resource, filters it accepts, a field it sorts by, columns its rows carry) so a
// view always opens.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { listViews } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { appError, badRequest, notFound, unauthorized } from '../../../platform/errors.ts';
import { getResource } from '../../../platform/registry.ts';
import { archiveRow, createRow, findRow, selection, updateRow } from '../../../platform/store.ts';
import { listViewsResource, VIEW_LIMITS, type CreateViewInput, type UpdateViewInput } from './list_views.resource.ts';

const actorId = (ctx: Ctx) => {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor.id;
};

/** Words a list's URL carries besides its declared filters. */
const LIST_WORDS = new Set(['q']);

function checkAgainstList(resource: string, input: UpdateViewInput) {
  const def = getResource(resource);
  if (!def) throw badRequest(`Unknown list: ${resource}.`, { resource: 'The name of a list (devices, simcards...).' });
  if (input.filters) {
    const keys = Object.keys(input.filters);
    if (keys.length > VIEW_LIMITS.filterKeys) throw badRequest('Too many filters.', { filters: `At most ${VIEW_LIMITS.filterKeys}.` });
    // A range filter is sent as <name>_gte / <name>_lte.
    const unknown = keys.filter((k) => !LIST_WORDS.has(k) && !def.filters[k.replace(/_(gte|lte)$/, '')]);
    if (unknown.length)
      throw badRequest(`Unknown filter: ${unknown.join(', ')}.`, { filters: `Filters of ${resource}: ${['q', ...Object.keys(def.filters)].join(', ')}.` });
    if (JSON.stringify(input.filters).length > VIEW_LIMITS.filterJson)
      throw badRequest('The filters are too long.', { filters: `At most ${VIEW_LIMITS.filterJson} characters.` });
  }
  if (input.sort && input.sort.field !== 'id' && !def.sortable.includes(input.sort.field)) {
    throw badRequest(`Unknown sort field: ${input.sort.field}.`, { sort: `Sortable fields: ${['id', ...def.sortable].join(', ')}.` });
  }
  if (input.columns) {
    // A column is a field the list's rows carry (decision 0039): what a client sees of the resource.
    const fields = Object.keys(selection(def));
    const unknown = input.columns.filter((c) => !fields.includes(c));
    if (unknown.length) throw badRequest(`Unknown column: ${unknown.join(', ')}.`, { columns: `Columns of ${resource}: ${fields.join(', ')}.` });
    if (new Set(input.columns).size !== input.columns.length) throw badRequest('A column is named twice.', { columns: 'Name each column once.' });
  }
}

/** The views of one list the user can open: their own, then the ones others shared; by name. */
export async function viewsFor(db: Executor, ctx: Ctx, resource: string) {
  const me = actorId(ctx);
  const rows = await db
    .select()
    .from(listViews)
    .where(and(eq(listViews.resource, resource), isNull(listViews.archived_at), or(eq(listViews.user_id, me), eq(listViews.shared, true))))
    .orderBy(asc(listViews.name), asc(listViews.id));
  return rows.map((r) => ({ ...r, mine: r.user_id === me }));
}

async function sameName(tx: Executor, userId: number, resource: string, name: string, except?: number) {
  const [row] = await tx
    .select({ id: listViews.id })
    .from(listViews)
    .where(and(eq(listViews.user_id, userId), eq(listViews.resource, resource), eq(listViews.name, name), isNull(listViews.archived_at)));
  return row && row.id !== except;
}

const nameTaken = (name: string) => appError('list_view_name_taken', { name });

export async function createView(tx: Executor, ctx: Ctx, input: CreateViewInput) {
  const me = actorId(ctx);
  checkAgainstList(input.resource, input);
  if (await sameName(tx, me, input.resource, input.name)) throw nameTaken(input.name);
  return createRow(tx, ctx, listViewsResource, { ...input, shared: input.shared ?? false, user_id: me });
}

/** A view only its owner changes; someone else's (shared or not) is not found for them. */
async function ownView(tx: Executor, ctx: Ctx, id: number) {
  const row = await findRow(tx, listViewsResource, id, true);
  if (!row || row.archived_at || row.user_id !== actorId(ctx)) throw notFound();
  return row;
}

export async function updateView(tx: Executor, ctx: Ctx, id: number, input: UpdateViewInput) {
  const view = await ownView(tx, ctx, id);
  checkAgainstList(view.resource, input);
  if (input.name && (await sameName(tx, view.user_id, view.resource, input.name, id))) throw nameTaken(input.name);
  return updateRow(tx, ctx, listViewsResource, id, input);
}

export async function deleteView(tx: Executor, ctx: Ctx, id: number) {
  await ownView(tx, ctx, id);
  await archiveRow(tx, ctx, listViewsResource, id, { archived_reason: 'Deleted by its owner' });
  return { success: true };
}
