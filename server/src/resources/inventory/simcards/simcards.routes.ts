// SIM card action routes (spec 1 §7.4): attach, detach, pools, bulk create, and the provider calls of
// manageable SIMs. Each route validates its input, opens the transaction and calls one action.
import { codedRefusal, codeOf } from '../../../platform/refusals.ts';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIM_TYPES } from '@console/contract';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams, INT_MAX } from '../../../platform/id-params.ts';
import { bool, id, int, requiredInt, requiredText, text, listId } from '../../../platform/fields.ts';
import type { Row } from '../../../platform/registry.ts';
import { getRow } from '../../../platform/store.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import {
  attachSim,
  bulkCreateSims,
  changeSimState,
  detachSim,
  isRefusal,
  moveSimsToPool,
  moveSimToPool,
  parseIccidList,
  providerError,
  providerOf,
  storeLiveStatus,
  storeNetworkEvents,
} from './simcards.actions.ts';
import { simcardsResource } from './simcards.resource.ts';

const attachBody = z.object({
  device_id: requiredInt(1, INT_MAX, 'A device is required.'),
  port_name: requiredText(100, 'A port is required.'),
});
const detachBody = z.object({ reason: text(500) }).nullish();
const poolBody = z.object({ pool_id: id() });
const bulkPoolBody = z.object({
  ids: z.array(listId()).min(1).max(1000),
  pool_id: id(),
});
const iccidLines = z.union([z.string().max(200_000), z.array(z.string().max(64)).max(10_000)]);
const bulkBody = z.object({
  simcards_refs: iccidLines.optional(),
  iccids: iccidLines.optional(),
  type: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(SIM_TYPES, { error: 'Type is sim or esim.' }).optional()),
  provider_id: id(),
  pool_id: id(),
  dry: bool(),
});
const eventsQuery = z.object({ limit: int(1, 200) }).partial();

/** Refusals of a rule become {success: false} answers with the console's warning and the reason. */
async function outcome(fn: () => Promise<Row>, ok: string, ko: string) {
  try {
    return { ...(await fn()), success: true, message: ok };
  } catch (err) {
    if (isRefusal(err)) return { success: false, reason: err.message, message: `${ko}: ${err.message}`, ...codeOf(err) };
    throw err;
  }
}

export const simcardsRoutes: RoutePlugin = (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/simcards';
  const write = { auth: simcardsResource.write };
  const read = { auth: simcardsResource.read };
  const tags = ['simcards'];

  r.post(`${base}/bulk`, { config: write, schema: { tags, body: bulkBody } }, async (req) => {
    const { simcards_refs, iccids, ...rest } = req.body;
    const field = simcards_refs !== undefined ? 'simcards_refs' : 'iccids';
    const list = parseIccidList(simcards_refs ?? iccids, field);
    if (list.length === 0) {
      const { message, code, params } = codedRefusal('iccids_missing');
      return { success: false, reason: message, message, code, params };
    }
    return db.transaction((tx) => bulkCreateSims(tx, ctxOf(req), { ...rest, iccids: list }));
  });

  r.post(`${base}/move_to_pool`, { config: write, schema: { tags, body: bulkPoolBody } }, async (req) => {
    const poolId = req.body.pool_id ?? null;
    const results = await db.transaction((tx) => moveSimsToPool(tx, ctxOf(req), req.body.ids, poolId));
    const moved = results.filter((o) => o.success).length;
    const message = poolId == null ? `${moved} SIM cards removed from SIM pool` : `${moved} SIM cards moved`;
    return { success: moved === results.length, count: moved, count_failed: results.length - moved, message, results };
  });

  r.post(`${base}/:id/attach`, { config: write, schema: { tags, params: idParams, body: attachBody } }, async (req) =>
    outcome(() => db.transaction((tx) => attachSim(tx, ctxOf(req), req.params.id, req.body)), 'SIM attached', 'SIM not attached'),
  );

  r.post(`${base}/:id/detach`, { config: write, schema: { tags, params: idParams, body: detachBody } }, async (req) =>
    outcome(() => db.transaction((tx) => detachSim(tx, ctxOf(req), req.params.id, { reason: req.body?.reason })), 'SIM detached', 'SIM not detached'),
  );

  r.post(`${base}/:id/move_to_pool`, { config: write, schema: { tags, params: idParams, body: poolBody } }, async (req) => {
    const card = await getRow(db, simcardsResource, req.params.id);
    return outcome(
      () => db.transaction((tx) => moveSimToPool(tx, ctxOf(req), req.params.id, req.body.pool_id ?? null)),
      `${card.iccid} moved`,
      `${card.iccid} not moved`,
    );
  });

  for (const change of ['enable', 'disable'] as const) {
    r.post(`${base}/:id/${change}`, { config: write, schema: { tags, params: idParams } }, async (req) =>
      changeSimState(db, ctxOf(req), req.params.id, change),
    );
  }

  /** A manageable SIM and its adapter; 409 when the SIM has no provider API. */
  const managed = async (simId: number, ctx: ReturnType<typeof ctxOf>) => {
    const card = await getRow(db, simcardsResource, simId);
    return { card, adapter: providerOf(ctx, card) };
  };

  r.get(`${base}/:id/status`, { config: read, schema: { tags, params: idParams } }, async (req) => {
    const ctx = ctxOf(req);
    const { card, adapter } = await managed(req.params.id, ctx);
    const status = await adapter.getStatus(card.iccid).catch(providerError);
    if (status !== card.status && !card.archived_at) await db.transaction((tx) => storeLiveStatus(tx, ctx, card.id, status));
    return { status };
  });

  r.get(`${base}/:id/last_location_updates`, { config: read, schema: { tags, params: idParams, querystring: eventsQuery } }, async (req) => {
    const { card, adapter } = await managed(req.params.id, ctxOf(req));
    const events = await adapter.lastNetworkEvents(card.iccid, req.query.limit ?? 20).catch(providerError);
    await db.transaction((tx) => storeNetworkEvents(tx, card.id, card.iccid, events));
    return { results: events.map((e) => ({ ...e, iccid: card.iccid, sim_id: card.id })), count: events.length };
  });

  r.get(`${base}/:id/backups`, { config: read, schema: { tags, params: idParams } }, async (req) => {
    const { card, adapter } = await managed(req.params.id, ctxOf(req));
    const results = await adapter.backups(card.iccid).catch(providerError);
    return { results, count: results.length };
  });

  r.get(`${base}/:id/live`, { config: read, schema: { tags, params: idParams } }, async (req) => {
    const { card, adapter } = await managed(req.params.id, ctxOf(req));
    return adapter.liveData(card.iccid).catch(providerError);
  });
};
