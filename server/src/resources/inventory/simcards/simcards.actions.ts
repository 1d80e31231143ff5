// SIM card actions (spec 1 §4, §7.4): attach and detach through the device's ports map, pools,
// archive on decommission, and the provider calls of manageable SIMs. Attach and detach open and
// close the SIM's Ops History period. Refusals the console shows as "success: false" are 409
// AppErrors (refused()); bad input is a 400.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type ErrorCode, type ErrorParams, errorMessage } from '@console/contract';
import type { Db, Executor } from '../../../db/client.ts';
import { devices, simcards, simpools } from '../../../db/schema/index.ts';
import type { SimLiveStatus, SimProviderApi, SimProviderName } from '../../../integrations/sim-providers/index.ts';
import { IntegrationError } from '../../../integrations/http.ts';
import type { Ctx } from '../../../platform/context.ts';
import { AppError, appError, badRequest } from '../../../platform/errors.ts';
import { codedRefusal, codeOf } from '../../../platform/refusals.ts';
import type { Row } from '../../../platform/registry.ts';
import { archiveRow, createRow, findRow, getRow, updateRow } from '../../../platform/store.ts';
import { lockSimsWithDevices } from './sim-device-locks.ts';
import { devicePorts, setPortSim } from './sim-ports.ts';
import { closePeriod, openPeriod } from '../records/records.actions.ts';
import { simcardsResource } from './simcards.resource.ts';
import { ICCID_PATTERN, normalizeIccid } from './sim-fields.ts';

/** A rule that blocks the action (a 409 code): routes answer it as {success: false, reason, code, params}. */
export const refused = (code: ErrorCode, params: ErrorParams = {}) => appError(code, params);
export const isRefusal = (err: unknown): err is AppError => err instanceof AppError && err.statusCode === 409;

const sim = (tx: Executor, id: number, lock = false) => getRow(tx, simcardsResource, id, lock);
/** Actions write device, port and status, which the generic update refuses to clients: logged, hooks skipped. */
const writeSim = (tx: Executor, ctx: Ctx, id: number, changes: Row) => updateRow(tx, ctx, simcardsResource, id, changes, { hooks: false });

export interface AttachInput {
  device_id: number;
  port_name: string;
}

/** Puts a SIM in a free port of a device; the SIM takes the device's site and customer. */
export async function attachSim(tx: Executor, ctx: Ctx, simId: number, input: AttachInput): Promise<Row> {
  // The device before the SIM (the house lock order, decision 0013).
  await tx.select({ id: devices.id }).from(devices).where(eq(devices.id, input.device_id)).for('update');
  const card = await sim(tx, simId, true);
  if (card.archived_at) throw refused('sim_archived_attach');
  if (card.device_id != null)
    throw refused('sim_already_attached', { device: card.device_name ?? `device ${card.device_id}`, port: card.device_port_name ?? 'no port' });
  const [device] = await tx
    .select({ id: devices.id, site_id: devices.site_id, customer_id: devices.customer_id, archived_at: devices.archived_at })
    .from(devices)
    .where(eq(devices.id, input.device_id));
  if (!device) throw badRequest('Device not found.', { device_id: 'No device with this id.' });
  if (device.archived_at) throw refused('device_archived');
  const slot = (await devicePorts(tx, device.id)).find((p) => p.name === input.port_name);
  if (!slot) throw badRequest(`Port ${input.port_name} does not exist on this device.`, { port_name: 'Unknown port.' });
  const [holder] = await tx
    .select({ iccid: simcards.iccid })
    .from(simcards)
    .where(
      and(
        ne(simcards.id, simId),
        slot.sim_id != null
          ? sql`(${simcards.id} = ${slot.sim_id} or (${simcards.device_id} = ${device.id} and ${simcards.device_port_name} = ${slot.name}))`
          : and(eq(simcards.device_id, device.id), eq(simcards.device_port_name, slot.name)),
      ),
    )
    .limit(1);
  if (holder) throw refused('port_holds_sim', { port: slot.name, iccid: holder.iccid });
  await setPortSim(tx, ctx, device.id, slot.name, simId);
  const after = await writeSim(tx, ctx, simId, {
    device_id: device.id,
    device_port_name: slot.name,
    site_id: device.site_id,
    customer_id: device.customer_id ?? card.customer_id,
    // A SIM that is not manageable leaves stock when it goes into a device; a manageable one keeps its provider's status.
    status: !card.is_manageable && card.status === 'AVAILABLE' ? 'ACTIVE' : undefined,
  });
  await openPeriod(tx, ctx, {
    objectType: 'simcard',
    objectId: simId,
    action: 'attach',
    deviceId: device.id,
    siteId: device.site_id,
    customerId: device.customer_id,
  });
  return after;
}

export interface DetachInput {
  reason?: string | null;
}

/** Takes a SIM out of its device: the port is emptied, the SIM's period closed, the SIM back in stock. */
export async function detachSim(tx: Executor, ctx: Ctx, simId: number, input: DetachInput = {}): Promise<Row> {
  // The device before the SIM (the house lock order, decision 0013).
  await lockSimsWithDevices(tx, [simId]);
  const card = await sim(tx, simId, true);
  if (card.device_id == null) throw refused('sim_not_attached');
  // Every port of the map that names this SIM is emptied, even one the SIM row disagrees with.
  // A device that no longer exists has no ports to empty; any other error (a deadlock) aborts the transaction.
  const ports = await devicePorts(tx, card.device_id).catch((err) => {
    if (err instanceof AppError && err.statusCode === 404) return [];
    throw err;
  });
  for (const p of ports) if (p.sim_id === simId) await setPortSim(tx, ctx, card.device_id, p.name, null);
  const after = await writeSim(tx, ctx, simId, {
    device_id: null,
    device_port_name: null,
    site_id: null,
    status: !card.is_manageable && card.status === 'ACTIVE' ? 'AVAILABLE' : undefined,
  });
  await closePeriod(tx, ctx, 'simcard', simId, { comment: input.reason });
  return after;
}

/**
 * Every SIM of a device leaves it (device archive, decommission, disassemble, back to stock). With
 * decommission the SIMs are archived as TERMINATED; otherwise they return to stock, AVAILABLE.
 * Answers the removed SIMs as they are now (iccid, provider_name, supplier_name, carrier_name...).
 */
export async function detachSimsOfDevice(
  tx: Executor,
  ctx: Ctx,
  deviceId: number,
  input: { reason?: string | null; decommission?: boolean } = {},
): Promise<Row[]> {
  const attached = await tx.select({ id: simcards.id }).from(simcards).where(eq(simcards.device_id, deviceId)).orderBy(simcards.id);
  const removed: Row[] = [];
  for (const { id } of attached) {
    await detachSim(tx, ctx, id, { reason: input.reason });
    if (input.decommission) {
      await writeSim(tx, ctx, id, { status: 'TERMINATED' });
      await archiveRow(tx, ctx, simcardsResource, id, {
        archived_reason: input.reason ?? 'DISCONTINUED',
        archived_notes: `Decommissioned with device ${deviceId}.`,
        decommission: true,
      });
    } else {
      const card = await sim(tx, id);
      if (card.status !== 'TERMINATED') await writeSim(tx, ctx, id, { status: 'AVAILABLE' });
    }
    removed.push(await sim(tx, id));
  }
  return removed;
}

/** Moves a SIM into a pool, or out of any pool with null. */
export async function moveSimToPool(tx: Executor, ctx: Ctx, simId: number, poolId: number | null): Promise<Row> {
  const card = await sim(tx, simId, true);
  if (card.archived_at) throw refused('sim_archived', { iccid: card.iccid });
  if (poolId != null) {
    const [pool] = await tx.select({ archived_at: simpools.archived_at }).from(simpools).where(eq(simpools.id, poolId));
    if (!pool) throw badRequest('SIM pool not found.', { pool_id: 'No SIM pool with this id.' });
    if (pool.archived_at) throw refused('simpool_archived');
  }
  return writeSim(tx, ctx, simId, { pool_id: poolId });
}

export interface MoveOutcome {
  id: number;
  iccid: string | null;
  success: boolean;
  reason?: string;
  /** A refusal's code and params beside its reason (decision 0076). */
  code?: ErrorCode;
  params?: ErrorParams;
}

/** Bulk move to a pool (or out of pools with null): one outcome per SIM, refusals do not stop the others. */
export async function moveSimsToPool(tx: Executor, ctx: Ctx, ids: number[], poolId: number | null): Promise<MoveOutcome[]> {
  if (poolId != null) {
    const [pool] = await tx.select({ archived_at: simpools.archived_at }).from(simpools).where(eq(simpools.id, poolId));
    if (!pool) throw badRequest('SIM pool not found.', { pool_id: 'No SIM pool with this id.' });
  }
  const outcomes: MoveOutcome[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const card = await findRow(tx, simcardsResource, id);
    if (!card) {
      outcomes.push({ id, iccid: null, success: false, reason: errorMessage('not_found'), code: 'not_found', params: {} });
      continue;
    }
    try {
      await moveSimToPool(tx, ctx, id, poolId);
      outcomes.push({ id, iccid: card.iccid, success: true });
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
      outcomes.push({ id, iccid: card.iccid, success: false, reason: err.message, ...codeOf(err) });
    }
  }
  return outcomes;
}

/** Parses a multi-line list of ICCIDs (one a line; commas, semicolons and blank lines tolerated). */
export function parseIccidList(raw: string | string[] | null | undefined, field: string): string[] {
  const lines = (Array.isArray(raw) ? raw : String(raw ?? '').split(/[\r\n,;]+/)).map((l) => normalizeIccid(String(l))).filter(Boolean);
  const invalid = lines.filter((l) => !ICCID_PATTERN.test(l));
  if (invalid.length) {
    const shown = invalid.slice(0, 20).map((l) => l.slice(0, 40));
    throw badRequest(`Invalid ICCID${invalid.length > 1 ? 's' : ''}: ${shown.join(', ')}${invalid.length > 20 ? ', ...' : ''}.`, {
      [field]: 'One ICCID (18 to 22 digits) per line.',
    });
  }
  return [...new Set(lines)];
}

/** Ids of the given ICCIDs that exist, and the ICCIDs that do not. */
export async function simsByIccid(tx: Executor, iccids: string[]): Promise<{ found: { id: number; iccid: string }[]; unknown: string[] }> {
  const found: { id: number; iccid: string }[] = [];
  for (let i = 0; i < iccids.length; i += 1000) {
    const chunk = iccids.slice(i, i + 1000);
    found.push(...(await tx.select({ id: simcards.id, iccid: simcards.iccid }).from(simcards).where(inArray(simcards.iccid, chunk))));
  }
  const known = new Set(found.map((f) => f.iccid));
  return { found, unknown: iccids.filter((i) => !known.has(i)) };
}

export interface BulkCreateInput {
  iccids: string[];
  type?: 'sim' | 'esim';
  provider_id?: number | null;
  pool_id?: number | null;
  dry?: boolean;
}

/** Bulk create (spec 2 §7): lists what would be created and what exists; creates them unless dry. */
export async function bulkCreateSims(tx: Executor, ctx: Ctx, input: BulkCreateInput) {
  const { found } = await simsByIccid(tx, input.iccids);
  const existing = new Set(found.map((f) => f.iccid));
  const created = input.iccids.filter((i) => !existing.has(i));
  if (!input.dry) {
    for (const iccid of created) {
      await createRow(tx, ctx, simcardsResource, { iccid, type: input.type ?? 'sim', provider_id: input.provider_id ?? null, pool_id: input.pool_id ?? null });
    }
  }
  const existingList = input.iccids.filter((i) => existing.has(i));
  return { success: true, dry: Boolean(input.dry), created, existing: existingList, count_created: created.length, count_existing: existingList.length };
}

// ---- Provider calls of manageable SIMs ----------------------------------------------------------

/** The provider adapter of a SIM row, or a refusal when the SIM is not manageable. */
export function providerOf(ctx: Ctx, card: Row): SimProviderApi {
  const api = card.provider_api as SimProviderName | null;
  const adapter = api ? ctx.services?.integrations.simProviders[api] : undefined;
  if (!adapter) throw refused('sim_not_manageable');
  return adapter;
}

/** A provider failure as the console shows it: 502 with the provider's reason. */
export function providerError(err: unknown): never {
  if (err instanceof IntegrationError) throw appError('provider_error', { reason: err.message });
  throw err;
}

/** Stores a status the provider reported, when it differs (by the acting user: they asked). */
export async function storeLiveStatus(tx: Executor, ctx: Ctx, simId: number, status: SimLiveStatus): Promise<void> {
  await writeSim(tx, ctx, simId, { status });
}

export type SimStateChange = 'enable' | 'disable';

/**
 * Suspend (disable) or enable a manageable SIM: the live status is fetched first; only a SUSPENDED
 * SIM is enabled and only an ACTIVE one suspended. The provider is called outside any transaction
 * (a slow provider holds no lock); the status it reports is stored afterwards.
 */
export async function changeSimState(db: Db, ctx: Ctx, simId: number, change: SimStateChange) {
  const card = await sim(db, simId);
  const refusal = (code: ErrorCode, params: ErrorParams = {}) => {
    const { message, ...rest } = codedRefusal(code, params);
    return { success: false as const, reason: message, ...rest };
  };
  if (card.archived_at) return refusal('sim_is_archived');
  let adapter: SimProviderApi;
  try {
    adapter = providerOf(ctx, card);
  } catch (err) {
    if (isRefusal(err)) return { success: false, reason: err.message, ...codeOf(err) };
    throw err;
  }
  const [from, verb, message] = change === 'enable' ? (['SUSPENDED', 'enable', 'SIM enabled'] as const) : (['ACTIVE', 'suspend', 'SIM suspended'] as const);
  let status: SimLiveStatus;
  try {
    status = await adapter.getStatus(card.iccid);
    if (status !== from) {
      await db.transaction((tx) => storeLiveStatus(tx, ctx, simId, status));
      return { ...refusal(from === 'ACTIVE' ? 'sim_suspend_not_active' : 'sim_enable_not_suspended', { status }), status };
    }
    status = change === 'enable' ? await adapter.enable(card.iccid) : await adapter.suspend(card.iccid);
  } catch (err) {
    if (err instanceof IntegrationError) return refusal(`sim_provider_refused_${verb}`, { reason: err.reason });
    throw err;
  }
  await db.transaction((tx) => storeLiveStatus(tx, ctx, simId, status));
  return { success: true, status, message };
}

/** Network events from the provider, stored into location_updates (each event once). */
export async function storeNetworkEvents(
  tx: Executor,
  simId: number,
  iccid: string,
  events: Awaited<ReturnType<SimProviderApi['lastNetworkEvents']>>,
): Promise<number> {
  if (events.length === 0) return 0;
  const rows = JSON.stringify(events);
  const result = await tx.execute(sql`
    insert into location_updates (sim_id, iccid, timestamp, type, mcc, mnc, network_name, vpmn, country_iso3, country_name, imsi, imsi_id)
    select ${simId}, ${iccid}, e.timestamp, e.type, e.mcc, e.mnc, e.network_name, e.vpmn, e.country_iso3, e.country_name, e.imsi, e.imsi_id
    from jsonb_to_recordset(${rows}::jsonb) as e(timestamp timestamptz, type text, mcc text, mnc text, network_name text, vpmn text,
      country_iso3 text, country_name text, imsi text, imsi_id text)
    where not exists (
      select 1 from location_updates l
      where l.iccid = ${iccid} and l.timestamp = e.timestamp and l.type is not distinct from e.type)`);
  return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
}
