// Billing run routes (decision 0031), admins only: POST /billing_runs (a month, YYYY-MM: the run is
// prepared, ready to launch) and POST /billing_runs/{id}/launch (queued for the worker). The list
// and show are the generic ones of the resource.
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BILLING_MESSAGES } from '@console/contract';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams } from '../../../platform/id-params.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { billingJobs } from './billing-jobs.ts';
import { launchRun, prepareRun } from './billing-run.ts';
import { billingRunsResource } from './billing_runs.resource.ts';
import { runDunning } from '../invoices/invoice-dunning.ts';

export const billingRunsRoutes: RoutePlugin = (app, services) => {
  const { db } = services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: billingRunsResource.write };
  const tags = ['billing_runs'];
  const jobs = billingJobs(app, services);
  r.post('/api/v1/billing_runs/', { config, schema: { tags, body: z.object({ period: z.string().max(7) }) } }, async (req, reply) => {
    const row = await db.transaction((tx) => prepareRun(tx, ctxOf(req), req.body.period));
    return reply.status(201).send(row);
  });
  // The reminders due today, now (the daily job does the same): what was sent, what could not be.
  r.post('/api/v1/invoices/dunning', { config, schema: { tags: ['invoices'], body: z.object({}).nullish() } }, async (req) => {
    const result = await runDunning(db, ctxOf(req), services.mail);
    return { success: true as const, ...result, message: BILLING_MESSAGES.dunning(result.sent.length) };
  });
  r.post('/api/v1/billing_runs/:id/launch', { config, schema: { tags, params: idParams, body: z.object({}).nullish() } }, async (req) => {
    const row = await db.transaction((tx) => launchRun(tx, ctxOf(req), req.params.id));
    await jobs.launch(row.id);
    return { success: true as const, id: row.id, status: row.status, message: BILLING_MESSAGES.runQueued };
  });
};
