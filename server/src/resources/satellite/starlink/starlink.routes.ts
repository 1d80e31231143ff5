// The provisioning helpers and form (spec 3 §2, §5, §7): GET /starlink/accounts, /starlink/terminals
// (account_number, available), /starlink/products (account_number), POST /starlink/provision. The
// helpers read the provider live; a provider failure answers {success: false, message}. The terminal
// state helper (GET /starlink/terminal_state: terminal_id, source starlink; answers {state}) reads
// what the telemetry stored, as the terminal status does. Also what runs
// the mirror, registered here because this folder owns it: the periodic jobs and a service line's
// POST /starlink_service_lines/{id}/sync.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TERMINAL_STATE_SOURCES } from '@console/contract';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { requiredNumber, requiredText, text } from '../../../platform/fields.ts';
import { idParams } from '../../../platform/id-params.ts';
import { providerFailure } from '../../../platform/provider-answer.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { STARLINK_GATE } from '../starlink_accounts/starlink_accounts.resource.ts';
import { terminalState } from '../starlink_terminals/starlink_terminals.actions.ts';
import { starlinkServiceLinesResource } from '../starlink_service_lines/starlink_service_lines.resource.ts';
import { starlinkJobs } from './starlink-jobs.ts';
import { provision } from './starlink-provision.ts';
import { serviceSummaryRoutes } from './starlink-service-summary.ts';
import { runServiceLineSync } from './starlink-sync.ts';

const accountQuery = z.object({ account_number: requiredText(100, 'An account is required.') });
const terminalsQuery = accountQuery.extend({
  available: z.enum(['true', 'false'], { error: 'available must be true or false.' }).optional(),
});
const terminalStateQuery = z.object({
  terminal_id: requiredText(100, 'A terminal is required.'),
  source: z.enum(TERMINAL_STATE_SOURCES, { error: `source must be ${TERMINAL_STATE_SOURCES.join(' or ')}.` }).default('starlink'),
});

export const provisionBody = z.object({
  account_number: requiredText(100, 'An account is required.'),
  product_id: requiredText(100, 'A product is required.'),
  user_terminal_id: requiredText(100, 'A terminal is required.'),
  user_terminal_id_secondary: text(100),
  name: requiredText(100, 'A name is required.'),
  address: requiredText(500, 'The full address is required.'),
  postal_code: requiredText(20, 'A postal code is required.'),
  region_code: requiredText(10, 'A region code is required.'),
  locality: requiredText(100, 'A locality is required.'),
  latitude: requiredNumber(-90, 90, 'A latitude between -90 and 90 is required.'),
  longitude: requiredNumber(-180, 180, 'A longitude between -180 and 180 is required.'),
});

export const starlinkRoutes: RoutePlugin = (app, services) => {
  const { db, integrations } = services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  starlinkJobs(app, services);
  const config = { auth: STARLINK_GATE };
  const tags = ['starlink'];
  const live = async <T>(read: () => Promise<T[]>) => {
    try {
      return { success: true, results: await read() };
    } catch (err) {
      return providerFailure(err);
    }
  };
  r.get('/api/v1/starlink/accounts', { config, schema: { tags } }, async () =>
    live(async () =>
      (await integrations.satellite.listAccounts()).map((a) => ({ accountNumber: a.accountNumber, accountName: a.accountName, regionCode: a.regionCode })),
    ),
  );
  r.get('/api/v1/starlink/terminals', { config, schema: { tags, querystring: terminalsQuery } }, async (req) =>
    live(async () =>
      (await integrations.satellite.listTerminals(req.query.account_number))
        .filter((t) => req.query.available === undefined || (req.query.available === 'true') === (t.serviceLineNumber === null))
        .map((t) => ({
          userTerminalId: t.userTerminalId,
          kitSerialNumber: t.kitSerialNumber,
          dishSerialNumber: t.dishSerialNumber,
          serviceLineNumber: t.serviceLineNumber,
        })),
    ),
  );
  r.get('/api/v1/starlink/products', { config, schema: { tags, querystring: accountQuery } }, async (req) =>
    live(() => integrations.satellite.listProducts(req.query.account_number)),
  );
  r.get(
    '/api/v1/starlink/terminal_state',
    { config, schema: { tags, querystring: terminalStateQuery, response: { 200: z.object({ state: z.string() }) } } },
    async (req) => terminalState(db, req.query.terminal_id),
  );
  serviceSummaryRoutes(app, db);
  r.post('/api/v1/starlink/provision', { config, schema: { tags, body: provisionBody } }, async (req) =>
    provision(db, services.database.kind, ctxOf(req), integrations.satellite, req.body),
  );
  r.post(
    '/api/v1/starlink_service_lines/:id/sync',
    {
      config: { auth: starlinkServiceLinesResource.write },
      schema: {
        tags: ['starlink_service_lines'],
        params: idParams,
        body: z.object({}).nullish(),
        response: {
          200: z.object({ success: z.boolean(), message: z.string(), code: z.string().optional(), params: z.record(z.string(), z.unknown()).optional() }),
        },
      },
    },
    async (req) => runServiceLineSync(db, ctxOf(req), integrations.satellite, req.params.id),
  );
};
