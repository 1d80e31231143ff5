// Starts the Peppol jobs (invoice-peppol-jobs.ts) with the app, and queues a transmission once the
// send that queued it has committed (rule 3: the job starts after commit, never inside the send's
// transaction): after every answered POST /invoices/{id}/send, an invoice left `queued` gets its job.
// The job itself checks the status under the row lock, so a job too many does nothing.
import { eq } from 'drizzle-orm';
import { invoices } from '../../../db/schema/index.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { peppolJobs } from './invoice-peppol-jobs.ts';

const SEND_ROUTE = '/api/v1/invoices/:id/send';

export const invoicePeppolRoutes: RoutePlugin = (app, services) => {
  const jobs = peppolJobs(app, services);
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'POST' || req.routeOptions.url !== SEND_ROUTE || reply.statusCode >= 300) return;
    const id = Number((req.params as { id?: unknown }).id);
    if (!Number.isSafeInteger(id)) return;
    try {
      const [row] = await services.db.select({ status: invoices.peppol_status }).from(invoices).where(eq(invoices.id, id));
      if (row?.status === 'queued') await jobs.submit(id);
    } catch (err) {
      // Left queued: the next start takes it up (invoice-peppol-jobs.ts).
      req.log.warn({ err, id }, 'peppol: transmission not started');
    }
  });
};
