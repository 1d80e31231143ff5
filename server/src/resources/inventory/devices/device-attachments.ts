// What a device carries, SIM cards in its ports and lines, and the device rules that act on them:
// archive/decommission, Disassemble SIMs and the ports screen. SIMs and lines change only through
// their own resources' actions (docs/inventory-contracts.md).
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { type CodedMessage, coded, type ErrorCode, type ErrorParams, errorMessage } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { simcards } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { appError, badRequest } from '../../../platform/errors.ts';
import type { ArchiveInput, Row } from '../../../platform/registry.ts';
import { getRow } from '../../../platform/store.ts';
import { detachLinesOfDevice } from '../lines/lines.actions.ts';
import { closePeriod } from '../records/records.actions.ts';
import { attachSim, detachSim, detachSimsOfDevice } from '../simcards/simcards.actions.ts';
import { devicePorts } from '../simcards/sim-ports.ts';
import { devicesResource } from './devices.resource.ts';
import { INT_MAX } from '../../../platform/id-params.ts';

export const NO_SIM_CARDS = errorMessage('device_no_sim_cards');
/** The console's words (return_to_stock) and the short ones (stock) both mean: the SIMs go back to stock. */
const SIM_CARDS_ACTIONS: Record<string, 'stock' | 'decommission'> = { stock: 'stock', return_to_stock: 'stock', decommission: 'decommission' };

function flag(value: unknown, fallback: boolean): boolean | undefined {
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 'true' || value === '1' || value === 'on') return true;
  if (value === false || value === 'false' || value === '0') return false;
  return undefined;
}

/**
 * beforeArchive (spec 1 §4): the attached SIMs return to stock or are decommissioned with the device,
 * the lines are detached unless the dialog says not to, and the device's usage period ends.
 */
export async function decommissionDevice(tx: Executor, ctx: Ctx, row: Row, input: ArchiveInput): Promise<CodedMessage | void> {
  const choice = input.sim_cards_action ?? 'stock';
  const simAction = typeof choice === 'string' && Object.hasOwn(SIM_CARDS_ACTIONS, choice) ? SIM_CARDS_ACTIONS[choice] : undefined;
  if (!simAction) return coded('device_archive_sim_action');
  const detach = flag(input.detach, true);
  if (detach === undefined) return coded('device_archive_detach');
  const reason = input.archived_reason ?? 'archive';
  await detachSimsOfDevice(tx, ctx, row.id, { reason, decommission: simAction === 'decommission' });
  if (detach) await detachLinesOfDevice(tx, ctx, row.id, { reason });
  await closePeriod(tx, ctx, 'device', row.id);
}

/** Disassemble SIMs (spec 1 §4): every SIM leaves the device and returns to stock. */
export async function disassembleDevice(
  tx: Executor,
  ctx: Ctx,
  id: number,
  reason?: string | null,
): Promise<{ success: boolean; reason?: string; code?: ErrorCode; params?: ErrorParams; sim_cards?: Row[] }> {
  await getRow(tx, devicesResource, id, true);
  const removed = await detachSimsOfDevice(tx, ctx, id, { reason: reason || 'disassemble' });
  if (removed.length === 0) return { success: false, reason: NO_SIM_CARDS, code: 'device_no_sim_cards', params: {} };
  return { success: true, sim_cards: removed };
}

/** The ports form's answer: port name -> SIM card id, or null for an empty port. */
export type PortsMap = Record<string, number | null>;

/**
 * The ports screen (PUT /devices/{id}/ports): the differences with the current map become detaches,
 * then attaches, so each SIM goes through the SIM rules (archived, attached elsewhere, port taken).
 * Ports left out of the form keep their SIM.
 */
export async function setDevicePorts(tx: Executor, ctx: Ctx, id: number, wanted: PortsMap): Promise<Row> {
  const device = await getRow(tx, devicesResource, id, true);
  if (device.archived_at) throw appError('device_archived');
  const current = new Map((await devicePorts(tx, id)).map((p) => [p.name, p.sim_id]));
  const unknown = Object.keys(wanted).filter((port) => !current.has(port));
  if (unknown.length) throw badRequest(`Port ${unknown.join(', ')} does not exist on this device.`, { ports_map: 'Unknown port.' });
  const seen = new Map<number, string>();
  for (const [port, simId] of Object.entries(wanted)) {
    if (simId == null) continue;
    if (seen.has(simId)) throw badRequest(`SIM card ${simId} is given for ${seen.get(simId)} and ${port}.`, { ports_map: 'A SIM card goes in one port.' });
    seen.set(simId, port);
  }
  const changes = Object.entries(wanted).filter(([port, simId]) => current.get(port) !== simId);
  if (changes.length === 0) return device;
  const movingHere = new Set(changes.map(([, simId]) => simId).filter((s): s is number => s != null));
  // SIMs that leave a port, and SIMs of this device that change port: out first, so their new port is free.
  const leaving = new Set<number>();
  for (const [port, simId] of current) {
    if (simId == null) continue;
    if ((port in wanted && wanted[port] !== simId) || (movingHere.has(simId) && seen.get(simId) !== port)) leaving.add(simId);
  }
  if (movingHere.size) {
    const found = await tx
      .select({ id: simcards.id })
      .from(simcards)
      .where(inArray(simcards.id, [...movingHere]));
    const missing = [...movingHere].filter((s) => !found.some((f) => f.id === s));
    if (missing.length) throw badRequest(`SIM card ${missing.join(', ')} not found.`, { ports_map: 'No SIM card with this id.' });
  }
  for (const simId of [...leaving].sort((a, b) => a - b)) await detachSim(tx, ctx, simId, { reason: 'ports' });
  for (const [port, simId] of changes) if (simId != null) await attachSim(tx, ctx, simId, { device_id: id, port_name: port });
  return getRow(tx, devicesResource, id);
}

const PORTS_MESSAGE = 'ports_map must be a JSON object of port name to SIM card id (or null).';
/** The ports form sends its map as a JSON string (form data) or as an object; ids may arrive as strings. */
export const portsBody = z.object({
  ports_map: z.preprocess(
    (v, ctx) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: PORTS_MESSAGE });
        return z.NEVER;
      }
    },
    z
      .record(
        z.string().min(1).max(100),
        z.preprocess(
          (v) => (v === '' ? null : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
          z.number({ error: PORTS_MESSAGE }).int().min(1).max(INT_MAX).nullable(),
        ),
        { error: PORTS_MESSAGE },
      )
      .refine((m) => Object.keys(m).length <= 64, 'At most 64 ports.'),
  ),
});
