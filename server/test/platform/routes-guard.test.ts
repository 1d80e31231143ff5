// Walks every registered route: each one must declare who may call it, and the gate it declares must
// hold against real callers (anonymous, portal user, staff without flags, admin, and a portal user's
// session opened by a staff member through impersonation).
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS } from '@console/contract';
import { authTokens } from '../../src/db/schema/index.ts';
import { registerGuard, type RouteGate } from '../../src/platform/auth/guard.ts';
import { newToken, sha256 } from '../../src/platform/auth/secrets.ts';
import { createSession, createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let routes: RouteGate[];
const users: Record<'portal' | 'staff' | 'admin', number> = { portal: 0, staff: 0, admin: 0 };
/** The impersonated session's two sides: a portal user, and the staff member (with the permission) acting as them. */
const impersonation = { target: 0, staff: 0 };

const KNOWN_GATES = new Set<string>(['public', 'authenticated', 'staff', 'admin', ...PERMISSION_FLAGS]);
/** Routes the swagger plugin registers: documentation, public by nature, outside the guard's reach. */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
/** Path parameters (":id", ":id(^\\d+)", "*") replaced by 1, the first id of every table. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1').replace(/\*/g, '1');
const label = (r: RouteGate) => `${r.method} ${r.url} [${r.auth}]`;

beforeAll(async () => {
  t = await createTestApp();
  // Created first so that id 1, which every walked path uses, is a bystander and not the caller.
  users.portal = (await createUser(t, 'portal')).user.id;
  users.staff = (await createUser(t, 'staff')).user.id;
  users.admin = (await createUser(t, 'admin')).user.id;
  impersonation.target = (await createUser(t, 'portal')).user.id;
  impersonation.staff = (await createUser(t, 'staff', { can_impersonate: true })).user.id;
  // HEAD and OPTIONS copies of GET routes carry the same gate; walking them adds nothing.
  routes = t.app.routeGates.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !isDocs(r.url));
});
afterAll(() => t?.close());

/** A fresh impersonated session, as redemption of a link makes it: the target's, with the staff member as actor. */
async function impersonatedSession(): Promise<string> {
  const token = newToken();
  await t.database.db.insert(authTokens).values({
    kind: 'session',
    token_hash: sha256(token),
    user_id: impersonation.target,
    actor_id: impersonation.staff,
    expires_at: new Date(Date.now() + 3600_000),
  });
  return token;
}

/** One call as a role, on a fresh session each time so a route that ends a session (logout) cannot spoil the next. */
async function call(route: RouteGate, role: keyof typeof users | 'impersonated' | null) {
  const token = role === 'impersonated' ? await impersonatedSession() : role ? await createSession(t, users[role]) : null;
  const res = await t.as(token)({ method: route.method as 'GET', url: concrete(route.url) });
  return res.statusCode;
}

describe('route declarations', () => {
  it('registers the generic routes of every resource through the guard', () => {
    const urls = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(urls.has('GET /api/v1/customers/')).toBe(true);
    expect(urls.has('POST /api/v1/customers/')).toBe(true);
    expect(routes.length).toBeGreaterThan(10);
  });

  it('gives every route outside the API docs a known auth gate', () => {
    const unguarded = routes.filter((r) => !r.auth || !KNOWN_GATES.has(r.auth)).map(label);
    expect(unguarded).toEqual([]);
  });

  it('validates the path parameters of every route that has some', () => {
    const unvalidated = routes.filter((r) => /[:*]/.test(r.url) && !r.schema.includes('params')).map(label);
    expect(unvalidated).toEqual([]);
  });

  it('validates the body of every update route', () => {
    const unvalidated = routes.filter((r) => (r.method === 'PUT' || r.method === 'PATCH') && !r.schema.includes('body')).map(label);
    expect(unvalidated).toEqual([]);
  });

  it('refuses to register an /api/v1 route without a gate', async () => {
    const bare = Fastify({ logger: false });
    registerGuard(bare, t.database.db);
    const register = async () => {
      bare.get('/api/v1/naked', async () => ({ ok: true }));
      await bare.ready();
    };
    await expect(register()).rejects.toThrow(/declares no auth/);
    await bare.close();
  });
});

describe('gates hold against real callers', () => {
  it('answers 401 to an anonymous call on every non-public route, and never 5xx on public ones', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const status = await call(r, null);
      if (r.auth === 'public' ? status >= 500 : status !== 401) wrong.push(`${label(r)} -> ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a portal user on every staff, permission and admin route', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      if (r.auth === 'public' || r.auth === 'authenticated') continue;
      const status = await call(r, 'portal');
      if (status !== 403) wrong.push(`${label(r)} -> ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to staff without flags on every admin and permission route', async () => {
    const gated = routes.filter((r) => r.auth === 'admin' || (PERMISSION_FLAGS as readonly string[]).includes(r.auth ?? ''));
    const wrong: string[] = [];
    for (const r of gated) {
      const status = await call(r, 'staff');
      if (status !== 403) wrong.push(`${label(r)} -> ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to an impersonated session on every staff, permission and admin route, and never 401 or 5xx on the others', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      if (r.auth === 'public') continue;
      const status = await call(r, 'impersonated');
      const ok = r.auth === 'authenticated' ? status !== 401 && status < 500 : status === 403;
      if (!ok) wrong.push(`${label(r)} -> ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  // Last: admins reach the handlers, which may archive or change the bystander records. Every route,
  // one after the other (several hundred calls, some rendering PDFs): a longer timeout than the rest.
  it('never answers 401, 403 or 5xx to an admin', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const status = await call(r, 'admin');
      if (status === 401 || status === 403 || status >= 500) wrong.push(`${label(r)} -> ${status}`);
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});

describe('serving the built console', () => {
  it('answers unknown pages with the console, and unknown API paths with a JSON 404', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
    const served = await createTestApp({ WEB_DIST: dist });
    try {
      const page = await served.as(null)({ method: 'GET', url: '/customers/12/show' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>console</title>');
      const api = await served.as(null)({ method: 'GET', url: '/api/v1/no-such-thing' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ detail: 'Not found.' });
      expect((await served.as(null)({ method: 'POST', url: '/customers' })).statusCode).toBe(404);
    } finally {
      await served.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
