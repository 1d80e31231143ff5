// The SIM card a DATA service is measured on (issue 25): chosen on the service form, like its data
// pool, and not owned by an action (no action writes it: Provision moves stock and opens usage periods,
// a link to a SIM does neither). What the form may link: an existing SIM of the service's customer or
// of the stock, that no other live service uses. One live service per SIM is also the partial unique
// index services_sim_live_idx; the SIM row is locked before the holder is looked up, so of two writers
// claiming one SIM the second waits, then sees the first's service and is refused with its name.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type CodedMessage, coded, isSimServiceType } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { services, simcards } from '../../../db/schema/index.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { changed, valueAfter } from '../../../platform/write-values.ts';

export const SERVICE_SIM_MESSAGES = {
  notFound: 'SIM card not found.',
  notFoundField: 'No SIM card with this id.',
  notSimType: 'Only a DATA service is measured on a SIM card.',
  archived: (iccid: string) => `The SIM card ${iccid} is archived.`,
  otherCustomer: (iccid: string) => `The SIM card ${iccid} belongs to another customer.`,
  inUse: (iccid: string, service: string) => `The SIM card ${iccid} is already used by service ${service}.`,
} as const;

/** A 409 the form shows on the SIM field too. */
const simConflict = (r: CodedMessage) => new AppError(409, r.message, r.code, { sim_id: r.message }, r.params);

/** The live service other than `exceptId` that holds the SIM, named as its repr names it (the unique index keeps them to one). */
async function simHolder(tx: Executor, simId: number, exceptId: number | null): Promise<string | null> {
  const [row] = await tx
    .select({ name: sql<string>`coalesce(nullif(${services.reference}, ''), nullif(${services.name}, ''), 'Service ' || ${services.id})` })
    .from(services)
    .where(
      and(eq(services.sim_id, simId), isNull(services.archived_at), ne(services.status, 'ENDED'), exceptId == null ? undefined : ne(services.id, exceptId)),
    )
    .limit(1);
  return row?.name ?? null;
}

/**
 * Create and edit of a service: checks the SIM it will be measured on when the SIM, the type or the
 * customer changes. Runs after the package has set the customer (and been locked: the house lock order
 * is the package first, then the SIM).
 */
export async function checkServiceSim(tx: Executor, before: Row | null, data: Row): Promise<void> {
  const simId = valueAfter(before, data, 'sim_id');
  if (simId == null) return;
  const simChanged = changed(before, data, 'sim_id');
  if (!simChanged && !changed(before, data, 'type') && !changed(before, data, 'customer_id')) return;
  if (!isSimServiceType(valueAfter(before, data, 'type'))) throw badRequest(SERVICE_SIM_MESSAGES.notSimType, { sim_id: SERVICE_SIM_MESSAGES.notSimType });
  // Locked so that concurrent claims of this SIM queue here (the lookup trigger takes the same lock).
  const [sim] = await tx
    .select({ iccid: simcards.iccid, customer_id: simcards.customer_id, archived_at: simcards.archived_at })
    .from(simcards)
    .where(eq(simcards.id, simId))
    .for('no key update');
  if (!sim) throw badRequest(SERVICE_SIM_MESSAGES.notFound, { sim_id: SERVICE_SIM_MESSAGES.notFoundField });
  if (simChanged && sim.archived_at) throw simConflict(coded('service_sim_archived', { iccid: sim.iccid }));
  const customerId = valueAfter(before, data, 'customer_id') ?? null;
  if (sim.customer_id != null && sim.customer_id !== customerId) throw simConflict(coded('service_sim_other_customer', { iccid: sim.iccid }));
  if (!simChanged) return;
  // An ended or archived service gives its SIM back; only a live one claims it.
  const live = valueAfter(before, data, 'status') !== 'ENDED' && !before?.archived_at;
  if (!live) return;
  const holder = await simHolder(tx, simId, before ? Number(before.id) : null);
  if (holder) throw simConflict(coded('service_sim_in_use', { iccid: sim.iccid, service: holder }));
}

/** Unarchive of a service: refused while another live service took its SIM meanwhile. */
export async function simTakenSinceArchive(tx: Executor, row: Row): Promise<CodedMessage | undefined> {
  if (row.sim_id == null || row.status === 'ENDED') return undefined;
  const [sim] = await tx.select({ iccid: simcards.iccid }).from(simcards).where(eq(simcards.id, row.sim_id)).for('no key update');
  const holder = sim ? await simHolder(tx, row.sim_id, Number(row.id)) : null;
  return sim && holder ? coded('service_sim_in_use', { iccid: sim.iccid, service: holder }) : undefined;
}
