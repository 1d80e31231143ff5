// Pool membership routes (spec 1 §7.4): POST /simpools/{id}/simcards (JSON iccids) and
// DELETE /simpools/{id}/simcards/{simId}.
import { codedRefusal, codeOf } from '../../../platform/refusals.ts';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParam, idParams } from '../../../platform/id-params.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { isRefusal, parseIccidList } from '../simcards/simcards.actions.ts';
import { addSimsToPool, removeSimFromPool } from './simpools.actions.ts';
import { simpoolsResource } from './simpools.resource.ts';

const addBody = z.object({ iccids: z.union([z.string().max(200_000), z.array(z.string().max(64)).max(10_000)]) });

export const simpoolsRoutes: RoutePlugin = (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: simpoolsResource.write };
  const tags = ['simpools'];

  r.post('/api/v1/simpools/:id/simcards', { config, schema: { tags, params: idParams, body: addBody } }, async (req) => {
    const iccids = parseIccidList(req.body.iccids, 'iccids');
    if (iccids.length === 0) return { success: false, ...codedRefusal('iccids_missing') };
    try {
      const out = await db.transaction((tx) => addSimsToPool(tx, ctxOf(req), req.params.id, iccids));
      const added = out.moved.filter((m) => m.success).length;
      const failed = [
        ...out.unknown.map((iccid) => {
          const { message, code, params } = codedRefusal('iccid_unknown');
          return { iccid, reason: message, code, params };
        }),
        ...out.moved.filter((m) => !m.success).map((m) => ({ iccid: m.iccid, reason: m.reason, code: m.code, params: m.params })),
      ];
      return {
        id: out.id,
        success: failed.length === 0,
        count: added,
        failed,
        message: failed.length === 0 ? 'Successfully added simcards' : `${added} SIM cards added to pool ${out.name}`,
      };
    } catch (err) {
      if (isRefusal(err)) return { success: false, message: err.message, ...codeOf(err) };
      throw err;
    }
  });

  r.delete('/api/v1/simpools/:id/simcards/:simId', { config, schema: { tags, params: z.object({ id: idParam, simId: idParam }) } }, async (req) => {
    try {
      const card = await db.transaction((tx) => removeSimFromPool(tx, ctxOf(req), req.params.id, req.params.simId));
      return { ...card, success: true, message: `${card.iccid} removed from SIM pool` };
    } catch (err) {
      if (isRefusal(err)) return { success: false, message: err.message, ...codeOf(err) };
      throw err;
    }
  });
};
