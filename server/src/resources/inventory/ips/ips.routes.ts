// POST /ips/bulk (bulk create with a dry run) and POST /ips/{id}/ping (spec 1 §7.5).
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IntegrationError } from '../../../integrations/http.ts';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams } from '../../../platform/id-params.ts';
import { bool } from '../../../platform/fields.ts';
import { getRow } from '../../../platform/store.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { ipSharedFields } from './ip-fields.ts';
import { bulkCreateIps, recordPing } from './ips.actions.ts';
import { ipsResource } from './ips.resource.ts';

const bulkBody = z.object({
  addresses: z.string({ error: 'One address, CIDR block or range per line is required.' }).max(200_000),
  dry: bool(),
  ...ipSharedFields,
});

export const ipsRoutes: RoutePlugin = (app, { db, integrations }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: ipsResource.write };
  const tags = ['ips'];

  r.post('/api/v1/ips/bulk', { config, schema: { tags, body: bulkBody } }, async (req) => db.transaction((tx) => bulkCreateIps(tx, ctxOf(req), req.body)));

  // Each ping may start a process that runs for seconds: a cap per caller keeps a stuck button cheap.
  const pingConfig = { ...config, rateLimit: { max: 60, timeWindow: '1 minute' } };
  r.post('/api/v1/ips/:id/ping', { config: pingConfig, schema: { tags, params: idParams } }, async (req) => {
    const ip = await getRow(db, ipsResource, req.params.id);
    let result = null;
    let reason: string | undefined;
    try {
      result = await integrations.ping.ping(ip.address);
    } catch (err) {
      if (!(err instanceof IntegrationError)) throw err;
      req.log.info({ err }, 'ping failed');
      reason = err.reason;
    }
    const stored = await db.transaction((tx) => recordPing(tx, ctxOf(req), ip.id, result));
    if (!result)
      return {
        success: false,
        reason: reason!,
        message: reason!,
        code: 'ping_failed' as const,
        params: { reason: reason! },
        last_ping_at: stored.last_ping_at,
      };
    return { success: true, ...result, last_ping_at: stored.last_ping_at };
  });
};
