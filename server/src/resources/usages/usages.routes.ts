// Usage routes (spec 3 §2, §7, §8): the report (GET /usages/reports), the "sync last-month usages"
// helper (POST /usages/sync: 'Last month data usages updated' / 'Synchronization failed') and the
// usage dashboard's stats (GET /admin/dashboard/usages/stats).
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { USAGE_REPORT_GROUPS, USAGE_SOURCES } from '@console/contract';
import { date } from '../../platform/fields.ts';
import { sendSpreadsheet } from '../../platform/exports.ts';
import type { ExportColumn } from '../../platform/registry.ts';
import { ctxOf } from '../../platform/auth/guard.ts';
import type { RoutePlugin } from '../index.ts';
import { usageJobs } from './usage-jobs.ts';
import { usageDashboard, usageReport } from './usage-reports.ts';
import { isoDay } from './usage-sync.ts';
import { openSyncRun, runSyncRun, syncAnswer } from './usage-sync-runs.ts';
import { eq } from 'drizzle-orm';
import { usageSyncs } from '../../db/schema/index.ts';
import { idParams } from '../../platform/crud-routes.ts';
import { notFound } from '../../platform/errors.ts';
import { usagesResource } from './usages.resource.ts';

/** The columns naming a report row, per grouping (customer too where the row has one). */
const REPORT_COLUMNS: Record<(typeof USAGE_REPORT_GROUPS)[number], ExportColumn[]> = {
  customer: [{ key: 'customer', header: 'Customer', width: 30 }],
  site: [{ key: 'site', header: 'Site', width: 30 }, { key: 'customer', header: 'Customer', width: 30 }],
  pool: [{ key: 'pool', header: 'Pool', width: 24 }, { key: 'customer', header: 'Customer', width: 30 }],
  device: [{ key: 'device', header: 'Device', width: 24 }, { key: 'customer', header: 'Customer', width: 30 }],
  iccid: [{ key: 'iccid', header: 'ICCID', width: 24 }, { key: 'customer', header: 'Customer', width: 30 }],
  date: [{ key: 'date', header: 'Date', width: 12 }],
};

async function* batchesOf<T>(rows: T[]): AsyncIterable<T[]> {
  for (let i = 0; i < rows.length; i += 1000) yield rows.slice(i, i + 1000);
}

const reportQuery = z.object({
  start_date: date(),
  end_date: date(),
  source: z.enum(USAGE_SOURCES, { error: `One of ${USAGE_SOURCES.join(', ')}.` }).default('incontrol'),
  group_by: z.enum(USAGE_REPORT_GROUPS, { error: `One of ${USAGE_REPORT_GROUPS.join(', ')}.` }).default('customer'),
});

export const usagesRoutes: RoutePlugin = (app, services) => {
  const { db } = services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: usagesResource.read };
  const tags = ['usages'];
  // Registers the daily fetch (and the re-rating worker) with the app.
  const jobs = usageJobs(app, services);

  const reportOf = (q: z.infer<typeof reportQuery>) => {
    const today = isoDay(Date.now());
    return usageReport(db, { start_date: q.start_date ?? `${today.slice(0, 7)}-01`, end_date: q.end_date ?? today, source: q.source, group_by: q.group_by });
  };

  r.get('/api/v1/usages/reports', { config, schema: { tags, querystring: reportQuery } }, async (req) => reportOf(req.query));

  // The report as a spreadsheet: the same rows and figures as the screen (GB and EUR, contract rounding).
  r.get('/api/v1/usages/reports/export.xls', { config, schema: { tags, querystring: reportQuery } }, async (req, reply) => {
    const report = await reportOf(req.query);
    const columns = [...REPORT_COLUMNS[report.group_by], { key: 'usage', header: 'Usage (GB)', width: 14 }, { key: 'price', header: 'Price (EUR)', width: 14 }];
    const total = { customer: 'Total', date: 'Total', site: 'Total', pool: 'Total', device: 'Total', iccid: 'Total', usage: report.total_usage, price: report.total_price };
    return sendSpreadsheet(reply, `usage-report-${report.source}-${report.start_date}-${report.end_date}.xlsx`, 'usage', columns, batchesOf([...report.results, total]));
  });

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

  r.get('/api/v1/admin/dashboard/usages/stats', { config, schema: { tags: ['stats'] } }, async () => usageDashboard(db, isoDay(Date.now())));
};
