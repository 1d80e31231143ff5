// GET /customers/sync: the help-desk synchronisation button of the customer list (spec 1 §7.5), the
// help-desk redirect, and POST /customers/{id}/impersonate (spec 1 §7.1).
import type { Coded } from '../../../platform/refusals.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import type { Services } from '../../../platform/services.ts';
import { idParams } from '../../../platform/id-params.ts';
import { impersonateCustomer } from './customer-impersonation.ts';
import { applyHelpdeskLinks, planHelpdeskSync, type HelpdeskLink } from './customers.actions.ts';
import { setHelpdeskLinkTemplate } from './helpdesk-link.ts';

type SyncAnswer = { success: boolean; message: string; created: number; linked: number; reason?: string } & Partial<Coded>;

export async function customersRoutes(app: FastifyInstance, services: Services) {
  const { db, integrations, config } = services;
  setHelpdeskLinkTemplate((id) => integrations.helpdesk.ticketsUrl(id));
  const r = app.withTypeProvider<ZodTypeProvider>();

  // One synchronisation at a time in this process: a double click must not create companies twice.
  let running: Promise<SyncAnswer> | null = null;

  async function synchronise(req: FastifyRequest): Promise<SyncAnswer> {
    let links: HelpdeskLink[] = [];
    let error: Error | undefined;
    try {
      ({ links, error } = await planHelpdeskSync(db, integrations.helpdesk));
      await db.transaction((tx) => applyHelpdeskLinks(tx, ctxOf(req), links));
    } catch (err) {
      error = err as Error;
      links = [];
    }
    const counts = { created: links.filter((l) => l.created).length, linked: links.filter((l) => !l.created).length };
    if (error) {
      req.log.warn({ err: error }, 'help-desk synchronisation failed');
      return { success: false, message: 'Synchronization failed', reason: error.message, code: 'sync_failed', params: { reason: error.message }, ...counts };
    }
    return { success: true, message: 'Synchronization succeeded', ...counts };
  }

  r.get('/api/v1/customers/sync', { config: { auth: 'staff' }, schema: { tags: ['customers'] } }, async (req) => {
    running ??= synchronise(req).finally(() => {
      running = null;
    });
    return running;
  });

  // /freshdesk (spec 1 §2.1): a full-page redirect to the help-desk, to a company's tickets when the
  // support-ticket link names one. Public: a page load carries no bearer token, and the answer is only
  // the help-desk's address.
  r.get(
    '/freshdesk',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['customers'],
        querystring: z.object({
          company_id: z
            .string()
            .regex(/^[A-Za-z0-9_-]{1,40}$/)
            .optional()
            .or(z.literal('')),
        }),
      },
    },
    async (req, reply) => {
      const companyId = req.query.company_id;
      const tickets = integrations.helpdesk.ticketsUrl(companyId || '0');
      return reply.redirect(companyId ? tickets : `${new URL(tickets).origin}/`, 302);
    },
  );

  r.post('/api/v1/customers/:id/impersonate', { config: { auth: 'can_impersonate' }, schema: { tags: ['customers'], params: idParams } }, async (req) =>
    db.transaction((tx) => impersonateCustomer(tx, ctxOf(req), config, req.params.id)),
  );
}
