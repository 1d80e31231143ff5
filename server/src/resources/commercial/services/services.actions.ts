// Service actions (spec 2 §2 Services, §4): provision, ship, deliver, pause, resume, idle, unidle,
// end and assign. Each locks the service, checks the contract's state machine (a refusal is a 409
// naming the current status and the allowed ones, and nothing is written), and writes through
// updateRow so the activity log follows in the same transaction.
import { deliveredMessage, endStatus, refusalOf, SERVICE_MACHINE, shippedMessage, statusAfter, trackingUrl, type TransitionSubject } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { today } from '../../../platform/dates.ts';
import { AppError, appError, badRequest } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { beginAction } from '../../../platform/state-actions.ts';
import { findRow, updateRow, updateRows, type ItemResult } from '../../../platform/store.ts';
import { requireStaffUsers } from '../../crm/customers/customer-refs.ts';
import { attachStockDevice } from '../../inventory/devices/devices.actions.ts';
import { assignIp } from '../../inventory/ips/ips.actions.ts';
import { linesResource } from '../../inventory/lines/lines.resource.ts';
import { servicesResource } from './services.resource.ts';
import { claimTrackingCode, lockTrackingCode, shippedCode } from './tracking-code.ts';
import { terminalForAccess } from './services-satellite.actions.ts';

export const SERVICE_ACTION_MESSAGES = {
  notFound: 'Service not found.',
  deviceRequired: 'A device is required.',
  ipRequired: 'An IP is required.',
  lineRequired: 'A line is required.',
  serialRequired: 'A serial is required.',
  noSite: 'The service has no site: set its site before provisioning.',
  lineNotFound: 'Line not found.',
  lineOfOtherCustomer: 'The line does not belong to the customer.',
  deliveryDateRequired: 'A delivery date is required.',
  endDateRequired: 'An end date is required.',
  endReasonRequired: 'An end reason is required.',
  idsRequired: 'Choose the services to ship.',
} as const;

const LOOKUP = { missing: SERVICE_ACTION_MESSAGES.notFound };

/** Status and fields written by an action: the generic hooks are for forms, the action made its own checks. */
const write = (tx: Executor, ctx: Ctx, id: number, data: Row) => updateRow(tx, ctx, servicesResource, id, data, { hooks: false });

export interface ProvisionInput {
  device_id?: number | null;
  line_id?: number | null;
  ip_id?: number | null;
  ports_map?: Record<string, number | null> | null;
  reason?: string | null;
  data_limit?: number | null;
  data_limit_contacts?: string | null;
  notes?: string | null;
  data_pool_id?: number | null;
  serial?: string | null;
  starlink_terminal_id?: number | null;
}

/**
 * Provision (PROVISIONING -> PROVISIONED). By type: SDWAN takes a device in stock (of the chosen
 * hardware product when one is sold) to the service's site, as a deploy does; SDIP takes an
 * available IP; LINE a line of the customer; CUSTOM a serial; TERMINAL_ACCESS a terminal no other
 * service holds.
 */
export async function provisionService(tx: Executor, ctx: Ctx, id: number, input: ProvisionInput): Promise<Row> {
  const service = await beginAction(tx, servicesResource, SERVICE_MACHINE, id, 'provision', LOOKUP);
  const data: Row = { status: statusAfter(SERVICE_MACHINE, 'provision', service.status) };
  switch (service.type) {
    case 'sdwan': {
      if (input.device_id == null) throw badRequest(SERVICE_ACTION_MESSAGES.deviceRequired, { device_id: SERVICE_ACTION_MESSAGES.deviceRequired });
      if (service.site_id == null) throw appError('service_no_site');
      await attachStockDevice(tx, ctx, input.device_id, {
        site_id: service.site_id,
        product_id: service.device_product_id,
        ports_map: input.ports_map,
        data_limit: input.data_limit ?? service.data_limit,
        data_limit_contacts: input.data_limit_contacts ?? service.data_limit_contacts ?? undefined,
        reason: input.reason ?? `Provision of service ${service.reference ?? service.id}`,
      });
      data.device_id = input.device_id;
      break;
    }
    case 'sdip': {
      if (input.ip_id == null) throw badRequest(SERVICE_ACTION_MESSAGES.ipRequired, { ip_id: SERVICE_ACTION_MESSAGES.ipRequired });
      await assignIp(tx, ctx, input.ip_id, { customer_id: service.customer_id });
      data.ip_id = input.ip_id;
      break;
    }
    case 'line': {
      if (input.line_id == null) throw badRequest(SERVICE_ACTION_MESSAGES.lineRequired, { line_id: SERVICE_ACTION_MESSAGES.lineRequired });
      const line = await findRow(tx, linesResource, input.line_id);
      if (!line) throw badRequest(SERVICE_ACTION_MESSAGES.lineNotFound, { line_id: 'No line with this id.' });
      if (line.customer_id !== service.customer_id) throw appError('line_of_other_customer');
      data.line_id = input.line_id;
      break;
    }
    case 'custom': {
      const serial = input.serial?.trim() || service.serial;
      if (!serial) throw badRequest(SERVICE_ACTION_MESSAGES.serialRequired, { serial: SERVICE_ACTION_MESSAGES.serialRequired });
      data.serial = serial;
      break;
    }
    case 'terminal_access':
      data.starlink_terminal_id = await terminalForAccess(tx, service, input.starlink_terminal_id);
      break;
    default:
      if (input.serial?.trim()) data.serial = input.serial.trim();
  }
  if (input.data_limit != null) data.data_limit = input.data_limit;
  if (input.data_limit_contacts != null) data.data_limit_contacts = input.data_limit_contacts;
  if (input.data_pool_id != null) data.data_pool_id = input.data_pool_id;
  if (input.notes) data.notes = service.notes ? `${service.notes}\n${input.notes}` : input.notes;
  return write(tx, ctx, id, data);
}

/** What a ship writes: the date (default today), the tracking code and its carrier link. */
const shipped = (input: { date?: string | null; tracking_code?: string | null }) => {
  const code = shippedCode(input.tracking_code);
  return {
    status: SERVICE_MACHINE.actions.ship.to,
    shipping_date: input.date || today(),
    shipping_tracking_code: code,
    shipping_tracking_url: trackingUrl(code),
  };
};

/**
 * Ship (PROVISIONED -> SHIPPED): date (default today), tracking code and its carrier link. The code's
 * lock comes before the service's row (the order of every ship path), then one customer per code.
 */
export async function shipService(tx: Executor, ctx: Ctx, id: number, input: { date?: string | null; tracking_code?: string | null }): Promise<Row> {
  const code = shippedCode(input.tracking_code);
  await lockTrackingCode(tx, code);
  await beginAction(tx, servicesResource, SERVICE_MACHINE, id, 'ship', LOOKUP);
  await claimTrackingCode(tx, code, 'services', [id]);
  return write(tx, ctx, id, shipped(input));
}

/** Deliver (SHIPPED -> DELIVERED): the delivery date is required. */
export async function deliverService(tx: Executor, ctx: Ctx, id: number, input: { date?: string | null }): Promise<Row> {
  if (!input.date) throw badRequest(SERVICE_ACTION_MESSAGES.deliveryDateRequired, { date: SERVICE_ACTION_MESSAGES.deliveryDateRequired });
  const service = await beginAction(tx, servicesResource, SERVICE_MACHINE, id, 'deliver', LOOKUP);
  return write(tx, ctx, id, { status: statusAfter(SERVICE_MACHINE, 'deliver', service.status), delivery_date: input.date });
}

/** Pause, resume, idle, unidle: a change of status only. */
export async function toggleService(tx: Executor, ctx: Ctx, id: number, action: 'pause' | 'resume' | 'idle' | 'unidle'): Promise<Row> {
  const service = await beginAction(tx, servicesResource, SERVICE_MACHINE, id, action, LOOKUP);
  return write(tx, ctx, id, { status: statusAfter(SERVICE_MACHINE, action, service.status) });
}

/** End (Terminate): end date and reason required; ENDING while the date is ahead, ENDED otherwise. */
export async function endService(tx: Executor, ctx: Ctx, id: number, input: { end_date?: string | null; end_reason?: string | null }): Promise<Row> {
  if (!input.end_date) throw badRequest(SERVICE_ACTION_MESSAGES.endDateRequired, { end_date: SERVICE_ACTION_MESSAGES.endDateRequired });
  if (!input.end_reason?.trim()) throw badRequest(SERVICE_ACTION_MESSAGES.endReasonRequired, { end_reason: SERVICE_ACTION_MESSAGES.endReasonRequired });
  await beginAction(tx, servicesResource, SERVICE_MACHINE, id, 'end', LOOKUP);
  return write(tx, ctx, id, { status: endStatus(input.end_date), end_date: input.end_date, end_reason: input.end_reason.trim() });
}

/** Assign (Assign Me): the caller by default, or the staff user given. */
export async function assignService(tx: Executor, ctx: Ctx, id: number, input: { assignee_id?: number | null }): Promise<Row> {
  await beginAction(tx, servicesResource, SERVICE_MACHINE, id, 'assign', LOOKUP);
  const assignee = input.assignee_id ?? ctx.actor?.id ?? null;
  await requireStaffUsers(tx, { assignee_id: assignee }, ['assignee_id']);
  return write(tx, ctx, id, { assignee_id: assignee });
}

export interface BulkAnswer {
  success: boolean;
  count: number;
  message: string;
  results: ItemResult[];
}

/** Runs an action on each id in one transaction; a refusal (409, 404) is reported for its item. */
export async function eachItem(ids: number[], work: (id: number) => Promise<unknown>): Promise<ItemResult[]> {
  const results: ItemResult[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    try {
      await work(id);
      results.push({ id, success: true });
    } catch (err) {
      if (!(err instanceof AppError) || (err.statusCode !== 409 && err.statusCode !== 404)) throw err;
      results.push({ id, success: false, reason: err.message, code: err.code, params: err.params });
    }
  }
  return results;
}

/**
 * Bulk ship (POST /services/ship): '{n} item(s) shipped', with the items refused and why. The items
 * asked for together go under one code, so they must be one customer's (409 for the whole request).
 */
export async function shipServices(tx: Executor, ctx: Ctx, input: { ids: number[]; date?: string | null; tracking_code?: string | null }): Promise<BulkAnswer> {
  await claimTrackingCode(tx, shippedCode(input.tracking_code), 'services', input.ids);
  const check = (row: Row) => refusalOf(SERVICE_MACHINE, 'ship', row as TransitionSubject);
  const results = await updateRows(tx, ctx, servicesResource, input.ids, shipped(input), check, SERVICE_ACTION_MESSAGES.notFound);
  const count = results.filter((r) => r.success).length;
  return { success: count === results.length, count, message: shippedMessage(count), results };
}

/** Bulk deliver (POST /services/deliver; the console may also deliver one by one): '{n} item(s) delivered'. */
export async function deliverServices(tx: Executor, ctx: Ctx, input: { ids: number[]; date?: string | null }): Promise<BulkAnswer> {
  if (!input.date) throw badRequest(SERVICE_ACTION_MESSAGES.deliveryDateRequired, { date: SERVICE_ACTION_MESSAGES.deliveryDateRequired });
  const results = await eachItem(input.ids, (id) => deliverService(tx, ctx, id, input));
  const count = results.filter((r) => r.success).length;
  return { success: count === results.length, count, message: deliveredMessage(count), results };
}
