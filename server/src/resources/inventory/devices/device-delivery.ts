// Deploy and back to stock (spec 2 §2 "Device delivery-related screens"): a device leaves the stock for
// a customer's site with its SIMs, or comes back from one. Both move the device through moveDevice
// (its SIMs follow, the Ops History periods close and open), and both are refused, 409, from the
// wrong state: deploy needs a device in stock, back to stock a deployed one.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  BACK_TO_STOCK_CHECKLIST,
  BACK_TO_STOCK_REASONS,
  DEFAULT_DATA_LIMIT_GB,
  DEPLOY_REASONS,
  DEVICE_DELIVERY_MESSAGES as M,
  RENT_SOLD,
} from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { customers } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { today } from '../../../platform/dates.ts';
import { appError, badRequest } from '../../../platform/errors.ts';
import { bool, choice, date, emailList, gigabytes, id, requiredInt, text } from '../../../platform/fields.ts';
import { INT_MAX } from '../../../platform/id-params.ts';
import type { Mailer } from '../../../platform/mail.ts';
import type { Row } from '../../../platform/registry.ts';
import { getRow, updateRow } from '../../../platform/store.ts';
import { requireCustomer } from '../../crm/customers/customer-refs.ts';
import { detachLinesOfDevice } from '../lines/lines.actions.ts';
import { detachSimsOfDevice } from '../simcards/simcards.actions.ts';
import { STOCK_SITE_ID } from '../../crm/sites/sites.resource.ts';
import { portsBody, setDevicePorts, type PortsMap } from './device-attachments.ts';
import { lockDevicesWithSims } from '../simcards/sim-device-locks.ts';
import { customerAt, requireLiveSite } from './device-rules.ts';
import { moveDevice } from './devices.actions.ts';
import { devicesResource } from './devices.resource.ts';

/** The deploy form (spec 2 §7, form data). */
export const deployBody = z.object({
  customer_id: id(),
  site_id: requiredInt(1, INT_MAX, 'Choose a site.'),
  reason: choice(DEPLOY_REASONS),
  ports_map: portsBody.shape.ports_map.optional(),
  data_limit: gigabytes(0, 1_000_000, 'The data limit alert is a number of GB.'),
  data_limit_contacts: emailList(),
  target_device_id: id(),
  virtual_customer_id: id(),
  notes: text(5000),
  rent_sold: choice(RENT_SOLD),
});

/** The back-to-stock form (spec 2 §7, form data). */
export const backToStockBody = z
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

export interface DeployInput {
  customer_id?: number | null;
  site_id: number;
  reason?: string | null;
  ports_map?: PortsMap | null;
  /** Alert threshold in GB. */
  data_limit?: number | null;
  data_limit_contacts?: string | null;
  /** The device this one replaces (a technical replacement): named in the Ops History comment. */
  target_device_id?: number | null;
  virtual_customer_id?: number | null;
  notes?: string | null;
  rent_sold?: string | null;
}

const appendNote = (before: string | null | undefined, note: string | null | undefined) =>
  note?.trim() ? [before?.trim(), note.trim()].filter(Boolean).join('\n') : undefined;

async function lockedDevice(tx: Executor, id: number): Promise<Row> {
  await lockDevicesWithSims(tx, [id]);
  const device = await getRow(tx, devicesResource, id, true);
  if (device.archived_at) throw appError('device_archived');
  return device;
}

/** Takes a device out of stock to a customer's site; answers the device as it is now. */
export async function deployDevice(tx: Executor, ctx: Ctx, id: number, input: DeployInput): Promise<Row> {
  const device = await lockedDevice(tx, id);
  if (!device.in_stock) throw appError('device_deployed');
  if (input.customer_id == null) throw badRequest(M.customerRequired, { customer_id: M.customerRequired });
  await requireCustomer(tx, input.customer_id);
  const site = await requireLiveSite(tx, input.site_id);
  customerAt(site, input.customer_id);
  if (device.virtual && input.virtual_customer_id == null) throw badRequest(M.virtualCustomerRequired, { virtual_customer_id: M.virtualCustomerRequired });
  if (input.virtual_customer_id != null) await requireCustomer(tx, input.virtual_customer_id, 'virtual_customer_id');
  let target: Row | null = null;
  if (input.target_device_id != null) {
    if (input.target_device_id === id) throw badRequest('A device cannot replace itself.', { target_device_id: 'Choose another device.' });
    target = await getRow(tx, devicesResource, input.target_device_id).catch(() => {
      throw badRequest('Device to replace not found.', { target_device_id: 'No device with this id.' });
    });
  }
  const reason = [input.reason, target && `replaces ${target.serial}`].filter(Boolean).join(', ') || null;
  await moveDevice(tx, ctx, id, { site_id: site.id, reason, rent_sold: input.rent_sold ?? undefined });
  const [customer] = await tx.select({ contacts: customers.default_data_limit_contacts }).from(customers).where(eq(customers.id, input.customer_id));
  await updateRow(tx, ctx, devicesResource, id, {
    customer_id: input.customer_id,
    in_stock: false,
    reserved: false,
    is_new: false,
    data_limit: Math.round(input.data_limit ?? DEFAULT_DATA_LIMIT_GB),
    data_limit_contacts: input.data_limit_contacts ?? customer?.contacts ?? null,
    owner_id: input.virtual_customer_id ?? undefined,
    notes: appendNote(device.notes, input.notes),
  });
  if (input.ports_map) await setDevicePorts(tx, ctx, id, input.ports_map);
  return getRow(tx, devicesResource, id);
}

/** The refusals of a back to stock (deployed device, stock site): answers the site. */
export async function checkBackToStock(exec: Executor, id: number, input: BackToStockInput, locked?: Row) {
  const device = locked ?? (await getRow(exec, devicesResource, id));
  if (device.archived_at) throw appError('device_archived');
  if (device.in_stock) throw appError('device_in_stock');
  const site = await requireLiveSite(exec, input.site_id ?? STOCK_SITE_ID);
  if (!site.is_stock) throw badRequest(M.stockSiteRequired, { site_id: M.stockSiteRequired });
  return site;
}

export interface BackToStockInput {
  site_id?: number | null;
  reason?: string | null;
  disassemble?: boolean | null;
  missing_or_broken_accessories?: boolean | null;
  /** The day the device was received at the office. */
  date?: string | null;
  /** Sent only in the report mail. */
  notes?: string | null;
}

/** Usage fetched from the controller before the device leaves the customer, in GB. */
export interface LastUsage {
  last_total_usage: number | null;
  current_month_usage: number | null;
}

export interface BackToStockAnswer extends LastUsage {
  success: true;
  message: string;
  id: number;
  name: string | null;
  serial: string;
  disassemble: boolean;
  missing_or_broken_accessories: boolean;
  reason: string | null;
  date: string;
  product: string | null;
  ic_name: string | null;
  customer: string | null;
  site: string | null;
  ic_server: string | null;
  ic_organization: string | null;
  ops_sim_cards: { id: number; iccid: string; provider: string | null; supplier: string | null; carrier: string | null }[];
  lines: { id: number; subscription: string | null; provider: string | null }[];
  checklist: readonly string[];
}

/**
 * Brings a deployed device back to a stock site: its lines detached, its SIMs taken out when asked,
 * its periods closed, and the report with the checklist mailed to the delivery team in the same
 * transaction (the outbox: a rollback sends nothing).
 */
export async function backToStock(
  tx: Executor,
  ctx: Ctx,
  mail: Mailer,
  deliveryTeam: string,
  id: number,
  input: BackToStockInput,
  usage: LastUsage,
): Promise<BackToStockAnswer> {
  const device = await lockedDevice(tx, id);
  const site = await checkBackToStock(tx, id, input, device);
  const reason = input.reason ?? null;
  const removedLines = await detachLinesOfDevice(tx, ctx, id, { reason });
  const disassemble = input.disassemble ?? true;
  const removedSims = disassemble ? await detachSimsOfDevice(tx, ctx, id, { reason: reason || 'back to stock' }) : [];
  await moveDevice(tx, ctx, id, { site_id: site.id, reason });
  await updateRow(tx, ctx, devicesResource, id, { in_stock: true, reserved: false, data_limit_contacts: null });
  const answer: BackToStockAnswer = {
    success: true,
    message: M.backToStock,
    id,
    name: device.name,
    serial: device.serial,
    disassemble,
    missing_or_broken_accessories: Boolean(input.missing_or_broken_accessories),
    reason,
    date: input.date ?? today(),
    product: device.product_name,
    ic_name: device.ic_name ?? null,
    customer: device.customer_name,
    site: device.site_name,
    ...usage,
    ic_server: device.ic_server_name,
    ic_organization: device.ic_organization_name ?? null,
    ops_sim_cards: removedSims.map((s) => ({
      id: s.id,
      iccid: s.iccid,
      provider: s.provider_name ?? null,
      supplier: s.supplier_name ?? null,
      carrier: s.carrier_name ?? null,
    })),
    lines: removedLines.map((l) => ({ id: l.id, subscription: l.subscription_id ?? null, provider: l.provider_name ?? null })),
    checklist: BACK_TO_STOCK_CHECKLIST,
  };
  await mail.queue(tx, {
    to: deliveryTeam,
    subject: `Back to stock: ${device.serial}${device.customer_name ? ` from ${device.customer_name}` : ''}`,
    text: reportText(answer, input.notes),
  });
  return answer;
}

const gb = (v: number | null) => (v == null ? 'not fetched' : `${v} GB`);

function reportText(a: BackToStockAnswer, notes?: string | null): string {
  const rows: [string, string | null][] = [
    ['Device', `${a.name ?? ''} (${a.serial})`],
    ['Product', a.product],
    ['Customer', a.customer],
    ['Site', a.site],
    ['Received at the office on', a.date],
    ['Reason', a.reason],
    ['SIM cards taken out', a.disassemble ? 'yes' : 'no'],
    ['Missing or broken accessories', a.missing_or_broken_accessories ? 'yes' : 'no'],
    ['Controller', [a.ic_server, a.ic_organization, a.ic_name].filter(Boolean).join(' / ') || null],
    ['Usage fetched', gb(a.last_total_usage)],
    ['Usage this month', gb(a.current_month_usage)],
  ];
  return [
    'A device came back to stock.',
    '',
    ...rows.map(([k, v]) => `${k}: ${v ?? '-'}`),
    '',
    a.ops_sim_cards.length ? 'SIM cards removed:' : 'No SIM card removed.',
    ...a.ops_sim_cards.map((s) => `  ${s.iccid}  ${[s.provider, s.supplier, s.carrier].filter(Boolean).join(' / ')}`),
    a.lines.length ? 'Lines detached:' : 'No line detached.',
    ...a.lines.map((l) => `  ${l.subscription ?? `line ${l.id}`}  ${l.provider ?? ''}`),
    '',
    ...(notes?.trim() ? ['Notes:', notes.trim(), ''] : []),
    'Checklist:',
    ...a.checklist.map((item, i) => `  [ ] ${i + 1}. ${item}`),
  ].join('\n');
}
