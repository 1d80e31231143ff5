// "Update Usages" (POST /data_pricings/fix): re-rates the records of a date range with the pricings in
// force now, a month at a time, a chunk of records per transaction; each chunk adds what it changed to
// the rollups in the same statement (decision 0080), so a report never sees records without their
// rollups and no month is rebuilt in one long statement. Runs in the background (pg-boss); its row in
// usage_rerates shows the progress. Running it again changes nothing; a run that stopped half-way
// resumes at the first month it had not finished, and its chunks already committed change nothing.
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { usageRerates } from '../../../db/schema/index.ts';
import { ChunkSizer, chunkBounds, yieldBetweenChunks } from '../../../platform/chunks.ts';
import { priced, pricingOf } from './usage-rating.ts';
import { addToRollups, lockUsageWriters } from './usage-rollups.ts';

export const JOB_RERATE = 'usages-rerate';

/** First days of the months from start to end (YYYY-MM-DD). */
export function monthsOf(start: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = start.split('-').map(Number);
  const [ey, em] = end.split('-').map(Number);
  while (y < ey || (y === ey && m <= em)) {
    out.push(`${y}-${String(m).padStart(2, '0')}-01`);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

/** Records re-rated per transaction at most: a request waits at most one chunk (decisions 0072, 0080). */
export const RERATE_CHUNK = 5000;
/** On PostgreSQL up to RERATE_CHUNK; on the embedded database chunks of about 20 ms (decision 0080). */
const RERATE_POSTGRES = { first: RERATE_CHUNK, min: 500, max: RERATE_CHUNK, targetMs: 150 };
const RERATE_EMBEDDED = { first: 200, min: 50, max: RERATE_CHUNK, targetMs: 20 };

/**
 * The next chunk of records of the days (ids after `afterId`) re-rated with the pricings in force now;
 * answers the last id seen (null when the days are done) and how many records changed. The pricing is
 * chosen once per distinct rating key (source, customer, country, VPMN, IMSI) of the chunk. What the
 * changed records' totals moved by is added to the rollups in the same statement (every CTE reads the
 * snapshot taken before it, so `usages o` holds the figures being replaced), as ingestion does: bytes
 * and record counts do not move, and a device's or SIM's month row only where the month is folded.
 */
export async function rerateChunk(
  tx: Executor,
  start: string,
  end: string,
  afterId: number,
  size = RERATE_CHUNK,
): Promise<{ lastId: number | null; scanned: number; changed: number }> {
  const key = (a: string) => sql.raw(`coalesce(${a}.customer_id, 0), coalesce(${a}.country_code, ''), coalesce(${a}.vpmn, ''), coalesce(${a}.imsi, '')`);
  const [row] = rowsOf(
    await tx.execute(sql`
    with chunk as (
      select id from usages where date >= ${start}::date and date <= ${end}::date and id > ${afterId} order by date, id limit ${size}
    ),
    keys as (
      select distinct source, customer_id, country_code, vpmn, imsi from usages where id in (select id from chunk)
    ),
    priced_keys as (
      select k.*, pr.id as pricing_id, pr.price, pr.buy_price from keys k left join lateral ${pricingOf('k')} pr on true
    ),
    changed as (
      update usages u set total_price = ${priced(sql`u.bytes`, sql`k.price`)}, total_cost = ${priced(sql`u.bytes`, sql`k.buy_price`)}, pricing_id = k.pricing_id, updated_at = now()
      from priced_keys k
      where u.id in (select id from chunk)
        and u.source = k.source and (${key('u')}) = (${key('k')})
        and (u.pricing_id is distinct from k.pricing_id
          or u.total_price is distinct from ${priced(sql`u.bytes`, sql`k.price`)}
          or u.total_cost is distinct from ${priced(sql`u.bytes`, sql`k.buy_price`)})
      returning u.id, u.date, u.source, u.customer_id, u.site_id, u.pool_id, u.device_id, u.sim_id, u.total_price, u.total_cost
    ),
    deltas as (
      select f.month is not null as folded, c.date, c.source, c.customer_id, c.site_id, c.pool_id,
             case when f.month is not null then c.device_id end as device_id, case when f.month is not null then c.sim_id end as sim_id,
             0::bigint as bytes,
             sum(coalesce(c.total_price, 0) - coalesce(o.total_price, 0)) as total_price,
             sum(coalesce(c.total_cost, 0) - coalesce(o.total_cost, 0)) as total_cost,
             0 as records
      from changed c join usages o on o.id = c.id
      left join usage_folded_months f on f.month = date_trunc('month', c.date)::date
      group by 1, 2, 3, 4, 5, 6, 7, 8
    ),
    rolled as (${addToRollups(sql`deltas`)} returning 1)
    select (select max(id) from chunk) as last_id, (select count(*) from chunk)::int as scanned, (select count(*) from changed)::int as changed,
      (select count(*) from rolled)::int as rolled`),
  ) as { last_id: number | null; scanned: number; changed: number }[];
  return { lastId: row?.last_id == null ? null : Number(row.last_id), scanned: Number(row?.scanned ?? 0), changed: Number(row?.changed ?? 0) };
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Why a re-rate stopped, in words a user can act on (not the SQL text). */
export function rerateFailure(err: unknown, month: string): string {
  const code = (err as { code?: string; cause?: { code?: string } })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
  if (code === '22003')
    return `The usage of ${month.slice(0, 7)} priced with the current data pricings gives a total larger than the rating can hold: check the prices per MB.`;
  // The database's own words (a query error wraps them), never the statement's text.
  const cause = (err as { cause?: unknown })?.cause;
  const message = cause instanceof Error ? cause.message : err instanceof Error ? err.message : String(err);
  const words = message.startsWith('Failed query:') ? 'a database error' : message.split('\n')[0];
  return `The re-rating of ${month.slice(0, 7)} stopped: ${words}`.slice(0, 500);
}

/** Where a sliced run goes on: the day, and the last record re-rated in it (carried by the next job). */
export interface RerateCursor {
  day: string;
  after: number;
}

/**
 * A job works this long at most, then queues its continuation: pg-boss gives up on a handler that runs
 * past the queue's expiry (JOBS_EXPIRE_S) and runs the job again, which would put two workers on one
 * run (issue 29). The job uses half the expiry when that is shorter.
 */
export const RERATE_SLICE_MS = 60_000;

/**
 * The job: month after month; inside a month, a day at a time and a chunk of records per transaction,
 * with its rollups (a request waits at most one chunk, also on the embedded database, where the chunk
 * is sized to about 20 ms). Each chunk counts what it changed in its own transaction, so the count is
 * exact whatever stops the run. After `sliceMs` it answers where it stopped (the job queues the rest);
 * null once the run is over. A run that stopped resumes at its cursor, or at the first month it had
 * not finished; records already re-rated are unchanged and add nothing to the rollups.
 */
export async function runRerate(db: Db, id: number, opts: { from?: RerateCursor | null; sliceMs?: number } = {}): Promise<RerateCursor | null> {
  const [run] = await db.select().from(usageRerates).where(eq(usageRerates.id, id));
  if (!run || run.status === 'done') return null;
  const until = Date.now() + (opts.sliceMs ?? Number.POSITIVE_INFINITY);
  const months = monthsOf(run.start_date, run.end_date);
  await db.update(usageRerates).set({ status: 'running', months_total: months.length, updated_at: new Date() }).where(eq(usageRerates.id, id));
  let month = months[run.months_done] ?? run.start_date;
  const sizer = new ChunkSizer(chunkBounds(db, RERATE_POSTGRES, RERATE_EMBEDDED));
  try {
    for (let i = run.months_done; i < months.length; i += 1) {
      month = months[i];
      const from = month < run.start_date ? run.start_date : month;
      const lastOfMonth = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
      const to = lastOfMonth < run.end_date ? lastOfMonth : run.end_date;
      // A continuation goes on inside its month, after the record it stopped at.
      const resume = opts.from && opts.from.day >= from && opts.from.day <= to ? opts.from : null;
      for (let day = resume?.day ?? from; day <= to; day = nextDay(day)) {
        for (let after = resume && day === resume.day ? resume.after : 0; ; ) {
          const chunk = await db.transaction(async (tx) => {
            const t0 = performance.now();
            await lockUsageWriters(tx);
            const done = await rerateChunk(tx, day, day, after, sizer.size);
            if (done.changed)
              await tx
                .update(usageRerates)
                .set({ records_updated: sql`${usageRerates.records_updated} + ${done.changed}`, updated_at: new Date() })
                .where(eq(usageRerates.id, id));
            sizer.took(done.scanned, performance.now() - t0);
            return done;
          });
          if (chunk.lastId == null) break;
          after = chunk.lastId;
          if (Date.now() > until) return { day, after };
          await yieldBetweenChunks(db);
        }
      }
      await db
        .update(usageRerates)
        .set({ months_done: i + 1, updated_at: new Date() })
        .where(eq(usageRerates.id, id));
      await yieldBetweenChunks(db);
    }
    await db.update(usageRerates).set({ status: 'done', finished_at: new Date(), updated_at: new Date() }).where(eq(usageRerates.id, id));
    return null;
  } catch (err) {
    await db
      .update(usageRerates)
      .set({ status: 'failed', error: rerateFailure(err, month), updated_at: new Date() })
      .where(eq(usageRerates.id, id));
    throw err;
  }
}
