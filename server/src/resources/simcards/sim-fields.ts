// SQL pieces of the SIM card list shared by the declaration, the bulk answers and the removed-SIM
// rows handed to the devices resource: names of related records and the derived flags.
import { sql } from 'drizzle-orm';
import { customers, providers, simcards, simpools, sites } from '../../db/schema/index.ts';
import { lookup } from '../../platform/computed.ts';

// Lookups that lookup() cannot express qualify the outer table by hand, for the same reason.
const s = sql.raw('"simcards"');

/** A SIM is manageable when its provider has an adapter (providers.api): derived, so it never goes stale. */
export const manageableSql = sql<boolean>`coalesce((select p.api is not null and p.api <> '' from providers p where p.id = ${s}.provider_id), false)`;

/** Ids of the providers with an adapter. */
export const MANAGEABLE_PROVIDERS = sql`select p.id from providers p where coalesce(p.api, '') <> ''`;

export const simComputed = {
  is_manageable: manageableSql,
  provider_name: lookup(providers.name, simcards.provider_id),
  provider_api: sql<string | null>`(select nullif(p.api, '') from providers p where p.id = ${s}.provider_id)`,
  carrier_name: lookup(providers.carrier_name, simcards.provider_id),
  supplier_name: lookup(providers.supplier_name, simcards.provider_id),
  iccid_formatted: sql<string>`trim(regexp_replace(${s}.iccid, '(\\d{4})', '\\1 ', 'g'))`,
  device_serial: sql<string | null>`(select d.serial from devices d where d.id = ${s}.device_id)`,
  device_name: sql<string | null>`(select coalesce(d.name, d.serial) from devices d where d.id = ${s}.device_id)`,
  /** The device holding the SIM is online. */
  device_active: sql<boolean>`coalesce((select d.online_status = 'online' from devices d where d.id = ${s}.device_id), false)`,
  site_name: lookup(sites.name, simcards.site_id),
  customer_name: lookup(customers.name, simcards.customer_id),
  pool_name: lookup(simpools.name, simcards.pool_id),
  parent_iccid: lookup(simcards.iccid, simcards.parent_id),
  /** The customer the SIM belongs to: its own, else its pool's. */
  owner: sql<string | null>`(select c.name from customers c where c.id = coalesce(${s}.customer_id, (select sp.customer_id from simpools sp where sp.id = ${s}.pool_id)))`,
};

/** ICCIDs are 18 to 22 digits; database ids at most 10, so the two never collide in a path. */
export const ICCID_PATTERN = /^\d{18,22}$/;
export const ICCID_MESSAGE = 'An ICCID is 18 to 22 digits.';
/** Spaces are how ICCIDs are printed (groups of 4): accepted and dropped. */
export const normalizeIccid = (v: string) => v.replace(/[\s-]+/g, '');
