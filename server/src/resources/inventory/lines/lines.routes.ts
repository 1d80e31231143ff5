// POST /lines/{id}/attach (device_id) and /lines/{id}/detach (reason), spec 1 §7.5.
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams, INT_MAX } from '../../../platform/id-params.ts';
import { requiredInt, text } from '../../../platform/fields.ts';
import { refusalAsAnswer } from '../../../platform/refusals.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { attachLine, detachLine } from './lines.actions.ts';
import { linesResource } from './lines.resource.ts';

const attachBody = z.object({ device_id: requiredInt(1, INT_MAX, 'A device is required.') });
const detachBody = z.object({ reason: text(500) }).nullish();

export const linesRoutes: RoutePlugin = (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: linesResource.write };
  const tags = ['lines'];

  r.post('/api/v1/lines/:id/attach', { config, schema: { tags, params: idParams, body: attachBody } }, async (req) =>
    refusalAsAnswer(async () => ({
      success: true as const,
      ...(await db.transaction((tx) => attachLine(tx, ctxOf(req), req.params.id, req.body.device_id))),
    })),
  );

  r.post('/api/v1/lines/:id/detach', { config, schema: { tags, params: idParams, body: detachBody } }, async (req) =>
    refusalAsAnswer(async () => ({
      success: true as const,
      ...(await db.transaction((tx) => detachLine(tx, ctxOf(req), req.params.id, { reason: req.body?.reason }))),
    })),
  );
};
