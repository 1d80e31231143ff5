// A handler that outlives its queue's expiry: pg-boss fails the job and retries it while the handler
// still runs. The retry joins the run under way instead of doing the work a second time.
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startJobs } from '../../src/platform/jobs.ts';
import { createTestApp } from '../support/helpers.ts';

const silent = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a job past its expiry', () => {
  it('is not started a second time by its retry while it still runs in this process', async () => {
    const t = await createTestApp();
    let starts = 0;
    let ends = 0;
    // Expiry 4 s, retry after 5 s: the retry is due at ~9 s, while the handler runs until ~12 s.
    const long = async () => {
      starts++;
      await sleep(12_000);
      ends++;
    };
    const jobs = await startJobs(t.database, silent, { long }, {}, 4);
    try {
      await jobs.send('long', {});
      await expect.poll(() => starts, { timeout: 5_000 }).toBe(1);
      const retried = async () => (await t.database.query(`select retry_count from pgboss.job where name = 'long'`)).rows[0]?.retry_count ?? 0;
      await expect.poll(retried, { timeout: 15_000, interval: 250 }).toBeGreaterThan(0);
      await expect.poll(() => ends, { timeout: 15_000 }).toBe(1);
      await sleep(1_000);
      expect(starts).toBe(1);
    } finally {
      await jobs.stop();
      await t.close();
    }
  }, 40_000);
});
