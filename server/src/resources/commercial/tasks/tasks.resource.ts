// Tasks (spec 3 §2 Tasks and lines, §3 Line/task, §4): list, show, create and edit through the generic
// routes; the hooks keep the contract's state machine and the references right (task-rules.ts).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { TASK_ACTIONS, TASK_OPEN_STATUSES, TASK_PRIORITIES, TASK_STATUSES } from '@console/contract';
import { customers, packages, services, sites, tasks } from '../../../db/schema/index.ts';
import { qualified } from '../../../platform/computed.ts';
import { choice, date, id, orDefault, text } from '../../../platform/fields.ts';
import { nameOf } from '../../../platform/maintained.ts';
import { defineResource } from '../../../platform/registry.ts';
import { userNameOf } from '../../core/users/user-name.ts';
import { checkTaskWrite } from './task-rules.ts';

const fields = {
  sales_order_number: text(100),
  /** The create form's name of sales_order_number (spec 3 §3: "so_number on create"). */
  so_number: text(100),
  customer_id: id(),
  site_id: id(),
  package_id: id(),
  service_id: id(),
  priority: orDefault(choice(TASK_PRIORITIES)),
  action: orDefault(choice(TASK_ACTIONS)),
  status: orDefault(choice(TASK_STATUSES)),
  assigned_to_id: id(),
  due_date: date(),
  notes: text(5000),
};

const status = qualified(tasks.status);
const dueDate = qualified(tasks.due_date);
const OPEN = sql.raw(`(${TASK_OPEN_STATUSES.map((s) => `'${s}'`).join(', ')})`);
/** Open and due today or earlier: what someone should be doing now. */
const overdue = sql`(${status} in ${OPEN} and ${dueDate} <= current_date)`;

export const tasksResource = defineResource({
  name: 'tasks',
  objectType: 'task',
  table: tasks,
  maintained: {
    customer_name: nameOf(customers, 'customer_id'),
    site_name: nameOf(sites, 'site_id'),
    package_reference: nameOf(packages, 'package_id', 'reference'),
    service_reference: nameOf(services, 'service_id', 'reference'),
    assigned_to_name: userNameOf('assigned_to_id'),
  },
  searchable: [tasks.sales_order_number, tasks.notes],
  filters: {
    customer_id: { type: 'int' },
    site_id: { type: 'int' },
    package_id: { type: 'int' },
    service_id: { type: 'int' },
    status: { type: 'text' },
    priority: { type: 'text' },
    action: { type: 'text' },
    assigned_to_id: { type: 'int' },
    open: { type: 'bool', where: (v: boolean | null) => (v === null ? undefined : v ? sql`${status} in ${OPEN}` : sql`${status} not in ${OPEN}`) },
    overdue: { type: 'bool', where: (v: boolean | null) => (v === null ? undefined : v ? overdue : sql`not ${overdue}`) },
    due_date: { type: 'date', range: true },
  },
  sortable: ['sales_order_number', 'status', 'priority', 'action', 'due_date', 'customer_name', 'site_name', 'assigned_to_name', 'created_at', 'updated_at'],
  createSchema: z.object(fields),
  repr: (row) => [row.action, row.sales_order_number].filter(Boolean).join(' ') || `Task ${row.id}`,
  refs: (row) => ({ customer_id: row.customer_id, site_id: row.site_id, package_id: row.package_id, service_id: row.service_id }),
  valueFields: ['status', 'priority', 'action'],
  hooks: {
    beforeCreate: (tx, ctx, data) => checkTaskWrite(tx, ctx, null, data),
    beforeUpdate: (tx, ctx, before, data) => checkTaskWrite(tx, ctx, before, data),
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'sales_order_number', header: 'Sales order', width: 16 },
    { key: 'action', header: 'Action', width: 16 },
    { key: 'priority', header: 'Priority', width: 10 },
    { key: 'status', header: 'Status', width: 12 },
    { key: 'customer_name', header: 'Customer', width: 28 },
    { key: 'site_name', header: 'Site', width: 28 },
    { key: 'package_reference', header: 'Package', width: 16 },
    { key: 'service_reference', header: 'Service', width: 16 },
    { key: 'assigned_to_name', header: 'Assigned to', width: 20 },
    { key: 'due_date', header: 'Due date', width: 12 },
    { key: 'notes', header: 'Notes', width: 40 },
    { key: 'last_updated_by', header: 'Last updated by', width: 24 },
    { key: 'created_at', header: 'Created', width: 20 },
  ],
});
