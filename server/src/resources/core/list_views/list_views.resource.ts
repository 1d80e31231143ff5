// Saved list views (issue 14, beyond the spec; decision 0036). Declared like a resource so the
// platform's store writes and logs them, but not registered: every read and write is scoped to the
// signed-in user (their own views, plus the views others shared), which the generic routes cannot do.
import { z } from 'zod';
import { listViews } from '../../../db/schema/index.ts';
import type { ResourceDef } from '../../../platform/registry.ts';

export const listViewsResource: ResourceDef<typeof listViews> = {
  name: 'list_views',
  objectType: 'list_view',
  table: listViews,
  searchable: [],
  filters: {},
  sortable: ['name'],
  archivable: true,
  writable: true,
  read: 'staff',
  write: 'staff',
  repr: (row) => row.name,
  refs: (row) => ({ user_id: row.user_id }),
};

export const VIEW_LIMITS = { name: 100, filterKeys: 50, filterJson: 5000, columns: 60 } as const;

const sortSchema = z.object({ field: z.string().min(1).max(64), order: z.enum(['ASC', 'DESC']) });

/** What a view holds; the list's resource is fixed at creation. */
export const viewFields = {
  name: z.string().trim().min(1, 'Give the view a name.').max(VIEW_LIMITS.name),
  filters: z.record(z.string().max(64), z.unknown()).default({}),
  sort: sortSchema.nullish(),
  columns: z.array(z.string().min(1).max(64)).max(VIEW_LIMITS.columns).nullish(),
  shared: z.boolean().optional(),
};
export const createViewBody = z.object({ resource: z.string().min(1).max(64), ...viewFields });
export const updateViewBody = z.object(viewFields).partial();
export type CreateViewInput = z.infer<typeof createViewBody>;
export type UpdateViewInput = z.infer<typeof updateViewBody>;
