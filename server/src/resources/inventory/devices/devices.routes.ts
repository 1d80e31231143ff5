// Device action routes (spec 1 §7.3, spec 2 §7): move one or many, bulk create, Ops History, ports,
// Disassemble SIMs. Controller operations (reboot, sync, speed test...) have their own plugin.
import { and, eq, or } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RENT_SOLD } from '@console/contract';
import { records } from '../../../db/schema/index.ts';
import { ctxOf } from '../../../platform/auth/guard.ts';
import { appError, badRequest } from '../../../platform/errors.ts';
import { rawQuerySchema } from '../../../platform/crud-routes.ts';
import { idParams, INT_MAX } from '../../../platform/id-params.ts';
import { bool, choice, requiredInt, text } from '../../../platform/fields.ts';
import { parseListQuery, type RawQuery } from '../../../platform/list-query.ts';
import { listPage, sendListPage } from '../../../platform/list-rows.ts';
import { getRow } from '../../../platform/store.ts';
import type { RoutePlugin } from '../../../platform/route-plugin.ts';
import { recordsResource } from '../records/records.resource.ts';
import { STOCK_SITE_ID } from '../../crm/sites/sites.resource.ts';
import { disassembleDevice, portsBody, setDevicePorts, type PortsMap } from './device-attachments.ts';
import { devicePortsTable } from './device-port-table.ts';
import { invalidSerials, parseSerialList, refusalOf } from './device-rules.ts';
import { bulkCreateDevices, moveDevice, moveDevices } from './devices.actions.ts';
import { devicesResource } from './devices.resource.ts';
import { NO_SIM_CARDS } from './device-attachments.ts';
import { applyProviderDefaults, PROVIDER_DEFAULT_MESSAGES } from '../simcards/sim-provider-defaults.ts';

const MAX_BULK = 1000;
const tags = ['devices'];
const siteField = requiredInt(1, INT_MAX, 'Choose a site.');
/** One value or the same form field repeated. */
const many = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).max(MAX_BULK, `At most ${MAX_BULK} at once.`).optional());
const serialList = z.union([z.string().max(100_000), z.array(z.string().max(1000)).max(MAX_BULK * 2)]);

const moveBody = z.object({ site_id: siteField, reason: text(500), rent_sold: choice(RENT_SOLD) });
const bulkMoveBody = moveBody.extend({
  ids: many(requiredInt(1, INT_MAX, 'Device ids are whole numbers.')),
  device_serials: serialList.optional(),
});
const bulkCreateBody = z.object({
  devices_refs: serialList,
  product_id: requiredInt(1, INT_MAX, 'Choose a device product.'),
  supplier: z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), text(50)),
  site_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), requiredInt(1, INT_MAX, 'Choose a site.').optional()),
  dry: bool(),
});

/** The console sends no body; a reason, when given, goes to the SIMs' history. */
const disassembleBody = z.object({ reason: text(500) }).nullish();

/** Serials of a bulk form (one per line; semicolons and commas also separate in the move form). */
function serialsOf(field: string, value: string | string[] | undefined, separators: RegExp | null): string[] {
  if (value === undefined) return [];
  const { serials, invalid } = parseSerialList(typeof value === 'string' && separators ? value.split(separators) : value);
  if (invalid.length) throw invalidSerials(field, invalid);
  if (serials.length > MAX_BULK) throw badRequest(`At most ${MAX_BULK} serials at once.`, { [field]: `At most ${MAX_BULK} serials.` });
  return serials;
}

export const devicesRoutes: RoutePlugin = (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = { auth: devicesResource.write };
  const read = { auth: devicesResource.read };

  r.post('/api/v1/devices/:id/move', { config: write, schema: { tags, params: idParams, body: moveBody } }, async (req) => {
    const row = await db.transaction((tx) => moveDevice(tx, ctxOf(req), req.params.id, req.body));
    return { ...row, success: true };
  });

  r.post('/api/v1/devices/move', { config: write, schema: { tags, body: bulkMoveBody } }, async (req) => {
    const { ids, device_serials, ...input } = req.body;
    const serials = serialsOf('device_serials', device_serials, /[\r\n;,]+/);
    try {
      return await db.transaction((tx) => moveDevices(tx, ctxOf(req), { ...input, ids, serials }));
    } catch (err) {
      return refusalOf(err);
    }
  });

  r.post('/api/v1/devices/bulk', { config: write, schema: { tags, body: bulkCreateBody } }, async (req) => {
    const { devices_refs, site_id, dry, ...input } = req.body;
    const serials = serialsOf('devices_refs', devices_refs, null);
    if (serials.length === 0) throw badRequest('Enter at least one serial, one per line.', { devices_refs: 'Enter at least one serial.' });
    return db.transaction((tx) => bulkCreateDevices(tx, ctxOf(req), { ...input, serials, site_id: site_id ?? STOCK_SITE_ID, dry: dry ?? false }));
  });

  // Ops History of the device: its own periods and those of what was attached to it, newest first.
  r.get('/api/v1/devices/:id/records', { config: read, schema: { tags, params: idParams, querystring: rawQuerySchema } }, async (req, reply) => {
    const id = req.params.id;
    await getRow(db, devicesResource, id);
    const query = parseListQuery(recordsResource, req.query as RawQuery);
    const ofDevice = or(eq(records.device_id, id), and(eq(records.object_type, 'device'), eq(records.object_id, id)));
    return sendListPage(reply, await listPage(db, recordsResource, { ...query, where: and(query.where, ofDevice) }));
  });

  r.put('/api/v1/devices/:id/ports', { config: write, schema: { tags, params: idParams, body: portsBody } }, async (req) => {
    const row = await db.transaction((tx) => setDevicePorts(tx, ctxOf(req), req.params.id, req.body.ports_map as PortsMap));
    return { ...row, success: true };
  });

  r.put('/api/v1/devices/:id/disassemble', { config: write, schema: { tags, params: idParams, body: disassembleBody } }, async (req) =>
    db.transaction((tx) => disassembleDevice(tx, ctxOf(req), req.params.id, req.body?.reason)),
  );

  // The SIMs of the device back to their provider's APN and credentials (spec 1 §7.3); 409 when archived.
  r.post(
    '/api/v1/devices/:id/provider_default',
    { config: write, schema: { tags, params: idParams, body: z.object({}).passthrough().nullish() } },
    async (req) =>
      db.transaction(async (tx) => {
        const device = await getRow(tx, devicesResource, req.params.id, true);
        if (device.archived_at) throw appError('device_archived');
        const { count, ...result } = await applyProviderDefaults(tx, ctxOf(req), device.id);
        if (count === 0) return { success: false, reason: NO_SIM_CARDS, message: NO_SIM_CARDS, ...result, code: 'device_no_sim_cards', params: {} };
        return { success: true, message: PROVIDER_DEFAULT_MESSAGES.applied, ...result };
      }),
  );

  r.get('/api/v1/devices/:id/ports', { config: read, schema: { tags, params: idParams } }, async (req) => devicePortsTable(db, req.params.id));
};
