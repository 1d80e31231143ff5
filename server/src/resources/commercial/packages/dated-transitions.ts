// The moves the calendar makes (issue 25, decision 0063; contract DATED_TRANSITIONS): a service ENDING
// becomes ENDED on its end date. A pg-boss job runs it at start and then daily just after midnight UTC
// (the day an end date names begins then); each move goes through the store in its own transaction,
// the service row locked and its status and date checked again under the lock, so a rerun, a second
// process or an End written meanwhile moves nothing twice. The package follows by its maintained status.
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DATED_TRANSITIONS } from '@console/contract';
import { services } from '../../../db/schema/index.ts';
import { type Ctx, systemCtx } from '../../../platform/context.ts';
import { isoDay, today } from '../../../platform/dates.ts';
import { jobQueue } from '../../../platform/jobs.ts';
import type { Services } from '../../../platform/services.ts';
import { getRow, updateRow } from '../../../platform/store.ts';
import { servicesResource } from '../services/services.resource.ts';

export const JOB_DATED_TRANSITIONS = 'commercial-dated-transitions';
/** Minutes after midnight UTC the daily run starts. */
const DAILY_AT_MINUTE = 5;

export interface DatedMove {
  table: string;
  id: number;
  from: string;
  to: string;
}

/** Makes every move due on `day` (YYYY-MM-DD, today by default); answers the moves made. */
export async function runDatedTransitions(db: Services['db'], ctx: Ctx = systemCtx, day: string = today()): Promise<DatedMove[]> {
  const moves: DatedMove[] = [];
  for (const rule of DATED_TRANSITIONS) {
    const due = await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.status, rule.from), lte(services[rule.date], day), isNull(services.archived_at)))
      .orderBy(asc(services.id));
    for (const { id } of due) {
      const moved = await db.transaction(async (tx) => {
        const row = await getRow(tx, servicesResource, id, true);
        const date = row[rule.date] as string | null;
        if (row.status !== rule.from || !date || date > day || row.archived_at) return false;
        await updateRow(tx, ctx, servicesResource, id, { status: rule.to }, { hooks: false });
        return true;
      });
      if (moved) moves.push({ table: rule.table, id, from: rule.from, to: rule.to });
    }
  }
  return moves;
}

/** The next daily run, strictly after now. */
export function nextDatedRunAt(now = Date.now()): Date {
  const d = new Date(now);
  const at = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 0, DAILY_AT_MINUTE);
  return new Date(at > now ? at : at + 86_400_000);
}

const registered = new WeakSet<FastifyInstance>();

/** Declares the job; when DATED_TRANSITIONS is on, runs it once the app is ready and then every day. */
export function datedTransitionJobs(app: FastifyInstance, services: Services): void {
  if (registered.has(app)) return;
  registered.add(app);
  const ctx = { ...systemCtx, services };
  const scheduleNext = async () => {
    const at = nextDatedRunAt();
    await queue.send(JOB_DATED_TRANSITIONS, { daily: true }, { startAfter: at, singletonKey: `${JOB_DATED_TRANSITIONS}:${isoDay(at.getTime())}` });
  };
  const queue = jobQueue(
    app,
    services,
    {
      [JOB_DATED_TRANSITIONS]: async (data) => {
        const moves = await runDatedTransitions(services.db, ctx);
        app.log.info({ moved: moves.length, ids: moves.slice(0, 50).map((m) => m.id) }, 'dated transitions: services ended on their end date');
        if (data?.daily) await scheduleNext();
      },
    },
    { [JOB_DATED_TRANSITIONS]: 'stately' },
  );
  if (services.config.DATED_TRANSITIONS === 'on')
    app.addHook('onReady', async () => {
      void queue.send(JOB_DATED_TRANSITIONS, { daily: false }).catch((err) => app.log.warn({ err }, 'dated transitions not run at start'));
      void scheduleNext().catch((err) => app.log.warn({ err }, 'dated transitions not scheduled'));
    });
}
