// Lines (spec 1 §2.10, §3 Line, §4): broadband and other access lines at a customer's site, attached
// to a device of that site. The device is set only by the attach and detach actions.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LINE_STATUS_COLORS, LINE_STATUSES, LINE_TYPES } from '@console/contract';
import { customers, devices, lineProviders, lines, sites } from '../../../db/schema/index.ts';
import { qualified } from '../../../platform/computed.ts';
import { choice, date, email, id, text } from '../../../platform/fields.ts';
import { defineResource } from '../../../platform/registry.ts';
import { nameOf } from '../../../platform/maintained.ts';
import { userNameOf } from '../../core/users/user-name.ts';
import { archiveLine, checkLineWrite, stampWriter, writerOf } from './line-rules.ts';

const fields = {
  sales_order_number: text(100),
  subscription_id: text(100),
  provider_id: id(),
  customer_id: id(),
  site_id: id(),
  package_id: id(),
  address: text(500),
  assigned_to_id: id(),
  status: choice(LINE_STATUSES),
  line_type: choice(LINE_TYPES),
  next_action_date: date(),
  installation_date: date(),
  decommission_date: date(),
  accounting_status: text(100),
  ppoe_login: text(200),
  ppoe_password: text(200),
  contact_name: text(200),
  contact_phone: text(40),
  contact_email: email(),
  installation_notes: text(5000),
  notes: text(5000),
};

const status = qualified(lines.status);
/** The row border colour, from the same table of colours the console uses. */
const statusLed = sql<string>`(case ${status} ${sql.join(
  Object.entries(LINE_STATUS_COLORS).map(([s, led]) => sql`when ${s} then ${led}`),
  sql` `,
)} else 'gray' end)`;
const deviceId = qualified(lines.device_id);
const nextAction = qualified(lines.next_action_date);

export const linesResource = defineResource({
  name: 'lines',
  objectType: 'line',
  table: lines,
  maintained: {
    provider_name: nameOf(lineProviders, 'provider_id'),
    customer_name: nameOf(customers, 'customer_id'),
    site_name: nameOf(sites, 'site_id'),
    device_serial: nameOf(devices, 'device_id', 'serial'),
    device_name: nameOf(devices, 'device_id'),
    assigned_to_name: userNameOf('assigned_to_id'),
  },
  computed: {
    status_led: statusLed,
  },
  searchable: [lines.sales_order_number, lines.subscription_id, lines.address],
  filters: {
    customer_id: { type: 'int' },
    package_id: { type: 'int' },
    status: { type: 'text' },
    assigned_to_id: { type: 'int' },
    provider_id: { type: 'int' },
    line_type: { type: 'text' },
    site_id: { type: 'int' },
    device_id: { type: 'int' },
    attached: { type: 'bool', where: (v: boolean | null) => (v === null ? undefined : v ? sql`${deviceId} is not null` : sql`${deviceId} is null`) },
    next_action_due: {
      type: 'bool',
      where: (v: boolean | null) =>
        v === null ? undefined : v ? sql`${nextAction} <= current_date` : sql`(${nextAction} is null or ${nextAction} > current_date)`,
    },
    next_action_date: { type: 'date', range: true },
  },
  sortable: [
    'sales_order_number',
    'subscription_id',
    'status',
    'line_type',
    'installation_date',
    'next_action_date',
    'customer_name',
    'site_name',
    'provider_name',
    'created_at',
    'updated_at',
  ],
  createSchema: z.object(fields),
  repr: (row) => row.subscription_id || row.sales_order_number || `Line ${row.id}`,
  refs: (row) => ({ customer_id: row.customer_id, site_id: row.site_id, device_id: row.device_id, package_id: row.package_id }),
  valueFields: ['status', 'line_type', 'accounting_status'],
  hooks: {
    beforeCreate: async (tx, ctx, data) => stampWriter(ctx, null, await checkLineWrite(tx, null, data)),
    beforeUpdate: async (tx, ctx, before, data) => stampWriter(ctx, before, await checkLineWrite(tx, before, data)),
    beforeArchive: (tx, ctx, row, input) => archiveLine(tx, ctx, row, input),
    beforeUnarchive: async (tx, ctx, row) => {
      await tx
        .update(lines)
        .set({ last_updated_by: writerOf(ctx) ?? row.last_updated_by })
        .where(eq(lines.id, row.id));
    },
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'sales_order_number', header: 'Sales order', width: 16 },
    { key: 'subscription_id', header: 'Subscription', width: 18 },
    { key: 'customer_name', header: 'Customer', width: 28 },
    { key: 'site_name', header: 'Site', width: 28 },
    { key: 'address', header: 'Address', width: 40 },
    { key: 'provider_name', header: 'Provider', width: 14 },
    { key: 'status', header: 'Status', width: 22 },
    { key: 'line_type', header: 'Type', width: 8 },
    { key: 'device_serial', header: 'Device', width: 18 },
    { key: 'assigned_to_name', header: 'Assigned to', width: 20 },
    { key: 'installation_date', header: 'Installation date', width: 12 },
    { key: 'next_action_date', header: 'Next action date', width: 12 },
    { key: 'decommission_date', header: 'Decommission date', width: 12 },
    { key: 'accounting_status', header: 'Accounting status', width: 14 },
    { key: 'contact_name', header: 'Contact', width: 20 },
    { key: 'contact_phone', header: 'Contact phone', width: 16 },
    { key: 'contact_email', header: 'Contact e-mail', width: 24 },
    { key: 'last_updated_by', header: 'Last updated by', width: 24 },
    { key: 'archived_reason', header: 'Archived reason', width: 18 },
    { key: 'created_at', header: 'Created', width: 20 },
  ],
});
