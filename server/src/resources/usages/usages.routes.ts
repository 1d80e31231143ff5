// Usage routes (spec 3 §2, §7, §8): the report (GET /usages/reports), the "sync last-month usages"
// helper (POST /usages/sync: 'Last month data usages updated' / 'Synchronization failed') and the
// usage dashboard's stats (GET /admin/dashboard/usages/stats).
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { USAGE_MESSAGES } from '@console/contract';
import { ctxOf } from '../../platform/auth/guard.ts';
import type { RoutePlugin } from '../index.ts';
import { usageJobs } from './usage-jobs.ts';
import { usageReportRoutes } from './usage-report-routes.ts';
import { usageDashboard } from './usage-reports.ts';
import { isoDay, lastMonth, syncUsages } from './usage-sync.ts';
import { usagesResource } from './usages.resource.ts';

export const usagesRoutes: RoutePlugin = (app, services) => {
  const { db } = services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: usagesResource.read };
  const tags = ['usages'];
  // Registers the daily fetch (and the re-rating worker) with the app.
  usageJobs(app, services);

  usageReportRoutes(app, db, 'usages', usagesResource.read);

  r.post('/api/v1/usages/sync', { config, schema: { tags, body: z.object({}).nullish() } }, async (req) => {
    const month = lastMonth();
    try {
      const result = await syncUsages(db, ctxOf(req), month.start, month.end);
      if (result.failures.length && result.written === 0) {
        return { success: false as const, message: USAGE_MESSAGES.syncFailed, reason: result.failures[0], failures: result.failures.length };
      }
      return { success: true as const, message: USAGE_MESSAGES.synced, count: result.written, failures: result.failures.length, start_date: month.start, end_date: month.end };
    } catch (err) {
      req.log.warn({ err }, 'usage sync failed');
      return { success: false as const, message: USAGE_MESSAGES.syncFailed, reason: err instanceof Error ? err.message : String(err) };
    }
  });

  r.get('/api/v1/admin/dashboard/usages/stats', { config, schema: { tags: ['stats'] } }, async () => usageDashboard(db, isoDay(Date.now())));
};
