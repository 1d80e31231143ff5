// IPs (spec 1 §2.11, §3 IP): public and private addresses handed to customers and devices.
// Assigning an IP to a device opens its Ops History period; unassigning or archiving closes it.
import { z } from 'zod';
import { customers, devices, ips } from '../../../db/schema/index.ts';
import { appError } from '../../../platform/errors.ts';
import { defineResource, type Row } from '../../../platform/registry.ts';
import { nameOf } from '../../../platform/maintained.ts';
import type { Executor } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { closePeriod, openPeriod } from '../records/records.actions.ts';
import { requireCustomer } from '../../crm/customers/customer-refs.ts';
import { eq } from 'drizzle-orm';
import { canonicalAddresses, checkPrefix, ipFields } from './ip-fields.ts';

async function checkIp(tx: Executor, before: Row | null, input: Row): Promise<Row> {
  const data = canonicalAddresses(input);
  if (data.address !== undefined && data.address !== before?.address) {
    const [taken] = await tx.select({ id: ips.id }).from(ips).where(eq(ips.address, data.address));
    if (taken) throw appError('ip_exists', { address: data.address });
  }
  if (data.customer_id !== undefined && data.customer_id !== before?.customer_id) await requireCustomer(tx, data.customer_id);
  return checkPrefix(before, data);
}

/** The IP's Ops History follows the device it is assigned to. */
async function followDevice(tx: Executor, ctx: Ctx, before: Row | null, after: Row) {
  if ((before?.device_id ?? null) === after.device_id) return;
  if (after.device_id) {
    await openPeriod(tx, ctx, {
      objectType: 'ip',
      objectId: after.id,
      action: before?.device_id ? 'move' : 'attach',
      customerId: after.customer_id,
      deviceId: after.device_id,
    });
  } else {
    await closePeriod(tx, ctx, 'ip', after.id);
  }
}

export const ipsResource = defineResource({
  name: 'ips',
  objectType: 'ip',
  table: ips,
  maintained: {
    customer_name: nameOf(customers, 'customer_id'),
    device_serial: nameOf(devices, 'device_id', 'serial'),
    device_name: nameOf(devices, 'device_id'),
  },
  searchable: [ips.address],
  filters: {
    customer_id: { type: 'int' },
    available: { type: 'bool' },
    used: { type: 'bool' },
    device_id: { type: 'int' },
    subnet: { type: 'text' },
    subnet_type: { type: 'text' },
    firewall: { type: 'text' },
    vlan_id: { type: 'int' },
  },
  defaultFilters: { available: 'true' },
  sortable: ['address', 'cidr', 'subnet', 'vlan_id', 'firewall', 'customer_name', 'last_ping_at', 'created_at', 'updated_at'],
  createSchema: z.object(ipFields),
  updateSchema: z.object(ipFields).partial(),
  repr: (row) => (row.cidr != null ? `${row.address}/${row.cidr}` : row.address),
  refs: (row) => ({ customer_id: row.customer_id, device_id: row.device_id }),
  valueFields: ['subnet', 'subnet_type', 'firewall'],
  hooks: {
    beforeCreate: (tx, _ctx, data) => checkIp(tx, null, data),
    beforeUpdate: (tx, _ctx, before, data) => checkIp(tx, before, data),
    afterWrite: (tx, ctx, before, after) => followDevice(tx, ctx, before, after),
    beforeArchive: async (tx, ctx, row) => {
      await closePeriod(tx, ctx, 'ip', row.id);
    },
    // An IP archived while assigned comes back assigned: its period starts again.
    beforeUnarchive: async (tx, ctx, row) => {
      if (row.device_id)
        await openPeriod(tx, ctx, { objectType: 'ip', objectId: row.id, action: 'unarchive', customerId: row.customer_id, deviceId: row.device_id });
    },
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'address', header: 'Address', width: 18 },
    { key: 'cidr', header: 'CIDR', width: 6 },
    { key: 'used', header: 'Used', width: 6 },
    { key: 'available', header: 'Available', width: 9 },
    { key: 'customer_name', header: 'Customer', width: 28 },
    { key: 'device_serial', header: 'Device', width: 18 },
    { key: 'unmanaged_device_description', header: 'Unmanaged device', width: 24 },
    { key: 'subnet', header: 'Subnet', width: 18 },
    { key: 'subnet_type', header: 'Subnet type', width: 10 },
    { key: 'subnet_notes', header: 'Subnet notes', width: 24 },
    { key: 'gateway', header: 'Gateway', width: 16 },
    { key: 'firewall', header: 'Firewall', width: 14 },
    { key: 'vlan_id', header: 'VLAN', width: 6 },
    { key: 'last_ping_at', header: 'Last ping', width: 20 },
    { key: 'notes', header: 'Notes', width: 30 },
    { key: 'created_at', header: 'Created', width: 20 },
  ],
});
