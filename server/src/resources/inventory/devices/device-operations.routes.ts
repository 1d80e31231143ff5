// Device operations through the controller (spec 1 §7.3). Each route calls one action; refusals and
// controller failures answer 200 {success: false, reason}, never a 500. The operations whose actions
// live elsewhere are registered there: sync of every server (servers), speed test (speedtests), usage,
// bandwidth and usage fetch (usage/usages/device-usage.routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { requiredInt } from '../../../platform/fields.ts';
import { idParams, INT_MAX } from '../../../platform/id-params.ts';
import type { Services } from '../../../platform/services.ts';
import { answer } from './device-link.ts';
import { configBackups, flashConfig, moveDeviceToGroup, prepareDevice, rebootDevice, restartModem, returnDevice, syncDevice } from './device-operations.ts';

const tags = ['devices'];
const staff = { auth: 'staff' as const };
const optionalBody = <T extends z.ZodRawShape>(shape: T) => z.preprocess((v) => v ?? {}, z.object(shape));

export async function deviceOperationsRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/devices/:id/sync', { config: staff, schema: { tags, params: idParams } }, async (req) => {
    const result = await answer(() => syncDevice(db, ctxOf(req), req.params.id));
    return result.success ? result : { ...result, message: 'Synchronization failed' };
  });

  r.post('/api/v1/devices/:id/reboot', { config: staff, schema: { tags, params: idParams } }, async (req) =>
    answer(() => rebootDevice(db, ctxOf(req), req.params.id)),
  );

  r.post(
    '/api/v1/devices/:id/restart_modem',
    { config: staff, schema: { tags, params: idParams, body: z.object({ wan_id: requiredInt(1, INT_MAX, 'Choose a WAN.') }) } },
    async (req) => answer(() => restartModem(db, ctxOf(req), req.params.id, req.body.wan_id)),
  );

  r.post(
    '/api/v1/devices/:id/flash_config',
    {
      config: staff,
      schema: { tags, params: idParams, body: z.object({ serial_confirmation: z.string({ error: 'Type the device serial to confirm.' }).max(200) }) },
    },
    async (req) => answer(() => flashConfig(db, ctxOf(req), req.params.id, req.body.serial_confirmation)),
  );

  r.put(
    '/api/v1/devices/:id/incontrol_move',
    { config: staff, schema: { tags, params: idParams, body: z.object({ target_group_id: requiredInt(1, INT_MAX, 'Choose a target group.') }) } },
    async (req) => answer(() => moveDeviceToGroup(db, ctxOf(req), req.params.id, req.body.target_group_id)),
  );

  // No fields: the body, if any, is validated as an empty form.
  const noFields = { tags, params: idParams, body: optionalBody({}) };
  r.put('/api/v1/devices/:id/prepare', { config: staff, schema: noFields }, async (req) => answer(() => prepareDevice(db, ctxOf(req), req.params.id)));
  r.put('/api/v1/devices/:id/return', { config: staff, schema: noFields }, async (req) => answer(() => returnDevice(db, ctxOf(req), req.params.id)));

  r.get('/api/v1/devices/:id/config_backups', { config: staff, schema: { tags, params: idParams } }, async (req) =>
    answer(() => configBackups(db, ctxOf(req), req.params.id)),
  );
}
