// Saved list views (issue 14, beyond the spec): a user's named filters, sort and columns of one list,
// private or shared with everyone. Decision 0036.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { archiveColumns, timestamps } from './columns.ts';
import { users } from './users.ts';

export const listViews = pgTable(
  'list_views',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The list's resource name (devices, simcards...). */
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    sort: jsonb('sort').$type<{ field: string; order: 'ASC' | 'DESC' } | null>(),
    /** Column sources shown, in order; null: the list's own. */
    columns: jsonb('columns').$type<string[] | null>(),
    shared: boolean('shared').notNull().default(false),
    ...timestamps(),
    ...archiveColumns(),
  },
  (t) => [
    // A user's views of one list, and everyone's shared views of it: the two halves of the picker.
    index('list_views_user_idx').on(t.user_id, t.resource, t.id),
    index('list_views_shared_idx').on(t.resource, t.id).where(sql`${t.shared} and ${t.archived_at} is null`),
    // One live view per name, per user and list.
    uniqueIndex('list_views_name_key').on(t.user_id, t.resource, t.name).where(sql`${t.archived_at} is null`),
  ],
);
