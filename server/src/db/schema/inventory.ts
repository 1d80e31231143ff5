// Inventory (spec 1 §3, spec 2 §3): controller servers, device products, devices and WANs, SIM
// providers, pools and cards, line providers and lines, IPs, product items, usage periods (Ops
// History), network events, speed tests and daily data usage.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { archiveColumns, liveById, maintainedBool, maintainedCount, maintainedJson, maintainedText, storedRecord, timestamps, trgm } from './columns.ts';
import { customers, sites } from './crm.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Remote-management (managed-network controller) servers. */
export const servers = pgTable('servers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  hostname: text('hostname'),
  api_hostname: text('api_hostname'),
  base_url: text('base_url'),
  api_base_url: text('api_base_url'),
  version: text('version'),
  expiration_date: date('expiration_date', { mode: 'string' }),
  api_key: text('api_key'),
  api_secret: text('api_secret'),
  last_sync_at: ts('last_sync_at'),
  ...archiveColumns(),
  ...timestamps(),
});

/** Organizations and their groups as the controller reports them; `available` marks those we manage. */
export const controllerOrganizations = pgTable(
  'controller_organizations',
  {
    id: serial('id').primaryKey(),
    server_id: integer('server_id')
      .notNull()
      .references(() => servers.id),
    ic_id: text('ic_id').notNull(),
    name: text('name').notNull(),
    available: boolean('available').notNull().default(true),
    groups: jsonb('groups').$type<{ id: number; name: string }[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [uniqueIndex('controller_org_key').on(t.server_id, t.ic_id)],
);

export const deviceProducts = pgTable(
  'device_products',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    devices_count: maintainedCount('devices_count'),
    devices_stock_count: maintainedCount('devices_stock_count'),
    product_items_count: maintainedCount('product_items_count'),
    product_items_stock_count: maintainedCount('product_items_stock_count'),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    family: text('family'),
    sub_family: text('sub_family'),
    category: text('category'),
    managed: boolean('managed').notNull().default(true),
    virtual: boolean('virtual').notNull().default(false),
    accessory: boolean('accessory').notNull().default(false),
    stock_min_level: integer('stock_min_level'),
    stock_max_level: integer('stock_max_level'),
    ports_count: integer('ports_count').notNull().default(0),
    description: text('description'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [trgm('device_products_name_trgm', t.name), trgm('device_products_reference_trgm', t.reference)],
);

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    customer_name: maintainedText('customer_name'),
    owner_name: maintainedText('owner_name'),
    site_name: maintainedText('site_name'),
    ic_server_name: maintainedText('ic_server_name'),
    product_name: maintainedText('product_name'),
    product: maintainedJson<Record<string, unknown>>('product'),
    wans: maintainedJson<Record<string, unknown>[]>('wans', 'array'),
    sim_cards_count: maintainedCount('sim_cards_count'),
    lines_count: maintainedCount('lines_count'),
    ips: maintainedJson<Record<string, unknown>[]>('ips', 'array'),
    serial: text('serial').notNull(),
    name: text('name'),
    virtual: boolean('virtual').notNull().default(false),
    reserved: boolean('reserved').notNull().default(false),
    is_new: boolean('is_new').notNull().default(true),
    is_fusion_hub: boolean('is_fusion_hub').notNull().default(false),
    customer_id: integer('customer_id').references(() => customers.id),
    owner_id: integer('owner_id').references(() => customers.id),
    parent_id: integer('parent_id'),
    site_id: integer('site_id').references(() => sites.id),
    address: text('address'),
    product_id: integer('product_id').references(() => deviceProducts.id),
    supplier: text('supplier'),
    buy_sm: text('buy_sm'),
    rent_sold: text('rent_sold'),
    server_id: integer('server_id').references(() => servers.id),
    ic_id: text('ic_id'),
    ic_name: text('ic_name'),
    ic_organization_id: text('ic_organization_id'),
    ic_organization_name: text('ic_organization_name'),
    ic_group_id: integer('ic_group_id'),
    ic_group_name: text('ic_group_name'),
    ic_tags: jsonb('ic_tags').$type<string[]>(),
    ic_notes: text('ic_notes'),
    ic_datas: jsonb('ic_datas').$type<Record<string, unknown>>(),
    ic_urls: jsonb('ic_urls').$type<Record<string, string>>(),
    ic_status: text('ic_status'),
    data_limit: integer('data_limit').notNull().default(10),
    data_limit_contacts: text('data_limit_contacts'),
    notes: text('notes'),
    customer_notes: text('customer_notes'),
    has_custom_config: boolean('has_custom_config').notNull().default(false),
    prime_expiry_date: date('prime_expiry_date', { mode: 'string' }),
    sf_license_expiry_date: date('sf_license_expiry_date', { mode: 'string' }),
    last_online: ts('last_online'),
    offline_at: ts('offline_at'),
    last_sync_at: ts('last_sync_at'),
    online_status: text('online_status').notNull().default('never_online'),
    /** Port name -> SIM card id (null when the port is empty). */
    ports_map: jsonb('ports_map').$type<Record<string, number | null>>().notNull().default({}),
    in_stock: boolean('in_stock').notNull().default(true),
    commitment_date: date('commitment_date', { mode: 'string' }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    ...archiveColumns(),
    ...timestamps(),
    ...storedRecord(),
  },
  (t) => [
    uniqueIndex('devices_serial_key').on(t.serial),
    trgm('devices_serial_trgm', t.serial),
    trgm('devices_name_trgm', t.name),
    liveById('devices_live_idx', t),
    index('devices_customer_idx').on(t.customer_id, t.id),
    index('devices_site_idx').on(t.site_id, t.id),
    index('devices_product_idx').on(t.product_id, t.id),
    index('devices_server_idx').on(t.server_id, t.ic_group_id),
    index('devices_online_idx').on(t.online_status, t.id),
    index('devices_stock_idx').on(t.in_stock, t.id),
    index('devices_owner_idx').on(t.owner_id, t.id),
    index('devices_group_idx').on(t.ic_group_id, t.id),
    // Flags that are rarely true: a partial index finds the few without scanning the rest.
    index('devices_reserved_idx').on(t.id).where(sql`${t.reserved}`),
    index('devices_fusion_hub_idx').on(t.id).where(sql`${t.is_fusion_hub}`),
    index('devices_virtual_idx').on(t.id).where(sql`${t.virtual}`),
    // Stock per product: the counts of the device products list and its Stock Devices tab, in id order.
    index('devices_product_stock_idx').on(t.product_id, t.id).where(sql`${t.in_stock} and ${t.archived_at} is null`),
    // The list sorted by name (the trigram index cannot order).
    index('devices_name_idx').on(t.name, t.id),
    // The list sorted by any other column (issue 14): one (column, id) index each.
    index('devices_customer_name_idx').on(t.customer_name, t.id),
    index('devices_site_name_idx').on(t.site_name, t.id),
    index('devices_product_name_idx').on(t.product_name, t.id),
    index('devices_server_name_idx').on(t.ic_server_name, t.id),
    index('devices_organization_name_idx').on(t.ic_organization_name, t.id),
    index('devices_sim_cards_count_idx').on(t.sim_cards_count, t.id),
    index('devices_reserved_sort_idx').on(t.reserved, t.id),
    index('devices_is_new_sort_idx').on(t.is_new, t.id),
    // The list's default filters (live, not fusion hubs), alone and per customer: pages, deep pages and
    // bounded totals walk these without visiting the table (decision 0012).
    index('devices_default_idx').on(t.id).where(sql`${t.archived_at} is null and ${t.is_fusion_hub} = false`),
    index('devices_customer_default_idx').on(t.customer_id, t.id).where(sql`${t.archived_at} is null and ${t.is_fusion_hub} = false`),
  ],
);

export const wans = pgTable(
  'wans',
  {
    id: serial('id').primaryKey(),
    device_id: integer('device_id')
      .notNull()
      .references(() => devices.id),
    name: text('name').notNull(),
    ic_id: integer('ic_id'),
    ic_status: text('ic_status'),
    wan_type: text('wan_type').notNull().default('cellular'),
    status_led: text('status_led').notNull().default('gray'),
    ip_address: text('ip_address'),
    cellular_network_type: text('cellular_network_type'),
    sim_a: jsonb('sim_a').$type<{ imsi?: string; iccid?: string } | null>(),
    sim_b: jsonb('sim_b').$type<{ imsi?: string; iccid?: string } | null>(),
    ...timestamps(),
  },
  (t) => [index('wans_device_idx').on(t.device_id)],
);

/** SIM providers (carrier profiles). `api` names the provider adapter for manageable SIMs. */
export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    simcards_count: maintainedCount('simcards_count'),
    iccid_prefix: text('iccid_prefix'),
    name: text('name').notNull(),
    api: text('api'),
    supplier_name: text('supplier_name'),
    carrier_name: text('carrier_name'),
    product_name: text('product_name'),
    prefered_apn: text('prefered_apn'),
    alternative_apn: text('alternative_apn'),
    username: text('username'),
    password: text('password'),
    contry_iso: text('contry_iso'),
    country: text('country'),
    country_code: text('country_code'),
    mcc: text('mcc'),
    description: text('description'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [trgm('providers_name_trgm', t.name), index('providers_api_idx').on(t.api)],
);

export const simpools = pgTable(
  'simpools',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    cards_count: maintainedCount('cards_count'),
    customer_name: maintainedText('customer_name'),
    name: text('name').notNull(),
    customer_id: integer('customer_id').references(() => customers.id),
    notes: text('notes'),
    description: text('description'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [index('simpools_customer_idx').on(t.customer_id), trgm('simpools_name_trgm', t.name), liveById('simpools_live_idx', t)],
);

export const simcards = pgTable(
  'simcards',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    provider_name: maintainedText('provider_name'),
    provider_api: maintainedText('provider_api'),
    carrier_name: maintainedText('carrier_name'),
    supplier_name: maintainedText('supplier_name'),
    device_serial: maintainedText('device_serial'),
    device_name: maintainedText('device_name'),
    device_active: maintainedBool('device_active').notNull().default(false),
    site_name: maintainedText('site_name'),
    customer_name: maintainedText('customer_name'),
    pool_name: maintainedText('pool_name'),
    parent_iccid: maintainedText('parent_iccid'),
    type: text('type').notNull().default('sim'),
    parent_id: integer('parent_id'),
    iccid: text('iccid').notNull(),
    imsi: text('imsi'),
    imsi_profile: text('imsi_profile'),
    sponsored_imsi: text('sponsored_imsi'),
    pool_id: integer('pool_id').references(() => simpools.id),
    provider_id: integer('provider_id').references(() => providers.id),
    phone_number: text('phone_number'),
    apn_1: text('apn_1'),
    apn_2: text('apn_2'),
    apn_3: text('apn_3'),
    preferred_mtu: integer('preferred_mtu'),
    pin: text('pin'),
    username: text('username'),
    password: text('password'),
    variant: text('variant'),
    active: boolean('active').notNull().default(true),
    status: text('status').notNull().default('AVAILABLE'),
    source: text('source'),
    is_manageable: boolean('is_manageable').notNull().default(false),
    customer_id: integer('customer_id').references(() => customers.id),
    site_id: integer('site_id').references(() => sites.id),
    device_id: integer('device_id').references(() => devices.id),
    device_port_name: text('device_port_name'),
    ic_device_id: text('ic_device_id'),
    subscription_id: integer('subscription_id'),
    /** Monthly data alert threshold in GB (alerts at 75, 90 and 100 %), and who is told (semicolon list). */
    data_limit: numeric('data_limit', { precision: 14, scale: 3, mode: 'number' }),
    data_limit_contacts: text('data_limit_contacts'),
    notes: text('notes'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('simcards_iccid_key').on(t.iccid),
    trgm('simcards_iccid_trgm', t.iccid),
    trgm('simcards_imsi_trgm', t.imsi),
    trgm('simcards_phone_trgm', t.phone_number),
    liveById('simcards_live_idx', t),
    index('simcards_pool_idx').on(t.pool_id, t.id),
    index('simcards_device_idx').on(t.device_id),
    // A port holds one SIM: the attach rule is also a constraint, so concurrent attaches cannot both win.
    uniqueIndex('simcards_device_port_key').on(t.device_id, t.device_port_name).where(sql`${t.device_id} is not null and ${t.device_port_name} is not null`),
    index('simcards_provider_idx').on(t.provider_id, t.id),
    index('simcards_customer_idx').on(t.customer_id, t.id),
    index('simcards_parent_idx').on(t.parent_id),
    index('simcards_status_idx').on(t.status, t.id),
    index('simcards_type_idx').on(t.type, t.id),
    index('simcards_site_idx').on(t.site_id, t.id),
    index('simcards_variant_idx').on(t.variant, t.id),
    index('simcards_active_idx').on(t.active, t.id),
    index('simcards_updated_idx').on(t.updated_at),
    // The list sorted by its name columns (issue 14).
    index('simcards_provider_name_idx').on(t.provider_name, t.id),
    index('simcards_customer_name_idx').on(t.customer_name, t.id),
    index('simcards_device_serial_idx').on(t.device_serial, t.id),
  ],
);

export const lineProviders = pgTable(
  'line_providers',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    lines_count: maintainedCount('lines_count'),
    name: text('name').notNull(),
    notes: text('notes'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [trgm('line_providers_name_trgm', t.name)],
);

export const lines = pgTable(
  'lines',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    provider_name: maintainedText('provider_name'),
    customer_name: maintainedText('customer_name'),
    site_name: maintainedText('site_name'),
    device_serial: maintainedText('device_serial'),
    device_name: maintainedText('device_name'),
    assigned_to_name: maintainedText('assigned_to_name'),
    sales_order_number: text('sales_order_number'),
    subscription_id: text('subscription_id'),
    provider_id: integer('provider_id').references(() => lineProviders.id),
    customer_id: integer('customer_id').references(() => customers.id),
    site_id: integer('site_id').references(() => sites.id),
    device_id: integer('device_id').references(() => devices.id),
    package_id: integer('package_id'),
    address: text('address'),
    assigned_to_id: integer('assigned_to_id').references(() => users.id),
    status: text('status'),
    line_type: text('line_type'),
    next_action_date: date('next_action_date', { mode: 'string' }),
    installation_date: date('installation_date', { mode: 'string' }),
    decommission_date: date('decommission_date', { mode: 'string' }),
    accounting_status: text('accounting_status'),
    ppoe_login: text('ppoe_login'),
    ppoe_password: text('ppoe_password'),
    contact_name: text('contact_name'),
    contact_phone: text('contact_phone'),
    contact_email: text('contact_email'),
    installation_notes: text('installation_notes'),
    notes: text('notes'),
    last_updated_by: text('last_updated_by'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    index('lines_customer_idx').on(t.customer_id, t.id),
    index('lines_site_idx').on(t.site_id),
    index('lines_device_idx').on(t.device_id),
    index('lines_status_idx').on(t.status, t.id),
    index('lines_assigned_idx').on(t.assigned_to_id),
    trgm('lines_so_trgm', t.sales_order_number),
    trgm('lines_subscription_trgm', t.subscription_id),
    trgm('lines_address_trgm', t.address),
    index('lines_provider_idx').on(t.provider_id, t.id),
    index('lines_package_idx').on(t.package_id),
    index('lines_type_idx').on(t.line_type, t.id),
    index('lines_next_action_idx').on(t.next_action_date),
    // The lines dashboard's tile and list: unattached lines by next action date.
    index('lines_unattached_due_idx').on(t.next_action_date).where(sql`${t.device_id} is null and ${t.archived_at} is null`),
    liveById('lines_live_idx', t),
  ],
);

export const ips = pgTable(
  'ips',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    customer_name: maintainedText('customer_name'),
    device_serial: maintainedText('device_serial'),
    device_name: maintainedText('device_name'),
    address: text('address').notNull(),
    cidr: integer('cidr').notNull().default(32),
    used: boolean('used').notNull().default(false),
    available: boolean('available').notNull().default(true),
    device_id: integer('device_id').references(() => devices.id),
    unmanaged_device_description: text('unmanaged_device_description'),
    customer_id: integer('customer_id').references(() => customers.id),
    subnet: text('subnet'),
    subnet_type: text('subnet_type'),
    subnet_notes: text('subnet_notes'),
    gateway: text('gateway'),
    firewall: text('firewall'),
    vlan_id: integer('vlan_id'),
    last_ping_at: ts('last_ping_at'),
    last_ping_result: jsonb('last_ping_result').$type<{ avg_rtt: number; min_rtt: number; max_rtt: number } | null>(),
    notes: text('notes'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ips_address_key').on(t.address),
    trgm('ips_address_trgm', t.address),
    index('ips_customer_idx').on(t.customer_id, t.id),
    index('ips_device_idx').on(t.device_id),
    index('ips_available_idx').on(t.available, t.id),
    index('ips_used_idx').on(t.used, t.id),
    index('ips_subnet_idx').on(t.subnet, t.id),
    index('ips_subnet_type_idx').on(t.subnet_type, t.id),
    index('ips_firewall_idx').on(t.firewall, t.id),
    index('ips_vlan_idx').on(t.vlan_id, t.id),
  ],
);

export const productItems = pgTable(
  'product_items',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    product: maintainedJson<Record<string, unknown>>('product'),
    product_name: maintainedText('product_name'),
    customer_name: maintainedText('customer_name'),
    site_name: maintainedText('site_name'),
    serial: text('serial').notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => deviceProducts.id),
    customer_id: integer('customer_id').references(() => customers.id),
    site_id: integer('site_id').references(() => sites.id),
    reserved: boolean('reserved').notNull().default(false),
    is_new: boolean('is_new').notNull().default(true),
    in_stock: boolean('in_stock').notNull().default(true),
    rent_sold: text('rent_sold'),
    buy_sm: text('buy_sm'),
    supplier: text('supplier'),
    power_supply_serial: text('power_supply_serial'),
    router_serial: text('router_serial'),
    account_number: text('account_number'),
    account_email: text('account_email'),
    order_date: date('order_date', { mode: 'string' }),
    installed_date: date('installed_date', { mode: 'string' }),
    sent_date: date('sent_date', { mode: 'string' }),
    notes: text('notes'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_items_serial_key').on(t.product_id, t.serial),
    trgm('product_items_serial_trgm', t.serial),
    index('product_items_customer_idx').on(t.customer_id, t.id),
    index('product_items_site_idx').on(t.site_id, t.id),
    index('product_items_product_idx').on(t.product_id, t.id),
    index('product_items_stock_idx').on(t.in_stock, t.id),
    trgm('product_items_router_serial_trgm', t.router_serial),
    trgm('product_items_power_supply_serial_trgm', t.power_supply_serial),
    index('product_items_reserved_idx').on(t.reserved, t.id),
    index('product_items_buy_sm_idx').on(t.buy_sm, t.id),
    index('product_items_rent_sold_idx').on(t.rent_sold, t.id),
  ],
);

/** Ops History: a usage period of a device, SIM, line or product item at a customer's site. */
export const records = pgTable(
  'records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Maintained (decision 0015).
    customer_name: maintainedText('customer_name'),
    site_name: maintainedText('site_name'),
    target_device: maintainedText('target_device'),
    object_type: text('object_type').notNull(),
    object_id: integer('object_id').notNull(),
    action: text('action').notNull(),
    customer_id: integer('customer_id'),
    site_id: integer('site_id'),
    device_id: integer('device_id'),
    sim_id: integer('sim_id'),
    line_id: integer('line_id'),
    product_item_id: integer('product_item_id'),
    start_date: ts('start_date').notNull(),
    end_date: ts('end_date'),
    comment: text('comment'),
    user_id: integer('user_id'),
    user_email: text('user_email'),
    ...timestamps(),
  },
  (t) => [
    index('records_object_idx').on(t.object_type, t.object_id, t.id),
    index('records_open_idx').on(t.object_type, t.object_id).where(sql`${t.end_date} is null`),
    index('records_device_idx').on(t.device_id, t.id),
    index('records_sim_idx').on(t.sim_id, t.id),
    index('records_line_idx').on(t.line_id, t.id),
    index('records_customer_idx').on(t.customer_id, t.id),
    index('records_site_idx').on(t.site_id, t.id),
    index('records_start_idx').on(t.start_date),
  ],
);

/** Network events reported by SIM providers. */
export const locationUpdates = pgTable(
  'location_updates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sim_id: integer('sim_id').references(() => simcards.id),
    iccid: text('iccid').notNull(),
    timestamp: ts('timestamp').notNull(),
    type: text('type'),
    mcc: text('mcc'),
    mnc: text('mnc'),
    network_name: text('network_name'),
    vpmn: text('vpmn'),
    country_iso3: text('country_iso3'),
    country_name: text('country_name'),
    imsi: text('imsi'),
    imsi_id: text('imsi_id'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('location_updates_sim_idx').on(t.sim_id, t.timestamp),
    index('location_updates_iccid_idx').on(t.iccid, t.timestamp),
    index('location_updates_timestamp_idx').on(t.timestamp),
    index('location_updates_type_idx').on(t.type, t.timestamp),
    index('location_updates_country_idx').on(t.country_iso3, t.timestamp),
  ],
);

export const speedtests = pgTable(
  'speedtests',
  {
    id: serial('id').primaryKey(),
    device_id: integer('device_id').references(() => devices.id),
    status: text('status').notNull().default('pending'),
    scheduled_at: ts('scheduled_at'),
    dir: text('dir'),
    device_serial: text('device_serial').notNull(),
    device_name: text('device_name'),
    remote_serial: text('remote_serial'),
    remote_name: text('remote_name'),
    bandwidth: doublePrecision('bandwidth'),
    bandwidth_unit: text('bandwidth_unit'),
    retransmissions: integer('retransmissions'),
    cwnd: doublePrecision('cwnd'),
    cwnd_unit: text('cwnd_unit'),
    device_wan_quality: jsonb('device_wan_quality').$type<{ ts: string; band?: string; sinr?: number; rsrq?: number; rsrp?: number }[]>(),
    ...timestamps(),
  },
  (t) => [index('speedtests_device_idx').on(t.device_id, t.created_at), index('speedtests_created_idx').on(t.created_at)],
);

/**
 * Data suppliers (spec 1 §2.2, §7.5: a reference list registered without screens): the companies
 * that supply SIM data, named by the SIM providers' supplier_name and offered where a supplier is
 * chosen (the usage list's supplier filter). Kept by the providers' writes (docs/decisions/0033).
 */
export const dataSuppliers = pgTable(
  'data_suppliers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    notes: text('notes'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('data_suppliers_name_idx').on(sql`lower(${t.name})`), trgm('data_suppliers_name_trgm', t.name)],
);
