// Satellite terminals (spec 3 §2, §3): the provider's user terminals, mirrored by the sync; staff
// place them (customer, site, device, IP and port). Their state and alerts come from the telemetry.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAP_LIMITS, SATELLITE_MESSAGES } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { customers, devices, sites, starlinkAccounts, starlinkServiceLines, starlinkTerminals } from '../../../db/schema/index.ts';
import { qualified } from '../../../platform/computed.ts';
import { badRequest } from '../../../platform/errors.ts';
import { id, int } from '../../../platform/fields.ts';
import { nameOf } from '../../../platform/maintained.ts';
import { defineResource, type Row } from '../../../platform/registry.ts';
import { STARLINK_GATE } from '../starlink_accounts/starlink_accounts.resource.ts';
import { isHeld } from './terminal-holders.ts';

const ipAddress = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? v.trim() : v),
  z.union([z.ipv4('Enter a valid IP address.'), z.ipv6('Enter a valid IP address.')], { error: 'Enter a valid IP address.' }).nullish(),
);

const editable = z.object({
  customer_id: id(),
  site_id: id(),
  device_id: id(),
  ip_address: ipAddress,
  port: int(1, 65535),
});

/** The site and device chosen must be the customer's (spec 3 §5: site choices filtered by customer). */
async function checkPlacement(tx: Executor, before: Row, data: Row): Promise<Row> {
  const next = { ...before, ...Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) };
  const errors: Record<string, string> = {};
  if (next.site_id != null) {
    const [site] = await tx.select({ customer_id: sites.customer_id }).from(sites).where(sql`${sites.id} = ${next.site_id}`);
    if (!site) errors.site_id = 'Site not found.';
    else if (next.customer_id != null && site.customer_id !== next.customer_id) errors.site_id = SATELLITE_MESSAGES.siteOfOtherCustomer;
  }
  if (next.device_id != null) {
    const [device] = await tx.select({ customer_id: devices.customer_id }).from(devices).where(sql`${devices.id} = ${next.device_id}`);
    if (!device) errors.device_id = 'Device not found.';
    else if (next.customer_id != null && device.customer_id != null && device.customer_id !== next.customer_id)
      errors.device_id = SATELLITE_MESSAGES.deviceOfOtherCustomer;
  }
  if (next.customer_id != null && data.customer_id !== undefined) {
    const [customer] = await tx.select({ id: customers.id }).from(customers).where(sql`${customers.id} = ${next.customer_id}`);
    if (!customer) errors.customer_id = 'Customer not found.';
  }
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0], errors);
  return data;
}

export const starlinkTerminalsResource = defineResource({
  name: 'starlink_terminals',
  objectType: 'starlink_terminal',
  table: starlinkTerminals,
  read: STARLINK_GATE,
  write: STARLINK_GATE,
  creatable: false,
  maintained: {
    service_line_number: nameOf(starlinkServiceLines, 'starlink_service_line_id', 'service_line_number'),
    starlink_account: nameOf(starlinkAccounts, 'starlink_account_id', 'account_name'),
    customer_name: nameOf(customers, 'customer_id'),
    site_name: nameOf(sites, 'site_id'),
    device_name: nameOf(devices, 'device_id'),
  },
  searchable: [starlinkTerminals.terminal_id, starlinkTerminals.kit_serial_number, starlinkTerminals.dish_serial_number, starlinkTerminals.ip_address],
  filters: {
    account_id: { type: 'int', column: starlinkTerminals.starlink_account_id },
    starlink_account_id: { type: 'int' },
    starlink_service_line_id: { type: 'int' },
    customer_id: { type: 'int' },
    site_id: { type: 'int' },
    state: { type: 'text' },
    /** Terminals whose last status reported alerts (the satellite dashboard's with_alerts, decision 0066). */
    with_alerts: {
      type: 'bool',
      where: (v: boolean) => (v ? sql`${qualified(starlinkTerminals.last_alerts_count)} > 0` : sql`${qualified(starlinkTerminals.last_alerts_count)} = 0`),
    },
    available: {
      type: 'bool',
      where: (v: boolean | null) =>
        v === null
          ? undefined
          : v
            ? sql`${qualified(starlinkTerminals.starlink_service_line_id)} is null`
            : sql`${qualified(starlinkTerminals.starlink_service_line_id)} is not null`,
    },
    /** Held by a live service (terminal-holders.ts): `held=false` offers the terminals a TERMINAL_ACCESS service may take. */
    held: {
      type: 'bool',
      where: (v: boolean | null) =>
        v === null ? undefined : v ? isHeld(qualified(starlinkTerminals.id)) : sql`not ${isHeld(qualified(starlinkTerminals.id))}`,
    },
  },
  sortable: [
    'terminal_id',
    'kit_serial_number',
    'dish_serial_number',
    'ip_address',
    'site_name',
    'customer_name',
    'service_line_number',
    'starlink_account',
    'device_name',
    'state',
    'last_online',
    'last_alerts_count',
    'last_sync_at',
    'created_at',
  ],
  createSchema: editable,
  updateSchema: editable,
  repr: (row) => row.kit_serial_number || row.terminal_id,
  refs: (row) => ({ customer_id: row.customer_id, site_id: row.site_id, device_id: row.device_id, starlink_account_id: row.starlink_account_id }),
  hooks: { beforeUpdate: (tx, _ctx, before, data) => checkPlacement(tx, before, data) },
  valueFields: ['state'],
  // The combined map reads every terminal in one page (spec 3 §7, §9: 5,000).
  maxPageSize: MAP_LIMITS.starlink_terminals,
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'site_name', header: 'Site', width: 24 },
    { key: 'terminal_id', header: 'Terminal ID', width: 32 },
    { key: 'kit_serial_number', header: 'Kit serial', width: 18 },
    { key: 'dish_serial_number', header: 'Dish serial', width: 18 },
    { key: 'ip_address', header: 'IP address', width: 16 },
    { key: 'port', header: 'Port', width: 8 },
    { key: 'service_line_number', header: 'Service line', width: 26 },
    { key: 'starlink_account', header: 'Account', width: 24 },
    { key: 'customer_name', header: 'Customer', width: 24 },
    { key: 'device_name', header: 'Device', width: 20 },
    { key: 'state', header: 'State', width: 10 },
    { key: 'last_online', header: 'Last online', width: 20 },
    { key: 'last_alerts_count', header: 'Alerts', width: 8 },
    { key: 'lat', header: 'Latitude', width: 10 },
    { key: 'lng', header: 'Longitude', width: 10 },
  ],
});
