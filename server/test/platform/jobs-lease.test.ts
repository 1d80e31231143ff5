// A job's retry that lands on another process while the earlier attempt still runs (pg-boss retries a
// handler past its expiry): it waits for that run instead of doing the work a second time, and takes
// the work up only when the earlier run's process is gone (decision 0086, session 37). Two pg-boss
// instances on two pools of one PostgreSQL database stand for two processes; the first looks for jobs
// once a minute, so the retry is fetched by the second.
import PgBoss from 'pg-boss';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { type Jobs, startJobs } from '../../src/platform/jobs.ts';
import { onPostgres, scratchDatabase } from '../support/helpers.ts';

const silent = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const EXPIRE_S = 4;

if (onPostgres) {
  describe('a job retried on another process while it still runs', () => {
    let url: string;
    let drop: () => Promise<void>;
    const opened: Database[] = [];
    const started: Jobs[] = [];

    beforeEach(async () => {
      ({ url, drop } = await scratchDatabase({ migrated: true }));
      // The queue and its job, made by a third party, so the slow process fetches the job at its first look.
      const boss = new PgBoss({ connectionString: url, schedule: false, supervise: false });
      await boss.start();
      await boss.createQueue('long', { name: 'long', retryLimit: 12, retryDelay: 5, expireInSeconds: EXPIRE_S, policy: 'standard' } as PgBoss.Queue);
      await boss.send('long', {});
      await boss.stop({ graceful: false, wait: true });
    });

    afterEach(async () => {
      for (const jobs of started.splice(0)) await jobs.stop();
      for (const database of opened.splice(0)) await database.close();
      await drop();
    });

    const processWith = async (handler: () => Promise<void>, pollS: number) => {
      const database = await openDatabase({ url });
      opened.push(database);
      const jobs = await startJobs(database, silent, { long: handler }, {}, EXPIRE_S, pollS);
      started.push(jobs);
      return database;
    };
    const attempts = async (database: Database) => (await database.query(`select retry_count from pgboss.job where name = 'long'`)).rows[0]?.retry_count ?? 0;

    it('waits for the earlier run and does not do the work again', async () => {
      const runs: string[] = [];
      // Runs 12 s: past its 4 s expiry, so pg-boss retries it (after 5 s) while it still runs.
      const a = await processWith(async () => {
        runs.push('A');
        await sleep(12_000);
        runs.push('A done');
      }, 60);
      await expect.poll(() => runs.length, { timeout: 5_000 }).toBe(1);
      await processWith(async () => void runs.push('B'), 0.5);
      await expect.poll(() => attempts(a), { timeout: 15_000, interval: 250 }).toBeGreaterThan(0);
      await expect.poll(() => runs.includes('A done'), { timeout: 15_000 }).toBe(true);
      await sleep(3_000);
      expect(runs).toEqual(['A', 'A done']);
      const state = (await a.query(`select state from pgboss.job where name = 'long'`)).rows[0].state;
      expect(state).toBe('completed');
    }, 60_000);

    it("takes the work up once the earlier run's process is gone", async () => {
      const runs: string[] = [];
      const a = await processWith(async () => {
        runs.push('A');
        await sleep(30_000);
      }, 60);
      await expect.poll(() => runs.length, { timeout: 5_000 }).toBe(1);
      await processWith(async () => void runs.push('B'), 0.5);
      await expect.poll(() => attempts(a), { timeout: 15_000, interval: 250 }).toBeGreaterThan(0);
      await sleep(2_000);
      expect(runs).toEqual(['A']);
      // The process holding the lease dies: its session goes, and the lease with it.
      await a.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'console job lease' and datname = current_database()`);
      // Within the retry attempt's expiry, the next retry's delay and a look.
      await expect.poll(() => runs, { timeout: 15_000 }).toEqual(['A', 'B']);
    }, 60_000);
  });
}
