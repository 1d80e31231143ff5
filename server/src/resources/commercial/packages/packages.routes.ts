// Package action routes (spec 2 §7): POST /packages/{id}/confirm (answer id), /start (date),
// /clone (answer the new package's id), and the delivery notes (billing routes: invoicing/billing/billing.routes.ts).
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams } from '../../../platform/id-params.ts';
import { date } from '../../../platform/fields.ts';
import { notFound } from '../../../platform/errors.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { datedTransitionJobs } from './dated-transitions.ts';
import { deliveryNotePdf, loadDeliveryNote } from './delivery-note.ts';
import { clonePackage, confirmPackage, PACKAGE_ACTION_MESSAGES, startPackage } from './packages.actions.ts';
import { packagesResource } from './packages.resource.ts';

const emptyBody = z.object({}).nullish();
const startBody = z.object({ date: date() }).nullish();
/** The tracking code as the file name: {code}.pdf. */
const deliveryNoteParams = z.object({
  file: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[^/]+\.pdf$/i, 'A delivery note is {tracking_code}.pdf.'),
});

export const packagesRoutes: RoutePlugin = (app, services) => {
  const { db } = services;
  datedTransitionJobs(app, services);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: packagesResource.write };
  const tags = ['packages'];
  const base = '/api/v1/packages';

  r.get(`${base}/delivery_notes/:file`, { config: { auth: packagesResource.read }, schema: { tags, params: deliveryNoteParams } }, async (req, reply) => {
    const code = req.params.file.replace(/\.pdf$/i, '');
    const note = await loadDeliveryNote(db, code);
    if (!note) throw notFound(`No shipment with the tracking code ${code}.`);
    const pdf = await deliveryNotePdf(note);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="delivery-note-${code.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf"`)
      .send(pdf);
  });

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
