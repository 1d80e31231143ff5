// Per-address request counts of @fastify/rate-limit shared by every server process (decision 0086,
// platform/rate-limit-store.ts). UNLOGGED in its migration (drizzle has no word for it): no
// write-ahead log for a counter that only matters for a minute, emptied after a crash.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  /** The route (method and path) and the client's address. */
  key: text('key').primaryKey(),
  /** Requests counted in the current window. */
  hits: integer('hits').notNull(),
  /** When the current window ends (the count starts again after it). */
  resets_at: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
});
