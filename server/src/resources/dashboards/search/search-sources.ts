// What the top-bar search looks in (spec 1 §2.1). One entry per resource: adding devices or SIM cards
// later is one more line here. Match columns default to the resource's declared `searchable` ones,
// so what the global search finds is what that resource's own list search finds.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { addresses, companies, contacts, customers, deviceProducts, devices, simcards, sites, users } from '../../../db/schema/index.ts';

export interface SearchSource {
  /** API path of the resource, which the console links to. */
  resource: string;
  table: PgTable & { id: AnyPgColumn };
  label: SQL | AnyPgColumn;
  description?: SQL | AnyPgColumn;
  /** ILIKE targets when the resource declares none (or declares columns without a search index). */
  match?: (SQL | AnyPgColumn)[];
  /** True for records shown after the live ones (archived, inactive). */
  stale?: SQL;
}

const archived = (t: { archived_at: AnyPgColumn }) => sql`${t.archived_at} is not null`;
const joinText = (...parts: AnyPgColumn[]) =>
  sql`concat_ws(', ', ${sql.join(
    parts.map((p) => sql`nullif(${p}, '')`),
    sql`, `,
  )})`;
/** The users search expression exactly as its trigram index (users_search_trgm) is built. */
const userSearchText = sql`(${users.email} || ' ' || ${users.firstname} || ' ' || ${users.lastname})`;

export const SEARCH_SOURCES: SearchSource[] = [
  {
    resource: 'customers',
    table: customers,
    label: customers.name,
    description: joinText(customers.short_name, customers.city),
    stale: sql`(${customers.archived_at} is not null or not ${customers.active})`,
  },
  { resource: 'sites', table: sites, label: sites.name, description: sites.address, stale: archived(sites) },
  { resource: 'contacts', table: contacts, label: contacts.name, description: joinText(contacts.email, contacts.phone), stale: archived(contacts) },
  {
    resource: 'users',
    table: users,
    label: sql`coalesce(nullif(trim(${users.firstname} || ' ' || ${users.lastname}), ''), ${users.email})`,
    description: users.email,
    match: [userSearchText],
    stale: sql`not ${users.active}`,
  },
  { resource: 'companies', table: companies, label: companies.name, description: companies.city, stale: archived(companies) },
  {
    resource: 'addresses',
    table: addresses,
    label: addresses.name,
    description: joinText(addresses.accounting_code, addresses.city),
    stale: archived(addresses),
  },
  { resource: 'simcards', table: simcards, label: simcards.iccid, description: joinText(simcards.phone_number, simcards.status), stale: archived(simcards) },
  {
    resource: 'devices',
    table: devices,
    label: sql`coalesce(nullif(${devices.name}, ''), ${devices.serial})`,
    description: devices.serial,
    stale: archived(devices),
  },
  { resource: 'device_products', table: deviceProducts, label: deviceProducts.name, description: deviceProducts.reference, stale: archived(deviceProducts) },
];

/** Results per resource type. */
export const SEARCH_PER_TYPE = 5;
