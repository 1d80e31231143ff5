// The deploy route (spec 2 §7: form data; the method and path are ours, decision 0018). Back to stock
// needs the device's last usage, so the usage domain registers it (usage/usages/device-usage.routes.ts).
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEVICE_DELIVERY_MESSAGES as M } from '@console/contract';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams } from '../../../platform/id-params.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { deployBody, deployDevice } from './device-delivery.ts';
import { devicesResource } from './devices.resource.ts';

export const deviceDeliveryRoutes: RoutePlugin = (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = { auth: devicesResource.write };
  const tags = ['devices'];

  r.post('/api/v1/devices/:id/deploy', { config: write, schema: { tags, params: idParams, body: deployBody } }, async (req) => {
    const row = await db.transaction((tx) => deployDevice(tx, ctxOf(req), req.params.id, req.body));
    return { ...row, success: true, message: M.deployed };
  });
};
