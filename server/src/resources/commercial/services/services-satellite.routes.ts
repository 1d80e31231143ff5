// POST /services/{id}/optin|optout|topup and POST /data_pools/{id}/deactivate (spec 2 §7): answer
// {success, message} (and the pool's id for the suspension).
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams } from '../../../platform/id-params.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { dataPoolsResource } from '../data_pools/data_pools.resource.ts';
import { servicesResource } from './services.resource.ts';
import { optService, suspendDataPool, topUpService } from './services-satellite.actions.ts';

const empty = z.object({}).nullish();

export const servicesSatelliteRoutes: RoutePlugin = (app, { db, integrations }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: servicesResource.write };
  for (const action of ['optin', 'optout'] as const) {
    r.post(`/api/v1/services/:id/${action}`, { config, schema: { tags: ['services'], params: idParams, body: empty } }, async (req) =>
      optService(db, ctxOf(req), integrations.satellite, req.params.id, action),
    );
  }
  r.post('/api/v1/services/:id/topup', { config, schema: { tags: ['services'], params: idParams, body: empty } }, async (req) =>
    topUpService(db, ctxOf(req), integrations.satellite, req.params.id),
  );
  r.post(
    '/api/v1/data_pools/:id/deactivate',
    { config: { auth: dataPoolsResource.write }, schema: { tags: ['data_pools'], params: idParams, body: empty } },
    async (req) => suspendDataPool(db, ctxOf(req), integrations.satellite, req.params.id),
  );
};
