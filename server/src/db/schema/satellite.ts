// Satellite service (spec 3 §2, §3): the provider's accounts, addresses, service lines and user
// terminals mirrored by the sync, the terminals' events and telemetry samples, and daily usage per
// service line. Provider keys (account_number, service_line_number, terminal_id...) are unique: the
// sync upserts by them. Data volumes are numeric GB (decision 0017).
import { sql } from 'drizzle-orm';
import { bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { archiveColumns, day, gb, maintainedCount, maintainedText, timestamps, trgm } from './columns.ts';
import { customers, sites } from './crm.ts';
import { devices } from './inventory.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const starlinkAccounts = pgTable(
  'starlink_accounts',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    terminals_count: maintainedCount('terminals_count'),
    service_lines_count: maintainedCount('service_lines_count'),
    account_number: text('account_number').notNull(),
    account_name: text('account_name').notNull(),
    region_code: text('region_code'),
    /** GB used this billing cycle, the last one and since the first mirrored day (sum of the service lines). */
    current_usage: gb('current_usage').notNull().default(0),
    last_usage: gb('last_usage').notNull().default(0),
    accumulated_usage: gb('accumulated_usage').notNull().default(0),
    /** GB the contract with the provider includes per cycle: ours to set, not the provider's. */
    data_included: gb('data_included'),
    last_sync_at: at('last_sync_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('starlink_accounts_number_key').on(t.account_number),
    trgm('starlink_accounts_name_trgm', t.account_name),
    trgm('starlink_accounts_number_trgm', t.account_number),
  ],
);

export const starlinkAddresses = pgTable(
  'starlink_addresses',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015): the account's name.
    starlink_account: maintainedText('starlink_account'),
    starlink_account_id: integer('starlink_account_id')
      .notNull()
      .references(() => starlinkAccounts.id),
    address_reference_id: text('address_reference_id').notNull(),
    formatted_address: text('formatted_address'),
    address_lines: jsonb('address_lines').$type<string[]>().notNull().default([]),
    locality: text('locality'),
    postal_code: text('postal_code'),
    administrative_area: text('administrative_area'),
    administrative_area_code: text('administrative_area_code'),
    region_code: text('region_code'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    metadatas: text('metadatas'),
    last_sync_at: at('last_sync_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('starlink_addresses_reference_key').on(t.address_reference_id),
    index('starlink_addresses_account_idx').on(t.starlink_account_id, t.id),
    trgm('starlink_addresses_formatted_trgm', t.formatted_address),
  ],
);

export const starlinkServiceLines = pgTable(
  'starlink_service_lines',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    starlink_account: maintainedText('starlink_account'),
    starlink_address: maintainedText('starlink_address'),
    terminals_count: maintainedCount('terminals_count'),
    service_line_number: text('service_line_number').notNull(),
    account_number: text('account_number').notNull(),
    starlink_account_id: integer('starlink_account_id')
      .notNull()
      .references(() => starlinkAccounts.id),
    starlink_address_id: integer('starlink_address_id').references(() => starlinkAddresses.id),
    nickname: text('nickname'),
    active: boolean('active').notNull().default(true),
    is_opted_in: boolean('is_opted_in').notNull().default(false),
    is_opted_into_overage: boolean('is_opted_into_overage').notNull().default(false),
    can_pause: boolean('can_pause').notNull().default(false),
    can_resume: boolean('can_resume').notNull().default(false),
    /** GB used in the current and the previous billing cycle. */
    current_usage: gb('current_usage').notNull().default(0),
    last_usage: gb('last_usage').notNull().default(0),
    usage_limit: gb('usage_limit'),
    active_recurring_block_data_amount: gb('active_recurring_block_data_amount').notNull().default(0),
    active_recurring_block_qty: integer('active_recurring_block_qty').notNull().default(0),
    product_reference_id: text('product_reference_id'),
    currency: text('currency').notNull().default('EUR'),
    start_date: day('start_date'),
    end_date: day('end_date'),
    /** active, paused or deactivated: what the console shows (from active and can_resume). */
    status: text('status').notNull().default('active'),
    last_sync_at: at('last_sync_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('starlink_service_lines_number_key').on(t.service_line_number),
    index('starlink_service_lines_account_idx').on(t.starlink_account_id, t.id),
    index('starlink_service_lines_address_idx').on(t.starlink_address_id, t.id),
    index('starlink_service_lines_active_idx').on(t.active, t.id),
    index('starlink_service_lines_opted_in_idx').on(t.is_opted_in, t.id),
    index('starlink_service_lines_status_idx').on(t.status, t.id),
    trgm('starlink_service_lines_number_trgm', t.service_line_number),
    trgm('starlink_service_lines_nickname_trgm', t.nickname),
  ],
);

export const starlinkTerminals = pgTable(
  'starlink_terminals',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    service_line_number: maintainedText('service_line_number'),
    starlink_account: maintainedText('starlink_account'),
    customer_name: maintainedText('customer_name'),
    site_name: maintainedText('site_name'),
    device_name: maintainedText('device_name'),
    /** The provider's user terminal id. */
    terminal_id: text('terminal_id').notNull(),
    kit_serial_number: text('kit_serial_number'),
    dish_serial_number: text('dish_serial_number'),
    starlink_account_id: integer('starlink_account_id')
      .notNull()
      .references(() => starlinkAccounts.id),
    starlink_service_line_id: integer('starlink_service_line_id').references(() => starlinkServiceLines.id),
    customer_id: integer('customer_id').references(() => customers.id),
    site_id: integer('site_id').references(() => sites.id),
    device_id: integer('device_id').references(() => devices.id),
    ip_address: text('ip_address'),
    port: integer('port'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** online, offline, unknown or searching: from the latest telemetry sample. */
    state: text('state').notNull().default('unknown'),
    last_online: at('last_online'),
    last_alerts: jsonb('last_alerts').$type<string[]>().notNull().default([]),
    last_alerts_count: integer('last_alerts_count').notNull().default(0),
    /** The latest sample (metrics, software update state), for the show page without a series read. */
    last_status: jsonb('last_status').$type<Record<string, unknown>>(),
    last_sync_at: at('last_sync_at'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('starlink_terminals_terminal_id_key').on(t.terminal_id),
    index('starlink_terminals_account_idx').on(t.starlink_account_id, t.id),
    index('starlink_terminals_service_line_idx').on(t.starlink_service_line_id, t.id),
    index('starlink_terminals_customer_idx').on(t.customer_id, t.id),
    index('starlink_terminals_site_idx').on(t.site_id),
    index('starlink_terminals_device_idx').on(t.device_id),
    index('starlink_terminals_state_idx').on(t.state, t.id),
    // available=true: terminals on no service line, a small slice.
    index('starlink_terminals_available_idx').on(t.id).where(sql`${t.starlink_service_line_id} is null`),
    index('starlink_terminals_live_idx').on(t.id).where(sql`${t.archived_at} is null`),
    trgm('starlink_terminals_terminal_id_trgm', t.terminal_id),
    trgm('starlink_terminals_kit_trgm', t.kit_serial_number),
    trgm('starlink_terminals_dish_trgm', t.dish_serial_number),
    trgm('starlink_terminals_ip_trgm', t.ip_address),
  ],
);

export const starlinkEvents = pgTable(
  'starlink_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Maintained (decision 0015): the terminal's provider id.
    terminal_id: maintainedText('terminal_id'),
    starlink_terminal_id: integer('starlink_terminal_id')
      .notNull()
      .references(() => starlinkTerminals.id),
    code: text('code').notNull(),
    timestamp: at('timestamp').notNull(),
    source: text('source').notNull().default('telemetry'),
    /** Terminal, code and the sample that first raised it: an event is recorded once. */
    event_key: text('event_key').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('starlink_events_key').on(t.event_key),
    index('starlink_events_terminal_idx').on(t.starlink_terminal_id, t.timestamp),
    index('starlink_events_code_idx').on(t.code, t.id),
    index('starlink_events_timestamp_idx').on(t.timestamp),
    trgm('starlink_events_code_trgm', t.code),
    trgm('starlink_events_terminal_trgm', t.terminal_id),
  ],
);

export const starlinkUsages = pgTable(
  'starlink_usages',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    service_line_number: maintainedText('service_line_number'),
    starlink_service_line_id: integer('starlink_service_line_id')
      .notNull()
      .references(() => starlinkServiceLines.id),
    date: day('date').notNull(),
    /** GB that day (priority, opt-in priority and standard data). */
    usage: gb('usage').notNull().default(0),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('starlink_usages_line_date_key').on(t.starlink_service_line_id, t.date), index('starlink_usages_date_idx').on(t.date, t.id)],
);

/** Telemetry samples: one a terminal and sampling time (the network statistics of the show page). */
export const starlinkTelemetry = pgTable(
  'starlink_telemetry',
  {
    starlink_terminal_id: integer('starlink_terminal_id')
      .notNull()
      .references(() => starlinkTerminals.id),
    ts: at('ts').notNull(),
    state: text('state').notNull(),
    downlink_speed: doublePrecision('downlink_speed'),
    uplink_speed: doublePrecision('uplink_speed'),
    latency: doublePrecision('latency'),
    ping_drop: doublePrecision('ping_drop'),
    obstructed_time: doublePrecision('obstructed_time'),
    uptime: integer('uptime'),
  },
  (t) => [primaryKey({ columns: [t.starlink_terminal_id, t.ts] }), index('starlink_telemetry_ts_idx').on(t.ts)],
);
