// Invoice action routes (spec 3 §7, §8): POST /invoices/{id}/send (form: sent_to, subject, message),
// /reverse, /mark_paid, /clone, /odoo/push, each answering success and id (or a message), the PDF
// GET /invoices/{id}/invoice_{number}.pdf and the UBL e-invoice GET /invoices/{id}/invoice_{number}.xml;
// the export screen's GET /invoices/export.pdf and /invoices/export.dbf (invoice-exports.ts).
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { INVOICE_MESSAGES } from '@console/contract';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { exportIds, rawQuerySchema } from '../../../platform/crud-routes.ts';
import { idParam, idParams } from '../../../platform/id-params.ts';
import type { RawQuery } from '../../../platform/list-query.ts';
import { AppError, appError, notFound } from '../../../platform/errors.ts';
import { emailList, text } from '../../../platform/fields.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { idempotentSteps, idempotentTx } from '../../../platform/idempotency.ts';
import { loadInvoiceDocument, pdfFileName } from './invoice-document.ts';
import { PDF_EXPORT_LIMIT, sendInvoicesDbf, sendInvoicesPdf } from './invoice-exports.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceUbl, xmlFileName } from './invoice-ubl.ts';
import { claimPush, completePush } from './invoice-accounting-push.ts';
import { cloneInvoice, reverseInvoice } from './invoice-credit-notes.ts';
import { sendInvoice } from './invoice-send.ts';
import { markInvoicePaid } from './invoices.actions.ts';
import { invoicesResource } from './invoices.resource.ts';
import { invoiceReport, SIM_ONLY_COLUMNS, simOnlyReport } from './invoice-reports.ts';
import { sendSpreadsheet } from '../../../platform/exports.ts';
import type { Row } from '../../../platform/registry.ts';
import { date } from '../../../platform/fields.ts';

const emptyBody = z.object({}).nullish();
/** The spec sends no body; the console adds the day the payment arrived (today in Brussels when left out). */
const markPaidBody = z.object({ paid_at: date() }).nullish();
const sendBody = z.object({
  sent_to: emailList(20).refine((v) => Boolean(v), 'At least one e-mail address is required.'),
  subject: text(300),
  message: text(10_000),
});
const fileParams = z.object({
  id: idParam,
  file: z
    .string()
    .max(200)
    .regex(/^invoice_[^/]*\.(pdf|xml)$/i, 'An invoice document is invoice_{number}.pdf or invoice_{number}.xml.'),
});

export const invoicesRoutes: RoutePlugin = (app, { db, mail, integrations }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: invoicesResource.write };
  const tags = ['invoices'];
  const base = '/api/v1/invoices';

  // The export screen's other formats (xls is the generic export.xls), with the list's filters.
  r.get(`${base}/export.pdf`, { config: { auth: invoicesResource.read }, schema: { tags, querystring: rawQuerySchema } }, async (req, reply) =>
    sendInvoicesPdf(reply, db, await exportIds(db, invoicesResource, req.query as RawQuery, PDF_EXPORT_LIMIT)),
  );
  r.get(`${base}/export.dbf`, { config: { auth: invoicesResource.read }, schema: { tags, querystring: rawQuerySchema } }, async (req, reply) =>
    sendInvoicesDbf(reply, db, await exportIds(db, invoicesResource, req.query as RawQuery)),
  );
  // Reports (issued documents, credit notes negative) and the accounting dashboard.
  const reportQuery = z.object({ group_by: z.string().max(40).nullish(), start_date: date(), end_date: date() });
  const read = { auth: invoicesResource.read };
  r.get(`${base}/report`, { config: read, schema: { tags, querystring: reportQuery } }, async (req) => invoiceReport(db, req.query));
  r.get(`${base}/simonly/report`, { config: read, schema: { tags, querystring: reportQuery } }, async (req) => simOnlyReport(db, req.query));
  // The usage report screen's "SIM-only report" link (spec 3 §2): the same rows as a workbook.
  r.get(`${base}/simonly/report/export.xls`, { config: read, schema: { tags, querystring: reportQuery } }, async (req, reply) => {
    const report = await simOnlyReport(db, req.query);
    const name = `simonly_${report.start_date}_${report.end_date}.xlsx`;
    return sendSpreadsheet(
      reply,
      name,
      'SIM-only',
      SIM_ONLY_COLUMNS,
      (async function* () {
        yield report.results as unknown as Row[];
      })(),
    );
  });

  // The PDF (any invoice) and the UBL e-invoice (numbered invoices only).
  r.get(`${base}/:id/:file`, { config: { auth: invoicesResource.read }, schema: { tags, params: fileParams } }, async (req, reply) => {
    const doc = await loadInvoiceDocument(db, req.params.id);
    if (!doc) throw notFound();
    if (/\.xml$/i.test(req.params.file)) {
      if (!doc.invoice.number) throw appError('invoice_no_e_invoice');
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `inline; filename="${xmlFileName(doc.invoice).replace(/[^A-Za-z0-9._-]/g, '_')}"`)
        .send(invoiceUbl(doc));
    }
    const pdf = await invoicePdf(doc);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${pdfFileName(doc.invoice).replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .send(pdf);
  });

  // The money actions answer once per Idempotency-Key (decision 0060): a retry replays the first answer.
  r.post(`${base}/:id/send`, { config, schema: { tags, params: idParams, body: sendBody } }, async (req, reply) => {
    try {
      return await idempotentTx(db, req, reply, async (tx) => {
        const row = await sendInvoice(tx, ctxOf(req), mail, req.params.id, { ...req.body, sent_to: req.body.sent_to! });
        return {
          success: true as const,
          id: row.id as number,
          number: row.number as string | null,
          status: row.status as string,
          message: INVOICE_MESSAGES.sent,
        };
        // Without a key, the locked invoice and the resend window of sendInvoice keep a double send to one mail.
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      req.log.error({ err }, 'sending an invoice failed');
      return { success: false as const, id: req.params.id, message: INVOICE_MESSAGES.sendFailed, code: 'invoice_send_failed' as const, params: {} };
    }
  });

  r.post(`${base}/:id/reverse`, { config, schema: { tags, params: idParams, body: emptyBody } }, async (req, reply) =>
    idempotentTx(db, req, reply, async (tx) => {
      const row = await reverseInvoice(tx, ctxOf(req), req.params.id);
      return { success: true as const, id: row.id as number, message: INVOICE_MESSAGES.reversed };
    }),
  );

  r.post(`${base}/:id/mark_paid`, { config, schema: { tags, params: idParams, body: markPaidBody } }, async (req, reply) =>
    idempotentTx(db, req, reply, async (tx) => {
      const row = await markInvoicePaid(tx, ctxOf(req), req.params.id, req.body?.paid_at);
      return { success: true as const, id: row.id as number, status: row.status as string, message: INVOICE_MESSAGES.paid };
    }),
  );

  r.post(`${base}/:id/clone`, { config, schema: { tags, params: idParams, body: emptyBody } }, async (req) => {
    const row = await db.transaction((tx) => cloneInvoice(tx, ctxOf(req), req.params.id));
    return { success: true as const, id: row.id, message: INVOICE_MESSAGES.cloned };
  });

  // The outside call happens between two short transactions: the PENDING claim and the outcome.
  r.post(`${base}/:id/odoo/push`, { config, schema: { tags, params: idParams, body: emptyBody } }, async (req, reply) =>
    idempotentSteps(db, req, reply, () => pushInvoice(req, req.params.id)),
  );
  const pushInvoice = async (req: FastifyRequest, id: number) => {
    const ctx = ctxOf(req);
    const claim = await db.transaction((tx) => claimPush(tx, ctx, id));
    if (claim.done) return { success: true as const, id, odoo_id: claim.row.odoo_id, message: INVOICE_MESSAGES.pushed };
    let outcome: { id: number; name: string } | { error: string };
    try {
      outcome = await integrations.accounting.pushInvoice(claim.payload);
    } catch (err) {
      req.log.warn({ err, id }, 'accounting push failed');
      outcome = { error: (err as Error).message };
    }
    const row = await db.transaction((tx) => completePush(tx, ctx, id, outcome));
    if ('error' in outcome)
      return { success: false as const, id, message: outcome.error, code: 'accounting_push_failed' as const, params: { reason: outcome.error } };
    return { success: true as const, id, odoo_id: row.odoo_id, message: INVOICE_MESSAGES.pushed };
  };
};
