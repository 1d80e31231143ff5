// Package line action routes (spec 2 §7): POST /package_lines/{id}/provision (serials), /ship (date,
// tracking_code), /deliver (date), and the bulk POST /package_lines/ship and /package_lines/deliver.
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams } from '../../../platform/id-params.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { bulkDeliverBody, bulkShipBody, deliverBody, shipBody } from '../services/delivery-bodies.ts';
import { deliverPackageLine, deliverPackageLines, provisionPackageLine, shipPackageLine, shipPackageLines } from './package_lines.actions.ts';
import { packageLinesResource } from './package_lines.resource.ts';

const MAX_SERIALS = 1000;
/** Serials one per line (or comma-separated), or an array. */
const serialsField = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\r\n,;]+/) : v == null ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.string().trim().max(100, 'A serial is at most 100 characters.')).max(MAX_SERIALS, `At most ${MAX_SERIALS} serials at once.`),
);
const provisionBody = z.object({ serials: serialsField }).nullish();

export const packageLinesRoutes: RoutePlugin = (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: packageLinesResource.write };
  const tags = ['package_lines'];
  const base = '/api/v1/package_lines';
  const ok = (row: object) => ({ success: true as const, ...row });

  r.post(`${base}/:id/provision`, { config, schema: { tags, params: idParams, body: provisionBody } }, async (req) =>
    ok(await db.transaction((tx) => provisionPackageLine(tx, ctxOf(req), req.params.id, { serials: req.body?.serials ?? [] }))),
  );
  r.post(`${base}/:id/ship`, { config, schema: { tags, params: idParams, body: shipBody } }, async (req) =>
    ok(await db.transaction((tx) => shipPackageLine(tx, ctxOf(req), req.params.id, req.body ?? {}))),
  );
  r.post(`${base}/:id/deliver`, { config, schema: { tags, params: idParams, body: deliverBody } }, async (req) =>
    ok(await db.transaction((tx) => deliverPackageLine(tx, ctxOf(req), req.params.id, req.body ?? {}))),
  );
  r.post(`${base}/ship`, { config, schema: { tags, body: bulkShipBody } }, async (req) => db.transaction((tx) => shipPackageLines(tx, ctxOf(req), req.body)));
  r.post(`${base}/deliver`, { config, schema: { tags, body: bulkDeliverBody } }, async (req) =>
    db.transaction((tx) => deliverPackageLines(tx, ctxOf(req), req.body)),
  );
};
