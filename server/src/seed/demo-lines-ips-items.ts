// Demo lines, IPs and product items: six line providers and ~150 lines at the demo customers' sites
// (most attached to a device of their site, some archived), two public /27s and private ranges
// with addresses assigned to customers and devices (a few pinged), and ~200 accessories (antennas,
// power supplies, Starlink kits) at sites and in stock, some reserved; Ops History periods for attached
// lines, assigned IPs and placed items, plus closed historic ones. Runs after the CRM and devices
// demo (it reads their sites, devices and accessory products). Deterministic (every draw is a hash
// of a fixed key), set-based, not written to the activity log.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { deviceProducts, devices, ips, lineProviders, lines, productItems, records, sites, users } from '../db/schema/index.ts';
import type { LineStatus } from '@console/contract';
import { expandLine } from '../resources/inventory/ips/ip-ranges.ts';
import { STOCK_SITE_ID } from '../resources/crm/sites/sites.resource.ts';

const DAY = 86_400_000;
const EPOCH = Date.UTC(2022, 5, 1, 9, 0);
const at = (days: number) => new Date(EPOCH + days * DAY);
const day = (days: number) => at(days).toISOString().slice(0, 10);
/** Today's date (to the day): next action dates around it, so "next action due" shows something. */
const TODAY = Math.floor(Date.now() / DAY) * DAY;
const fromToday = (days: number) => new Date(TODAY + days * DAY).toISOString().slice(0, 10);

/** FNV-1a of a key: the demo's one source of chance. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
const draw = (key: string, n: number) => hash(key) % n;
const pick = <T>(key: string, xs: readonly T[]): T => xs[draw(key, xs.length)];
const digits = (key: string, n: number) => String(hash(key) % 10 ** n).padStart(n, '0');

const PROVIDERS = [
  { name: 'Proximus', notes: 'Belgian incumbent: xDSL and fibre. Orders through the wholesale portal.', countries: ['BE'], types: ['xDSL', 'FTTH', 'Fiber'] },
  { name: 'Telenet', notes: 'Coax and fibre in Flanders and Brussels.', countries: ['BE'], types: ['COAX', 'FTTH'] },
  { name: 'Orange', notes: 'Belgium and France: xDSL, fibre, business telephony.', countries: ['BE', 'FR'], types: ['xDSL', 'FTTH', 'TEL'] },
  { name: 'KPN', notes: 'Dutch incumbent: fibre and xDSL.', countries: ['NL'], types: ['FTTH', 'xDSL', 'Fiber'] },
  { name: 'Free Pro', notes: 'French business fibre.', countries: ['FR'], types: ['FTTH', 'Fiber'] },
  {
    name: 'Colt',
    notes: 'Dedicated fibre for enterprise sites in the three countries; VSAT as backup.',
    countries: ['BE', 'FR', 'NL'],
    types: ['Fiber', 'VSAT'],
  },
] as const;

/** Live lines, weighted: most are installed or validated, a tail in progress or in trouble. */
const LIVE_STATUSES: readonly [LineStatus, number][] = [
  ['INSTALLED', 18],
  ['VALIDATED', 16],
  ['XDSL VALIDATED', 10],
  ['FIBER VALIDATED', 12],
  ['TEL VALIDATED', 3],
  ['XDSL INSTALLED', 5],
  ['ORDER SEND TO SUPPLIER', 5],
  ['INSTALL DATE FIXED', 5],
  ['WAITING FOR SSV', 3],
  ['SSV DATE FIXED', 2],
  ['QUOTE SEND TO CUSTOMER', 3],
  ['TO ORDER', 4],
  ['ON HOLD', 2],
  ['PROBLEM STATE', 3],
  ['XDSL TO CANCEL', 2],
  ['TO DECOMMISSION', 2],
  ['XDSL UNKNOWN STATUS', 1],
  ['UNKNOWN STATUS', 1],
];
const INSTALLED = new Set<LineStatus>([
  'INSTALLED',
  'VALIDATED',
  'XDSL VALIDATED',
  'FIBER VALIDATED',
  'TEL VALIDATED',
  'XDSL INSTALLED',
  'PROBLEM STATE',
  'XDSL TO CANCEL',
  'TO DECOMMISSION',
]);
const TOTAL_WEIGHT = LIVE_STATUSES.reduce((a, [, w]) => a + w, 0);
function statusFor(key: string): LineStatus {
  let n = draw(key, TOTAL_WEIGHT);
  for (const [s, w] of LIVE_STATUSES) {
    if (n < w) return s;
    n -= w;
  }
  return 'INSTALLED';
}

/** Accessories the devices demo may not have: created here only when missing (looked up by reference). */
const OWN_PRODUCTS = [
  {
    reference: 'SL-STD-KIT',
    name: 'Starlink Standard Kit',
    brand: 'Starlink',
    family: 'Satellite',
    sub_family: 'Standard',
    category: 'Accessory',
    stock_min_level: 3,
    stock_max_level: 12,
  },
  {
    reference: 'POE-INJ-48V',
    name: 'PoE injector 48 V',
    brand: 'Peplink',
    family: 'Power',
    sub_family: 'PoE',
    category: 'Accessory',
    stock_min_level: 5,
    stock_max_level: 25,
  },
] as const;
const ITEM_PRODUCTS = ['ANT-MAX-5IN1', 'ANT-PUMA-401', 'PSU-12V-3A', 'SL-STD-KIT', 'POE-INJ-48V'] as const;
const SERIAL_PREFIX: Record<string, string> = { 'ANT-MAX-5IN1': 'A5', 'ANT-PUMA-401': 'PU', 'PSU-12V-3A': 'PS', 'SL-STD-KIT': 'KIT', 'POE-INJ-48V': 'POE' };

export interface LinesIpsItemsDemoCounts {
  line_providers: number;
  lines: number;
  ips: number;
  product_items: number;
  records: number;
}

type RecordRow = typeof records.$inferInsert;
const chunked = async <T>(rows: T[], size: number, insert: (part: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
};

export async function seedLinesIpsItemsDemo(tx: Executor): Promise<LinesIpsItemsDemoCounts> {
  const periods: RecordRow[] = [];
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.is_staff, true), eq(users.is_admin, false)))
    .orderBy(asc(users.id));
  const writers = staff.length ? staff : await tx.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id)).limit(1);
  const customerSites = await tx
    .select({ id: sites.id, customer_id: sites.customer_id, address: sites.address, country: sites.country, created_at: sites.created_at })
    .from(sites)
    .where(and(isNull(sites.archived_at), sql`${sites.customer_id} is not null`, eq(sites.is_stock, false)))
    .orderBy(asc(sites.id));
  const liveDevices = await tx
    .select({ id: devices.id, site_id: devices.site_id, customer_id: devices.customer_id })
    .from(devices)
    .where(and(isNull(devices.archived_at), eq(devices.in_stock, false)))
    .orderBy(asc(devices.id));
  const devicesAt = new Map<number, number[]>();
  for (const d of liveDevices) if (d.site_id != null) devicesAt.set(d.site_id, [...(devicesAt.get(d.site_id) ?? []), d.id]);

  // Line providers.
  const providerRows = await tx
    .insert(lineProviders)
    .values(PROVIDERS.map((p, i) => ({ name: p.name, notes: p.notes, created_at: at(i), updated_at: at(i) })))
    .returning({ id: lineProviders.id, name: lineProviders.name });
  const providerId = new Map(providerRows.map((p) => [p.name, p.id]));

  // Lines: one or two per site, round the sites until ~150.
  const lineRows: (typeof lines.$inferInsert)[] = [];
  const target = customerSites.length ? 150 : 0;
  for (let i = 0; i < target; i++) {
    const site = customerSites[i % customerSites.length];
    const key = `line/${i}`;
    const country = site.country ?? 'BE';
    const candidates = PROVIDERS.filter((p) => (p.countries as readonly string[]).includes(country));
    const provider = pick(`${key}/provider`, candidates.length ? candidates : PROVIDERS);
    const archived = draw(`${key}/archived`, 100) < 7;
    const status: LineStatus = archived ? pick(`${key}/end`, ['DECOMMISSIONED', 'CANCELLED', 'XDSL CANCELLED'] as const) : statusFor(`${key}/status`);
    const installed = archived || INSTALLED.has(status);
    const ordered = 30 + draw(`${key}/ordered`, 900);
    const installedDay = ordered + 14 + draw(`${key}/lead`, 40);
    const onSite = devicesAt.get(site.id) ?? [];
    const attach = !archived && installed && onSite.length > 0 && draw(`${key}/attach`, 100) < 80;
    const writer = pick(`${key}/writer`, writers);
    const created = at(ordered);
    lineRows.push({
      sales_order_number: `SO-${20220 + Math.floor(ordered / 365)}${digits(`${key}/so`, 5)}`,
      subscription_id: `${provider.name.slice(0, 3).toUpperCase().replace(' ', '')}-${digits(`${key}/sub`, 9)}`,
      provider_id: providerId.get(provider.name)!,
      customer_id: site.customer_id,
      site_id: site.id,
      device_id: attach ? pick(`${key}/device`, onSite) : null,
      address: site.address,
      assigned_to_id: staff.length ? pick(`${key}/assignee`, staff).id : null,
      status,
      line_type: pick(`${key}/type`, provider.types),
      next_action_date: installed && !['PROBLEM STATE', 'XDSL TO CANCEL', 'TO DECOMMISSION'].includes(status) ? null : fromToday(draw(`${key}/next`, 40) - 12),
      installation_date: installed ? day(installedDay) : null,
      decommission_date: archived ? day(installedDay + 200 + draw(`${key}/life`, 300)) : null,
      accounting_status: installed ? pick(`${key}/acc`, ['INVOICED', 'INVOICED', 'TO INVOICE', 'NOT INVOICED'] as const) : null,
      ppoe_login: provider.types.includes('xDSL' as never) ? `b2b${digits(`${key}/ppp`, 7)}@${provider.name.toLowerCase().replace(' ', '')}.net` : null,
      ppoe_password: provider.types.includes('xDSL' as never) ? `pw${digits(`${key}/pwd`, 8)}` : null,
      contact_name: pick(`${key}/contact`, ['Site manager', 'Facility desk', 'IT support', 'Reception']),
      contact_phone: `+32 2 ${digits(`${key}/phone`, 3)} ${digits(`${key}/phone2`, 2)} ${digits(`${key}/phone3`, 2)}`,
      installation_notes: installed
        ? pick(`${key}/inotes`, ['Technician needs access to the basement.', 'Fibre termination in the server room.', null, null])
        : null,
      last_updated_by: writer.email,
      archived_at: archived ? at(installedDay + 500) : null,
      archived_reason: archived ? pick(`${key}/reason`, ['END OF SITE', 'CANCELLED BY CUSTOMER'] as const) : null,
      archived_date: archived ? day(installedDay + 500) : null,
      created_at: created,
      updated_at: at(installedDay),
    });
  }
  const insertedLines: {
    id: number;
    device_id: number | null;
    site_id: number | null;
    customer_id: number | null;
    installation_date: string | null;
    archived_at: Date | null;
  }[] = [];
  await chunked(lineRows, 200, async (part) => {
    insertedLines.push(
      ...(await tx.insert(lines).values(part).returning({
        id: lines.id,
        device_id: lines.device_id,
        site_id: lines.site_id,
        customer_id: lines.customer_id,
        installation_date: lines.installation_date,
        archived_at: lines.archived_at,
      })),
    );
  });
  for (const l of insertedLines) {
    if (!l.installation_date) continue;
    const start = new Date(`${l.installation_date}T10:00:00Z`);
    const base = {
      object_type: 'line',
      object_id: l.id,
      line_id: l.id,
      customer_id: l.customer_id,
      site_id: l.site_id,
      user_email: writers[0]?.email ?? null,
      created_at: start,
      updated_at: start,
    };
    if (l.device_id) periods.push({ ...base, action: 'attach', device_id: l.device_id, start_date: start });
    else if (l.archived_at) {
      // The device it ran on is gone from the line; the period stays in the history.
      const onSite = devicesAt.get(l.site_id!) ?? [];
      periods.push({ ...base, action: 'attach', device_id: onSite[0] ?? null, start_date: start, end_date: l.archived_at, comment: 'Line decommissioned' });
    }
  }

  // IPs: two public /27s (first address the gateway) and two private ranges.
  const blocks = [
    { text: '185.54.216.0/27', firewall: 'untangle-ext', vlan: 100, type: 'static' },
    { text: '185.54.217.32/27', firewall: 'mikrotik', vlan: 0, type: 'static' },
    { text: '10.20.0.1-10.20.0.40', firewall: 'untangle-int', vlan: 110, type: 'dhcp', subnet: '10.20.0.0/24', cidr: 24 },
    { text: '192.168.100.1-192.168.100.20', firewall: 'untangle-mgmt', vlan: 120, type: 'static', subnet: '192.168.100.0/24', cidr: 24 },
  ] as const;
  const withDevices = liveDevices.filter((d) => d.customer_id != null);
  const ipRows: (typeof ips.$inferInsert)[] = [];
  for (const [b, block] of blocks.entries()) {
    const expansion = expandLine(block.text, 4096);
    const subnet = 'subnet' in block ? block.subnet : expansion.block!.subnet;
    const cidr = 'cidr' in block ? block.cidr : expansion.block!.prefix;
    const gateway = expansion.addresses[0];
    for (const [n, address] of expansion.addresses.entries()) {
      const key = `ip/${address}`;
      const isGateway = n === 0;
      const assigned = !isGateway && withDevices.length > 0 && n < expansion.addresses.length * 0.55;
      const device = assigned ? withDevices[(b * 37 + n * 7) % withDevices.length] : null;
      const pinged = assigned && draw(`${key}/ping`, 100) < 30;
      const base = block.text.startsWith('10.') || block.text.startsWith('192.') ? 0.6 : 9;
      const rtt = base + draw(`${key}/rtt`, 300) / 10;
      ipRows.push({
        address,
        cidr,
        used: isGateway || assigned,
        available: !(isGateway || assigned),
        device_id: device?.id ?? null,
        customer_id: device?.customer_id ?? null,
        unmanaged_device_description: isGateway ? 'Core router' : null,
        subnet,
        subnet_type: block.type,
        subnet_notes: b < 2 ? 'RIPE allocation, routed to the Brussels POP' : 'Customer management network',
        gateway: isGateway ? null : gateway,
        firewall: block.firewall,
        vlan_id: block.vlan,
        last_ping_at: pinged ? at(1000 + draw(`${key}/when`, 60)) : null,
        last_ping_result: pinged ? { min_rtt: +(rtt * 0.9).toFixed(3), avg_rtt: +rtt.toFixed(3), max_rtt: +(rtt * 1.3).toFixed(3) } : null,
        notes: isGateway ? 'Gateway' : null,
        created_at: at(10 + b),
        updated_at: at(10 + b),
      });
    }
  }
  const insertedIps = await tx
    .insert(ips)
    .values(ipRows)
    .returning({ id: ips.id, device_id: ips.device_id, customer_id: ips.customer_id, created_at: ips.created_at });
  for (const ip of insertedIps) {
    if (!ip.device_id) continue;
    const start = at(30 + draw(`ipperiod/${ip.id}`, 600));
    periods.push({
      object_type: 'ip',
      object_id: ip.id,
      action: 'attach',
      device_id: ip.device_id,
      customer_id: ip.customer_id,
      start_date: start,
      user_email: writers[0]?.email ?? null,
      created_at: start,
      updated_at: start,
    });
  }

  // Product items: accessories at sites with devices, in stock (some reserved) and a few archived.
  for (const p of OWN_PRODUCTS) {
    const [found] = await tx
      .select({ id: deviceProducts.id })
      .from(deviceProducts)
      .where(and(eq(deviceProducts.reference, p.reference), isNull(deviceProducts.archived_at)));
    if (!found) await tx.insert(deviceProducts).values({ ...p, managed: false, accessory: true, created_at: at(5), updated_at: at(5) });
  }
  const products = await tx
    .select({ id: deviceProducts.id, reference: deviceProducts.reference })
    .from(deviceProducts)
    .where(and(inArray(deviceProducts.reference, [...ITEM_PRODUCTS]), isNull(deviceProducts.archived_at)))
    .orderBy(asc(deviceProducts.id));
  const productOf = new Map(products.map((p) => [p.reference, p.id]));
  const sitesWithDevices = customerSites.filter((s) => devicesAt.has(s.id));
  const deployTo = sitesWithDevices.length ? sitesWithDevices : customerSites;
  const itemRows: (typeof productItems.$inferInsert & { key: string })[] = [];
  const available = ITEM_PRODUCTS.filter((r) => productOf.has(r));
  for (let i = 0; available.length && i < 200; i++) {
    const key = `item/${i}`;
    const reference = i % 10 === 0 && productOf.has('SL-STD-KIT') ? 'SL-STD-KIT' : pick(`${key}/product`, available);
    const placement = draw(`${key}/where`, 100);
    const deployed = placement < 58 && deployTo.length > 0;
    const archived = placement >= 95;
    const site = deployed ? deployTo[draw(`${key}/site`, deployTo.length)] : null;
    const ordered = 20 + draw(`${key}/ordered`, 1000);
    itemRows.push({
      key,
      serial: `${SERIAL_PREFIX[reference]}${digits(`${key}/serial`, 8)}${String(i).padStart(3, '0')}`,
      product_id: productOf.get(reference)!,
      customer_id: site?.customer_id ?? null,
      site_id: site?.id ?? STOCK_SITE_ID,
      reserved: !deployed && !archived && draw(`${key}/reserved`, 100) < 18,
      is_new: !deployed && draw(`${key}/new`, 100) < 70,
      in_stock: !deployed,
      rent_sold: deployed ? pick(`${key}/rent`, ['RENT', 'RENT', 'SOLD', 'POC'] as const) : null,
      buy_sm: pick(`${key}/buy`, ['BUY', 'BUY', 'BUY', 'LOAN'] as const),
      supplier: reference === 'SL-STD-KIT' ? 'STARLINK' : pick(`${key}/supplier`, ['PEPLINK', 'AMAZON', 'MCS'] as const),
      power_supply_serial: reference === 'SL-STD-KIT' ? `PSU${digits(`${key}/psu`, 9)}` : null,
      router_serial: reference === 'SL-STD-KIT' ? `UTR${digits(`${key}/utr`, 9)}` : null,
      account_number: reference === 'SL-STD-KIT' && deployed ? `ACC-${digits(`${key}/acc`, 6)}` : null,
      order_date: day(ordered),
      sent_date: deployed ? day(ordered + 10) : null,
      installed_date: deployed ? day(ordered + 14) : null,
      archived_at: archived ? at(ordered + 300) : null,
      archived_reason: archived ? pick(`${key}/why`, ['BROKEN', 'LOST', 'RMA'] as const) : null,
      archived_date: archived ? day(ordered + 300) : null,
      decommission: archived,
      created_at: at(ordered),
      updated_at: at(ordered + 14),
    });
  }
  const insertedItems: {
    id: number;
    site_id: number | null;
    customer_id: number | null;
    in_stock: boolean;
    archived_at: Date | null;
    created_at: Date;
    installed_date: string | null;
  }[] = [];
  await chunked(
    itemRows.map(({ key: _k, ...row }) => row),
    200,
    async (part) => {
      insertedItems.push(
        ...(await tx.insert(productItems).values(part).returning({
          id: productItems.id,
          site_id: productItems.site_id,
          customer_id: productItems.customer_id,
          in_stock: productItems.in_stock,
          archived_at: productItems.archived_at,
          created_at: productItems.created_at,
          installed_date: productItems.installed_date,
        })),
      );
    },
  );
  for (const item of insertedItems) {
    const base = {
      object_type: 'product_item',
      object_id: item.id,
      product_item_id: item.id,
      user_email: writers[0]?.email ?? null,
      created_at: item.created_at,
      updated_at: item.created_at,
    };
    if (item.archived_at) {
      periods.push({ ...base, action: 'create', site_id: STOCK_SITE_ID, start_date: item.created_at, end_date: item.archived_at });
    } else if (item.in_stock) {
      periods.push({ ...base, action: 'create', site_id: STOCK_SITE_ID, start_date: item.created_at });
    } else {
      // Deployed items: the stock period before, closed when they left for the site.
      const deployedAt = new Date(`${item.installed_date}T09:00:00Z`);
      periods.push({ ...base, action: 'create', site_id: STOCK_SITE_ID, start_date: item.created_at, end_date: deployedAt });
      periods.push({ ...base, action: 'move', site_id: item.site_id, customer_id: item.customer_id, start_date: deployedAt });
    }
  }

  await chunked(periods, 500, (part) => tx.insert(records).values(part));
  return {
    line_providers: providerRows.length,
    lines: insertedLines.length,
    ips: insertedIps.length,
    product_items: insertedItems.length,
    records: periods.length,
  };
}
