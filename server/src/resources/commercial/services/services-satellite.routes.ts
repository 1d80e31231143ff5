// POST /services/{id}/optin|optout|topup and POST /data_pools/{id}/deactivate (spec 2 §7): answer
// {success, message} (and the pool's id for the suspension).
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams } from '../../../platform/id-params.ts';
import { idempotentSteps } from '../../../platform/idempotency.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { dataPoolsResource } from '../data_pools/data_pools.resource.ts';
import { servicesResource } from './services.resource.ts';
import { optService, suspendDataPool, TOPUP_REPEAT_SECONDS, topUpService } from './services-satellite.actions.ts';

const empty = z.object({}).nullish();

export const servicesSatelliteRoutes: RoutePlugin = (app, { db, integrations }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: servicesResource.write };
  for (const action of ['optin', 'optout'] as const) {
    r.post(`/api/v1/services/:id/${action}`, { config, schema: { tags: ['services'], params: idParams, body: empty } }, async (req) =>
      optService(db, ctxOf(req), integrations.satellite, req.params.id, action),
    );
  }
  // Exactly once (decision 0060): by the Idempotency-Key header, else the same user's top-up of the
  // same service within TOPUP_REPEAT_SECONDS is answered as the first (a double click, a retried request).
  r.post('/api/v1/services/:id/topup', { config, schema: { tags: ['services'], params: idParams, body: empty } }, async (req, reply) =>
    idempotentSteps(db, req, reply, () => topUpService(db, ctxOf(req), integrations.satellite, req.params.id), {
      implicitKey: `service:${req.params.id}`,
      implicitTtlSeconds: TOPUP_REPEAT_SECONDS,
    }),
  );
  r.post(
    '/api/v1/data_pools/:id/deactivate',
    { config: { auth: dataPoolsResource.write }, schema: { tags: ['data_pools'], params: idParams, body: empty } },
    async (req) => suspendDataPool(db, ctxOf(req), integrations.satellite, req.params.id),
  );
};
