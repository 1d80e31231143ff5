// Devices (spec 1 §2.7, §3, §4, §5): routers and SD-WAN units, partly mirrored from the controller.
// Rules live in devices.actions.ts (create, edit, move) and device-attachments.ts (what a device carries).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { BUY_SM, RENT_SOLD } from '@console/contract';
import { devices } from '../../../db/schema/index.ts';
import { bool, choice, date, emailList, id, int, number, orDefault, requiredInt, text } from '../../../platform/fields.ts';
import { defineResource } from '../../../platform/registry.ts';
import { decommissionDevice } from './device-attachments.ts';
import { lockDevicesWithSims } from '../simcards/sim-device-locks.ts';
import { deviceComputed, deviceMaintained, onMapSql } from './device-fields.ts';
import { serialField } from './device-rules.ts';
import { followDevicePeriods, prepareDeviceUpdate, prepareNewDevice, reopenDevicePeriod } from './devices.actions.ts';
import { INT_MAX } from '../../../platform/id-params.ts';

const fields = {
  serial: serialField,
  name: text(200),
  product_id: requiredInt(1, INT_MAX, 'Choose a device product.'),
  virtual: bool(),
  reserved: bool(),
  is_new: bool(),
  is_fusion_hub: bool(),
  in_stock: bool(),
  customer_id: id(),
  owner_id: id(),
  parent_id: id(),
  site_id: id(),
  address: text(500),
  lat: number(-90, 90, 'Latitude must be between -90 and 90.'),
  lng: number(-180, 180, 'Longitude must be between -180 and 180.'),
  // A custom list: a value not in it may be added (spec 1 §2.3).
  supplier: text(50),
  buy_sm: choice(BUY_SM),
  rent_sold: choice(RENT_SOLD),
  server_id: id(),
  ic_organization_id: text(50),
  ic_organization_name: text(200),
  ic_group_id: int(0),
  ic_group_name: text(200),
  ic_notes: text(5000),
  /** Alert threshold in GB (spec 1 §9: 10 by default). */
  data_limit: orDefault(int(0, 1_000_000)),
  data_limit_contacts: emailList(),
  notes: text(5000),
  customer_notes: text(5000),
  has_custom_config: bool(),
  prime_expiry_date: date(),
  sf_license_expiry_date: date(),
  commitment_date: date(),
};

export const devicesResource = defineResource({
  name: 'devices',
  objectType: 'device',
  table: devices,
  maintained: deviceMaintained,
  storedRecord: true,
  computed: deviceComputed,
  searchable: [devices.serial, devices.name],
  rankedSearch: { prefixes: [devices.serial] },
  filters: {
    customer_id: { type: 'int' },
    owner_id: { type: 'int' },
    site_id: { type: 'int' },
    product_id: { type: 'int' },
    server_id: { type: 'int' },
    ic_group_id: { type: 'int' },
    online_status: { type: 'text' },
    serial: { type: 'text' },
    in_stock: { type: 'bool' },
    reserved: { type: 'bool' },
    is_new: { type: 'bool' },
    virtual: { type: 'bool' },
    only_fusion_hub: { type: 'bool', column: devices.is_fusion_hub },
    map: { type: 'bool', where: (v) => (v ? onMapSql : sql`not ${onMapSql}`) },
  },
  defaultFilters: { only_fusion_hub: 'false' },
  // Every column of the list sorts (issue 14); the names and counts are maintained columns, each with
  // its (column, id) index so a sorted page walks an index instead of sorting the table.
  sortable: [
    'serial',
    'name',
    'online_status',
    'last_online',
    'created_at',
    'customer_name',
    'site_name',
    'product_name',
    'ic_server_name',
    'ic_organization_name',
    'sim_cards_count',
    'reserved',
    'is_new',
  ],
  createSchema: z.object(fields),
  repr: (row) => row.name || row.serial,
  refs: (row) => ({ device_id: row.id, customer_id: row.customer_id, site_id: row.site_id }),
  valueFields: ['supplier', 'online_status', 'ic_organization_name', 'ic_group_name'],
  hooks: {
    beforeCreate: prepareNewDevice,
    beforeUpdate: prepareDeviceUpdate,
    afterWrite: followDevicePeriods,
    lockForArchive: lockDevicesWithSims,
    beforeArchive: decommissionDevice,
    beforeUnarchive: reopenDevicePeriod,
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'serial', header: 'Serial', width: 18 },
    { key: 'name', header: 'Name', width: 26 },
    { key: 'customer_name', header: 'Customer', width: 26 },
    { key: 'site_name', header: 'Site', width: 28 },
    { key: 'product_name', header: 'Product', width: 24 },
    { key: 'online_status', header: 'Online status', width: 12 },
    { key: 'last_online', header: 'Last online', width: 20 },
    { key: 'ic_server_name', header: 'Controller server', width: 14 },
    { key: 'ic_organization_name', header: 'Organization', width: 22 },
    { key: 'ic_group_name', header: 'Group', width: 22 },
    { key: 'sim_cards_count', header: 'SIM cards', width: 9 },
    { key: 'ports_count', header: 'Ports', width: 7 },
    { key: 'lines_count', header: 'Lines', width: 7 },
    { key: 'in_stock', header: 'In stock', width: 8 },
    { key: 'reserved', header: 'Reserved', width: 8 },
    { key: 'is_new', header: 'New', width: 6 },
    { key: 'rent_sold', header: 'Rent/sold', width: 9 },
    { key: 'buy_sm', header: 'Buy/subscription', width: 12 },
    { key: 'supplier', header: 'Supplier', width: 12 },
    { key: 'owner_name', header: 'Owner', width: 22 },
    { key: 'commitment_date', header: 'Commitment date', width: 12 },
    { key: 'data_limit', header: 'Data limit (GB)', width: 10 },
    { key: 'notes', header: 'Notes', width: 30 },
    { key: 'archived_reason', header: 'Archived reason', width: 16 },
    { key: 'created_at', header: 'Created', width: 20 },
  ],
});
