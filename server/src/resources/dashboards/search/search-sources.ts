// What the top-bar search looks in (spec 1 §2.1). One entry per kind of result: adding a kind is one
// more line here. Match columns default to the resource's declared `searchable` ones, so what the
// global search finds is what that resource's own list search finds. The references staff are given
// (PKG-…, F1-2026-…, SRV-…, an IP, a kit serial, a terminal id, a service line number) are kinds of
// their own, matched on their reference columns only, exact reference first (decision 0078).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  addresses,
  companies,
  contacts,
  customers,
  deviceProducts,
  devices,
  invoices,
  ips,
  packages,
  services,
  simcards,
  sites,
  starlinkServiceLines,
  starlinkTerminals,
  users,
} from '../../../db/schema/index.ts';

export interface SearchSource {
  /** API path of the resource, which the console links to. */
  resource: string;
  /** The group the console shows the result under, when it is not the resource (credit notes, kits). */
  kind?: string;
  /** Rows of the table this kind is (invoices or credit notes). */
  scope?: SQL;
  /**
   * Reference columns: a value equal to the term (case aside) ranks first, and `match` (columns only)
   * is planned as the lists plan their q (decision 0028), so a prefix every reference shares ("PKG-",
   * "F1-2026-") reads the newest rows rather than every match.
   */
  exact?: AnyPgColumn[];
  /** Shortest term looked up: no reference is shorter, and two characters give no trigram to an index. */
  minChars?: number;
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

/** Invoices and credit notes share one table and one way to be found, by number, PO or structured reference. */
function invoiceSource(type: 'invoice' | 'credit', kind?: string) {
  return {
    resource: 'invoices',
    ...(kind ? { kind } : {}),
    table: invoices,
    scope: sql`${invoices.invoice_type} = ${type}`,
    label: sql`coalesce(${invoices.number}, ${invoices.purchase_order}, ${invoices.id}::text)`,
    description: joinText(invoices.customer_name, invoices.purchase_order),
    match: [invoices.number, invoices.purchase_order, invoices.structured_reference],
    exact: [invoices.number, invoices.purchase_order],
    minChars: 3,
    stale: archived(invoices),
  };
}

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
  // The references staff are given (decision 0078).
  {
    resource: 'packages',
    table: packages,
    label: sql`coalesce(nullif(${packages.reference}, ''), ${packages.name}, ${packages.id}::text)`,
    description: joinText(packages.name, packages.customer_name),
    match: [packages.reference, packages.so_number, packages.customer_reference],
    exact: [packages.reference, packages.so_number],
    minChars: 3,
    stale: archived(packages),
  },
  invoiceSource('invoice'),
  invoiceSource('credit', 'credit_notes'),
  {
    resource: 'services',
    table: services,
    label: sql`coalesce(nullif(${services.reference}, ''), ${services.name}, ${services.id}::text)`,
    description: joinText(services.name, services.customer_name),
    match: [services.reference, services.customer_reference, services.serial],
    exact: [services.reference, services.serial],
    minChars: 3,
    stale: archived(services),
  },
  {
    resource: 'ips',
    table: ips,
    label: sql`${ips.address} || '/' || ${ips.cidr}`,
    description: joinText(ips.customer_name, ips.device_name),
    match: [ips.address],
    exact: [ips.address],
    minChars: 3,
    stale: archived(ips),
  },
  {
    resource: 'starlink_terminals',
    kind: 'starlink_kits',
    table: starlinkTerminals,
    label: sql`coalesce(${starlinkTerminals.kit_serial_number}, ${starlinkTerminals.dish_serial_number})`,
    description: joinText(starlinkTerminals.terminal_id, starlinkTerminals.customer_name),
    match: [starlinkTerminals.kit_serial_number, starlinkTerminals.dish_serial_number],
    exact: [starlinkTerminals.kit_serial_number, starlinkTerminals.dish_serial_number],
    minChars: 3,
    stale: archived(starlinkTerminals),
  },
  {
    resource: 'starlink_terminals',
    table: starlinkTerminals,
    label: starlinkTerminals.terminal_id,
    description: joinText(starlinkTerminals.kit_serial_number, starlinkTerminals.customer_name),
    match: [starlinkTerminals.terminal_id],
    exact: [starlinkTerminals.terminal_id],
    minChars: 3,
    stale: archived(starlinkTerminals),
  },
  {
    resource: 'starlink_service_lines',
    table: starlinkServiceLines,
    label: starlinkServiceLines.service_line_number,
    description: joinText(starlinkServiceLines.nickname, starlinkServiceLines.starlink_account),
    match: [starlinkServiceLines.service_line_number, starlinkServiceLines.nickname],
    exact: [starlinkServiceLines.service_line_number],
    minChars: 3,
    stale: sql`not ${starlinkServiceLines.active}`,
  },
];

/** Results per kind. */
export const SEARCH_PER_TYPE = 5;
