// Controller server actions (spec 1 §7.3): organizations with their available flags, the groups of
// an organization, the synchronisation of one server and of every server (GET /devices/incontrol/sync).
import { errorMessage } from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams } from '../../../platform/id-params.ts';
import type { Services } from '../../../platform/services.ts';
import { IntegrationError } from '../../../integrations/http.ts';
import { answer } from '../devices/device-link.ts';
import { storedOrganizations } from './organizations.ts';
import { getServer, liveServers, syncAnswer, syncServer } from './servers.actions.ts';

const tags = ['servers'];

/**
 * Logs a controller failure in full, the body it answered included, and throws it on: the answer to
 * staff carries only the short reason (decision 0068).
 */
function logFailure(req: FastifyRequest, err: unknown) {
  if (err instanceof IntegrationError)
    req.log.warn({ system: err.system, status: err.status, reason: err.reason, body: err.answer?.body }, 'controller call failed');
}
const logged = (req: FastifyRequest) => (err: unknown) => {
  logFailure(req, err);
  throw err;
};

export async function serversRoutes(app: FastifyInstance, { db }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Stored by the last sync; before any sync, asked from the controller (not stored until a sync).
  r.get('/api/v1/servers/:id/organizations', { config: { auth: 'staff' }, schema: { tags, params: idParams } }, async (req) => {
    const server = await getServer(db, req.params.id);
    const stored = await storedOrganizations(db, server.id);
    if (stored.length) {
      const results = stored.map((o) => ({ id: o.ic_id, name: o.name, available: o.available, groups_count: o.groups.length }));
      return { results, count: results.length };
    }
    return answer(async () => {
      const live = await ctxOf(req).services!.integrations.controller.forServer(server).listOrganizations().catch(logged(req));
      const results = live.map((o) => ({ id: o.id, name: o.name, available: true, groups_count: null }));
      return { results, count: results.length };
    });
  });

  r.get(
    '/api/v1/incontrol/servers/:id/organizations/:orgId/groups',
    { config: { auth: 'staff' }, schema: { tags, params: idParams.extend({ orgId: z.string().min(1).max(100) }) } },
    async (req) => {
      const server = await getServer(db, req.params.id);
      return answer(async () => {
        const groups = await ctxOf(req).services!.integrations.controller.forServer(server).listGroups(req.params.orgId).catch(logged(req));
        return { results: groups, count: groups.length };
      });
    },
  );

  // One synchronisation per server at a time in this process: a double click must not run two.
  const running = new Map<number, ReturnType<typeof syncAnswer>>();
  r.get('/api/v1/servers/:id/sync', { config: { auth: 'staff' }, schema: { tags, params: idParams } }, async (req) => {
    const server = await getServer(db, req.params.id);
    if (server.archived_at)
      return { success: false, message: 'Synchronization failed', reason: errorMessage('server_archived'), code: 'server_archived', params: {} };
    let run = running.get(server.id);
    if (!run) {
      run = syncAnswer(async () => [await syncServer(db, ctxOf(req), server).catch(logged(req))]).finally(() => running.delete(server.id));
      running.set(server.id, run);
    }
    return run;
  });

  // The router prefers the static segment, so "incontrol" is never read as a device id.
  r.get('/api/v1/devices/incontrol/sync', { config: { auth: 'staff' }, schema: { tags: ['devices'] } }, async (req) =>
    syncAnswer(async () => {
      const out = [];
      for (const server of await liveServers(db)) {
        // The reason names the server that failed; the servers synced before it stay synced.
        const counts = await syncServer(db, ctxOf(req), server).catch((err) => {
          logFailure(req, err);
          throw err instanceof IntegrationError ? new IntegrationError(err.system, `${server.name}: ${err.reason}`, err.status) : err;
        });
        out.push(counts);
      }
      return out;
    }),
  );
}
