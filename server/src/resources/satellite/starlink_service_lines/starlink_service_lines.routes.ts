// POST /starlink_service_lines/{id}/deactivate|optin|optout|pause|resume (spec 3 §7): answer
// {success, message}; a state that does not allow the action is a 409 naming it. The sync action runs
// the mirror, so starlink/ (which owns the mirror) registers it.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVICE_LINE_ACTIONS } from '@console/contract';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams } from '../../../platform/id-params.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { runServiceLineAction } from './starlink_service_lines.actions.ts';
import { starlinkServiceLinesResource } from './starlink_service_lines.resource.ts';

/** The spec's answer; a provider's refusal carries its code and params too (decision 0076). */
const answer = z.object({ success: z.boolean(), message: z.string(), code: z.string().optional(), params: z.record(z.string(), z.unknown()).optional() });

export const starlinkServiceLinesRoutes: RoutePlugin = (app, services) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const action of SERVICE_LINE_ACTIONS) {
    if (action === 'sync') continue;
    r.post(
      `/api/v1/starlink_service_lines/:id/${action}`,
      {
        config: { auth: starlinkServiceLinesResource.write },
        schema: { tags: ['starlink_service_lines'], params: idParams, body: z.object({}).nullish(), response: { 200: answer } },
      },
      async (req) => runServiceLineAction(services.db, ctxOf(req), services.integrations.satellite, req.params.id, action),
    );
  }
};
