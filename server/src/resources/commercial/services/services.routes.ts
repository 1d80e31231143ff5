// Service action routes (spec 2 §7): POST /services/{id}/provision|ship|deliver|pause|resume|idle|
// unidle|end|assign and the bulk POST /services/ship and /services/deliver. A status the action does not allow
// answers 409 {success: false, message} naming the current status and the allowed ones.
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { idParams } from '../../../platform/id-params.ts';
import { emailList, gigabytes, id, text } from '../../../platform/fields.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { portsBody } from '../../inventory/devices/device-attachments.ts';
import { dayOrInstant } from './end-date.ts';
import { bulkDeliverBody, bulkShipBody, deliverBody, shipBody } from './delivery-bodies.ts';
import { assignService, deliverService, deliverServices, endService, provisionService, shipService, shipServices, toggleService } from './services.actions.ts';
import { servicesResource } from './services.resource.ts';

export const provisionBody = z
  .object({
    device_id: id(),
    line_id: id(),
    ip_id: id(),
    ports_map: portsBody.shape.ports_map.nullish(),
    reason: text(500),
    data_limit: gigabytes(),
    data_limit_contacts: emailList(),
    notes: text(5000),
    data_pool_id: id(),
    serial: text(100),
    starlink_terminal_id: id(),
  })
  .nullish();
const emptyBody = z.object({}).nullish();
/** end_date: a day, or an ISO date and time read as its Brussels day (end-date.ts). */
const endBody = z.object({ end_date: dayOrInstant(), end_reason: text(100) }).nullish();
const assignBody = z.object({ assignee_id: id() }).nullish();

export const servicesRoutes: RoutePlugin = (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: servicesResource.write };
  const tags = ['services'];
  const base = '/api/v1/services';
  const ok = (row: object) => ({ success: true as const, ...row });

  r.post(`${base}/:id/provision`, { config, schema: { tags, params: idParams, body: provisionBody } }, async (req) =>
    ok(await db.transaction((tx) => provisionService(tx, ctxOf(req), req.params.id, req.body ?? {}))),
  );
  r.post(`${base}/:id/ship`, { config, schema: { tags, params: idParams, body: shipBody } }, async (req) =>
    ok(await db.transaction((tx) => shipService(tx, ctxOf(req), req.params.id, req.body ?? {}))),
  );
  r.post(`${base}/:id/deliver`, { config, schema: { tags, params: idParams, body: deliverBody } }, async (req) =>
    ok(await db.transaction((tx) => deliverService(tx, ctxOf(req), req.params.id, req.body ?? {}))),
  );
  for (const action of ['pause', 'resume', 'idle', 'unidle'] as const) {
    r.post(`${base}/:id/${action}`, { config, schema: { tags, params: idParams, body: emptyBody } }, async (req) =>
      ok(await db.transaction((tx) => toggleService(tx, ctxOf(req), req.params.id, action))),
    );
  }
  r.post(`${base}/:id/end`, { config, schema: { tags, params: idParams, body: endBody } }, async (req) =>
    ok(await db.transaction((tx) => endService(tx, ctxOf(req), req.params.id, req.body ?? {}))),
  );
  r.post(`${base}/:id/assign`, { config, schema: { tags, params: idParams, body: assignBody } }, async (req) =>
    ok(await db.transaction((tx) => assignService(tx, ctxOf(req), req.params.id, req.body ?? {}))),
  );
  r.post(`${base}/ship`, { config, schema: { tags, body: bulkShipBody } }, async (req) => db.transaction((tx) => shipServices(tx, ctxOf(req), req.body)));
  r.post(`${base}/deliver`, { config, schema: { tags, body: bulkDeliverBody } }, async (req) =>
    db.transaction((tx) => deliverServices(tx, ctxOf(req), req.body)),
  );
};
