// A job still running when the app stops (stop is not graceful: pg-boss marks it failed, to run again
// at the next start) finishes after the database is closed: recording its end must not surface as
// an unhandled rejection, which vitest reports as an error of whatever test file runs then.
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startJobs } from '../../src/platform/jobs.ts';
import { createTestApp } from '../support/helpers.ts';

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
process.on('unhandledRejection', onRejection);
afterAll(() => {
  process.off('unhandledRejection', onRejection);
});

describe('stopping the job queue', () => {
  it('drops the end of a job that outlived the database, and the job stays marked for a retry', async () => {
    const t = await createTestApp();
    const database = t.database;
    const silent = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const jobs = await startJobs(database, silent, {
      slow: async () => {
        started();
        await held;
      },
    });
    await jobs.send('slow', {});
    await running;
    await jobs.stop();
    const [row] = (await database.query(`select state, output from pgboss.job where name = 'slow'`)).rows;
    expect(row.state).toBe('retry');
    await t.close();
    release();
    // Let the worker try to record the job's end on the closed database.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(rejections).toEqual([]);
  });
});
