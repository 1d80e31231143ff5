// The usage operations a device screen calls (spec 1 §7.3, spec 2 §2), registered by the usage domain
// that owns them: the usage chart, the bandwidth, a usage fetch from the controller, the usage series
// of GET /stats/usages, and back to stock (spec 2 §7), which records the device's last usage.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coded, DEVICE_DELIVERY_MESSAGES as M, USAGE_SOURCES } from '@console/contract';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { date } from '../../../platform/fields.ts';
import { idParam, idParams } from '../../../platform/id-params.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { backToStock, backToStockBody, checkBackToStock, type LastUsage } from '../../inventory/devices/device-delivery.ts';
import { answer } from '../../inventory/devices/device-link.ts';
import { devicesResource } from '../../inventory/devices/devices.resource.ts';
import { lastUsage } from './device-last-usage.ts';
import { deviceBandwidth, deviceUsageChart, fetchDeviceUsages, usageSeries } from './usages.actions.ts';

const freq = z.preprocess((v) => (v === '' ? undefined : v), z.enum(['daily', 'monthly']).default('daily'));
/** An optional id filter read like a path id ('0x10' is refused, not read as 16). */
const optionalId = z.preprocess((v) => (v === '' || v === 'null' ? undefined : v), idParam.optional());
const optionalBody = <T extends z.ZodRawShape>(shape: T) => z.preprocess((v) => v ?? {}, z.object(shape));

export const deviceUsageRoutes: RoutePlugin = (app, { db, mail, config }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/devices/:id/usage',
    { config: { auth: 'staff' }, schema: { tags: ['devices'], params: idParams, querystring: z.object({ freq, start_date: date(), end_date: date() }) } },
    async (req) => deviceUsageChart(db, req.params.id, req.query.freq, req.query.start_date, req.query.end_date),
  );

  r.get(
    '/api/v1/devices/:id/bandwidth',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['devices'],
        params: idParams,
        querystring: z.object({ include_details: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).optional() }),
      },
    },
    async (req) => answer(() => deviceBandwidth(db, ctxOf(req), req.params.id, Boolean(req.query.include_details))),
  );

  r.post(
    '/api/v1/devices/:id/fetch_usages',
    { config: { auth: 'staff' }, schema: { tags: ['devices'], params: idParams, body: optionalBody({ start_date: date(), end_date: date() }) } },
    async (req) => answer(() => fetchDeviceUsages(db, ctxOf(req), req.params.id, req.body.start_date, req.body.end_date)),
  );

  r.get(
    '/api/v1/stats/usages',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['stats'],
        querystring: z.object({
          freq,
          sim_id: optionalId,
          device_id: optionalId,
          site_id: optionalId,
          start_date: date(),
          end_date: date(),
          source: z.enum(USAGE_SOURCES).optional(),
        }),
      },
    },
    async (req) => usageSeries(db, req.query),
  );

  r.post(
    '/api/v1/devices/:id/back_to_stock',
    { config: { auth: devicesResource.write }, schema: { tags: ['devices'], params: idParams, body: backToStockBody } },
    async (req) => {
      const ctx = ctxOf(req);
      const input = req.body ?? {};
      // Refused from the wrong state or a bad site before anything is fetched; checked again under the lock.
      await checkBackToStock(db, req.params.id, input);
      let usage: LastUsage;
      try {
        usage = await lastUsage(db, ctx, req.params.id);
      } catch (err) {
        // The controller failed: nothing changed, the device stays where it is; the console warns.
        req.log.warn({ err }, 'back to stock: last usage not fetched');
        const { message: reason, code, params } = coded('last_usage_unavailable', { reason: err instanceof Error ? err.message : String(err) });
        return { success: false, message: M.notBackToStock, reason, code, params };
      }
      return db.transaction((tx) => backToStock(tx, ctx, mail, config.DELIVERY_TEAM_EMAIL, req.params.id, input, usage));
    },
  );
};
