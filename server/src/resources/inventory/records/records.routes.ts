import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rawQuerySchema, sendExport } from '../../../platform/crud-routes.ts';
import type { RawQuery } from '../../../platform/list-query.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { recordsResource } from './records.resource.ts';

/** The spec's export link for Ops History (spec 1 §7.2): the same export as /records/export.xls. */
export const recordsRoutes: RoutePlugin = (app, { db }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/export/records',
      { config: { auth: recordsResource.read }, schema: { tags: ['records'], querystring: rawQuerySchema.or(z.object({})) } },
      async (req, reply) => sendExport(db, recordsResource, req.query as RawQuery, reply),
    );
};
