// Every count means one thing (issue 25, decision 0066): on the demo data, every pair of endpoints that
// shows the same quantity answers the same number (Home's delivery tiles showed 9/37/37 where the
// Delivery dashboard showed 7/31/34; Home's "below minimum stock" 0 where the Stocks dashboard listed
// one alert), and each count equals the total of the list its tile opens with the tile's filter
// (contract COUNTS). Then the data changes and both sides of each pair move together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_NAMES, COUNTS, type CountName, HOME_TILES, INVOICE_STATUSES } from '@console/contract';
import { seedDemo } from '../../src/seed/demo.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let admin: (o: any) => any;
const quiet = { info: () => {} } as any;
const rows = async (q: string) => (await t.database.query(q)).rows as any[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, quiet);
  admin = t.as((await createUser(t, 'admin')).token);
}, 180_000);
afterAll(() => t.close());

const getJson = async (url: string) => {
  const res = await admin({ method: 'GET', url: `/api/v1${url}` });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const query = (filter: Record<string, unknown>) => new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)])).toString();
const listTotal = async (name: CountName) => (await getJson(`/${COUNTS[name].resource}/?${query({ ...COUNTS[name].filter, page_size: 1 })}`)).count;

/** Where each endpoint shows which named count: [endpoint, field path, count]. */
async function shown(): Promise<[string, string, CountName, number][]> {
  const out: [string, string, CountName, number][] = [];
  const home = await getJson('/stats/home');
  for (const tile of HOME_TILES) out.push(['/stats/home', tile.key, tile.key, home[tile.key]]);
  const work = await getJson('/stats/work');
  for (const section of work.sections) for (const tile of section.tiles) out.push(['/stats/work', tile.key, tile.count_name, tile.count]);
  const fields: Record<string, Record<string, CountName>> = {
    business: {
      'services.provisioning': 'services_provisioning',
      'services.to_invoice': 'services_to_invoice',
      'services.idle': 'services_idle',
      'services.not_invoiced': 'services_not_invoiced',
      'packages.draft': 'packages_draft',
      'packages.provisioning': 'packages_provisioning',
      'packages.not_invoiced': 'packages_not_invoiced',
      'package_lines.to_invoice': 'package_lines_to_invoice',
    },
    delivery: {
      'services.provisioning': 'delivery_services_provisioning',
      'services.provisioned': 'delivery_services_provisioned',
      'services.shipped': 'delivery_services_shipped',
      'package_lines.provisioning': 'delivery_package_lines_provisioning',
      'package_lines.provisioned': 'delivery_package_lines_provisioned',
      'package_lines.shipped': 'delivery_package_lines_shipped',
    },
    stock: {
      'devices.in_stock': 'devices_in_stock',
      'product_items.in_stock': 'product_items_in_stock',
      'starlinks.in_stock': 'starlinks_in_stock',
      'device_products.stock_alert': 'stock_alerts',
    },
    lines: { 'lines.not_attached_due': 'lines_not_attached_due', 'services.provisioning': 'services_provisioning' },
  };
  for (const [dashboard, paths] of Object.entries(fields)) {
    const body = await getJson(`/admin/dashboard/${dashboard}/stats`);
    for (const [path, name] of Object.entries(paths)) {
      const [group, key] = path.split('.');
      out.push([`/admin/dashboard/${dashboard}/stats`, path, name, body[group][key]]);
    }
  }
  // The device, SIM, satellite and accounting counters (a path walks the answer; "a.b" is nested).
  const more: Record<string, Record<string, CountName>> = {
    '/stats/devices': {
      total: 'devices',
      archived: 'devices_archived',
      in_stock: 'devices_in_stock',
      deployed: 'devices_deployed',
      reserved: 'devices_reserved',
      fusion_hubs: 'fusion_hubs',
      'online_status.online': 'devices_online',
      'online_status.offline': 'devices_offline',
      'online_status.never_online': 'devices_never_online',
      'online_status.unknown': 'devices_online_unknown',
    },
    '/stats/simcards': {
      total: 'simcards',
      archived: 'simcards_archived',
      attached: 'simcards_attached',
      free: 'simcards_free',
      in_pool: 'simcards_in_pool',
      manageable: 'simcards_manageable',
      'status.AVAILABLE': 'sims_available',
      'status.ACTIVE': 'sims_active',
      'status.RESERVED': 'sims_reserved',
      'status.SUSPENDED': 'sims_suspended',
      'status.TERMINATED': 'sims_terminated',
      'status.UNKNOWN': 'sims_unknown',
      'type.sim': 'sims_sim',
      'type.esim': 'sims_esim',
    },
    '/admin/dashboard/starlink/stats': {
      'terminals.online': 'starlink_terminals_online',
      'terminals.offline': 'starlink_terminals_offline',
      'terminals.searching': 'starlink_terminals_searching',
      'terminals.unknown': 'starlink_terminals_unknown',
      'terminals.available': 'starlink_terminals_available',
      'terminals.with_alerts': 'starlink_terminals_with_alerts',
      'service_lines.active': 'starlink_service_lines_active',
      'service_lines.paused': 'starlink_service_lines_paused',
      'service_lines.deactivated': 'starlink_service_lines_deactivated',
      'service_lines.opted_out': 'starlink_service_lines_opted_out',
      'events.last_24h': 'starlink_events_last_24h',
    },
    '/admin/dashboard/accounting/stats': { 'drafts.count': 'invoices_draft', 'overdue.count': 'invoices_overdue', not_pushed: 'invoices_not_pushed' },
  };
  for (const [url, paths] of Object.entries(more)) {
    const body = await getJson(url);
    for (const [path, name] of Object.entries(paths)) out.push([url, path, name, path.split('.').reduce((o, k) => o?.[k], body)]);
  }
  // The accounting table by status lists the statuses that have invoices: one not listed has none.
  const accounting = await getJson('/admin/dashboard/accounting/stats');
  for (const status of INVOICE_STATUSES) {
    const row = accounting.by_status.find((r: { status: string }) => r.status === status);
    out.push(['/admin/dashboard/accounting/stats', `by_status.${status}`, `invoices_${status}` as CountName, row ? row.count : 0]);
  }
  return out;
}

const byName = (all: [string, string, CountName, number][]) => {
  const map = new Map<CountName, { where: string; value: number }[]>();
  for (const [endpoint, path, name, value] of all) map.set(name, [...(map.get(name) ?? []), { where: `${endpoint} ${path}`, value }]);
  return map;
};

describe('every count means one thing', () => {
  it('on the demo data, every pair showing the same count agrees, and each equals the list its tile opens', async () => {
    const all = await shown();
    const map = byName(all);
    // Every named count is shown somewhere, and shown as a number.
    expect([...map.keys()].sort()).toEqual([...COUNT_NAMES].sort());
    for (const [, , name, value] of all) expect(typeof value, name).toBe('number');
    for (const [name, places] of map) {
      const total = await listTotal(name);
      for (const place of places) expect({ name, where: place.where, value: place.value }).toEqual({ name, where: place.where, value: total });
    }
    // The pairs the issue found apart: Home's delivery tiles and the Delivery dashboard, Home's
    // "below minimum stock" and the Stocks dashboard's alert list, each shown on two screens.
    for (const name of ['delivery_services_provisioning', 'delivery_services_provisioned', 'delivery_services_shipped', 'stock_alerts'] as const) {
      expect(
        map
          .get(name)!
          .map((p) => p.where.split(' ')[0])
          .sort(),
        name,
      ).toEqual(name === 'stock_alerts' ? ['/admin/dashboard/stock/stats', '/stats/work'] : ['/admin/dashboard/delivery/stats', '/stats/work']);
    }
    // The demo holds something in each of them, so agreement is not 0 = 0.
    for (const name of ['delivery_services_provisioning', 'delivery_services_provisioned', 'delivery_services_shipped', 'stock_alerts'] as const) {
      expect(map.get(name)![0].value, name).toBeGreaterThan(0);
    }
    // Two quantities, two names: "Services To Provision" counts LINE services, the delivery queue does not
    // (the demo holds LINE services in provisioning, so Home's old definition showed more than Delivery).
    expect(map.get('services_provisioning')![0].value).toBeGreaterThan(map.get('delivery_services_provisioning')![0].value);
    // The chart of devices in stock by product adds up to the tile.
    const stockChart = (await getJson('/admin/dashboard/stock/stats')).devices;
    expect(stockChart.by_product.reduce((n: number, p: { value: number }) => n + p.value, 0)).toBe(stockChart.in_stock);
    // Shown on two screens each: the network tiles of the work dashboard and the device and SIM stats,
    // the accounting tile and the accounting dashboard (twice there: the drafts tile and the draft row).
    const places = (name: CountName) => [...new Set(map.get(name)!.map((p) => p.where.split(' ')[0]))].sort();
    expect(places('devices_offline')).toEqual(['/stats/devices', '/stats/work']);
    expect(places('sims_suspended')).toEqual(['/stats/simcards', '/stats/work']);
    expect(places('invoices_draft')).toEqual(['/admin/dashboard/accounting/stats', '/stats/work']);
    for (const name of ['devices_offline', 'sims_suspended', 'invoices_draft', 'devices', 'simcards', 'starlink_terminals_online'] as const) {
      expect(map.get(name)![0].value, name).toBeGreaterThan(0);
    }
    // The parts add up to their whole; the charts split the same rows as the tiles.
    const devices = await getJson('/stats/devices');
    expect(devices.in_stock + devices.deployed).toBe(devices.total);
    expect(Object.values(devices.online_status).reduce((n: number, v) => n + Number(v), 0)).toBe(devices.total);
    const sims = await getJson('/stats/simcards');
    expect(sims.attached + sims.free).toBe(sims.total);
    expect(sims.providers.reduce((n: number, p: { value: number }) => n + p.value, 0)).toBe(sims.total);
    expect(sims.type.sim + sims.type.esim).toBe(sims.total);
    // A sum of money shown twice is summed once: the drafts tile's total is the draft row's.
    const accounting = await getJson('/admin/dashboard/accounting/stats');
    expect(accounting.drafts.total).toBe(accounting.by_status.find((r: { status: string }) => r.status === 'draft')?.total ?? 0);
  }, 120_000);

  it('both sides of each pair move when the data changes', async () => {
    const value = (m: Map<CountName, { where: string; value: number }[]>, name: CountName) => {
      const values = [...new Set(m.get(name)!.map((p) => p.value))];
      expect(values, name).toHaveLength(1);
      return values[0];
    };
    // A draft package is read by its status column as provisioning (no re-derivation in the counts).
    let before = byName(await shown());
    const [pkg] = await rows(`select id from packages where archived_at is null and status = 'draft' order by id limit 1`);
    await t.database.query(`update packages set status = 'provisioning' where id = ${Number(pkg.id)}`);
    let after = byName(await shown());
    expect({
      draft: value(after, 'packages_draft') - value(before, 'packages_draft'),
      provisioning: value(after, 'packages_provisioning') - value(before, 'packages_provisioning'),
    }).toEqual({
      draft: -1,
      provisioning: 1,
    });

    before = after;
    // A delivery-queue service moves from provisioning to provisioned (straight in the table: the
    // counts read the status the actions write).
    const [svc] = await rows(`select id from services where archived_at is null and status = 'PROVISIONING' and type <> 'line' order by id limit 1`);
    await t.database.query(`update services set status = 'PROVISIONED' where id = ${Number(svc.id)}`);
    // A LINE service back in provisioning: "Services To Provision" counts it, the delivery queue does not.
    const [line] = await rows(`select id from services where archived_at is null and status = 'DELIVERED' and type = 'line' order by id limit 1`);
    await t.database.query(`update services set status = 'PROVISIONING' where id = ${Number(line.id)}`);
    // A product that is not managed falls below its minimum (its stock plus one).
    const [product] = await rows(
      `select id, devices_stock_count + product_items_stock_count as n from device_products
       where archived_at is null and not managed and (stock_min_level is null or devices_stock_count + product_items_stock_count >= stock_min_level) order by id limit 1`,
    );
    await t.database.query(`update device_products set stock_min_level = ${Number(product.n) + 1} where id = ${Number(product.id)}`);

    // A live device (not a fusion hub) goes offline, an active SIM is suspended, a draft invoice is sent.
    const [device] = await rows(`select id from devices where archived_at is null and not is_fusion_hub and online_status = 'online' order by id limit 1`);
    await t.database.query(`update devices set online_status = 'offline' where id = ${Number(device.id)}`);
    const [sim] = await rows(`select id from simcards where archived_at is null and status = 'ACTIVE' order by id limit 1`);
    await t.database.query(`update simcards set status = 'SUSPENDED' where id = ${Number(sim.id)}`);
    const [invoice] = await rows(`select id from invoices where archived_at is null and status = 'draft' order by id limit 1`);
    await t.database.query(`update invoices set status = 'sent', sent_at = now() where id = ${Number(invoice.id)}`);

    after = byName(await shown());
    const moved = (name: CountName) => value(after, name) - value(before, name);
    expect({
      delivery_services_provisioning: moved('delivery_services_provisioning'),
      delivery_services_provisioned: moved('delivery_services_provisioned'),
      services_provisioning: moved('services_provisioning'),
      stock_alerts: moved('stock_alerts'),
      devices_online: moved('devices_online'),
      devices_offline: moved('devices_offline'),
      sims_active: moved('sims_active'),
      sims_suspended: moved('sims_suspended'),
      invoices_draft: moved('invoices_draft'),
      invoices_sent: moved('invoices_sent'),
    }).toEqual({
      delivery_services_provisioning: -1,
      delivery_services_provisioned: 1,
      services_provisioning: 0,
      stock_alerts: 1,
      devices_online: -1,
      devices_offline: 1,
      sims_active: -1,
      sims_suspended: 1,
      invoices_draft: -1,
      invoices_sent: 1,
    });
    for (const name of [
      'delivery_services_provisioning',
      'delivery_services_provisioned',
      'stock_alerts',
      'packages_provisioning',
      'devices_offline',
      'sims_suspended',
      'invoices_draft',
      'invoices_not_pushed',
    ] as const) {
      expect(value(after, name), name).toBe(await listTotal(name));
    }
  }, 120_000);
});
