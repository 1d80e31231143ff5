// The per-address limits of @fastify/rate-limit are counted in the database (decision 0086): two apps
// on one database, as two processes behind a load balancer (on PostgreSQL two pools; on the embedded
// database one database object, the only way two apps can share it), share one count per address and
// route. An address that spreads its requests over both is limited as fast as on one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { RATE_LIMITS } from '../../src/resources/core/account/rate-limits.ts';
import { onPostgres, scratchDatabase, TEST_ENV } from '../support/helpers.ts';

const env = { ...TEST_ENV, JOBS: 'off', IMPERSONATION_SECRET: 'shared-by-both-processes' };

let a: FastifyInstance;
let b: FastifyInstance;
let database: Database;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const app = async (db: Database) => {
    const built = await buildApp({ config: loadConfig(env), database: db, logger: false });
    await built.ready();
    closers.unshift(() => built.close());
    return built;
  };
  if (onPostgres) {
    const { url, drop } = await scratchDatabase();
    const [first, second] = [await openDatabase({ url }), await openDatabase({ url })];
    closers.push(
      () => first.close(),
      () => second.close(),
      drop,
    );
    database = first;
    a = await app(first);
    b = await app(second);
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
    closers.push(() => database.close());
    a = await app(database);
    b = await app(database);
  }
}, 300_000);

afterAll(async () => {
  for (const close of closers) await close();
});

const forget = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'POST', url: '/api/v1/account/forget_password', payload: { login: 'nobody@example.com' }, remoteAddress: ip });
const max = RATE_LIMITS.forgetPassword.max as number;

describe('per-address limits shared by two processes', () => {
  it('an address spreading its requests over A and B is refused after the limit, on both', async () => {
    const ip = '10.86.0.1';
    for (let i = 0; i < max; i++) {
      const res = await forget(i % 2 ? b : a, ip);
      expect(res.statusCode, `request ${i + 1}: ${res.body}`).toBe(200);
      expect(Number(res.headers['x-ratelimit-remaining'])).toBe(max - i - 1);
    }
    for (const app of [a, b]) {
      const refused = await forget(app, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
  });

  it('another address, and another route, keep counts of their own', async () => {
    const ip = '10.86.0.2';
    for (let i = 0; i < max; i++) await forget(a, ip);
    expect((await forget(b, ip)).statusCode).toBe(429);
    expect((await forget(b, '10.86.0.3')).statusCode).toBe(200);
    // The reset route has its own limit: the address is not refused there for its forgotten-password requests.
    const reset = await b.inject({ method: 'POST', url: '/api/v1/account/reset_password', payload: { token: 'x', password: 'y' }, remoteAddress: ip });
    expect(reset.statusCode).not.toBe(429);
  });

  it('a window that ended starts the count again', async () => {
    const ip = '10.86.0.4';
    for (let i = 0; i < max; i++) await forget(a, ip);
    expect((await forget(b, ip)).statusCode).toBe(429);
    await database.query(`update rate_limits set resets_at = now() - interval '1 second' where key like $1`, [`%|${ip}`]);
    const again = await forget(b, ip);
    expect(again.statusCode).toBe(200);
    expect(Number(again.headers['x-ratelimit-remaining'])).toBe(max - 1);
  });
});
