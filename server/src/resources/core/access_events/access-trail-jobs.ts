// The access trail's retention (issue 28, decision 0084): events older than ACCESS_TRAIL_DAYS are
// deleted by a daily pg-boss job (a stately queue: one waiting run per due time however many processes
// queue it), in bounded chunks, each its own statement, giving the requests waiting a turn between two
// (platform/chunks.ts). ACCESS_TRAIL_DAYS=0 keeps the trail for ever (no job queued).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client.ts';
import { accessEvents } from '../../../db/schema/index.ts';
import { isEmbedded, yieldBetweenChunks } from '../../../platform/chunks.ts';
import { isoDay } from '../../../platform/dates.ts';
import { jobQueue } from '../../../platform/jobs.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import type { Services } from '../../../platform/services.ts';

export const JOB_ACCESS_TRAIL_RETENTION = 'access-trail-retention';
/** The daily run, at this UTC hour and minute (a quiet time, before the usage fetch at 02:00). */
const DAILY_AT = { hour: 1, minute: 30 };
/** Rows deleted per statement: an index range on created_at, short locks. */
const CHUNK = { postgres: 5000, embedded: 1000 };

/** Deletes the events older than `days` days (before `now`), a chunk at a time; answers how many. */
export async function pruneAccessTrail(db: Executor, days: number, now = Date.now(), chunk?: number): Promise<number> {
  if (days <= 0) return 0;
  const cutoff = new Date(now - days * 86_400_000);
  const size = chunk ?? (isEmbedded(db) ? CHUNK.embedded : CHUNK.postgres);
  let deleted = 0;
  for (;;) {
    const rows = await db.execute(sql`delete from ${accessEvents} where ${accessEvents.id} in (
      select ${accessEvents.id} from ${accessEvents} where ${accessEvents.created_at} < ${cutoff} order by ${accessEvents.created_at} limit ${size})
      returning ${accessEvents.id}`);
    const n = (rows as unknown as { rows: unknown[] }).rows.length;
    deleted += n;
    if (n < size) return deleted;
    await yieldBetweenChunks(db);
  }
}

/** The next daily run, strictly after now. */
export function nextRetentionRunAt(now = Date.now()): Date {
  const d = new Date(now);
  const at = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), DAILY_AT.hour, DAILY_AT.minute);
  return new Date(at > now ? at : at + 86_400_000);
}

const registered = new WeakSet<FastifyInstance>();

/** Declares the job; with a retention (ACCESS_TRAIL_DAYS > 0), queues its next daily run once the app is ready. */
export function accessTrailJobs(app: FastifyInstance, services: Services): void {
  if (registered.has(app)) return;
  registered.add(app);
  const days = services.config.ACCESS_TRAIL_DAYS;
  const scheduleNext = async () => {
    const at = nextRetentionRunAt();
    await queue.send(JOB_ACCESS_TRAIL_RETENTION, {}, { startAfter: at, singletonKey: `${JOB_ACCESS_TRAIL_RETENTION}:${isoDay(at.getTime())}` });
  };
  const queue = jobQueue(
    app,
    services,
    {
      [JOB_ACCESS_TRAIL_RETENTION]: async () => {
        const deleted = await pruneAccessTrail(services.db, days);
        app.log.info({ deleted, days }, 'access trail: events past their retention deleted');
        await scheduleNext();
      },
    },
    { [JOB_ACCESS_TRAIL_RETENTION]: 'stately' },
  );
  if (days > 0) app.addHook('onReady', async () => void scheduleNext().catch((err) => app.log.warn({ err }, 'access trail retention not scheduled')));
}

/** The job as a route plugin: declared with the app's other modules. */
export const accessTrailJobsPlugin: RoutePlugin = (app, services) => accessTrailJobs(app, services);
