// Custom user routes (spec 1 §7.1): MFA on/off for admins, impersonation links for holders of can_impersonate.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams } from '../../../platform/id-params.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { impersonateUser, setMfa } from './users.actions.ts';

export const usersRoutes: RoutePlugin = (app, services) => {
  const { db, config } = services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    r.post(`/api/v1/users/:id/mfa/${action}`, { config: { auth: 'admin' }, schema: { tags: ['users'], params: idParams } }, async (req) =>
      db.transaction((tx) => setMfa(tx, ctxOf(req), req.params.id, enabled)),
    );
  }

  r.post('/api/v1/users/:id/impersonate', { config: { auth: 'can_impersonate' }, schema: { tags: ['users'], params: idParams } }, async (req) =>
    db.transaction((tx) => impersonateUser(tx, ctxOf(req), config, req.params.id)),
  );
};
