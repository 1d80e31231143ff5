// Data pool billing routes (decision 0030): GET /data_pools/{id}/simulate (what the next invoice would
// bill) and POST /data_pools/{id}/invoice (bill it: a draft invoice; answer its id).
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BILLING_MESSAGES } from '@console/contract';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams } from '../../../platform/crud-routes.ts';
import type { RoutePlugin } from '../../index.ts';
import { billingWindow } from '../../invoicing/billing/billing-invoice.ts';
import { invoiceDataPool, previewDataPool } from '../../invoicing/billing/data-pool-billing.ts';
import { dataPoolsResource } from './data_pools.resource.ts';

const period = z.string().max(7).nullish();

export const dataPoolsRoutes: RoutePlugin = (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['data_pools'];
  const base = '/api/v1/data_pools';
  r.get(`${base}/:id/simulate`, { config: { auth: dataPoolsResource.read }, schema: { tags, params: idParams, querystring: z.object({ period }) } }, async (req) =>
    previewDataPool(db, req.params.id, billingWindow(req.query.period)),
  );
  r.post(`${base}/:id/invoice`, { config: { auth: dataPoolsResource.write }, schema: { tags, params: idParams, body: z.object({ period }).nullish() } }, async (req) => {
    const w = billingWindow(req.body?.period);
    const { invoice } = await db.transaction((tx) => invoiceDataPool(tx, ctxOf(req), req.params.id, w));
    return { success: true as const, id: invoice!.id, message: BILLING_MESSAGES.poolInvoiced };
  });
};
