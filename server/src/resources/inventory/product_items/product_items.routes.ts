// Product item action routes (spec 2 §7): return, move, reserve (one and bulk), bulk move, bulk
// archive at POST /product_items/bulk, and bulk create at POST /product_items/bulk_create.
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RENT_SOLD } from '@console/contract';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { archiveManyBody, requireArchiveReason } from '../../../platform/crud-routes.ts';
import { idParams, INT_MAX } from '../../../platform/id-params.ts';
import { bool, choice, id, requiredInt, text, listId } from '../../../platform/fields.ts';
import { refusalAsAnswer } from '../../../platform/refusals.ts';
import { archiveRow } from '../../../platform/store.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import {
  bulkCreateProductItems,
  moveProductItem,
  moveProductItems,
  reserveProductItem,
  reserveProductItems,
  returnProductItem,
  serialList,
} from './product_items.actions.ts';
import { productItemsResource } from './product_items.resource.ts';

const MAX_SERIALS = 1000;
const siteRequired = () => requiredInt(1, INT_MAX, 'A site is required.');
/** Ids as a JSON array, repeated form fields or one comma-separated field. */
const idList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(listId()).max(MAX_SERIALS),
);
/** Serials one per line, or an array. */
const serials = (field: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v.join('\n') : v),
    z
      .string({ error: `${field}: one serial per line is required.` })
      .max(200_000)
      .transform((v, ctx) => {
        const list = serialList(v);
        if (list.some((s) => s.length > 100)) ctx.addIssue({ code: 'custom', message: 'A serial is at most 100 characters.' });
        if (list.length > MAX_SERIALS) ctx.addIssue({ code: 'custom', message: `At most ${MAX_SERIALS} serials at once.` });
        return list;
      }),
  );

const moveOneBody = z.object({ site_id: siteRequired(), reason: text(500), rent_sold: choice(RENT_SOLD) });
const returnBody = z.object({ site_id: id() }).nullish();
const reserveBody = z.object({ reserved: bool() }).nullish();
const reserveManyBody = z.object({ ids: idList.pipe(z.array(z.number()).min(1, 'Choose the items to reserve.')), reserved: bool() });
const moveManyBody = z.object({
  serials: serials('serials').optional(),
  ids: idList.optional(),
  site_id: siteRequired(),
  rent_sold: choice(RENT_SOLD),
  reason: text(500),
});
const bulkCreateBody = z.object({
  product_items_refs: serials('product_items_refs').pipe(z.array(z.string()).min(1, 'One serial per line is required.')),
  product_id: requiredInt(1, INT_MAX, 'Choose a device product.'),
  supplier: text(100),
  site_id: id(),
  dry: bool(),
});

export const productItemsRoutes: RoutePlugin = (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: productItemsResource.write };
  const tags = ['product_items'];
  const base = '/api/v1/product_items';
  const answer = <T extends object>(work: () => Promise<T>) => refusalAsAnswer(async () => ({ success: true as const, ...(await work()) }));

  r.post(`${base}/:id/return`, { config, schema: { tags, params: idParams, body: returnBody } }, async (req) =>
    answer(() => db.transaction((tx) => returnProductItem(tx, ctxOf(req), req.params.id, { site_id: req.body?.site_id }))),
  );

  r.post(`${base}/:id/move`, { config, schema: { tags, params: idParams, body: moveOneBody } }, async (req) =>
    answer(() =>
      db.transaction((tx) => moveProductItem(tx, ctxOf(req), req.params.id, { site_id: req.body.site_id, rent_sold: req.body.rent_sold ?? undefined })),
    ),
  );

  r.post(`${base}/:id/reserve`, { config, schema: { tags, params: idParams, body: reserveBody } }, async (req) =>
    answer(() => db.transaction((tx) => reserveProductItem(tx, ctxOf(req), req.params.id, req.body?.reserved ?? true))),
  );

  r.post(`${base}/reserve`, { config, schema: { tags, body: reserveManyBody } }, async (req) =>
    db.transaction((tx) => reserveProductItems(tx, ctxOf(req), req.body.ids, req.body.reserved ?? true)),
  );

  r.post(`${base}/move`, { config, schema: { tags, body: moveManyBody } }, async (req) =>
    refusalAsAnswer(() =>
      db.transaction((tx) =>
        moveProductItems(tx, ctxOf(req), {
          serials: req.body.serials,
          ids: req.body.ids,
          site_id: req.body.site_id,
          rent_sold: req.body.rent_sold ?? undefined,
        }),
      ),
    ),
  );

  // Bulk archive (spec 2 §7): the generic bulk archive under the path the console calls.
  r.post(`${base}/bulk`, { config, schema: { tags, body: archiveManyBody } }, async (req) => {
    const { ids, ...input } = req.body;
    requireArchiveReason(productItemsResource, input);
    return db.transaction(async (tx) => {
      const results = [];
      for (const itemId of [...new Set(ids)].sort((a, b) => a - b)) results.push(await archiveRow(tx, ctxOf(req), productItemsResource, itemId, input));
      return results;
    });
  });

  r.post(`${base}/bulk_create`, { config, schema: { tags, body: bulkCreateBody } }, async (req) =>
    db.transaction((tx) => bulkCreateProductItems(tx, ctxOf(req), req.body)),
  );
};
