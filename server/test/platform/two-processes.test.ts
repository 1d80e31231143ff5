// Several processes, one truth (decision 0077): two apps on one database, as two server processes
// behind a load balancer. On PostgreSQL (TEST_DATABASE_URL) each app has its own pool and its own
// listening connection, as separate processes would; on the embedded database the two apps share the
// one database object (one process holds an embedded database), and the same assertions run.
// Each app keeps its own session cache: only the database's announcements tell one about the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { issueSession } from '../../src/platform/auth/tokens.ts';
import { LISTENER_NAME, TRUST_MS } from '../../src/platform/notify.ts';
import { LOGIN_MESSAGES } from '../../src/resources/core/account/account.actions.ts';
import { FREE_FAILURES } from '../../src/resources/core/account/login-throttle.ts';
import { checkAnswers, createUser, onPostgres, scratchDatabase, TEST_ENV, type TestApp } from '../support/helpers.ts';

/** The documented bound (decision 0077): a change on one process is seen by the other within it. */
const BOUND_MS = 1_000;

const env = { ...TEST_ENV, IMPERSONATION_SECRET: 'shared-by-both-processes' };

let a: TestApp;
let b: TestApp;
const closers: (() => Promise<void>)[] = [];

async function appOn(database: Database): Promise<TestApp> {
  const config = loadConfig(env);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  // Its answers are checked against the OpenAPI document like every test app's (decision 0081).
  checkAnswers(app);
  closers.push(() => app.close());
  return {
    app,
    database,
    config,
    as: (token) => (opts) => app.inject({ ...opts, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.headers ?? {}) } }),
    close: async () => {},
  };
}

beforeAll(async () => {
  if (onPostgres) {
    const { url, drop } = await scratchDatabase();
    const [first, second] = [await openDatabase({ url }), await openDatabase({ url })];
    a = await appOn(first);
    b = await appOn(second);
    closers.push(
      () => first.close(),
      () => second.close(),
      drop,
    );
  } else {
    const database = await openDatabase({ dataDir: 'memory://' });
    a = await appOn(database);
    b = await appOn(database);
    closers.push(() => database.close());
  }
}, 120_000);

afterAll(async () => {
  for (const close of closers) await close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long after now `t` answers `status` for the token's request, or Infinity past twice the bound. */
async function answersWithin(t: TestApp, token: string, url: string, status: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    if ((await t.as(token)({ method: 'GET', url })).statusCode === status) return Date.now() - start;
    if (Date.now() - start > 2 * BOUND_MS) return Number.POSITIVE_INFINITY;
    await sleep(10);
  }
}

const ACCOUNT = '/api/v1/account';
const CUSTOMERS = '/api/v1/customers/';

/** The token is good on both processes, and each now holds it in its session cache. */
async function cachedOnBoth(token: string, url = ACCOUNT) {
  expect((await a.as(token)({ method: 'GET', url })).statusCode).toBe(200);
  expect((await b.as(token)({ method: 'GET', url })).statusCode).toBe(200);
}

describe('sessions across two processes', () => {
  it('each process caches sessions: a revocation written behind the platform (no announcement) is not seen at once', async () => {
    // The control: without the announcement, B would keep serving a revoked session from its cache.
    const { user, token } = await createUser(a, 'staff');
    await cachedOnBoth(token);
    await a.database.query(`update auth_tokens set used_at = now() where user_id = $1`, [user.id]);
    expect((await b.as(token)({ method: 'GET', url: ACCOUNT })).statusCode).toBe(200);
  });

  it('a logout on A is refused on B within the bound', async () => {
    const { token } = await createUser(a, 'staff');
    await cachedOnBoth(token);
    expect((await a.as(token)({ method: 'POST', url: '/api/v1/account/logout' })).statusCode).toBe(200);
    expect(await answersWithin(b, token, ACCOUNT, 401)).toBeLessThanOrEqual(BOUND_MS);
  });

  it("a password change on A ends the user's other sessions on B within the bound", async () => {
    const { user, token, password } = await createUser(a, 'staff');
    const other = await issueSession(a.database.db, user.id, 1);
    await cachedOnBoth(other.raw);
    const payload = { email: user.email, firstname: user.firstname, lastname: user.lastname, current_password: password, password: 'A-new-Password-77' };
    const res = await a.as(token)({ method: 'PUT', url: ACCOUNT, payload });
    expect(res.statusCode).toBe(200);
    expect(await answersWithin(b, other.raw, ACCOUNT, 401)).toBeLessThanOrEqual(BOUND_MS);
  });

  it('a deactivation on A is refused on B within the bound', async () => {
    const admin = await createUser(a, 'admin');
    const { user, token } = await createUser(a, 'staff');
    await cachedOnBoth(token);
    expect((await a.as(admin.token)({ method: 'PUT', url: `/api/v1/users/${user.id}`, payload: { active: false } })).statusCode).toBe(200);
    expect(await answersWithin(b, token, ACCOUNT, 401)).toBeLessThanOrEqual(BOUND_MS);
  });

  it('a lost permission on A applies on B within the bound', async () => {
    const admin = await createUser(a, 'admin');
    const { user, token } = await createUser(a, 'staff');
    await cachedOnBoth(token, CUSTOMERS);
    expect((await a.as(admin.token)({ method: 'PUT', url: `/api/v1/users/${user.id}`, payload: { is_staff: false } })).statusCode).toBe(200);
    expect(await answersWithin(b, token, CUSTOMERS, 403)).toBeLessThanOrEqual(BOUND_MS);
  });

  it('an impersonation ended on A (the staff member signs out) is refused on B within the bound', async () => {
    const staff = await createUser(a, 'staff', { can_impersonate: true });
    const target = await createUser(a, 'portal');
    const impersonated = await issueSession(a.database.db, target.user.id, 1, staff.user.id);
    await cachedOnBoth(impersonated.raw);
    expect((await a.as(staff.token)({ method: 'POST', url: '/api/v1/account/logout' })).statusCode).toBe(200);
    expect(await answersWithin(b, impersonated.raw, ACCOUNT, 401)).toBeLessThanOrEqual(BOUND_MS);
  });

  it('the bound holds while the listener is heard: it pings itself well within it', () => {
    expect(TRUST_MS).toBeLessThanOrEqual(BOUND_MS);
  });

  // Only a server's listener can be cut (the embedded database's is in the process itself): defined on
  // PostgreSQL only, rather than reported as skipped on the embedded run.
  if (onPostgres)
    it('a process whose listener is cut serves no cached session, and listens again', async () => {
      const { user, token } = await createUser(a, 'staff');
      await cachedOnBoth(token);
      await a.database.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`, [
        LISTENER_NAME,
      ]);
      // Revoked behind the platform's back: no announcement, and none could be heard anyway.
      await a.database.query(`update auth_tokens set used_at = now() where user_id = $1`, [user.id]);
      expect(await answersWithin(b, token, ACCOUNT, 401)).toBeLessThanOrEqual(BOUND_MS);
      // Back within a few hundred milliseconds: B caches again, and hears A's logouts again.
      const again = await createUser(a, 'staff');
      const listening = async () => {
        const { rows } = await a.database.query(
          `select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()`,
          [LISTENER_NAME],
        );
        return rows[0].n;
      };
      for (let i = 0; i < 100 && (await listening()) < 2; i++) await sleep(50);
      expect(await listening()).toBe(2);
      await sleep(100);
      await cachedOnBoth(again.token);
      expect((await a.as(again.token)({ method: 'POST', url: '/api/v1/account/logout' })).statusCode).toBe(200);
      expect(await answersWithin(b, again.token, ACCOUNT, 401)).toBeLessThanOrEqual(BOUND_MS);
    });
});

describe('sign-in throttling across two processes', () => {
  it('counts the failures of one address on A and B together', async () => {
    const { user, password } = await createUser(a, 'staff');
    const ip = '10.77.0.1';
    const attempt = (t: TestApp, pass: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/account/login', payload: { login: user.email, password: pass }, remoteAddress: ip });
    // Spread over both processes, as a load balancer would.
    for (let i = 0; i < FREE_FAILURES; i++) {
      const res = await attempt(i % 2 ? b : a, 'wrong-password');
      expect(res.json(), `attempt ${i + 1}`).toMatchObject({ success: false });
    }
    // Used up on the pair: the next try is refused on either, even with the right password.
    for (const t of [a, b]) expect((await attempt(t, password)).json()).toMatchObject({ success: false, message: LOGIN_MESSAGES.throttled });
  }, 60_000);
});

describe('lists, totals, dashboards and searches across two processes', () => {
  it('a device created through A is in B’s list total, search, device stats and stock dashboard at once', async () => {
    const { token } = await createUser(a, 'staff');
    const onA = a.as(token);
    const onB = b.as(token);
    const product = (await onA({ method: 'POST', url: '/api/v1/device_products/', payload: { reference: 'TWO-P', name: 'Two P', ports_count: 1 } })).json();
    const seen = async () => {
      const list = (await onB({ method: 'GET', url: '/api/v1/devices/' })).json();
      const search = (await onB({ method: 'GET', url: '/api/v1/devices/?q=TWO-PROC-SERIAL' })).json();
      const stats = (await onB({ method: 'GET', url: '/api/v1/stats/devices' })).json();
      const stock = (await onB({ method: 'GET', url: '/api/v1/admin/dashboard/stock/stats' })).json();
      return { total: list.count, estimated: list.count_estimated, found: search.count, stats: stats.total, inStock: stock.devices.in_stock };
    };
    // Twice, so whatever B remembers between requests is warm before the write.
    await seen();
    const before = await seen();
    expect(before.found).toBe(0);
    const res = await onA({ method: 'POST', url: '/api/v1/devices/', payload: { serial: 'TWO-PROC-SERIAL', product_id: product.id } });
    expect(res.statusCode).toBe(201);
    expect(await seen()).toEqual({
      total: before.total + 1,
      estimated: false,
      found: 1,
      stats: before.stats + 1,
      inStock: before.inStock + 1,
    });
  });
});
