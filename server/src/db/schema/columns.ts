// Column groups shared by many tables, declared once.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, text, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The archive fields every archivable record carries (spec 1 §4 Archive / unarchive). */
export const archiveColumns = () => ({
  archived_at: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  archived_reason: text('archived_reason'),
  archived_notes: text('archived_notes'),
  archived_date: date('archived_date', { mode: 'string' }),
  decommission: boolean('decommission').notNull().default(false),
});

/**
 * The record as its list page and show answer it, written as JSON text by a trigger on every write of
 * the row (decision 0048): a page of rich records is then read, not built. Hidden from clients.
 */
export const storedRecord = () => ({ record_json: text('record_json') });

// Maintained fields (decision 0015): written only by the platform's triggers, declared on the resource.
export const maintainedCount = (name: string) => integer(name).notNull().default(0);
export const maintainedText = (name: string) => text(name);
export const maintainedBool = (name: string) => boolean(name);
export const maintainedJson = <T>(name: string, empty: 'object' | 'array' | 'null' = 'null') => {
  const col = jsonb(name).$type<T>();
  return empty === 'null' ? col : col.notNull().default(empty === 'object' ? ({} as T) : ([] as T));
};

// Column and index builders the schema files share, one definition each.
/** A price of the order book (catalogue, package, service, line): numeric(12,2), decision 0017. */
export const price = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** An invoice amount, which sums many prices, so it has two more digits: numeric(14,2). */
export const amount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
/** A data volume in GB to the MB: numeric(14,3). */
export const gb = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });
/** A rated usage price in euros, to the millionth (per-MB prices are fractions of a cent). */
export const eur = (name: string) => numeric(name, { precision: 18, scale: 6, mode: 'number' });
/**
 * A rated total (a record's or a month's): the largest price (999,999 a MB) times the largest record
 * (a bigint of bytes) has 19 integer digits; 24 leave room for a month's sum (decision 0072).
 */
export const eurTotal = (name: string) => numeric(name, { precision: 30, scale: 6, mode: 'number' });
/** A calendar day, read and written as YYYY-MM-DD text. */
export const day = (name: string) => date(name, { mode: 'string' });
/** A trigram index for ILIKE searches (pg_trgm). */
export const trgm = (name: string, col: unknown) => index(name).using('gin', sql`${col} gin_trgm_ops`);
/** Lists default to archived=false: a partial index on id serves page 1 of the default list. */
export const liveById = (name: string, t: { id: any; archived_at: any }) => index(name).on(t.id).where(sql`${t.archived_at} is null`);
