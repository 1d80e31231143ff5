// Column groups shared by many tables, declared once.
import { boolean, text, timestamp, date } from 'drizzle-orm/pg-core';

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
