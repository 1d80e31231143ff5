// Usage routes (spec 3 §2, §7, §8): the report (GET /usages/reports), the "sync last-month usages"
// helper (POST /usages/sync: 'Last month data usages updated' / 'Synchronization failed') and the
// usage dashboard's stats (GET /admin/dashboard/usages/stats).
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { usageSyncs } from '../../../db/schema/index.ts';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { today } from '../../../platform/dates.ts';
import { idParams } from '../../../platform/id-params.ts';
import { notFound } from '../../../platform/errors.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { usageJobs } from './usage-jobs.ts';
import { usageReportRoutes } from './usage-report-routes.ts';
import { usageDashboard } from './usage-reports.ts';
import { openSyncRun, runSyncRun, syncAnswer } from './usage-sync-runs.ts';
import { usagesResource } from './usages.resource.ts';

export const usagesRoutes: RoutePlugin = (app, services) => {
  const { db } = services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: usagesResource.read };
  const tags = ['usages'];
  // Registers the daily fetch (and the re-rating worker) with the app.
  const jobs = usageJobs(app, services);

  usageReportRoutes(app, db, 'usages', usagesResource.read);

  // "Sync last-month usages": queued as a background run (one at a time; a second click answers the
  // running one); the console follows GET /usages/sync/{id} until 'Last month data usages updated' or
  // 'Synchronization failed'. Without a job queue (JOBS=off) the run happens here, before the answer.
  r.post('/api/v1/usages/sync', { config, schema: { tags, body: z.object({}).nullish() } }, async (req) => {
    const { run, created } = await openSyncRun(db, req.actor?.id ?? null);
    if (created && !(await jobs.syncRun(run.id))) await runSyncRun(db, ctxOf(req), run.id);
    const [now] = await db.select().from(usageSyncs).where(eq(usageSyncs.id, run.id));
    return syncAnswer(now);
  });

  r.get('/api/v1/usages/sync/:id', { config, schema: { tags, params: idParams } }, async (req) => {
    const [run] = await db.select().from(usageSyncs).where(eq(usageSyncs.id, req.params.id));
    if (!run) throw notFound();
    return syncAnswer(run);
  });

  r.get('/api/v1/admin/dashboard/usages/stats', { config, schema: { tags: ['stats'] } }, async () => usageDashboard(db, today()));
};
