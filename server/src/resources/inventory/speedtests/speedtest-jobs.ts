// The app's speed-test jobs (start a scheduled test, collect a result), one queue per app instance,
// shared by the /speedtests and /devices/{id}/speedtest routes.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { speedtests } from '../../../db/schema/index.ts';
import { systemCtx } from '../../../platform/context.ts';
import { jobQueue } from '../../../platform/jobs.ts';
import type { Services } from '../../../platform/services.ts';
import { collectResult, JOB_COLLECT, JOB_START, runScheduledTest, type JobSender } from './speedtests.actions.ts';

const queues = new WeakMap<FastifyInstance, JobSender>();

export function speedtestJobs(app: FastifyInstance, services: Services): JobSender {
  const known = queues.get(app);
  if (known) return known;
  const ctx = { ...systemCtx, services };
  const queue = jobQueue(app, services, {
    [JOB_START]: (data) => runScheduledTest(services.db, ctx, sender, Number(data.speedtestId)),
    [JOB_COLLECT]: (data) => collectResult(services.db, ctx, Number(data.speedtestId), String(data.testId)),
  });
  const sender: JobSender = { send: (name, data, opts) => queue.send(name, data, opts) };
  queues.set(app, sender);
  // After a restart, tests still waiting need the worker even if nothing new is queued.
  app.addHook('onReady', async () => {
    const [waiting] = await services.db
      .select({ id: speedtests.id })
      .from(speedtests)
      .where(inArray(speedtests.status, ['scheduled', 'running']))
      .limit(1);
    if (waiting) void queue.start();
  });
  return sender;
}
