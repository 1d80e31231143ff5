// Data usage and pricing (spec 3 §2, §3): one record per SIM, day and source (or per controller WAN
// without a SIM), rated on landing with the most specific data pricing (docs/decisions/0022), and
// rollups kept by the same statement so reports never scan raw records (docs/decisions/0023).
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { archiveColumns, eur, eurTotal, maintainedText, timestamps } from './columns.ts';
import { customers } from './crm.ts';
import { users } from './users.ts';

/** Euros per MB, or a rated total: numeric, never float (six decimals: prices per MB are fractions of a cent). */

/** Daily data usage, in bytes (one unit stored; GB and MB at the edge, units of 1024). */
export const usages = pgTable(
  'usages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    date: date('date', { mode: 'string' }).notNull(),
    /** One of USAGE_SOURCES (contract). */
    source: text('source').notNull(),
    sim_id: integer('sim_id'),
    device_id: integer('device_id'),
    site_id: integer('site_id'),
    customer_id: integer('customer_id'),
    /** The data pool the device's service draws on, when it has one. */
    pool_id: integer('pool_id'),
    /** The controller's WAN the figure was counted on (incontrol only): the device chart's series. */
    wan_name: text('wan_name'),
    /** The satellite service line the figure was counted on (starlink only): its key, as the SIM is for a SIM source. */
    starlink_service_line_id: integer('starlink_service_line_id'),
    /** Where the data was used, as the source reported it (ISO 3166 alpha-2 and visited network): rating keys. */
    country_code: text('country_code'),
    vpmn: text('vpmn'),
    imsi: text('imsi'),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    /** Null: no pricing matched (unrated). */
    total_price: eurTotal('total_price'),
    total_cost: eurTotal('total_cost'),
    pricing_id: integer('pricing_id'),
    ...timestamps(),
  },
  (t) => [
    // Idempotent ingestion: one record per SIM, day and source; SIM-less controller WANs by device and WAN.
    uniqueIndex('usages_sim_day_source_key').on(t.sim_id, t.date, t.source).where(sql`${t.sim_id} is not null`),
    uniqueIndex('usages_wan_day_source_key').on(t.device_id, t.wan_name, t.date, t.source).where(sql`${t.sim_id} is null`),
    // Satellite records have no SIM and often no device: one record per service line, day and source.
    uniqueIndex('usages_line_day_source_key').on(t.starlink_service_line_id, t.date, t.source).where(sql`${t.starlink_service_line_id} is not null`),
    index('usages_site_idx').on(t.site_id, t.date),
    index('usages_device_idx').on(t.device_id, t.date),
    index('usages_date_idx').on(t.date, t.id),
    index('usages_source_date_idx').on(t.source, t.date, t.id),
    check('usages_source_check', sql`${t.source} in ('incontrol', 'telna', 'webbing', 'phenix', 'starlink')`),
    check('usages_bytes_check', sql`${t.bytes} >= 0`),
  ],
);

/** Price and buy price per MB by provider (a usage source), optionally narrowed to a customer, country, network or IMSI. */
export const dataPricings = pgTable(
  'data_pricings',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    customer_id: integer('customer_id').references(() => customers.id),
    country_code: text('country_code'),
    vpmn: text('vpmn'),
    imsi: text('imsi'),
    price: eur('price').notNull(),
    buy_price: eur('buy_price'),
    currency: text('currency').notNull().default('EUR'),
    customer_name: maintainedText('customer_name'),
    created_by_id: integer('created_by_id').references(() => users.id),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    index('data_pricings_provider_idx').on(t.provider, t.id),
    index('data_pricings_customer_idx').on(t.customer_id, t.id),
    index('data_pricings_country_idx').on(t.country_code, t.id),
  ],
);

/**
 * (Migration 0020 adds usage_rollups_report_idx, a covering index of the reports' reads, and 0029 the
 * month ranks of the SIM and device rows, usage_rollups_month_usage_idx and _price_idx, by hand.)
 * Sums of usage records per grain (day, month), period (the day, or the month's first day), source,
 * dimension and key (the dimension's id, 0 when the record has none). Day grain: customer, site, pool;
 * month grain: those, plus device and sim for the months folded (usage_folded_months; decision 0045).
 * Written by the landing that writes the records, in its transaction.
 */
export const usageRollups = pgTable(
  'usage_rollups',
  {
    grain: text('grain').notNull(),
    dimension: text('dimension').notNull(),
    source: text('source').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    key_id: integer('key_id').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    total_price: eurTotal('total_price').notNull().default(0),
    total_cost: eurTotal('total_cost').notNull().default(0),
    records: integer('records').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'usage_rollups_pkey', columns: [t.grain, t.dimension, t.source, t.period, t.key_id] })],
);

/**
 * Months whose month × SIM and month × device rollups are kept (docs/decisions/0045). Those two grains
 * have about one row per record, so they are not written while a month runs: reports and alerts read
 * the month's records for them until the month is over. The first ingestion (or rebuild) after the
 * month ends folds them once from the records and adds the month here; later corrections of the month
 * then update them as deltas, like every other rollup.
 */
export const usageFoldedMonths = pgTable('usage_folded_months', {
  month: date('month', { mode: 'string' }).primaryKey(),
  folded_at: timestamp('folded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** "Update Usages" runs (re-rating in the background): their progress, read by the console. */
export const usageRerates = pgTable('usage_rerates', {
  id: serial('id').primaryKey(),
  status: text('status').notNull().default('queued'),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  end_date: date('end_date', { mode: 'string' }).notNull(),
  months_total: integer('months_total').notNull().default(0),
  months_done: integer('months_done').notNull().default(0),
  records_updated: integer('records_updated').notNull().default(0),
  error: text('error'),
  created_by_id: integer('created_by_id').references(() => users.id),
  finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  ...timestamps(),
});

/**
 * Data limit alerts (issue 12): one row per record (a service or a SIM card), month and threshold
 * (75, 90, 100 % of its data_limit), written when that month's usage first crosses it. The key makes
 * the alert once-only whatever re-ingestions or concurrent writers do; a new month starts afresh.
 */
export const usageAlerts = pgTable(
  'usage_alerts',
  {
    id: serial('id').primaryKey(),
    /** 'service' or 'simcard': the activity log's object type of the record. */
    object_type: text('object_type').notNull(),
    object_id: integer('object_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    threshold: integer('threshold').notNull(),
    /** The month's usage when the alert was raised, and the limit it was measured against. */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    data_limit: numeric('data_limit', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    recipients: text('recipients').notNull(),
    outbox_id: integer('outbox_id'),
    customer_id: integer('customer_id').references(() => customers.id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usage_alerts_once_idx').on(t.object_type, t.object_id, t.month, t.threshold),
    index('usage_alerts_customer_idx').on(t.customer_id, t.id),
  ],
);

/**
 * "Sync last-month usages" runs (POST /usages/sync) in the background: one source after the other,
 * the progress counted in sources; a run that stopped resumes at the first source it had not finished.
 * At most one run is queued or running at a time (a second click answers the same run).
 */
export const usageSyncs = pgTable(
  'usage_syncs',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('queued'),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    sources_total: integer('sources_total').notNull().default(0),
    sources_done: integer('sources_done').notNull().default(0),
    records_written: integer('records_written').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    /** The first read that failed, or the error that stopped the run. */
    reason: text('reason'),
    created_by_id: integer('created_by_id').references(() => users.id),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('usage_syncs_one_active_idx').on(sql`(true)`).where(sql`${t.status} in ('queued', 'running')`)],
);
