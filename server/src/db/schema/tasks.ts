// Tasks (spec 3 §3 Line/task): work items staff follow, tied to a customer, site, package or service.
// The status moves by the contract's table (TASK_TRANSITIONS); the assignee is a staff user.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { archiveColumns, maintainedText, timestamps } from './columns.ts';
import { customers, sites } from './crm.ts';
import { packages, services } from './commercial.ts';
import { users } from './users.ts';

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    customer_name: maintainedText('customer_name'),
    site_name: maintainedText('site_name'),
    package_reference: maintainedText('package_reference'),
    service_reference: maintainedText('service_reference'),
    assigned_to_name: maintainedText('assigned_to_name'),
    sales_order_number: text('sales_order_number'),
    customer_id: integer('customer_id').references(() => customers.id),
    site_id: integer('site_id').references(() => sites.id),
    package_id: integer('package_id').references(() => packages.id),
    service_id: integer('service_id').references(() => services.id),
    /** TASK_PRIORITIES, TASK_ACTIONS, TASK_STATUSES of the contract. */
    priority: text('priority').notNull().default('NORMAL'),
    action: text('action').notNull().default('OTHER'),
    status: text('status').notNull().default('NEW'),
    assigned_to_id: integer('assigned_to_id').references(() => users.id),
    due_date: date('due_date', { mode: 'string' }),
    notes: text('notes'),
    last_updated_by: text('last_updated_by'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    index('tasks_customer_idx').on(t.customer_id, t.id),
    index('tasks_site_idx').on(t.site_id),
    index('tasks_package_idx').on(t.package_id),
    index('tasks_service_idx').on(t.service_id),
    index('tasks_status_idx').on(t.status, t.id),
    index('tasks_priority_idx').on(t.priority, t.id),
    index('tasks_action_idx').on(t.action, t.id),
    index('tasks_assigned_idx').on(t.assigned_to_id, t.id),
    index('tasks_due_idx').on(t.due_date),
    index('tasks_so_trgm').using('gin', sql`${t.sales_order_number} gin_trgm_ops`),
    index('tasks_notes_trgm').using('gin', sql`${t.notes} gin_trgm_ops`),
    index('tasks_live_idx').on(t.id).where(sql`${t.archived_at} is null`),
  ],
);
