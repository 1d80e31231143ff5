// Package action routes (spec 2 §7): POST /packages/{id}/confirm (answer id), /start (date),
// /clone (answer the new package's id), and the invoicing export GET /packages/export/invoicing.xls.
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams, rawQuerySchema } from '../../../platform/crud-routes.ts';
import { sendSpreadsheet } from '../../../platform/exports.ts';
import { parseListQuery, type RawQuery } from '../../../platform/list-query.ts';
import { date } from '../../../platform/fields.ts';
import { notFound } from '../../../platform/errors.ts';
import type { RoutePlugin } from '../../index.ts';
import { deliveryNotePdf, loadDeliveryNote } from './delivery-note.ts';
import { INVOICING_COLUMNS, invoicingBatches, invoicingPackageIds, invoicingRows } from '../../invoicing/billing/packages-invoicing.ts';
import { BILLING_MESSAGES } from '@console/contract';
import { billingWindow } from '../../invoicing/billing/billing-invoice.ts';
import { invoicePackage, previewPackage } from '../../invoicing/billing/package-billing.ts';
import { clonePackage, confirmPackage, PACKAGE_ACTION_MESSAGES, startPackage } from './packages.actions.ts';
import { packagesResource } from './packages.resource.ts';

const emptyBody = z.object({}).nullish();
const startBody = z.object({ date: date() }).nullish();
/** The billing month (YYYY-MM), default the current one (decision 0030). */
const period = z.string().max(7).nullish();
const invoiceBody = z.object({ period }).nullish();
const simulateQuery = z.object({ period });
/** The tracking code as the file name: {code}.pdf. */
const deliveryNoteParams = z.object({ file: z.string().min(1).max(120).regex(/^[^/]+\.pdf$/i, 'A delivery note is {tracking_code}.pdf.') });

export const packagesRoutes: RoutePlugin = (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: packagesResource.write };
  const tags = ['packages'];
  const base = '/api/v1/packages';

  // Generate invoicing export: the items to invoice of the packages the list's filters select.
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

  r.get(`${base}/export/invoicing.xls`, { config: { auth: packagesResource.read }, schema: { tags, querystring: rawQuerySchema } }, async (req, reply) => {
    const query = parseListQuery(packagesResource, req.query as RawQuery, { paged: false });
    const rows = await invoicingRows(db, await invoicingPackageIds(db, query));
    return sendSpreadsheet(reply, 'packages-invoicing.xlsx', 'invoicing', INVOICING_COLUMNS, invoicingBatches(rows));
  });

  r.post(`${base}/:id/confirm`, { config, schema: { tags, params: idParams, body: emptyBody } }, async (req) => {
    const row = await db.transaction((tx) => confirmPackage(tx, ctxOf(req), req.params.id));
    return { success: true as const, id: row.id, status: row.status, message: PACKAGE_ACTION_MESSAGES.confirmed };
  });
  r.post(`${base}/:id/start`, { config, schema: { tags, params: idParams, body: startBody } }, async (req) => ({
    success: true as const,
    ...(await db.transaction((tx) => startPackage(tx, ctxOf(req), req.params.id, req.body ?? {}))),
  }));
  // Billing (decision 0030): simulate (the Preview tab) computes, invoice computes and saves.
  r.get(`${base}/:id/simulate`, { config: { auth: packagesResource.read }, schema: { tags, params: idParams, querystring: simulateQuery } }, async (req) =>
    previewPackage(db, req.params.id, billingWindow(req.query.period)),
  );
  r.post(`${base}/:id/invoice`, { config, schema: { tags, params: idParams, body: invoiceBody } }, async (req) => {
    const w = billingWindow(req.body?.period);
    const { invoice } = await db.transaction((tx) => invoicePackage(tx, ctxOf(req), req.params.id, w));
    return { success: true as const, id: invoice!.id, message: BILLING_MESSAGES.invoiced };
  });
  r.post(`${base}/:id/clone`, { config, schema: { tags, params: idParams, body: emptyBody } }, async (req) => {
    const row = await db.transaction((tx) => clonePackage(tx, ctxOf(req), req.params.id));
    return { success: true as const, id: row.id, message: PACKAGE_ACTION_MESSAGES.cloned };
  });
};
