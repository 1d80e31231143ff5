// Device operations through the controller (spec 1 §7.3). Each route calls one action; refusals and
// controller failures answer 200 {success: false, reason}, never a 500.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USAGE_SOURCES } from '@console/contract';
import { IntegrationError } from '../../../integrations/http.ts';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { date, requiredInt } from '../../../platform/fields.ts';
import type { Services } from '../../../platform/services.ts';
import { syncAnswer, syncServer, liveServers } from '../servers/servers.actions.ts';
import { speedtestJobs } from '../speedtests/speedtest-jobs.ts';
import { startSpeedTests } from '../speedtests/speedtests.actions.ts';
import { deviceBandwidth, deviceUsageChart, fetchDeviceUsages, usageSeries } from '../../usage/usages/usages.actions.ts';
import { answer, controllerLink } from './device-link.ts';
import {
  configBackups,
  flashConfig,
  moveDeviceToGroup,
  prepareDevice,
  rebootDevice,
  restartModem,
  returnDevice,
  syncDevice,
} from './device-operations.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });
const tags = ['devices'];
const staff = { auth: 'staff' as const };
const freq = z.preprocess((v) => (v === '' ? undefined : v), z.enum(['daily', 'monthly']).default('daily'));
const optionalId = z.preprocess((v) => (v === '' || v === 'null' ? undefined : v), z.coerce.number().int().min(1).max(2147483647).optional());
const optionalBody = <T extends z.ZodRawShape>(shape: T) => z.preprocess((v) => v ?? {}, z.object(shape));

export async function deviceOperationsRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const jobs = speedtestJobs(app, services);

  // The router prefers the static segment, so "incontrol" is never read as a device id.
  r.get('/api/v1/devices/incontrol/sync', { config: staff, schema: { tags } }, async (req) =>
    syncAnswer(async () => {
      const out = [];
      for (const server of await liveServers(db)) {
        // The reason names the server that failed; the servers synced before it stay synced.
        const counts = await syncServer(db, ctxOf(req), server).catch((err) => {
          throw err instanceof IntegrationError ? new IntegrationError(err.system, `${server.name}: ${err.reason}`, err.status) : err;
        });
        out.push(counts);
      }
      return out;
    }),
  );

  r.get('/api/v1/devices/:id/sync', { config: staff, schema: { tags, params: idParams } }, async (req) => {
    const result = await answer(() => syncDevice(db, ctxOf(req), req.params.id));
    return result.success ? result : { ...result, message: 'Synchronization failed' };
  });

  r.post('/api/v1/devices/:id/reboot', { config: staff, schema: { tags, params: idParams } }, async (req) => answer(() => rebootDevice(db, ctxOf(req), req.params.id)));

  r.post(
    '/api/v1/devices/:id/restart_modem',
    { config: staff, schema: { tags, params: idParams, body: z.object({ wan_id: requiredInt(1, 2147483647, 'Choose a WAN.') }) } },
    async (req) => answer(() => restartModem(db, ctxOf(req), req.params.id, req.body.wan_id)),
  );

  r.post('/api/v1/devices/:id/speedtest', { config: staff, schema: { tags, params: idParams } }, async (req) =>
    answer(async () => {
      const { device } = await controllerLink(db, ctxOf(req), req.params.id);
      return startSpeedTests(db, ctxOf(req), jobs, [device.serial]);
    }),
  );

  r.post(
    '/api/v1/devices/:id/flash_config',
    { config: staff, schema: { tags, params: idParams, body: z.object({ serial_confirmation: z.string({ error: 'Type the device serial to confirm.' }).max(200) }) } },
    async (req) => answer(() => flashConfig(db, ctxOf(req), req.params.id, req.body.serial_confirmation)),
  );

  r.put(
    '/api/v1/devices/:id/incontrol_move',
    { config: staff, schema: { tags, params: idParams, body: z.object({ target_group_id: requiredInt(1, 2147483647, 'Choose a target group.') }) } },
    async (req) => answer(() => moveDeviceToGroup(db, ctxOf(req), req.params.id, req.body.target_group_id)),
  );

  // No fields: the body, if any, is validated as an empty form.
  const noFields = { tags, params: idParams, body: optionalBody({}) };
  r.put('/api/v1/devices/:id/prepare', { config: staff, schema: noFields }, async (req) => answer(() => prepareDevice(db, ctxOf(req), req.params.id)));
  r.put('/api/v1/devices/:id/return', { config: staff, schema: noFields }, async (req) => answer(() => returnDevice(db, ctxOf(req), req.params.id)));

  r.get('/api/v1/devices/:id/config_backups', { config: staff, schema: { tags, params: idParams } }, async (req) => answer(() => configBackups(db, ctxOf(req), req.params.id)));

  r.get(
    '/api/v1/devices/:id/usage',
    { config: staff, schema: { tags, params: idParams, querystring: z.object({ freq, start_date: date(), end_date: date() }) } },
    async (req) => deviceUsageChart(db, req.params.id, req.query.freq, req.query.start_date, req.query.end_date),
  );

  r.get(
    '/api/v1/devices/:id/bandwidth',
    {
      config: staff,
      schema: { tags, params: idParams, querystring: z.object({ include_details: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).optional() }) },
    },
    async (req) => answer(() => deviceBandwidth(db, ctxOf(req), req.params.id, Boolean(req.query.include_details))),
  );

  r.post(
    '/api/v1/devices/:id/fetch_usages',
    { config: staff, schema: { tags, params: idParams, body: optionalBody({ start_date: date(), end_date: date() }) } },
    async (req) => answer(() => fetchDeviceUsages(db, ctxOf(req), req.params.id, req.body.start_date, req.body.end_date)),
  );

  r.get(
    '/api/v1/stats/usages',
    {
      config: staff,
      schema: { tags: ['stats'], querystring: z.object({ freq, sim_id: optionalId, device_id: optionalId, site_id: optionalId, start_date: date(), end_date: date(), source: z.enum(USAGE_SOURCES).optional() }) },
    },
    async (req) => usageSeries(db, req.query),
  );
}
