// The satellite actions of services and data pools (spec 2 §4, §7, §8): opt in and out of overage
// (STARLINK and STARLINK_DATA_POOL services), top-up (STARLINK: 50 GB at once, charged at month end:
// recorded in the service's top-up history, which the invoicing run reads) and the suspension of a
// starlink data pool (every service line of the pool opted out; terminal access fees stay due).
// Each goes through the service line's own action (provider first, nothing changed on a refusal).
// The service's starlink_is_opted_into_overage is not written here: it is read from its service line's
// is_opted_in (a maintained field), so the service, its line and the buttons never disagree.
// The provisioning of a TERMINAL_ACCESS service takes a terminal no other live service holds.
import { sql } from 'drizzle-orm';
import { coded, OPTIN_SERVICE_TYPES, refusalOf, SATELLITE_MESSAGES, SERVICE_LINE_MACHINE, STARLINK_TOPUP_GB } from '@console/contract';
import type { Db, Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { SatelliteApi } from '../../../integrations/satellite/api.ts';
import type { Ctx } from '../../../platform/context.ts';
import { isoDay } from '../../../platform/dates.ts';
import { appError, badRequest, notFound, refused } from '../../../platform/errors.ts';
import { type ActionAnswer, providerFailure } from '../../../platform/provider-answer.ts';
import type { Row } from '../../../platform/registry.ts';
import { findRow, updateRow } from '../../../platform/store.ts';
import { dataPoolsResource } from '../data_pools/data_pools.resource.ts';
import { runServiceLineAction } from '../../satellite/starlink_service_lines/starlink_service_lines.actions.ts';
import { starlinkServiceLinesResource } from '../../satellite/starlink_service_lines/starlink_service_lines.resource.ts';
import { starlinkTerminalsResource } from '../../satellite/starlink_terminals/starlink_terminals.resource.ts';
import { holdersWhere } from '../../satellite/starlink_terminals/terminal-holders.ts';
import { servicesResource } from './services.resource.ts';

async function serviceWithLine(db: Db, id: number, types: readonly string[], typeRefusal: 'service_optin_type' | 'service_topup_type') {
  const service = await findRow(db, servicesResource, id);
  if (!service) throw notFound('Service not found.');
  if (!types.includes(service.type)) throw appError(typeRefusal, { type: String(service.type).toUpperCase() });
  if (!service.starlink_service_line_id) throw appError('service_without_line');
  const line = await findRow(db, starlinkServiceLinesResource, service.starlink_service_line_id);
  if (!line) throw appError('service_without_line');
  return { service, line };
}

export async function optService(db: Db, ctx: Ctx, api: SatelliteApi, id: number, action: 'optin' | 'optout'): Promise<ActionAnswer> {
  const { line } = await serviceWithLine(db, id, OPTIN_SERVICE_TYPES, 'service_optin_type');
  return runServiceLineAction(db, ctx, api, line.id, action);
}

const endOfMonth = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
};

/** A second top-up of the same service by the same user within this many seconds is the first one repeated (decision 0060). */
export const TOPUP_REPEAT_SECONDS = 60;

export async function topUpService(db: Db, ctx: Ctx, api: SatelliteApi, id: number): Promise<ActionAnswer> {
  const { line } = await serviceWithLine(db, id, ['starlink'], 'service_topup_type');
  const refusal = refusalOf(SERVICE_LINE_MACHINE, 'optin', { ...(line as any), is_opted_in: false });
  if (refusal) throw refused(refusal);
  try {
    await api.topUp(line.account_number, line.service_line_number);
  } catch (err) {
    return providerFailure(err);
  }
  await db.transaction(async (tx) => {
    const service = (await findRow(tx, servicesResource, id, true))!;
    const today = isoDay(Date.now());
    await updateRow(
      tx,
      ctx,
      servicesResource,
      id,
      {
        top_up_blocks_count: Number(service.top_up_blocks_count) + 1,
        top_up_blocks_total_data: Number(service.top_up_blocks_total_data) + STARLINK_TOPUP_GB,
        top_up_blocks_history: [
          ...(service.top_up_blocks_history ?? []),
          { source: 'console', data_amount: STARLINK_TOPUP_GB, start_date: today, expiration_date: endOfMonth(today) },
        ],
      },
      { hooks: false },
    );
  });
  return { success: true, message: SATELLITE_MESSAGES.topup };
}

/** POST /data_pools/{id}/deactivate: every opted-in service line of the pool's services opted out. */
export async function suspendDataPool(db: Db, ctx: Ctx, api: SatelliteApi, id: number): Promise<ActionAnswer & { id: number }> {
  const pool = await findRow(db, dataPoolsResource, id);
  if (!pool) throw notFound('Data pool not found.');
  if (pool.type !== 'starlink') throw appError('data_pool_not_starlink', { type: String(pool.type) });
  // The pool's services: attached to it, or in a package drawing on it.
  const services = rowsOf(
    await db.execute(sql`select s.id, s.starlink_service_line_id as line_id from services s
      where s.archived_at is null and s.starlink_service_line_id is not null and s.type in ('starlink', 'starlink_data_pool', 'terminal_access')
        and (s.data_pool_id = ${id} or s.package_id in (select p.id from packages p where p.starlink_data_pool_id = ${id}))
      order by s.id`),
  );
  const failures: string[] = [];
  for (const s of services) {
    const line = await findRow(db, starlinkServiceLinesResource, Number(s.line_id));
    if (!line?.active || !line.is_opted_in) continue;
    const answer = await runServiceLineAction(db, ctx, api, line.id, 'optout');
    if (!answer.success) failures.push(`${line.service_line_number}: ${answer.message}`);
  }
  if (failures.length) {
    const { message, code, params } = coded('data_pool_partly_opted_out', { count: failures.length, failures: failures.join('; ') });
    return { success: false, id, message, code, params };
  }
  return { success: true, id, message: SATELLITE_MESSAGES.poolSuspended };
}

export const TERMINAL_ACCESS_MESSAGES = {
  terminalRequired: 'A terminal is required.',
  terminalNotFound: 'Satellite terminal not found.',
  terminalArchived: (terminal: string) => `The terminal ${terminal} is archived: choose a terminal of a provider account.`,
  terminalHeld: (terminal: string, service: string, status: string) =>
    `The terminal ${terminal} is already used by service ${service} (${status}): end that service first or choose another terminal.`,
} as const;

/**
 * The terminal a TERMINAL_ACCESS service is provisioned with: the one chosen, else the one planned on
 * the service; it must exist, be live and be held by no other service (terminal-holders.ts). The
 * terminal's row is locked first, so two provisionings of the same terminal at once are served one
 * after the other and the second sees the first's service.
 */
export async function terminalForAccess(tx: Executor, service: Row, chosen: number | null | undefined): Promise<number> {
  const terminalId = chosen ?? service.starlink_terminal_id;
  if (terminalId == null) throw badRequest(TERMINAL_ACCESS_MESSAGES.terminalRequired, { starlink_terminal_id: TERMINAL_ACCESS_MESSAGES.terminalRequired });
  const terminal = await findRow(tx, starlinkTerminalsResource, terminalId, true);
  if (!terminal) throw badRequest(TERMINAL_ACCESS_MESSAGES.terminalNotFound, { starlink_terminal_id: 'No satellite terminal with this id.' });
  const name = terminal.kit_serial_number || terminal.terminal_id;
  if (terminal.archived_at) throw appError('terminal_archived_choose', { terminal: name });
  const [holder] = rowsOf(
    await tx.execute(sql`select h.id, h.reference, h.status from services h
      where ${holdersWhere(sql`${terminalId}`)} and h.id <> ${service.id} order by h.id limit 1`),
  );
  if (holder) throw appError('terminal_held', { terminal: name, service: holder.reference ?? `#${holder.id}`, status: String(holder.status) });
  return terminalId;
}
