// Saved list views (beyond the spec, decision 0036) under /list_views, a path the spec does not use:
// list (own + shared, of one list), create, update and delete (own only). Each write is logged.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import type { Services } from '../../../platform/services.ts';
import { createViewBody, updateViewBody } from './list_views.resource.ts';
import { createView, deleteView, updateView, viewsFor } from './list_views.actions.ts';
import { idParams } from '../../../platform/id-params.ts';

const tags = ['list_views'];
const config = { auth: 'staff' as const };

export async function listViewsRoutes(app: FastifyInstance, { db }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/list_views';

  r.get(`${base}/`, { config, schema: { tags, querystring: z.object({ resource: z.string().min(1).max(64) }) } }, async (req) => {
    const results = await viewsFor(db, ctxOf(req), req.query.resource);
    return { results, count: results.length };
  });

  r.post(`${base}/`, { config, schema: { tags, body: createViewBody } }, async (req, reply) => {
    const row = await db.transaction((tx) => createView(tx, ctxOf(req), req.body));
    return reply.status(201).send(row);
  });

  r.put(`${base}/:id`, { config, schema: { tags, params: idParams, body: updateViewBody } }, async (req) =>
    db.transaction((tx) => updateView(tx, ctxOf(req), req.params.id, req.body)),
  );

  r.delete(`${base}/:id`, { config, schema: { tags, params: idParams } }, async (req) => db.transaction((tx) => deleteView(tx, ctxOf(req), req.params.id)));
}
