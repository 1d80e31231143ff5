// Column groups shared by many tables, declared once.
import { boolean, date, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';

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
