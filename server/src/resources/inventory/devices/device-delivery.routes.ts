// Deploy and back to stock routes (spec 2 §7: form data; the method and path are ours, decision 0018).
import { and, eq, gte, sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BACK_TO_STOCK_REASONS, DEPLOY_REASONS, DEVICE_DELIVERY_MESSAGES as M, RENT_SOLD } from '@console/contract';
import type { Db } from '../../../db/client.ts';
import { usages } from '../../../db/schema/index.ts';
import { ctxOf } from '../../../platform/auth/guard.ts';
import type { Ctx } from '../../../platform/context.ts';
import { idParams } from '../../../platform/crud-routes.ts';
import { AppError } from '../../../platform/errors.ts';
import { bool, choice, date, emailList, id, number, requiredInt, text } from '../../../platform/fields.ts';
import type { RoutePlugin } from '../../index.ts';
import { fetchDeviceUsages } from '../../usage/usages/usages.actions.ts';
import { NOT_LINKED } from './device-link.ts';
import { backToStock, checkBackToStock, deployDevice, type LastUsage } from './device-delivery.ts';
import { portsBody } from './devices.routes.ts';
import { devicesResource } from './devices.resource.ts';

const INT_MAX = 2147483647;

const deployBody = z.object({
  customer_id: id(),
  site_id: requiredInt(1, INT_MAX, 'Choose a site.'),
  reason: choice(DEPLOY_REASONS),
  ports_map: portsBody.shape.ports_map.optional(),
  data_limit: number(0, 1_000_000, 'The data limit alert is a number of GB.'),
  data_limit_contacts: emailList(),
  target_device_id: id(),
  virtual_customer_id: id(),
  notes: text(5000),
  rent_sold: choice(RENT_SOLD),
});

const backToStockBody = z
  .object({
    site_id: id(),
    reason: choice(BACK_TO_STOCK_REASONS),
    disassemble: bool(),
    missing_or_broken_accessories: bool(),
    /** ISO date or date-time: the day counts. */
    date: z.preprocess((v) => (typeof v === 'string' && v.length > 10 ? v.slice(0, 10) : v), date()),
    notes: text(5000),
  })
  .nullish();

const GB = 1024;
const round = (mb: number) => Math.round((mb / GB) * 1000) / 1000;
const monthStart = () => `${new Date().toISOString().slice(0, 7)}-01`;

/**
 * The last usage before the device leaves the customer: this month's daily usage fetched from the
 * controller (stored like any fetch), and the month's total of every source. A device the controller
 * does not know has nothing to fetch; a controller that fails stops the back to stock.
 */
/** MB (units of 1024) of the records summed. */
const usageMb = sql<string>`sum(${usages.bytes}) / 1048576.0`;

async function lastUsage(db: Db, ctx: Ctx, deviceId: number): Promise<LastUsage> {
  let fetched: number | null = null;
  try {
    const start = monthStart();
    await fetchDeviceUsages(db, ctx, deviceId, start, new Date().toISOString().slice(0, 10));
    const [row] = await db.select({ mb: usageMb }).from(usages).where(and(eq(usages.device_id, deviceId), gte(usages.date, start), eq(usages.source, 'incontrol')));
    fetched = round(Number(row?.mb ?? 0));
  } catch (err) {
    if (!(err instanceof AppError && err.message === NOT_LINKED)) throw err;
  }
  const [all] = await db.select({ mb: usageMb }).from(usages).where(and(eq(usages.device_id, deviceId), gte(usages.date, monthStart())));
  return { last_total_usage: fetched, current_month_usage: round(Number(all?.mb ?? 0)) };
}

export const deviceDeliveryRoutes: RoutePlugin = (app, { db, mail, config }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = { auth: devicesResource.write };
  const tags = ['devices'];

  r.post('/api/v1/devices/:id/deploy', { config: write, schema: { tags, params: idParams, body: deployBody } }, async (req) => {
    const row = await db.transaction((tx) => deployDevice(tx, ctxOf(req), req.params.id, req.body));
    return { ...row, success: true, message: M.deployed };
  });

  r.post('/api/v1/devices/:id/back_to_stock', { config: write, schema: { tags, params: idParams, body: backToStockBody } }, async (req) => {
    const ctx = ctxOf(req);
    const input = req.body ?? {};
    // Refused from the wrong state or a bad site before anything is fetched; checked again under the lock.
    await checkBackToStock(db, req.params.id, input);
    let usage: LastUsage;
    try {
      usage = await lastUsage(db, ctx, req.params.id);
    } catch (err) {
      // The controller failed: nothing changed, the device stays where it is; the console warns.
      req.log.warn({ err }, 'back to stock: last usage not fetched');
      return { success: false, message: M.notBackToStock, reason: `The last usage could not be fetched: ${err instanceof Error ? err.message : String(err)}` };
    }
    return db.transaction((tx) => backToStock(tx, ctx, mail, config.DELIVERY_TEAM_EMAIL, req.params.id, input, usage));
  });
};