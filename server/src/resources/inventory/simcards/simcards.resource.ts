// SIM cards and eSIMs (spec 1 §2.8, §3, §4, §5). Attach, detach, pools and provider calls are
// actions (simcards.actions.ts); what the generic routes need is declared here.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { coded, SIM_STATUSES, SIM_TYPES } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { providers, simcards } from '../../../db/schema/index.ts';
import { badRequest } from '../../../platform/errors.ts';
import { bool, choice, emailList, gigabytes, id, int, orDefault, text } from '../../../platform/fields.ts';
import { defineResource, type Row } from '../../../platform/registry.ts';
import { lockSimsWithDevices } from './sim-device-locks.ts';
import { closePeriod } from '../records/records.actions.ts';
import { detachSim } from './simcards.actions.ts';
import { ICCID_MESSAGE, ICCID_PATTERN, MANAGEABLE_PROVIDERS, normalizeIccid, simComputed, simMaintained } from './sim-fields.ts';

export const DUPLICATE_ICCID = 'A SIM card with this ICCID already exists.';
export const MANAGEABLE_STATUS = 'The status of a manageable SIM follows its provider: use Suspend or Enable.';

export const iccidField = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeIccid(v) : v),
  z.string({ error: 'ICCID is required.' }).regex(ICCID_PATTERN, ICCID_MESSAGE),
);

const fields = {
  type: orDefault(z.enum(SIM_TYPES, { error: 'Type is sim or esim.' })),
  parent_id: id(),
  iccid: iccidField,
  imsi: text(30),
  imsi_profile: text(100),
  sponsored_imsi: text(30),
  pool_id: id(),
  provider_id: id(),
  phone_number: text(30),
  apn_1: text(100),
  apn_2: text(100),
  apn_3: text(100),
  preferred_mtu: int(0, 9000),
  pin: text(20),
  username: text(100),
  password: text(100),
  variant: text(50),
  active: bool(),
  status: orDefault(choice(SIM_STATUSES)),
  source: text(50),
  customer_id: id(),
  site_id: id(),
  ic_device_id: text(50),
  subscription_id: id(),
  /** Monthly data alert (GB) and who is told: alerts at 75, 90 and 100 % (usage-alerts.ts). */
  data_limit: gigabytes(),
  data_limit_contacts: emailList(),
  notes: text(5000),
};

async function iccidTaken(tx: Executor, iccid: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: simcards.id })
    .from(simcards)
    .where(exceptId ? and(eq(simcards.iccid, iccid), ne(simcards.id, exceptId)) : eq(simcards.iccid, iccid));
  return Boolean(row);
}

/** The live provider whose ICCID prefix is the longest one the ICCID starts with. */
export async function providerForIccid(tx: Executor, iccid: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(and(isNull(providers.archived_at), sql`coalesce(${providers.iccid_prefix}, '') <> ''`, sql`${iccid} like ${providers.iccid_prefix} || '%'`))
    .orderBy(sql`length(${providers.iccid_prefix}) desc`, providers.id)
    .limit(1);
  return row?.id ?? null;
}

async function providerIsManageable(tx: Executor, providerId: number | null | undefined): Promise<boolean> {
  if (providerId == null) return false;
  const [row] = await tx.select({ api: providers.api }).from(providers).where(eq(providers.id, providerId));
  return Boolean(row?.api);
}

/** An eSIM lives on a physical SIM of type sim; a physical SIM has no parent. */
async function checkParent(tx: Executor, merged: Row, selfId?: number): Promise<void> {
  if (merged.type !== 'esim') {
    if (merged.parent_id != null) throw badRequest('Only an eSIM has a parent SIM.', { parent_id: 'Only an eSIM has a parent SIM.' });
    return;
  }
  if (merged.parent_id == null) throw badRequest('An eSIM needs its parent SIM.', { parent_id: 'Choose the parent SIM.' });
  if (merged.parent_id === selfId) throw badRequest('A SIM cannot be its own parent.', { parent_id: 'Choose another SIM.' });
  const [parent] = await tx.select({ type: simcards.type }).from(simcards).where(eq(simcards.id, merged.parent_id));
  if (!parent) throw badRequest('Parent SIM not found.', { parent_id: 'No SIM card with this id.' });
  if (parent.type !== 'sim') throw badRequest('The parent of an eSIM must be a SIM of type sim.', { parent_id: 'Choose a SIM of type sim.' });
}

async function refuseDuplicate(tx: Executor, iccid: string, exceptId?: number) {
  if (await iccidTaken(tx, iccid, exceptId)) throw badRequest(DUPLICATE_ICCID, { iccid: DUPLICATE_ICCID });
}

/** Remove-from-device of the archive dialog: on unless the client says false. */
const removeFromDevice = (v: unknown) => !(v === false || v === 'false' || v === '0' || v === 0);

export const simcardsResource = defineResource({
  name: 'simcards',
  objectType: 'simcard',
  table: simcards,
  maintained: simMaintained,
  computed: simComputed,
  alternateKey: { column: simcards.iccid, pattern: ICCID_PATTERN },
  searchable: [simcards.iccid, simcards.imsi, simcards.phone_number],
  rankedSearch: {
    prefixes: [simcards.iccid, simcards.imsi, simcards.phone_number],
    // The expression of simcards_digit_grams_idx (migration 0025), written exactly as indexed.
    digitGrams: sql`coalesce(${simcards.iccid}, '') || ' ' || coalesce(${simcards.imsi}, '') || ' ' || coalesce(${simcards.phone_number}, '')`,
  },
  filters: {
    type: { type: 'text' },
    provider_id: { type: 'int' },
    pool_id: { type: 'int' },
    device_id: { type: 'int' },
    /** Attached to a device or not (the SIM stats' attached / free, decision 0066). */
    attached: { type: 'bool', where: (v) => (v ? sql`${simcards.device_id} is not null` : sql`${simcards.device_id} is null`) },
    /** In a SIM pool or not (the SIM stats' in_pool). */
    in_pool: { type: 'bool', where: (v) => (v ? sql`${simcards.pool_id} is not null` : sql`${simcards.pool_id} is null`) },
    customer_id: { type: 'int' },
    site_id: { type: 'int' },
    parent_id: { type: 'int' },
    status: { type: 'text' },
    variant: { type: 'text' },
    active: { type: 'bool' },
    // Through the provider index: the providers with an API are few, the SIMs many.
    is_manageable: {
      type: 'bool',
      where: (v) =>
        v
          ? sql`${simcards.provider_id} in (${MANAGEABLE_PROVIDERS})`
          : sql`(${simcards.provider_id} is null or ${simcards.provider_id} not in (${MANAGEABLE_PROVIDERS}))`,
    },
    iccid: { type: 'text' },
    updated_at: { type: 'timestamp', range: true },
  },
  // The list's name columns are maintained, each with its (column, id) index (issue 14).
  sortable: ['iccid', 'type', 'variant', 'status', 'provider_id', 'updated_at', 'provider_name', 'customer_name', 'device_serial'],
  createSchema: z.object(fields),
  repr: (row) => row.iccid,
  refs: (row) => ({ sim_id: row.id, device_id: row.device_id, site_id: row.site_id, customer_id: row.customer_id }),
  valueFields: ['variant', 'status', 'type', 'source'],
  hooks: {
    beforeCreate: async (tx, _ctx, data) => {
      await refuseDuplicate(tx, data.iccid);
      const merged: Row = { type: 'sim', ...data };
      await checkParent(tx, merged);
      if (data.provider_id == null) merged.provider_id = await providerForIccid(tx, data.iccid);
      return merged;
    },
    beforeUpdate: async (tx, _ctx, before, data) => {
      if (data.iccid !== undefined && data.iccid !== before.iccid) await refuseDuplicate(tx, data.iccid, before.id);
      const merged: Row = { ...before, ...Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) };
      if (merged.type !== before.type || merged.parent_id !== before.parent_id) await checkParent(tx, merged, before.id);
      if (merged.type === 'esim' && before.type === 'sim') {
        const [child] = await tx.select({ id: simcards.id }).from(simcards).where(eq(simcards.parent_id, before.id)).limit(1);
        if (child) throw badRequest('This SIM carries eSIMs: it stays of type sim.', { type: 'The SIM is the parent of eSIMs.' });
      }
      if (data.status !== undefined && data.status !== before.status && (await providerIsManageable(tx, merged.provider_id))) {
        throw badRequest(MANAGEABLE_STATUS, { status: MANAGEABLE_STATUS });
      }
      return data;
    },
    lockForArchive: lockSimsWithDevices,
    beforeArchive: async (tx, ctx, row, input) => {
      if (row.device_id != null) {
        if (!removeFromDevice(input.remove_from_device)) return coded('sim_attached_archive');
        await detachSim(tx, ctx, row.id, { reason: input.archived_reason ?? 'archive' });
      }
      await closePeriod(tx, ctx, 'simcard', row.id);
    },
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'type', header: 'Type', width: 6 },
    { key: 'variant', header: 'Variant', width: 12 },
    { key: 'iccid', header: 'ICCID', width: 24 },
    { key: 'imsi', header: 'IMSI', width: 18 },
    { key: 'phone_number', header: 'Phone number', width: 16 },
    { key: 'provider_name', header: 'Provider', width: 18 },
    { key: 'supplier_name', header: 'Supplier', width: 16 },
    { key: 'carrier_name', header: 'Carrier', width: 16 },
    { key: 'status', header: 'Status', width: 12 },
    { key: 'is_manageable', header: 'Manageable', width: 10 },
    { key: 'active', header: 'Active', width: 7 },
    { key: 'owner', header: 'Owner', width: 24 },
    { key: 'customer_name', header: 'Customer', width: 24 },
    { key: 'site_name', header: 'Site', width: 24 },
    { key: 'device_serial', header: 'Device serial', width: 18 },
    { key: 'device_name', header: 'Device', width: 22 },
    { key: 'device_port_name', header: 'Port', width: 16 },
    { key: 'pool_name', header: 'SIM pool', width: 20 },
    { key: 'parent_iccid', header: 'Parent ICCID', width: 24 },
    { key: 'apn_1', header: 'APN 1', width: 16 },
    { key: 'notes', header: 'Notes', width: 30 },
    { key: 'archived_reason', header: 'Archived reason', width: 18 },
    { key: 'updated_at', header: 'Updated', width: 20 },
  ],
});
