// The access trail's retention (issue 28, decision 0084): events older than ACCESS_TRAIL_DAYS are
// deleted in chunks by a daily job, queued once the app is ready (a stately queue: one per due time);
// ACCESS_TRAIL_DAYS=0 keeps everything and queues nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessEvents } from '../../src/db/schema/index.ts';
import { JOB_ACCESS_TRAIL_RETENTION, nextRetentionRunAt, pruneAccessTrail } from '../../src/resources/core/access_events/access-trail-jobs.ts';
import { createTestApp, type TestApp } from '../support/helpers.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-28T12:00:00Z');

let t: TestApp;
beforeAll(async () => {
  // JOBS on and a retention: the app queues the daily run once ready.
  t = await createTestApp({ ACCESS_TRAIL_DAYS: '400' });
}, 180_000);
afterAll(() => t.close());

describe('access trail retention', () => {
  it('deletes the events older than the retention, a chunk at a time, and keeps the others', async () => {
    const ages = [1000, 800, 401, 400.5, 399, 10, 0];
    await t.database.db.insert(accessEvents).values(
      ages.map((days, i) => ({
        kind: 'sign_in',
        email: `age-${days}@example.com`,
        user_id: null,
        ip: `10.0.0.${i}`,
        created_at: new Date(NOW - days * DAY),
      })),
    );
    // Chunks of two: four old events take three statements (2, 2, 0).
    expect(await pruneAccessTrail(t.database.db, 400, NOW, 2)).toBe(4);
    const left = await t.database.db.select({ email: accessEvents.email }).from(accessEvents);
    expect(left.map((r) => r.email).sort()).toEqual(['age-0@example.com', 'age-10@example.com', 'age-399@example.com']);
    // Nothing left to delete; 0 days keeps everything.
    expect(await pruneAccessTrail(t.database.db, 400, NOW)).toBe(0);
    expect(await pruneAccessTrail(t.database.db, 0, NOW + 10_000 * DAY)).toBe(0);
    expect(await t.database.db.select({ id: accessEvents.id }).from(accessEvents)).toHaveLength(3);
  });

  it('runs daily at 01:30 UTC, strictly after now', () => {
    expect(nextRetentionRunAt(Date.parse('2026-11-28T01:00:00Z')).toISOString()).toBe('2026-11-28T01:30:00.000Z');
    expect(nextRetentionRunAt(Date.parse('2026-11-28T01:30:00Z')).toISOString()).toBe('2026-11-29T01:30:00.000Z');
    expect(nextRetentionRunAt(NOW).toISOString()).toBe('2026-11-29T01:30:00.000Z');
  });

  it('is queued once the app is ready: one waiting run, keyed by its day', async () => {
    const sql = `select singleton_key as key, start_after from pgboss.job where name = $1 and state = 'created'`;
    let rows: { key: string; start_after: Date }[] = [];
    for (let i = 0; i < 1200 && rows.length === 0; i++) {
      // The job schema may not exist yet: pg-boss starts after the app is ready.
      rows = ((await t.database.query(sql, [JOB_ACCESS_TRAIL_RETENTION]).catch(() => ({ rows: [] }))).rows ?? []) as typeof rows;
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const at = nextRetentionRunAt();
    expect(rows.map((r) => ({ key: r.key, at: new Date(r.start_after).toISOString() }))).toEqual([
      { key: `${JOB_ACCESS_TRAIL_RETENTION}:${at.toISOString().slice(0, 10)}`, at: at.toISOString() },
    ]);
    const [queue] = (await t.database.query(`select policy from pgboss.queue where name = $1`, [JOB_ACCESS_TRAIL_RETENTION])).rows;
    expect(queue).toEqual({ policy: 'stately' });
  }, 120_000);
});
