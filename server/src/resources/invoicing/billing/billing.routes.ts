// Billing from the order book (decision 0030), registered here because the billing engine owns the
// actions, whatever resource the URL names: GET /packages/{id}/simulate and /data_pools/{id}/simulate
// (what the next invoice would bill: the Preview tab), POST /packages/{id}/invoice and
// /data_pools/{id}/invoice (bill it: a draft invoice; answer its id), and the invoicing export
// GET /packages/export/invoicing.xls (the items to invoice of the packages the list's filters select).
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BILLING_MESSAGES } from '@console/contract';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { rawQuerySchema } from '../../../platform/crud-routes.ts';
import { idParams } from '../../../platform/id-params.ts';
import { idempotentTx } from '../../../platform/idempotency.ts';
import { sendSpreadsheet } from '../../../platform/exports.ts';
import { parseListQuery, type RawQuery } from '../../../platform/list-query.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { dataPoolsResource } from '../../commercial/data_pools/data_pools.resource.ts';
import { packagesResource } from '../../commercial/packages/packages.resource.ts';
import { billingWindow } from './billing-invoice.ts';
import { invoiceDataPool, previewDataPool } from './data-pool-billing.ts';
import { invoicePackage, previewPackage } from './package-billing.ts';
import { INVOICING_COLUMNS, invoicingBatches, invoicingPackageIds, invoicingRows } from './packages-invoicing.ts';

/** The billing month (YYYY-MM), default the current one (decision 0030). */
const period = z.string().max(7).nullish();
const simulateQuery = z.object({ period });
const invoiceBody = z.object({ period }).nullish();

export const billingRoutes: RoutePlugin = (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const packages = '/api/v1/packages';
  const packageTags = ['packages'];
  r.get(
    `${packages}/export/invoicing.xls`,
    { config: { auth: packagesResource.read }, schema: { tags: packageTags, querystring: rawQuerySchema } },
    async (req, reply) => {
      const query = parseListQuery(packagesResource, req.query as RawQuery, { paged: false });
      const rows = await invoicingRows(db, await invoicingPackageIds(db, query));
      return sendSpreadsheet(reply, 'packages-invoicing.xlsx', 'invoicing', INVOICING_COLUMNS, invoicingBatches(rows));
    },
  );
  r.get(
    `${packages}/:id/simulate`,
    { config: { auth: packagesResource.read }, schema: { tags: packageTags, params: idParams, querystring: simulateQuery } },
    async (req) => previewPackage(db, req.params.id, billingWindow(req.query.period)),
  );
  r.post(
    `${packages}/:id/invoice`,
    { config: { auth: packagesResource.write }, schema: { tags: packageTags, params: idParams, body: invoiceBody } },
    async (req, reply) => {
      const w = billingWindow(req.body?.period);
      // Exactly once (decision 0060): the key, else the order's lock and billing marks.
      return idempotentTx(db, req, reply, async (tx) => {
        const { invoice } = await invoicePackage(tx, ctxOf(req), req.params.id, w);
        return { success: true as const, id: invoice!.id as number, message: BILLING_MESSAGES.invoiced };
      });
    },
  );

  const pools = '/api/v1/data_pools';
  const poolTags = ['data_pools'];
  r.get(
    `${pools}/:id/simulate`,
    { config: { auth: dataPoolsResource.read }, schema: { tags: poolTags, params: idParams, querystring: simulateQuery } },
    async (req) => previewDataPool(db, req.params.id, billingWindow(req.query.period)),
  );
  r.post(
    `${pools}/:id/invoice`,
    { config: { auth: dataPoolsResource.write }, schema: { tags: poolTags, params: idParams, body: invoiceBody } },
    async (req, reply) => {
      const w = billingWindow(req.body?.period);
      // Exactly once (decision 0060): the key, else the order's lock and billing marks.
      return idempotentTx(db, req, reply, async (tx) => {
        const { invoice } = await invoiceDataPool(tx, ctxOf(req), req.params.id, w);
        return { success: true as const, id: invoice!.id as number, message: BILLING_MESSAGES.poolInvoiced };
      });
    },
  );
};
