// Package action routes (spec 2 §7): POST /packages/{id}/confirm (answer id), /start (date),
// /clone (answer the new package's id).
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../platform/auth/guard.ts';
import { idParams } from '../../platform/crud-routes.ts';
import { date } from '../../platform/fields.ts';
import type { RoutePlugin } from '../index.ts';
import { clonePackage, confirmPackage, PACKAGE_ACTION_MESSAGES, startPackage } from './packages.actions.ts';
import { packagesResource } from './packages.resource.ts';

const emptyBody = z.object({}).nullish();
const startBody = z.object({ date: date() }).nullish();

export const packagesRoutes: RoutePlugin = (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: packagesResource.write };
  const tags = ['packages'];
  const base = '/api/v1/packages';

  r.post(`${base}/:id/confirm`, { config, schema: { tags, params: idParams, body: emptyBody } }, async (req) => {
    const row = await db.transaction((tx) => confirmPackage(tx, ctxOf(req), req.params.id));
    return { success: true as const, id: row.id, status: row.status, message: PACKAGE_ACTION_MESSAGES.confirmed };
  });
  r.post(`${base}/:id/start`, { config, schema: { tags, params: idParams, body: startBody } }, async (req) => ({
    success: true as const,
    ...(await db.transaction((tx) => startPackage(tx, ctxOf(req), req.params.id, req.body ?? {}))),
  }));
  r.post(`${base}/:id/clone`, { config, schema: { tags, params: idParams, body: emptyBody } }, async (req) => {
    const row = await db.transaction((tx) => clonePackage(tx, ctxOf(req), req.params.id));
    return { success: true as const, id: row.id, message: PACKAGE_ACTION_MESSAGES.cloned };
  });
};
