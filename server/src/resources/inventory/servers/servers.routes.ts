// Controller server actions (spec 1 §7.3): organizations with their available flags, the groups of
// an organization, and the synchronisation.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import type { Services } from '../../../platform/services.ts';
import { answer } from '../devices/device-link.ts';
import { storedOrganizations } from './organizations.ts';
import { getServer, syncAnswer, syncServer } from './servers.actions.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });
const tags = ['servers'];

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
      const live = await ctxOf(req).services!.integrations.controller.forServer(server).listOrganizations();
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
        const groups = await ctxOf(req).services!.integrations.controller.forServer(server).listGroups(req.params.orgId);
        return { results: groups, count: groups.length };
      });
    },
  );

  // One synchronisation per server at a time in this process: a double click must not run two.
  const running = new Map<number, ReturnType<typeof syncAnswer>>();
  r.get('/api/v1/servers/:id/sync', { config: { auth: 'staff' }, schema: { tags, params: idParams } }, async (req) => {
    const server = await getServer(db, req.params.id);
    if (server.archived_at) return { success: false, message: 'Synchronization failed', reason: 'The server is archived.' };
    let run = running.get(server.id);
    if (!run) {
      run = syncAnswer(async () => [await syncServer(db, ctxOf(req), server)]).finally(() => running.delete(server.id));
      running.set(server.id, run);
    }
    return run;
  });
}
