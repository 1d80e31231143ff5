// Every route declares who may call it (config.auth); this is the one place that checks it.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
// biome-ignore lint/correctness/noUnusedImports: FastifyInstance is used by registerGuard; Biome reads the `declare module 'fastify'` interface of the same name below as its only use.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ADMIN_PERMISSION, PERMISSION_FLAGS, STAFF_PERMISSION } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema/index.ts';
import type { Actor, Ctx } from '../context.ts';
import type { Services } from '../services.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { Gate } from '../resource-types.ts';
import { sha256 } from './secrets.ts';
import { announce, listenForChanges, type Notifications } from '../notify.ts';
import { SessionCache, touchesSessions, type CachedSession, type SessionUser } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyContextConfig {
    auth?: Gate;
  }
  interface FastifyRequest {
    actor: Actor | null;
    tokenId: number | null;
    /** The caller's users row as the session lookup read it (at most SESSION_CACHE_MS old); null when anonymous. */
    sessionUser: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every route registered after the guard, with its gate: what the route-walking test reads. */
    routeGates: RouteGate[];
  }
}

export interface RouteGate {
  method: string;
  url: string;
  auth: Gate | undefined;
  /** Which parts of the request the route validates (params, querystring, body). */
  schema: string[];
}

type UserRow = typeof users.$inferSelect;

/** The permission list sent at login and read back by the console to gate screens. */
export function permissionsOf(user: Pick<UserRow, 'is_admin' | 'is_staff' | (typeof PERMISSION_FLAGS)[number]>): string[] {
  const perms: string[] = PERMISSION_FLAGS.filter((f) => user[f]);
  if (user.is_staff) perms.push(STAFF_PERMISSION);
  if (user.is_admin) perms.push(ADMIN_PERMISSION);
  return perms;
}

export const fullName = (u: Pick<UserRow, 'firstname' | 'lastname' | 'email'>) => [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email;

export function actorOf(user: UserRow, impersonator: UserRow | null = null): Actor {
  return {
    id: user.id,
    email: user.email,
    name: fullName(user),
    is_admin: user.is_admin,
    is_staff: user.is_staff,
    customer_id: user.customer_id,
    permissions: permissionsOf(user),
    impersonator: impersonator ? { id: impersonator.id, email: impersonator.email, name: fullName(impersonator) } : null,
  };
}

/** Who may impersonate: active admins, and active staff holding can_impersonate. */
export const mayImpersonate = (user: Pick<UserRow, 'active' | 'is_admin' | 'is_staff' | 'can_impersonate'> | null | undefined): boolean =>
  Boolean(user?.active && (user.is_admin || (user.is_staff && user.can_impersonate)));

/** Who may be impersonated: active users who are neither admin nor staff (spec 1 §4). */
export const mayBeImpersonated = (user: Pick<UserRow, 'active' | 'is_admin' | 'is_staff'>): boolean => user.active && !user.is_admin && !user.is_staff;

const impersonators = alias(users, 'impersonator');

export function allows(gate: Gate, actor: Actor | null): boolean {
  if (gate === 'public') return true;
  if (!actor) return false;
  if (actor.is_admin) return true;
  switch (gate) {
    case 'authenticated':
      return true;
    case 'staff':
      return actor.is_staff;
    case 'admin':
      return false;
    default:
      return actor.is_staff && actor.permissions.includes(gate);
  }
}

export const ctxOf = (request: FastifyRequest): Ctx => ({ actor: request.actor, ip: request.ip, services: request.server.services });

const BEARER = /^\s*(?:Bearer|Token)\s+([A-Za-z0-9_-]{20,200})\s*$/;

/** The caller's session (cached a few seconds, decisions 0012 and 0077), then the gate: 401 or 403 otherwise. */
function sessionCheck(db: Db, cache: SessionCache, gate: Exclude<Gate, 'public'>): onRequestHookHandler {
  const admit = (request: FastifyRequest, session: CachedSession) => {
    request.actor = session.actor;
    request.tokenId = session.tokenId;
    request.sessionUser = session.user;
    return allows(gate, session.actor) ? undefined : forbidden();
  };
  // Callback style: a cached session costs no promise.
  return (request, _reply, done) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) return done(unauthorized());
    const tokenHash = sha256(match[1]);
    const cached = cache.get(tokenHash);
    if (cached) return done(admit(request, cached));
    lookUpSession(db, cache, tokenHash).then((session) => done(session ? admit(request, session) : unauthorized('Invalid token.')), done);
  };
}

async function lookUpSession(db: Db, cache: SessionCache, tokenHash: string): Promise<CachedSession | undefined> {
  const mark = cache.mark();
  const [found] = await db
    .select({ user: users, tokenId: authTokens.id, expiresAt: authTokens.expires_at, impersonatorId: authTokens.actor_id, impersonator: impersonators })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .leftJoin(impersonators, eq(impersonators.id, authTokens.actor_id))
    .where(and(eq(authTokens.token_hash, tokenHash), eq(authTokens.kind, 'session'), isNull(authTokens.used_at), gt(authTokens.expires_at, new Date())))
    .limit(1);
  if (!found?.user.active) return undefined;
  // An impersonated session lives only while the staff member behind it may still impersonate and its
  // target may still be impersonated: checked on every lookup (every request, or cache refill).
  if (found.impersonatorId !== null && (!mayImpersonate(found.impersonator) || !mayBeImpersonated(found.user))) {
    await db
      .update(authTokens)
      .set({ used_at: new Date() })
      .where(and(eq(authTokens.id, found.tokenId), isNull(authTokens.used_at)));
    return undefined;
  }
  const { password_hash: _hash, failed_logins: _failed, locked_until: _locked, ...user } = found.user;
  return cache.keep(tokenHash, { actor: actorOf(found.user, found.impersonator), tokenId: found.tokenId, user }, found.expiresAt, mark);
}

export function registerGuard(app: FastifyInstance, db: Db) {
  app.decorateRequest('actor', null);
  app.decorateRequest('tokenId', null);
  app.decorateRequest('sessionUser', null);

  // Every process's cache is emptied by the announcements it hears (decision 0077); until this app's
  // listener is up, and whenever it may miss one, the cache is off.
  let notifications: Notifications | undefined;
  const cache = new SessionCache(() => notifications?.trusted() ?? false);

  const gates: RouteGate[] = [];
  app.decorate('routeGates', gates);
  // A route without a declared gate cannot even be registered.
  app.addHook('onRoute', (route) => {
    const gate = (route.config as { auth?: Gate } | undefined)?.auth;
    if (!gate && route.url.startsWith('/api/v1')) throw new Error(`route ${route.method} ${route.url} declares no auth`);
    for (const method of [route.method].flat()) {
      gates.push({ method, url: route.url, auth: gate, schema: Object.keys(route.schema ?? {}).filter((k) => ['params', 'querystring', 'body'].includes(k)) });
    }
    // The check is the route's own first onRequest hook, its gate fixed: public routes have none, and
    // no request looks its route's options up again.
    if (gate && gate !== 'public') route.onRequest = [sessionCheck(db, cache, gate), ...[route.onRequest ?? []].flat()];
  });

  app.addHook('onReady', async () => {
    notifications = await listenForChanges(db, app.log);
    notifications.on('sessions', cache.clear);
    // Without a shared secret, a link made by one process is refused by every other (impersonation-link.ts).
    if (notifications.server && !app.services.config.IMPERSONATION_SECRET) {
      app.log.error(
        'IMPERSONATION_SECRET is not set: with several processes on this database, impersonation links fail on all but the process that made them; set one shared secret',
      );
    }
  });
  app.addHook('onClose', async () => {
    await notifications?.close();
    notifications = undefined;
    cache.dispose();
  });

  // A user edit or account change: this process forgets at once, the others at its announcement.
  app.addHook('onResponse', (request, _reply, done) => {
    if (!touchesSessions(request.method, request.url)) return done();
    cache.clear();
    announce(db, 'sessions').then(
      () => done(),
      (err) => {
        request.log.error({ err }, 'could not announce a session change to the other processes');
        done();
      },
    );
  });
}
