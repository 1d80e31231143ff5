// "Update Usages" (spec 3 §2 Data pricings, §7 POST /data_pricings/fix): re-rates the usage records of
// a date range (default: the start of last month to today) with the pricings in force, in the
// background; GET /data_pricings/fix/{id} answers the run's progress, which the console polls.
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { USAGE_MESSAGES } from '@console/contract';
import { usageRerates } from '../../../db/schema/index.ts';
import { today } from '../../../platform/dates.ts';
import { idParams } from '../../../platform/id-params.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { date } from '../../../platform/fields.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { usageJobs } from '../usages/usage-jobs.ts';
import { runRerate } from '../usages/usage-rerate.ts';
import { lastMonth } from '../usages/usage-sync.ts';
import { dataPricingsResource } from './data_pricings.resource.ts';

const fixBody = z.object({ start_date: date(), end_date: date() }).nullish();
type RerateRow = typeof usageRerates.$inferSelect;

export const progressOf = (run: RerateRow) => ({
  ...run,
  progress: run.status === 'done' ? 100 : run.months_total ? Math.floor((run.months_done / run.months_total) * 100) : 0,
});

export const dataPricingsRoutes: RoutePlugin = (app, services) => {
  const { db } = services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: dataPricingsResource.write };
  const tags = ['data_pricings'];
  const jobs = usageJobs(app, services);

  r.post('/api/v1/data_pricings/fix', { config, schema: { tags, body: fixBody } }, async (req) => {
    const start = req.body?.start_date ?? lastMonth().start;
    const end = req.body?.end_date ?? today();
    if (start > end) throw badRequest('The start date is after the end date.', { start_date: 'Must be on or before end_date.' });
    const [run] = await db
      .insert(usageRerates)
      .values({ start_date: start, end_date: end, created_by_id: req.actor?.id ?? null })
      .returning();
    // Without a job queue (JOBS=off) the run happens here, before the answer.
    if (!(await jobs.rerate(run.id))) await runRerate(db, run.id);
    const [now] = await db.select().from(usageRerates).where(eq(usageRerates.id, run.id));
    return { success: true as const, message: USAGE_MESSAGES.rerateQueued, ...progressOf(now) };
  });

  r.get('/api/v1/data_pricings/fix', { config, schema: { tags } }, async () => {
    const runs = await db.select().from(usageRerates).orderBy(desc(usageRerates.id)).limit(10);
    return { results: runs.map(progressOf), count: runs.length };
  });

  r.get('/api/v1/data_pricings/fix/:id', { config, schema: { tags, params: idParams } }, async (req) => {
    const [run] = await db.select().from(usageRerates).where(eq(usageRerates.id, req.params.id));
    if (!run) throw notFound();
    return progressOf(run);
  });
};
