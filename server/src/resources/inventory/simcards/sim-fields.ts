// SQL pieces of the SIM card list shared by the declaration, the bulk answers and the removed-SIM
// rows handed to the devices resource: names of related records and the derived flags.
import { sql } from 'drizzle-orm';
import { customers, devices, providers, simcards, simpools, sites } from '../../../db/schema/index.ts';
import { lookupOf, nameOf } from '../../../platform/maintained.ts';

// Lookups that lookup() cannot express qualify the outer table by hand, for the same reason.
const s = sql.raw('"simcards"');

/** Ids of the providers with an adapter. */
export const MANAGEABLE_PROVIDERS = sql`select p.id from providers p where coalesce(p.api, '') <> ''`;

/** Names and flags of related records, kept on the SIM row by the platform (decision 0015). */
export const simMaintained = {
  /** A SIM is manageable when its provider has an adapter (providers.api): derived, so it never goes stale. */
  is_manageable: lookupOf(providers, 'provider_id', (p) => `coalesce(${p}.api, '') <> ''`, ['api'], 'false'),
  provider_name: nameOf(providers, 'provider_id'),
  provider_api: lookupOf(providers, 'provider_id', (p) => `nullif(${p}.api, '')`, ['api']),
  carrier_name: nameOf(providers, 'provider_id', 'carrier_name'),
  supplier_name: nameOf(providers, 'provider_id', 'supplier_name'),
  device_serial: nameOf(devices, 'device_id', 'serial'),
  device_name: lookupOf(devices, 'device_id', (d) => `coalesce(${d}.name, ${d}.serial)`, ['name', 'serial']),
  /** The device holding the SIM is online. */
  device_active: lookupOf(devices, 'device_id', (d) => `coalesce(${d}.online_status = 'online', false)`, ['online_status'], 'false'),
  site_name: nameOf(sites, 'site_id'),
  customer_name: nameOf(customers, 'customer_id'),
  pool_name: nameOf(simpools, 'pool_id'),
  parent_iccid: nameOf(simcards, 'parent_id', 'iccid'),
};

export const simComputed = {
  iccid_formatted: sql<string>`trim(regexp_replace(${s}.iccid, '(\\d{4})', '\\1 ', 'g'))`,
  /** The customer the SIM belongs to: its own, else its pool's (two steps away: measured cheap, decision 0015). */
  owner: sql<
    string | null
  >`(select c.name from customers c where c.id = coalesce(${s}.customer_id, (select sp.customer_id from simpools sp where sp.id = ${s}.pool_id)))`,
};

/** ICCIDs are 18 to 22 digits; database ids at most 10, so the two never collide in a path. */
export const ICCID_PATTERN = /^\d{18,22}$/;
export const ICCID_MESSAGE = 'An ICCID is 18 to 22 digits.';
/** Spaces are how ICCIDs are printed (groups of 4): accepted and dropped. */
export const normalizeIccid = (v: string) => v.replace(/[\s-]+/g, '');
