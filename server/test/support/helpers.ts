// Test harness: a fresh database per test file (in-memory PGlite, or a new database on the
// PostgreSQL server named by TEST_DATABASE_URL) and the real app, driven through app.inject.
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { migrationsFolder, openDatabase, type Database } from '../../src/db/client.ts';
import { authTokens, users } from '../../src/db/schema/index.ts';
import { hashPassword, newToken, sha256 } from '../../src/platform/auth/secrets.ts';
import type { Services } from '../../src/platform/services.ts';
import { openapiCheckOn, openapiMismatch } from './openapi-check.ts';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The settings of a test app, before its own. */
export const TEST_ENV: Record<string, string> = {
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
  WEB_DIST: '/nonexistent',
  USAGE_SYNC: 'off',
  BILLING_RUN: 'off',
  DUNNING: 'off',
  DATED_TRANSITIONS: 'off',
  // No daily job: a test app starts no job queue unless it queues something.
  ACCESS_TRAIL_DAYS: '0',
  // As every process on a database server must have it (decision 0077): no start error in the logs.
  IMPERSONATION_SECRET: 'test-shared-impersonation-secret',
};

const databaseUrl = (base: string, name: string) => {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
};

/** The migrations' fingerprint: a template database serves only the migrations it was made with. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 12);
}

/** Serialises the making of the template among the suite's parallel workers. */
const TEMPLATE_LOCK = 7_301_029;

/**
 * A database with every migration applied, made once per set of migrations and copied for each test
 * file (`create database … template …` copies files, ~0.2 s, where applying the migrations anew took
 * 2-5 s per test app on a 2-core machine). Made under another name and renamed, so a worker that dies
 * half-way leaves no half-migrated template; templates of older migrations are dropped then.
 */
async function migratedTemplate(base: string): Promise<string> {
  const name = `t_tpl_${migrationsHash()}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_${randomBytes(3).toString('hex')}`;
      await admin.query(`create database ${building}`);
      // The first start's work too (the maintained fields' triggers, the job queue's schema), once.
      const database = await openDatabase({ url: databaseUrl(base, building) });
      const app = await buildApp({ config: loadConfig(TEST_ENV), database, logger: false });
      await app.ready();
      await app.close();
      await database.close();
      // pool.end() resolves before its backends are gone: a rename waits for them (as drop does below).
      for (let tries = 0; ; tries++) {
        try {
          await admin.query(`alter database ${building} rename to ${name}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || tries >= 100) throw err;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      const stale = await admin.query(`select datname from pg_database where datname like 't\\_tpl\\_%' and datname <> $1`, [name]);
      for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname}`).catch(() => {});
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
}

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it: empty, or with
 * `migrated` a copy of the migrated template (the app's start then finds no migration left to apply).
 */
export async function scratchDatabase(opts: { migrated?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const { default: pg } = await import('pg');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = opts.migrated ? await migratedTemplate(base) : null;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const u = new URL(databaseUrl(base, name));
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // pool.end() resolves before its sockets have closed; forcing the drop at once kills those
      // backends mid-goodbye and their clients throw an uncaught error. Wait for them first.
      for (let tries = 0; ; tries++) {
        try {
          await c.query(`drop database if exists ${name}${tries >= 50 ? ' with (force)' : ''}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || tries >= 50) throw err;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      await c.end();
    },
  };
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: async () => {} };
  }
  const { url, drop } = await scratchDatabase({ migrated: true });
  return { database: await openDatabase({ url }), drop };
}

export interface TestApp {
  app: FastifyInstance & { services: Services };
  database: Database;
  config: Config;
  /** Requests with a bearer token. */
  as: (token: string | null) => (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** `logStream`: the app logs (at LOG_LEVEL, silent unless set) to it instead of not at all. */
export async function createTestApp(env: Record<string, string> = {}, opts: { logStream?: { write: (line: string) => void } } = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const config = loadConfig({ ...TEST_ENV, ...env });
  const app = await buildApp({ config, database, logger: Boolean(opts.logStream), logStream: opts.logStream });
  await app.ready();
  checkAnswers(app);
  return {
    app,
    database,
    config,
    as: (token) => (opts) => app.inject({ ...opts, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.headers ?? {}) } }),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * Every answer of `app.inject` (through `as()` or called directly) must agree with the committed OpenAPI
 * document (decisions 0075, 0081): an undocumented status or a body off its schema fails the request's
 * promise, so the test fails. On by default; OPENAPI_CHECK=0 turns it off, OPENAPI_CHECK_LOG=<file>
 * collects the mismatches in that file instead of failing. Tests that build their own app call this too.
 */
export function checkAnswers(app: Pick<FastifyInstance, 'inject'>, on = openapiCheckOn): void {
  if (!on) return;
  // Fastify's inject has overloads (promise, callback, chain); only the promise form is checked.
  const original = app.inject.bind(app) as unknown as (...args: unknown[]) => unknown;
  const checked = async (opts: InjectOptions | string) => {
    const res = (await original(opts)) as LightMyRequestResponse;
    reportMismatch(openapiMismatch(typeof opts === 'string' ? { url: opts } : opts, res));
    return res;
  };
  app.inject = ((...args: unknown[]) =>
    args.length === 1 && args[0] !== undefined ? checked(args[0] as InjectOptions | string) : original(...args)) as typeof app.inject;
}

function reportMismatch(mismatch: string | undefined) {
  if (!mismatch) return;
  if (!process.env.OPENAPI_CHECK_LOG) throw new Error(`Answer differs from the OpenAPI document: ${mismatch}`);
  appendFileSync(process.env.OPENAPI_CHECK_LOG, `${mismatch}\t${expect.getState().testPath ?? ''}\n`);
}

export type Role = 'admin' | 'staff' | 'portal' | 'pricing';

let seq = 0;
/** Creates a user of a role with a known password and a live session token. */
export async function createUser(t: TestApp, role: Role, over: Partial<typeof users.$inferInsert> = {}) {
  seq += 1;
  const password = 'Correct-Horse-9';
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: `${role}${seq}@example.com`,
      firstname: role,
      lastname: `User${seq}`,
      is_admin: role === 'admin',
      is_staff: role !== 'portal',
      can_manage_pricing: role === 'pricing',
      password_hash: await hashPassword(password),
      ...over,
    })
    .returning();
  const token = newToken();
  await t.database.db.insert(authTokens).values({ kind: 'session', token_hash: sha256(token), user_id: user.id, expires_at: new Date(Date.now() + 3600_000) });
  return { user, token, password };
}

/** Another live session for an existing user: cheap (no password hashing), so a test can give each request its own token. */
export async function createSession(t: TestApp, userId: number): Promise<string> {
  const token = newToken();
  await t.database.db.insert(authTokens).values({ kind: 'session', token_hash: sha256(token), user_id: userId, expires_at: new Date(Date.now() + 3600_000) });
  return token;
}
