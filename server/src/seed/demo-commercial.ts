// Demo order book (spec 2): service products for every type, data pools, ~60 packages in every
// status across the demo customers, their services and package lines at every step of delivery
// (SD-WAN services on the customers' deployed devices, LINE services on their lines), so every
// dashboard tile shows a real count. Runs after the CRM, devices and lines demo. Deterministic
// (every draw is a hash of a fixed key), set-based, not written to the activity log.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { defaultVatCode, SERVICE_TYPES, supplyOfLineType, trackingUrl, vatNumberProblem, type PackageStatus, type ServiceType } from '@console/contract';
import type { Executor } from '../db/client.ts';
import {
  addresses,
  dataPools,
  deviceProducts,
  devices,
  lines,
  packageLines,
  packages,
  productItems,
  serviceProducts,
  services,
  sites,
  users,
} from '../db/schema/index.ts';

const DAY = 86_400_000;
const TODAY = Math.floor(Date.now() / DAY) * DAY;
const fromToday = (days: number) => new Date(TODAY + days * DAY).toISOString().slice(0, 10);

function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
const draw = (key: string, n: number) => hash(key) % n;
const pick = <T>(key: string, xs: readonly T[]): T => xs[draw(key, xs.length)];

/** Two catalogue entries per type: [reference, name, frequency, price, data GB, extra price]. */
const CATALOGUE: Record<ServiceType, [string, string, 'monthly' | 'yearly' | 'onetime', number, number | null, number | null][]> = {
  data: [
    ['DATA-50', 'Mobile data 50 GB', 'monthly', 29, 50, 2.5],
    ['DATA-200', 'Mobile data 200 GB', 'monthly', 79, 200, 1.9],
  ],
  sdwan: [
    ['SDWAN-STD', 'SD-WAN managed router', 'monthly', 59, null, null],
    ['SDWAN-PRO', 'SD-WAN managed router, dual LTE', 'monthly', 99, null, null],
  ],
  sdip: [
    ['SDIP-1', 'Static public IP', 'monthly', 9, null, null],
    ['SDIP-8', 'Public /29 block', 'monthly', 39, null, null],
  ],
  data_pool: [
    ['POOL-CELL-1T', 'Cellular data pool 1 TB', 'monthly', 690, 1000, 1.2],
    ['POOL-CELL-5T', 'Cellular data pool 5 TB', 'monthly', 2900, 5000, 0.9],
  ],
  starlink_data_pool: [
    ['POOL-SL-1T', 'Starlink data pool 1 TB', 'monthly', 990, 1000, 1.5],
    ['POOL-SL-2T', 'Starlink data pool 2 TB', 'monthly', 1790, 2000, 1.4],
  ],
  line: [
    ['LINE-FTTH', 'Business fibre 1 Gb/s', 'monthly', 89, null, null],
    ['LINE-XDSL', 'Business xDSL', 'monthly', 49, null, null],
  ],
  starlink: [
    ['SL-BIZ-50', 'Starlink Business 50 GB', 'monthly', 140, 50, 2],
    ['SL-BIZ-1T', 'Starlink Business 1 TB', 'monthly', 500, 1000, 1],
  ],
  terminal_access: [
    ['SL-TA', 'Starlink terminal access fee', 'monthly', 35, null, null],
    ['SL-TA-Y', 'Starlink terminal access, yearly', 'yearly', 380, null, null],
  ],
  custom: [
    ['CUSTOM-SLA', 'Custom SLA', 'monthly', 150, null, null],
    ['CUSTOM-HOSTING', 'Custom hosting', 'yearly', 1200, null, null],
  ],
  activation: [
    ['ACT-STD', 'Activation fee', 'onetime', 150, null, null],
    ['ACT-EXPRESS', 'Express activation', 'onetime', 350, null, null],
  ],
  third_party: [
    ['3P-LICENCE', 'Third-party licence', 'yearly', 240, null, null],
    ['3P-SUPPORT', 'Third-party support', 'monthly', 45, null, null],
  ],
  consultancy: [
    ['CONS-DAY', 'Network consultancy, one day', 'onetime', 950, null, null],
    ['CONS-HALF', 'Network consultancy, half day', 'onetime', 520, null, null],
  ],
  distribution: [
    ['DIST-EVT', 'Event distribution kit', 'onetime', 400, null, null],
    ['DIST-WIFI', 'Wi-Fi distribution', 'monthly', 120, null, null],
  ],
  starlink_hw: [
    ['SL-HW-STD', 'Starlink Standard hardware', 'onetime', 449, null, null],
    ['SL-HW-FLAT', 'Starlink Flat High Performance', 'onetime', 2490, null, null],
  ],
  other: [
    ['OTHER-TRAVEL', 'Travel costs', 'onetime', 120, null, null],
    ['OTHER-MISC', 'Miscellaneous', 'onetime', 50, null, null],
  ],
};

/** How many packages of each status (~60 in all). */
const PACKAGE_MIX: [PackageStatus, number][] = [
  ['draft', 8],
  ['provisioning', 14],
  ['provisioned', 5],
  ['shipped', 5],
  ['delivered', 18],
  ['idle', 2],
  ['paused', 2],
  ['ending', 3],
  ['ended', 3],
];
const TYPE_WEIGHTS: ServiceType[] = [
  'sdwan',
  'sdwan',
  'sdwan',
  'data',
  'data',
  'line',
  'line',
  'sdip',
  'starlink',
  'starlink',
  'terminal_access',
  'activation',
  'custom',
  'consultancy',
];
const DELIVERY_STEPS = ['PROVISIONING', 'PROVISIONED', 'SHIPPED'] as const;

/** The status of a service of a package in that status (a confirmed package holds every delivery step). */
function serviceStatus(pkg: PackageStatus, key: string): string {
  switch (pkg) {
    case 'draft':
      return 'DRAFT';
    case 'provisioning':
      return pick(key, DELIVERY_STEPS);
    case 'delivered':
      return draw(key, 10) === 0 ? 'IDLE' : 'DELIVERED';
    default:
      return pkg.toUpperCase();
  }
}
const lineStatus = (service: string) => (service === 'DRAFT' ? 'draft' : service === 'IDLE' || service === 'PAUSED' ? 'delivered' : service.toLowerCase());

export interface CommercialDemoCounts {
  service_products: number;
  data_pools: number;
  packages: number;
  services: number;
  package_lines: number;
}

export async function seedCommercialDemo(tx: Executor): Promise<CommercialDemoCounts> {
  const productRows = await tx
    .insert(serviceProducts)
    .values(
      SERVICE_TYPES.flatMap((type) =>
        CATALOGUE[type].map(([reference, name, frequency, price, data, extra]) => ({
          reference,
          name,
          service_type: type,
          frequency,
          price,
          data_included: data,
          extra_price: extra,
          currency: 'EUR',
        })),
      ),
    )
    .returning({
      id: serviceProducts.id,
      service_type: serviceProducts.service_type,
      name: serviceProducts.name,
      frequency: serviceProducts.frequency,
      price: serviceProducts.price,
      data_included: serviceProducts.data_included,
      extra_price: serviceProducts.extra_price,
    });
  const productsOf = (type: string) => productRows.filter((p) => p.service_type === type);

  const billing = await tx
    .select({ id: addresses.id, customer_id: addresses.customer_id, country: addresses.country, vat: addresses.vat })
    .from(addresses)
    .where(isNull(addresses.archived_at))
    .orderBy(asc(addresses.id));
  const addressOf = new Map<number, number>();
  for (const a of billing) if (!addressOf.has(a.customer_id)) addressOf.set(a.customer_id, a.id);
  const customerIds = [...addressOf.keys()];
  if (customerIds.length === 0) return { service_products: productRows.length, data_pools: 0, packages: 0, services: 0, package_lines: 0 };
  const companyIds = (await tx.execute(sql`select id, country from companies order by id`)) as unknown as { rows: { id: number; country: string | null }[] };
  const companies = companyIds.rows.map((r) => Number(r.id));
  // VAT codes by the parties (decision 0056): the seller's domestic rate, K/AE within the EU, G outside it.
  const sellerCountry = new Map(companyIds.rows.map((r) => [Number(r.id), r.country]));
  const buyer = new Map(billing.map((a) => [a.id, a]));
  const vatCodeFor = (companyId: number, addressId: number, type: string) => {
    const a = buyer.get(addressId);
    const parties = {
      sellerCountry: sellerCountry.get(companyId) ?? null,
      buyerCountry: a?.country ?? null,
      buyerHasVat: !!a?.vat && vatNumberProblem(a.vat, a.country) === null,
    };
    return defaultVatCode(parties, supplyOfLineType(type)) ?? 'vat_21';
  };

  const siteRows = await tx
    .select({ id: sites.id, customer_id: sites.customer_id })
    .from(sites)
    .where(and(isNull(sites.archived_at), eq(sites.is_stock, false)))
    .orderBy(asc(sites.id));
  const sitesOf = (customerId: number) => siteRows.filter((s) => s.customer_id === customerId).map((s) => s.id);
  const deployed = await tx
    .select({ id: devices.id, site_id: devices.site_id, customer_id: devices.customer_id, product_id: devices.product_id })
    .from(devices)
    .where(and(isNull(devices.archived_at), eq(devices.in_stock, false)))
    .orderBy(asc(devices.id));
  const customerLines = await tx
    .select({ id: lines.id, customer_id: lines.customer_id, site_id: lines.site_id })
    .from(lines)
    .where(isNull(lines.archived_at))
    .orderBy(asc(lines.id));
  const accessories = await tx
    .select({ id: deviceProducts.id })
    .from(deviceProducts)
    .where(and(isNull(deviceProducts.archived_at), eq(deviceProducts.managed, false)))
    .orderBy(asc(deviceProducts.id));
  const placedItems = await tx
    .select({ serial: productItems.serial, product_id: productItems.product_id, site_id: productItems.site_id })
    .from(productItems)
    .where(and(isNull(productItems.archived_at), eq(productItems.in_stock, false)))
    .orderBy(asc(productItems.id));
  const [staffUser] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.is_staff, true), eq(users.is_admin, false)))
    .orderBy(asc(users.id))
    .limit(1);

  // Data pools: a starlink and a cellular pool for a few customers.
  const poolRows = await tx
    .insert(dataPools)
    .values(
      customerIds.slice(0, 5).flatMap((customerId, i) =>
        (['starlink', 'cellular'] as const).map((type, j) => ({
          type,
          product_id: productsOf(type === 'starlink' ? 'starlink_data_pool' : 'data_pool')[0]?.id,
          reference: `POOL-${type === 'starlink' ? 'SL' : 'CELL'}-${String(i * 2 + j + 1).padStart(3, '0')}`,
          name: `${type === 'starlink' ? 'Starlink' : 'Cellular'} pool ${i + 1}`,
          customer_id: customerId,
          invoicing_address_id: addressOf.get(customerId)!,
          billing_company_id: companies[i % Math.max(companies.length, 1)] ?? 1,
          default_vat_code: vatCodeFor(companies[i % Math.max(companies.length, 1)] ?? 1, addressOf.get(customerId)!, 'data_pool'),
          data_included: type === 'starlink' ? 1000 : 2000,
          data_price: type === 'starlink' ? 990 : 1290,
          data_extra_price: type === 'starlink' ? 1.5 : 1.1,
          current_usage: 200 + draw(`pool/${i}/${j}`, 900),
          start_date: fromToday(-300 + i * 20),
        })),
      ),
    )
    .returning({ id: dataPools.id, type: dataPools.type, customer_id: dataPools.customer_id });

  // Packages.
  const packageValues: (typeof packages.$inferInsert)[] = [];
  let n = 0;
  for (const [status, count] of PACKAGE_MIX) {
    for (let i = 0; i < count; i++, n++) {
      const customerId = customerIds[(n * 7) % customerIds.length];
      const siteIds = sitesOf(customerId);
      const started = !['draft', 'provisioning', 'provisioned', 'shipped'].includes(status);
      packageValues.push({
        reference: `PKG-D${String(n + 1).padStart(4, '0')}`,
        so_number: `SO-${24000 + n * 13}`,
        name: pick(`pkg/${n}/name`, ['Head office connectivity', 'Event kit', 'Branch roll-out', 'Backup link', 'Satellite site', 'Pop-up store']),
        customer_id: customerId,
        customer_reference: draw(`pkg/${n}/cref`, 3) === 0 ? null : `PO-${4100 + n}`,
        site_id: siteIds.length ? pick(`pkg/${n}/site`, siteIds) : null,
        invoicing_address_id: addressOf.get(customerId)!,
        billing_company_id: companies[n % Math.max(companies.length, 1)] ?? 1,
        invoicing_delivery_method: draw(`pkg/${n}/paper`, 5) === 0 ? 'paper' : 'email',
        default_vat_code: vatCodeFor(companies[n % Math.max(companies.length, 1)] ?? 1, addressOf.get(customerId)!, 'data'),
        currency: 'EUR',
        data_pool_id: poolRows.find((p) => p.customer_id === customerId && p.type === 'cellular')?.id ?? null,
        starlink_data_pool_id: poolRows.find((p) => p.customer_id === customerId && p.type === 'starlink')?.id ?? null,
        start_date: started ? fromToday(-20 - draw(`pkg/${n}/start`, 330)) : null,
        desired_date: started ? null : fromToday(5 + draw(`pkg/${n}/desired`, 40)),
        status,
      });
    }
  }
  const pkgRows = await tx.insert(packages).values(packageValues).returning({
    id: packages.id,
    status: packages.status,
    customer_id: packages.customer_id,
    site_id: packages.site_id,
    start_date: packages.start_date,
    data_pool_id: packages.data_pool_id,
    billing_company_id: packages.billing_company_id,
    invoicing_address_id: packages.invoicing_address_id,
  });

  // Services and package lines.
  const serviceValues: (typeof services.$inferInsert)[] = [];
  const lineValues: (typeof packageLines.$inferInsert)[] = [];
  const usedDevices = new Set<number>();
  const usedLines = new Set<number>();
  const usedSerials = new Set<string>();
  for (const pkg of pkgRows) {
    const count = 2 + draw(`svc/${pkg.id}/n`, 4);
    for (let k = 0; k < count; k++) {
      const key = `svc/${pkg.id}/${k}`;
      let type = pick(`${key}/type`, TYPE_WEIGHTS);
      const status = serviceStatus(pkg.status as PackageStatus, `${key}/status`);
      const product = pick(`${key}/product`, productsOf(type));
      const delivered = ['SHIPPED', 'DELIVERED', 'IDLE', 'PAUSED', 'ENDING', 'ENDED'].includes(status);
      const provisioned = delivered || status === 'PROVISIONED';
      let deviceId: number | null = null;
      let lineId: number | null = null;
      let siteId = pkg.site_id;
      if (type === 'sdwan' && provisioned) {
        const device = deployed.find((d) => d.customer_id === pkg.customer_id && !usedDevices.has(d.id));
        if (device) {
          deviceId = device.id;
          siteId = device.site_id;
          usedDevices.add(device.id);
        } else type = 'data';
      }
      if (type === 'line' && provisioned) {
        const line = customerLines.find((l) => l.customer_id === pkg.customer_id && !usedLines.has(l.id));
        if (line) {
          lineId = line.id;
          siteId = line.site_id ?? siteId;
          usedLines.add(line.id);
        } else type = 'consultancy';
      }
      const p = productsOf(type).includes(product) ? product : productsOf(type)[0];
      const code = delivered && !['starlink', 'terminal_access'].includes(type) ? `1Z${String(hash(key)).padStart(10, '0').slice(0, 10)}` : null;
      const ended = status === 'ENDED' ? fromToday(-5 - draw(`${key}/end`, 60)) : status === 'ENDING' ? fromToday(10 + draw(`${key}/end`, 60)) : null;
      serviceValues.push({
        reference: `SRV-D${String(serviceValues.length + 1).padStart(5, '0')}`,
        status,
        type,
        frequency: p.frequency,
        name: p.name,
        package_id: pkg.id,
        customer_id: pkg.customer_id,
        product_id: p.id,
        site_id: siteId,
        device_id: deviceId,
        line_id: lineId,
        data_pool_id: type === 'data' ? pkg.data_pool_id : null,
        assignee_id: ['PROVISIONING', 'PROVISIONED'].includes(status) && draw(`${key}/assignee`, 2) === 0 ? (staffUser?.id ?? null) : null,
        serial: type === 'custom' && provisioned ? `CUS-${hash(key) % 100000}` : null,
        price: p.price,
        list_price: p.price,
        data_included: p.data_included,
        data_extra_price: p.extra_price,
        current_usage: p.data_included != null && delivered ? Math.round((p.data_included * draw(`${key}/usage`, 120)) / 100) : null,
        data_limit: ['data', 'sdwan', 'starlink'].includes(type) ? 10 : null,
        qty: 1,
        currency: 'EUR',
        vat_code: vatCodeFor(pkg.billing_company_id, pkg.invoicing_address_id, type),
        start_date: status === 'IDLE' ? null : delivered && status !== 'SHIPPED' ? pkg.start_date : null,
        end_date: ended,
        end_reason: ended ? pick(`${key}/reason`, ['UPSELL', 'DOWNSELL', 'RMA', 'OTHER']) : null,
        shipping_tracking_code: code,
        shipping_tracking_url: trackingUrl(code),
        shipping_date: code ? fromToday(-30 - draw(`${key}/ship`, 200)) : null,
        delivery_date: code && status !== 'SHIPPED' ? fromToday(-25 - draw(`${key}/ship`, 200)) : null,
        sold: type === 'sdwan' && draw(`${key}/sold`, 4) === 0,
      });
    }
    // Hardware sold or rented with the package: zero to two lines.
    const lineCount = accessories.length ? draw(`pl/${pkg.id}/n`, 3) : 0;
    for (let k = 0; k < lineCount; k++) {
      const key = `pl/${pkg.id}/${k}`;
      const status = lineStatus(serviceStatus(pkg.status as PackageStatus, `${key}/status`));
      const productId = pick(`${key}/product`, accessories).id;
      const provisioned = ['provisioned', 'shipped', 'delivered', 'ending', 'ended'].includes(status);
      const item = provisioned ? placedItems.find((i) => i.product_id === productId && i.site_id === pkg.site_id && !usedSerials.has(i.serial)) : undefined;
      if (item) usedSerials.add(item.serial);
      const shipped = ['shipped', 'delivered', 'ending', 'ended'].includes(status);
      const code = shipped ? `1Z${String(hash(key)).padStart(10, '0').slice(0, 10)}` : null;
      lineValues.push({
        package_id: pkg.id,
        customer_id: pkg.customer_id,
        device_product_id: productId,
        price: pick(`${key}/price`, [45, 90, 149, 449]),
        qty: 1,
        is_invoiced: status === 'delivered' && draw(`${key}/invoiced`, 3) === 0,
        status,
        serials: item ? [item.serial] : [],
        site_id: pkg.site_id,
        shipping_tracking_code: code,
        shipping_tracking_url: trackingUrl(code),
        shipping_date: code ? fromToday(-20 - draw(`${key}/ship`, 100)) : null,
        delivery_date: code && status !== 'shipped' ? fromToday(-15 - draw(`${key}/ship`, 100)) : null,
      });
    }
  }
  if (serviceValues.length) await tx.insert(services).values(serviceValues);
  if (lineValues.length) await tx.insert(packageLines).values(lineValues);
  return {
    service_products: productRows.length,
    data_pools: poolRows.length,
    packages: pkgRows.length,
    services: serviceValues.length,
    package_lines: lineValues.length,
  };
}
