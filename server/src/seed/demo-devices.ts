// Demo devices: the Peplink catalogue (routers, a virtual FusionHub, accessories), about 300 devices
// deployed at the demo customers' sites, in stock at site 1, or archived, with their WANs and Ops
// History periods, linked to the controller servers venus, earth and mercure and to the organizations
// and groups the controller simulator serves (integrations/controller/world.ts). Runs after the CRM
// demo (it reads its sites). Deterministic: every draw is a hash of a fixed key, so the same database
// comes out each time; inserted set-based, not written to the activity log (nobody made these changes).
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { deviceProducts, devices, records, servers, sites, wans } from '../db/schema/index.ts';
import { stableHash, worldOf, RETURNED_GROUP, TO_DEPLOY_GROUP, type WorldOrganization } from '../integrations/controller/world.ts';
import { defaultPortNames } from '../resources/inventory/simcards/sim-ports.ts';
import { STOCK_SITE_ID } from '../resources/crm/sites/sites.resource.ts';

const DAY = 86_400_000;
const EPOCH = Date.UTC(2022, 2, 7, 8, 0);
const at = (days: number) => new Date(EPOCH + days * DAY);
/** Online devices were seen minutes ago: the only dates taken from the clock (to the hour, so a rerun within it matches). */
const NOW = Math.floor(Date.now() / 3_600_000) * 3_600_000;
/** A number in [0, n) drawn from a key. */
const draw = (key: string, n: number) => stableHash(key) % n;
const pick = <T>(key: string, xs: readonly T[]): T => xs[draw(key, xs.length)];

/** Fixed ids: devices and the controller seed refer to them. */
const SERVERS = [
  { id: 1, name: 'venus', hostname: 'venus.incontrol.example' },
  { id: 2, name: 'earth', hostname: 'earth.incontrol.example' },
  { id: 3, name: 'mercure', hostname: 'mercure.incontrol.example' },
];

interface DemoProduct {
  reference: string;
  name: string;
  family: string;
  sub_family: string;
  category: string;
  ports_count: number;
  stock_min_level?: number;
  stock_max_level?: number;
  managed?: boolean;
  virtual?: boolean;
  accessory?: boolean;
  /** Share of the routers drawn, in percent (0: not drawn). */
  weight: number;
}

const PRODUCTS: DemoProduct[] = [
  {
    reference: 'MAX-BR1-PRO-5G',
    name: 'Peplink MAX BR1 Pro 5G',
    family: 'MAX',
    sub_family: 'BR1',
    category: 'Mobile router',
    ports_count: 1,
    stock_min_level: 10,
    stock_max_level: 40,
    weight: 50,
  },
  {
    reference: 'MAX-BR2-PRO',
    name: 'Peplink MAX BR2 Pro',
    family: 'MAX',
    sub_family: 'BR2',
    category: 'Mobile router',
    ports_count: 2,
    stock_min_level: 5,
    stock_max_level: 20,
    weight: 25,
  },
  {
    reference: 'MAX-HD4-MBX',
    name: 'Peplink MAX HD4 MBX',
    family: 'MAX',
    sub_family: 'HD4',
    category: 'Mobile router',
    ports_count: 4,
    stock_min_level: 2,
    stock_max_level: 6,
    weight: 10,
  },
  {
    reference: 'BPL-020X',
    name: 'Peplink Balance 20X',
    family: 'Balance',
    sub_family: '20X',
    category: 'SD-WAN router',
    ports_count: 1,
    stock_min_level: 4,
    stock_max_level: 12,
    weight: 15,
  },
  {
    reference: 'FUSIONHUB',
    name: 'Peplink FusionHub',
    family: 'FusionHub',
    sub_family: 'Solo',
    category: 'Virtual appliance',
    ports_count: 0,
    virtual: true,
    weight: 0,
  },
  {
    reference: 'ANT-MAX-5IN1',
    name: 'Mobile antenna 5-in-1',
    family: 'Antenna',
    sub_family: '5-in-1',
    category: 'Accessory',
    ports_count: 0,
    managed: false,
    accessory: true,
    stock_min_level: 10,
    stock_max_level: 50,
    weight: 0,
  },
  {
    reference: 'ANT-PUMA-401',
    name: 'Puma 401 antenna',
    family: 'Antenna',
    sub_family: 'Puma',
    category: 'Accessory',
    ports_count: 0,
    managed: false,
    accessory: true,
    stock_min_level: 5,
    stock_max_level: 30,
    weight: 0,
  },
  {
    reference: 'PSU-12V-3A',
    name: 'Power supply 12 V 3 A',
    family: 'Power',
    sub_family: '12V',
    category: 'Accessory',
    ports_count: 0,
    managed: false,
    accessory: true,
    stock_min_level: 20,
    weight: 0,
  },
];

const ROUTERS = PRODUCTS.filter((p) => p.weight > 0);
const ARCHIVE_REASONS = ['RMA', 'BROKEN', 'LOST', 'DOA'] as const;
const FW_VERSIONS = ['8.4.1 build 5542', '8.4.0 build 5403', '8.3.0 build 5218', '8.5.0 build 5710'] as const;

function routerFor(key: string) {
  let n = draw(key, 100);
  for (const p of ROUTERS) {
    if (n < p.weight) return p;
    n -= p.weight;
  }
  return ROUTERS[0];
}

/** Peplink serials: three groups of four hexadecimal digits. */
function serialFor(key: string, taken: Set<string>): string {
  for (let salt = 0; ; salt++) {
    const hex = (part: number) => (stableHash(`${key}/${salt}/${part}`) % 0x10000).toString(16).toUpperCase().padStart(4, '0');
    const serial = `${hex(1)}-${hex(2)}-${hex(3)}`;
    if (!taken.has(serial)) {
      taken.add(serial);
      return serial;
    }
  }
}

type OnlineStatus = 'online' | 'offline' | 'never_online' | 'unknown';
const onlineStatusFor = (key: string): OnlineStatus => {
  const n = draw(key, 100);
  return n < 72 ? 'online' : n < 87 ? 'offline' : n < 93 ? 'unknown' : 'never_online';
};
const ledOf = (status: OnlineStatus, key: string) => (status === 'online' ? (draw(key, 10) < 8 ? 'green' : 'yellow') : status === 'offline' ? 'red' : 'gray');

interface Link {
  server_id: number;
  org: WorldOrganization;
  group: { id: number; name: string };
}

/** A customer's devices live in one organization of one server, in one of its customer groups. */
function linkFor(customerId: number): Link {
  const server = SERVERS[customerId % SERVERS.length];
  const orgs = worldOf(server.name);
  const org = orgs[customerId % orgs.length];
  const customerGroups = org.groups.filter((g) => g.name !== TO_DEPLOY_GROUP && g.name !== RETURNED_GROUP);
  return { server_id: server.id, org, group: customerGroups[customerId % customerGroups.length] };
}
const stockLink = (name: string): Link => {
  const org = worldOf('venus')[0];
  return { server_id: 1, org, group: org.groups.find((g) => g.name === name)! };
};

export interface DevicesDemoCounts {
  device_products: number;
  devices: number;
  wans: number;
  records: number;
}

export async function seedDevicesDemo(tx: Executor): Promise<DevicesDemoCounts> {
  // The controller demo may have created the servers already; ids are fixed, so the sequence is moved past them.
  await tx
    .insert(servers)
    .values(SERVERS.map((s) => ({ ...s, base_url: `https://${s.hostname}`, api_base_url: `https://${s.hostname}/api`, version: '2.13.1' })))
    .onConflictDoNothing();
  await tx.execute(sql`select setval(pg_get_serial_sequence('servers', 'id'), greatest((select max(id) from servers), 1))`);

  const productRows = await tx
    .insert(deviceProducts)
    .values(
      PRODUCTS.map(({ weight: _w, ...p }, i) => ({
        brand: 'Peplink',
        ...p,
        description: p.accessory ? 'Sold with the routers; counted as product items.' : null,
        created_at: at(i),
        updated_at: at(i),
      })),
    )
    .returning({ id: deviceProducts.id, reference: deviceProducts.reference });
  const productId = new Map(productRows.map((p) => [p.reference, p.id]));

  const siteRows = await tx
    .select({
      id: sites.id,
      name: sites.name,
      customer_id: sites.customer_id,
      lat: sites.lat,
      lng: sites.lng,
      address: sites.address,
      archived_at: sites.archived_at,
      created_at: sites.created_at,
    })
    .from(sites)
    .orderBy(sites.id);
  const stock = siteRows.find((s) => s.id === STOCK_SITE_ID)!;
  const taken = new Set<string>();
  type DeviceRow = typeof devices.$inferInsert & { deployedAt?: Date };
  const rows: DeviceRow[] = [];

  const linked = (link: Link, key: string) => ({
    server_id: link.server_id,
    ic_id: String(50_000 + rows.length),
    ic_organization_id: link.org.id,
    ic_organization_name: link.org.name,
    ic_group_id: link.group.id,
    ic_group_name: link.group.name,
    ic_datas: { fw_ver: pick(`${key}/fw`, FW_VERSIONS) },
    ic_status: 'active',
  });

  // Deployed at the customers' sites; the devices of archived sites were decommissioned with them.
  for (const site of siteRows.filter((s) => s.customer_id != null)) {
    const count = 1 + draw(`site/${site.id}`, 4);
    for (let k = 0; k < count; k++) {
      const key = `site/${site.id}/${k}`;
      const product = routerFor(key);
      const serial = serialFor(key, taken);
      const deployedAt = new Date(Math.min(Math.max(site.created_at.getTime(), EPOCH) + (10 + draw(`${key}/deploy`, 300)) * DAY, NOW - 20 * DAY));
      const createdAt = new Date(deployedAt.getTime() - (5 + draw(`${key}/stock`, 40)) * DAY);
      const decommissioned = site.archived_at != null || draw(`${key}/archive`, 40) === 0;
      const archivedAt = decommissioned
        ? new Date(Math.min(Math.max(site.archived_at?.getTime() ?? 0, deployedAt.getTime() + (60 + draw(`${key}/arch`, 400)) * DAY), NOW - DAY))
        : null;
      const status: OnlineStatus = decommissioned ? 'offline' : onlineStatusFor(key);
      // Seen last between deployment and now (or the decommissioning); online devices a few minutes ago.
      const seenSpan = Math.max(1, Math.floor(((archivedAt?.getTime() ?? NOW) - deployedAt.getTime()) / DAY));
      const lastOnline =
        status === 'online'
          ? new Date(NOW - draw(`${key}/seen`, 600) * 1000)
          : status === 'never_online'
            ? null
            : new Date(deployedAt.getTime() + draw(`${key}/seen`, seenSpan) * DAY);
      const sold = draw(`${key}/sold`, 5) === 0;
      rows.push({
        serial,
        name: `${site.name} ${product.sub_family}${count > 1 ? ` ${k + 1}` : ''}`,
        product_id: productId.get(product.reference)!,
        supplier: 'PEPLINK',
        buy_sm: 'BUY',
        rent_sold: sold ? 'SOLD' : 'RENT',
        customer_id: site.customer_id,
        owner_id: sold ? site.customer_id : null,
        site_id: site.id,
        address: site.address,
        lat: site.lat == null ? null : site.lat + (draw(`${key}/lat`, 2001) - 1000) / 1_000_000,
        lng: site.lng == null ? null : site.lng + (draw(`${key}/lng`, 2001) - 1000) / 1_000_000,
        in_stock: false,
        is_new: false,
        online_status: status,
        last_online: lastOnline,
        offline_at: status === 'offline' ? lastOnline : null,
        ports_map: Object.fromEntries(defaultPortNames(product.ports_count).map((p) => [p, null])),
        commitment_date: sold ? null : new Date(deployedAt.getTime() + 3 * 365 * DAY).toISOString().slice(0, 10),
        data_limit: 10 + 10 * draw(`${key}/limit`, 5),
        ...linked(linkFor(site.customer_id!), key),
        ic_name: `${site.name} ${product.sub_family}`,
        archived_at: archivedAt,
        archived_reason: archivedAt ? (site.archived_at ? 'LOAN RETURNED' : pick(`${key}/reason`, ARCHIVE_REASONS)) : null,
        archived_date: archivedAt?.toISOString().slice(0, 10) ?? null,
        decommission: archivedAt != null,
        created_at: createdAt,
        updated_at: archivedAt ?? deployedAt,
        deployedAt,
      });
    }
  }

  // A FusionHub per advanced customer head office: virtual, no SIM ports.
  const fusionHub = PRODUCTS.find((p) => p.reference === 'FUSIONHUB')!;
  const hubSites = siteRows.filter((s) => s.customer_id != null && !s.archived_at && s.name.includes(' HQ ')).filter((s) => draw(`hub/${s.id}`, 6) === 0);
  for (const site of hubSites) {
    const key = `hub/${site.id}`;
    const deployedAt = new Date(Math.min(Math.max(site.created_at.getTime(), EPOCH) + 30 * DAY, NOW - 20 * DAY));
    rows.push({
      serial: serialFor(key, taken),
      name: `${site.name} FusionHub`,
      product_id: productId.get(fusionHub.reference)!,
      virtual: true,
      is_fusion_hub: true,
      supplier: 'PEPLINK',
      buy_sm: 'SUBSCRIPTION',
      rent_sold: 'RENT',
      customer_id: site.customer_id,
      site_id: site.id,
      address: site.address,
      in_stock: false,
      is_new: false,
      online_status: 'online',
      last_online: new Date(NOW - draw(key, 300) * 1000),
      ports_map: {},
      ...linked(linkFor(site.customer_id!), key),
      ic_name: `${site.name} FusionHub`,
      created_at: deployedAt,
      updated_at: deployedAt,
      deployedAt,
    });
  }

  // Stock at site 1: new boxes waiting, a few reserved or prepared, some returned from customers.
  for (let i = 0; i < 60; i++) {
    const key = `stock/${i}`;
    const product = routerFor(key);
    const returned = i % 5 === 4;
    const prepared = i % 7 === 3;
    const createdAt = at(400 + i * 9);
    rows.push({
      serial: serialFor(key, taken),
      name: returned ? `Returned ${product.sub_family} ${i + 1}` : null,
      product_id: productId.get(product.reference)!,
      supplier: pick(`${key}/supplier`, ['PEPLINK', 'PEPLINK', 'FRONTIER', 'OTHER']),
      buy_sm: 'BUY',
      customer_id: null,
      site_id: STOCK_SITE_ID,
      address: stock.address,
      in_stock: true,
      is_new: !returned,
      reserved: i % 11 === 5,
      online_status: returned ? 'offline' : 'never_online',
      last_online: returned ? at(900 + i) : null,
      offline_at: returned ? at(900 + i) : null,
      ports_map: Object.fromEntries(defaultPortNames(product.ports_count).map((p) => [p, null])),
      ...(returned || prepared ? { ...linked(stockLink(returned ? RETURNED_GROUP : TO_DEPLOY_GROUP), key), ic_name: product.name } : {}),
      created_at: createdAt,
      updated_at: createdAt,
    });
  }

  const inserted = await tx
    .insert(devices)
    .values(rows.map(({ deployedAt: _d, ...r }) => r))
    .returning({ id: devices.id, serial: devices.serial });
  const idOf = new Map(inserted.map((d) => [d.serial, d.id]));
  const modemsOf = new Map(PRODUCTS.map((p) => [productId.get(p.reference)!, p.ports_count]));

  // WANs as the controller reports them: the wired WAN (id 1) and a cellular WAN per modem (ids 2...).
  const wanRows: (typeof wans.$inferInsert)[] = [];
  for (const d of rows) {
    if (d.virtual) continue;
    const deviceId = idOf.get(d.serial)!;
    const status = d.online_status as OnlineStatus;
    const wired = status === 'online' && draw(`${d.serial}/wan`, 3) === 0;
    wanRows.push({
      device_id: deviceId,
      name: 'WAN',
      ic_id: 1,
      wan_type: 'other',
      status_led: wired ? 'green' : status === 'online' ? 'red' : 'gray',
      ic_status: wired ? 'Connected' : 'Disconnected',
      ip_address: wired ? `192.168.${draw(d.serial, 200)}.2` : null,
    });
    for (let m = 1; m <= (modemsOf.get(d.product_id!) ?? 0); m++) {
      const led = ledOf(status, `${d.serial}/${m}`);
      const up = led === 'green' || led === 'yellow';
      wanRows.push({
        device_id: deviceId,
        name: `Cellular ${m}`,
        ic_id: m + 1,
        wan_type: 'cellular',
        status_led: led,
        ic_status: { green: 'Connected', yellow: 'Connected (weak signal)', red: 'Disconnected', gray: 'Unknown' }[led],
        ip_address: up ? `10.${draw(d.serial, 250)}.${m}.${draw(`${d.serial}/ip`, 250)}` : null,
        cellular_network_type: up ? (draw(`${d.serial}/${m}/g`, 3) === 0 ? '5G' : 'LTE-A') : null,
      });
    }
  }
  if (wanRows.length) await tx.insert(wans).values(wanRows);

  // Ops History: a period in stock, then at the customer's site (still open unless decommissioned).
  const recordRows: (typeof records.$inferInsert)[] = [];
  for (const d of rows) {
    const id = idOf.get(d.serial)!;
    const base = { object_type: 'device', object_id: id, device_id: id, user_email: 'stock@example.com' };
    const created = d.created_at as Date;
    const end = d.archived_at ?? null;
    if (d.deployedAt) {
      if (!d.virtual)
        recordRows.push({
          ...base,
          action: 'create',
          site_id: STOCK_SITE_ID,
          start_date: created,
          end_date: d.deployedAt,
          created_at: created,
          updated_at: d.deployedAt,
        });
      recordRows.push({
        ...base,
        action: 'deploy',
        customer_id: d.customer_id,
        site_id: d.site_id,
        start_date: d.deployedAt,
        end_date: end,
        created_at: d.deployedAt,
        updated_at: end ?? d.deployedAt,
      });
    } else {
      recordRows.push({ ...base, action: 'create', site_id: STOCK_SITE_ID, start_date: created, end_date: null, created_at: created, updated_at: created });
    }
  }
  await tx.insert(records).values(recordRows);

  return { device_products: productRows.length, devices: rows.length, wans: wanRows.length, records: recordRows.length };
}
