// Maintained fields (decision 0015): random sequences of writes through every path (generic routes,
// actions, bulk routes, raw SQL as a migration or a repair would write), run concurrently, never leave
// a stored count, name or summary different from a fresh recount. Also: the install backfills an
// existing database, and the repair command finds and fixes what was damaged behind its back.
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_LINE_STATUSES, PACKAGE_STATUSES } from '@console/contract';
import { checkMaintained, installMaintained, maintainedFields, repairMaintained } from '../../src/platform/maintained.ts';
import { allResources } from '../../src/platform/registry.ts';
import '../../src/resources/index.ts';
import { createTestApp, createUser, onPostgres, type TestApp } from '../support/helpers.ts';
import { isRetryable, TRANSACTION_ATTEMPTS } from '../../src/db/retry.ts';

const TIMEOUT = 300_000;
/** One sequence takes a few seconds (the first, which walks every kind, up to half a minute on a loaded machine). */
const RUN_TIMEOUT = 120_000;
const RUNS = onPostgres ? 12 : 8;
const fields = () => maintainedFields(allResources());

let t: TestApp;
let staff: (o: InjectOptions) => Promise<LightMyRequestResponse>;
let admin: (o: InjectOptions) => Promise<LightMyRequestResponse>;
let seq = 0;

const rows = async (q: string, params: unknown[] = []) => (await t.database.query(q, params)).rows;
const retried = async <T>(work: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryable(err)) throw err;
    }
  }
};
const ids = async (table: string) => (await rows(`select id from ${table} order by id`)).map((r) => Number(r.id));
const pick = (list: number[], n: number) => (list.length ? list[n % list.length] : undefined);
const post = async (url: string, payload: object) => {
  const res = await staff({ method: 'POST', url: `/api/v1/${url}`, payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  const s = await createUser(t, 'staff');
  const a = await createUser(t, 'admin');
  staff = t.as(s.token);
  admin = t.as(a.token);
  const company = await admin({ method: 'POST', url: '/api/v1/companies/', payload: { name: 'Reseller SA', invoice_prefix: 1 } });
  expect(company.statusCode, company.body).toBe(201);
  for (let i = 0; i < 3; i++) {
    const c = await post('customers/', { name: `Maintained ${i}` });
    await post('sites/', { name: `Site ${i}`, customer_id: c.id });
    await post('simpools/', { name: `Pool ${i}`, customer_id: c.id });
    await post('line_providers/', { name: `Carrier ${i}` });
    await post('providers/', { name: `Provider ${i}` });
    await post('addresses/', { customer_id: c.id, name: `Billing ${i}` });
  }
  await post('service_products/', { reference: 'MF-SD', name: 'SD-WAN monthly', service_type: 'sdwan', frequency: 'monthly' });
  await post('device_products/', { reference: 'MF-BR1', name: 'Balance One', managed: true, ports_count: 1 });
  await post('device_products/', { reference: 'MF-ANT', name: 'Antenna', managed: false });
  // Something of every kind to act on from the first write of a sequence.
  for (const kind of [
    'createDevices',
    'createDevices',
    'createSims',
    'createSims',
    'createLine',
    'createItem',
    'createContact',
    'wanUpsert',
    'attachSim',
    'attachLine',
    'createPackage',
    'createService',
    'createPackageLine',
  ])
    await run({ kind, a: seq, b: seq + 1, c: seq + 2 });
});

afterAll(async () => {
  await t?.close();
});

/** One write, chosen by the property; `a` and `b` pick the records it touches. A refusal (4xx) is fine: the point is what is stored. */
type Op = { kind: string; a: number; b: number; c: number };
const KINDS = [
  'createSite',
  'moveSite',
  'createContact',
  'deleteContact',
  'renameCustomer',
  'renameUser',
  'setAccountManager',
  'createDevices',
  'moveDevice',
  'renameDevice',
  'createSims',
  'attachSim',
  'detachSim',
  'poolSim',
  'renameProvider',
  'createLine',
  'attachLine',
  'detachLine',
  'moveLine',
  'createItem',
  'moveItem',
  'createIp',
  'wanUpsert',
  'wanDelete',
  'archive',
  'unarchive',
  'bulkArchive',
  'deviceOnline',
  'renameProduct',
  'createPackage',
  'createService',
  'serviceStatus',
  'createPackageLine',
  'confirmPackage',
  'lineStatus',
  'packageStatus',
  'renamePackage',
  'archiveService',
  'moveService',
] as const;
const SERVICE_STATUSES = ['DRAFT', 'PROVISIONING', 'PROVISIONED', 'SHIPPED', 'DELIVERED', 'IDLE', 'PAUSED', 'ENDING', 'ENDED'];
const SERVICE_TYPES = ['sdwan', 'data', 'line', 'custom', 'starlink'];
const ARCHIVABLE = ['sites', 'contacts', 'devices', 'simcards', 'lines', 'product_items', 'ips', 'customers', 'simpools'];

async function run(op: Op): Promise<unknown> {
  const n = ++seq;
  const { a, b, c } = op;
  switch (op.kind) {
    case 'createSite':
      return staff({ method: 'POST', url: '/api/v1/sites/', payload: { name: `S${n}`, customer_id: pick(await ids('customers'), a) } });
    case 'moveSite': {
      const site = pick(await ids('sites'), a);
      return staff({ method: 'PUT', url: `/api/v1/sites/${site}`, payload: { customer_id: pick(await ids('customers'), b) } });
    }
    case 'createContact':
      return staff({ method: 'POST', url: '/api/v1/contacts/', payload: { name: `Contact ${n}`, customer_id: pick(await ids('customers'), a) } });
    case 'deleteContact': {
      const contact = pick(await ids('contacts'), a) ?? 0;
      return retried(async () => rows('delete from contacts where id = $1', [contact]));
    }
    case 'renameCustomer':
      return staff({ method: 'PUT', url: `/api/v1/customers/${pick(await ids('customers'), a)}`, payload: { name: `Customer ${n}` } });
    case 'renameUser': // Straight SQL: a path no route controls still moves the names kept elsewhere.
      // Hand-written SQL outside the app: PostgreSQL may pick it to break a deadlock with a concurrent
      // customer write (the rename locks the customers its name reaches), and any client runs it again.
      {
        const user = pick(await ids('users'), a);
        return retried(async () => rows(`update users set firstname = $1 where id = $2`, [`First${n}`, user]));
      }
    case 'setAccountManager': {
      const staffIds = (await rows('select id from users where is_staff order by id')).map((r) => Number(r.id));
      return staff({
        method: 'PUT',
        url: `/api/v1/customers/${pick(await ids('customers'), a)}`,
        payload: { account_manager_id: pick(staffIds, b), presale_id: pick(staffIds, c) },
      });
    }
    case 'createDevices': {
      const products = (await rows(`select id from device_products where managed order by id`)).map((r) => Number(r.id));
      return staff({
        method: 'POST',
        url: '/api/v1/devices/bulk',
        payload: { devices_refs: `MF${n}A\nMF${n}B`, product_id: pick(products, a), site_id: pick(await ids('sites'), b) },
      });
    }
    case 'moveDevice':
      return staff({ method: 'POST', url: `/api/v1/devices/${pick(await ids('devices'), a) ?? 0}/move`, payload: { site_id: pick(await ids('sites'), b) } });
    case 'renameDevice':
      return staff({ method: 'PUT', url: `/api/v1/devices/${pick(await ids('devices'), a) ?? 0}`, payload: { name: `Router ${n}` } });
    case 'createSims': {
      const iccids = [0, 1].map((i) => `8932${String(n).padStart(10, '0')}${i}0000`);
      return staff({
        method: 'POST',
        url: '/api/v1/simcards/bulk',
        payload: { iccids, provider_id: pick(await ids('providers'), a), pool_id: pick(await ids('simpools'), b) },
      });
    }
    case 'attachSim': {
      const device = pick(await ids('devices'), b);
      if (!device) return;
      const [d] = await rows('select ports_map from devices where id = $1', [device]);
      const port = Object.keys(d.ports_map ?? {})[c % Math.max(1, Object.keys(d.ports_map ?? {}).length)] ?? 'SIM A';
      return staff({ method: 'POST', url: `/api/v1/simcards/${pick(await ids('simcards'), a) ?? 0}/attach`, payload: { device_id: device, port_name: port } });
    }
    case 'detachSim':
      return staff({ method: 'POST', url: `/api/v1/simcards/${pick(await ids('simcards'), a) ?? 0}/detach`, payload: {} });
    case 'poolSim':
      return staff({
        method: 'POST',
        url: `/api/v1/simcards/${pick(await ids('simcards'), a) ?? 0}/move_to_pool`,
        payload: { pool_id: pick(await ids('simpools'), b) },
      });
    case 'renameProvider':
      return admin({
        method: 'PUT',
        url: `/api/v1/providers/${pick(await ids('providers'), a)}`,
        payload: { name: `Provider ${n}`, carrier_name: `Carrier ${n}` },
      });
    case 'createLine':
      return staff({
        method: 'POST',
        url: '/api/v1/lines/',
        payload: { provider_id: pick(await ids('line_providers'), a), customer_id: pick(await ids('customers'), b), sales_order_number: `SO${n}` },
      });
    case 'attachLine':
      return staff({
        method: 'POST',
        url: `/api/v1/lines/${pick(await ids('lines'), a) ?? 0}/attach`,
        payload: { device_id: pick(await ids('devices'), b) ?? 0 },
      });
    case 'detachLine':
      return staff({ method: 'POST', url: `/api/v1/lines/${pick(await ids('lines'), a) ?? 0}/detach`, payload: {} });
    case 'moveLine':
      return staff({
        method: 'PUT',
        url: `/api/v1/lines/${pick(await ids('lines'), a) ?? 0}`,
        payload: { provider_id: pick(await ids('line_providers'), b), site_id: pick(await ids('sites'), c) },
      });
    case 'createItem': {
      const products = (await rows(`select id from device_products where not managed order by id`)).map((r) => Number(r.id));
      return staff({
        method: 'POST',
        url: '/api/v1/product_items/',
        payload: { serial: `PI${n}`, product_id: pick(products, a), site_id: pick(await ids('sites'), b), in_stock: c % 2 === 0 },
      });
    }
    case 'moveItem':
      return staff({
        method: 'POST',
        url: `/api/v1/product_items/${pick(await ids('product_items'), a) ?? 0}/move`,
        payload: { site_id: pick(await ids('sites'), b) },
      });
    case 'createIp':
      return staff({
        method: 'POST',
        url: '/api/v1/ips/',
        payload: {
          address: `10.${a % 250}.${b % 250}.${n % 250}`,
          device_id: pick(await ids('devices'), c) ?? null,
          customer_id: pick(await ids('customers'), a),
        },
      });
    case 'wanUpsert': {
      // The controller sync writes WANs directly: the device's WAN summary follows.
      const device = pick(await ids('devices'), a);
      if (!device) return;
      const wan = pick(await ids('wans'), b);
      if (wan && c % 2) return retried(async () => rows('update wans set name = $1, device_id = $2 where id = $3', [`WAN ${n}`, device, wan]));
      return retried(async () => rows(`insert into wans (device_id, name, ic_id) values ($1, $2, $3)`, [device, `WAN ${n}`, n]));
    }
    case 'wanDelete':
      return retried(async () => rows('delete from wans where id = $1', [pick(await ids('wans'), a) ?? 0]));
    case 'deviceOnline':
      return retried(async () =>
        rows(`update devices set online_status = $1 where id = $2`, [['online', 'offline', 'unknown'][b % 3], pick(await ids('devices'), a) ?? 0]),
      );
    case 'renameProduct':
      return staff({
        method: 'PUT',
        url: `/api/v1/device_products/${pick(await ids('device_products'), a)}`,
        payload: { name: `Product ${n}`, brand: `Brand ${n}` },
      });
    case 'createPackage': {
      const [address] = await rows('select id, customer_id from addresses order by id offset $1 limit 1', [a % 3]);
      return staff({
        method: 'POST',
        url: '/api/v1/packages/',
        payload: { customer_id: address.customer_id, invoicing_address_id: address.id, name: `Order ${n}` },
      });
    }
    case 'createService': {
      const pkg = pick(await ids('packages'), a);
      if (!pkg) return;
      return staff({
        method: 'POST',
        url: '/api/v1/services/',
        payload: {
          package_id: pkg,
          type: SERVICE_TYPES[b % SERVICE_TYPES.length],
          name: `Service ${n}`,
          product_id: c % 2 ? pick(await ids('service_products'), c) : null,
        },
      });
    }
    case 'serviceStatus':
      // Statuses move through actions with their own rules (tested elsewhere); the counters must follow any move.
      return retried(async () =>
        rows('update services set status = $1 where id = $2', [SERVICE_STATUSES[b % SERVICE_STATUSES.length], pick(await ids('services'), a) ?? 0]),
      );
    case 'confirmPackage':
      // A confirmed package's status follows its services and lines from then on (decision 0063).
      return staff({ method: 'POST', url: `/api/v1/packages/${pick(await ids('packages'), a) ?? 0}/confirm` });
    case 'lineStatus':
      return retried(async () =>
        rows('update package_lines set status = $1 where id = $2', [
          PACKAGE_LINE_STATUSES[b % PACKAGE_LINE_STATUSES.length],
          pick(await ids('package_lines'), a) ?? 0,
        ]),
      );
    case 'packageStatus':
      // A status written behind the parts' back: the trigger brings it back to what they say.
      return retried(async () =>
        rows('update packages set status = $1 where id = $2', [PACKAGE_STATUSES[b % PACKAGE_STATUSES.length], pick(await ids('packages'), a) ?? 0]),
      );
    case 'createPackageLine': {
      const pkg = pick(await ids('packages'), a);
      if (!pkg) return;
      return staff({ method: 'POST', url: '/api/v1/package_lines/', payload: { package_id: pkg, qty: 1 + (b % 3), price: 10 } });
    }
    case 'renamePackage':
      return staff({
        method: 'PUT',
        url: `/api/v1/packages/${pick(await ids('packages'), a) ?? 0}`,
        payload: { reference: `PKG-R${n}`, desired_date: '2026-12-01' },
      });
    case 'archiveService':
      return staff({ method: 'DELETE', url: `/api/v1/services/${pick(await ids('services'), a) ?? 0}`, payload: { archived_reason: 'OTHER' } });
    case 'moveService': {
      // A service moved to another package through SQL: both packages' counters follow.
      return retried(async () =>
        rows('update services set package_id = $1 where id = $2', [pick(await ids('packages'), b) ?? null, pick(await ids('services'), a) ?? 0]),
      );
    }
    case 'archive': {
      const resource = ARCHIVABLE[a % ARCHIVABLE.length];
      return staff({
        method: 'DELETE',
        url: `/api/v1/${resource}/${pick(await ids(resource), b) ?? 0}`,
        payload: { archived_reason: 'OTHER', detach: c % 2 === 0 },
      });
    }
    case 'unarchive': {
      // An archived record of any kind: unarchiving a live one is only a refusal.
      const archived = await rows(
        `${ARCHIVABLE.map((r) => `select '${r}' as resource, id from ${r} where archived_at is not null`).join(' union all ')} order by 1, 2`,
      );
      const target = archived.length ? archived[(a + b) % archived.length] : { resource: 'sites', id: pick(await ids('sites'), b) };
      return staff({ method: 'POST', url: `/api/v1/${target.resource}/${target.id}/unarchive` });
    }
    case 'bulkArchive': {
      const resource = ARCHIVABLE[a % ARCHIVABLE.length];
      const all = await ids(resource);
      return staff({ method: 'DELETE', url: `/api/v1/${resource}/`, payload: { ids: [pick(all, b), pick(all, c)].filter(Boolean), archived_reason: 'OTHER' } });
    }
  }
}

const opArb = fc.record({ kind: fc.constantFrom(...KINDS), a: fc.nat(1000), b: fc.nat(1000), c: fc.nat(1000) });

describe('maintained fields', () => {
  it('declares counts, names and summaries on the resources that lists read them from', () => {
    const names = fields().map((f) => f.name);
    for (const name of [
      'customers.sites_count',
      'devices.customer_name',
      'devices.wans',
      'simcards.provider_name',
      'device_products.devices_stock_count',
      'simpools.cards_count',
      'packages.services_by_type',
      'packages.services_count',
      'packages.status',
      'services.package',
    ])
      expect(names).toContain(name);
  });

  it(
    'stay equal to a fresh recount after random concurrent sequences of writes',
    async () => {
      const answers: number[] = [];
      const accepted = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 40 }), async (drawn) => {
          // The first sequence also walks every kind once, so each path is taken whatever the draw.
          const ops = accepted.size === 0 ? [...KINDS.map((kind, i) => ({ kind, a: i, b: i + 1, c: i + 2 })), ...drawn] : drawn;
          // Four writers at a time: on PostgreSQL they really run in parallel on the pool.
          for (let i = 0; i < ops.length; i += 4) {
            const batch = ops.slice(i, i + 4);
            const results = await Promise.all(batch.map(run));
            results.forEach((r, k) => {
              const status = (r as LightMyRequestResponse | undefined)?.statusCode;
              if (typeof status === 'number') answers.push(status);
              if (r !== undefined && (status === undefined || status < 300)) accepted.set(batch[k].kind, (accepted.get(batch[k].kind) ?? 0) + 1);
            });
          }
          expect(await checkMaintained(t.database, fields())).toEqual({});
        }),
        // A failure is reported at once, with its error and its sequence (replay: FUZZ_SEED and the printed
        // path). Not shrunk: a failure that depends on how the concurrent writers interleave seldom comes
        // back, so the shrinker ran hundreds of passing candidates (about a second each) until the 300 s
        // timeout, which then hid the error: "Test timed out", as when a PGlite CI run seemed to hang.
        // A sequence still running after RUN_TIMEOUT (a real hang) fails the same way, with its sequence.
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED) || 20261124, endOnFailure: true, timeout: RUN_TIMEOUT },
      );
      expect(answers.filter((s) => s >= 500)).toEqual([]);
      // The sequences did write through most paths: each of these kinds was accepted at least once.
      const kinds = [
        'createSite',
        'moveSite',
        'createContact',
        'renameCustomer',
        'setAccountManager',
        'createDevices',
        'createSims',
        'attachSim',
        'createLine',
        'createItem',
        'wanUpsert',
        'poolSim',
        'archive',
        'unarchive',
        'bulkArchive',
        'createPackage',
        'createService',
        'createPackageLine',
        'renamePackage',
        'archiveService',
        'confirmPackage',
      ];
      expect(kinds.filter((k) => !accepted.get(k))).toEqual([]);
    },
    TIMEOUT,
  );

  it('the repair finds and fixes values damaged behind the triggers, and reports what it fixed', async () => {
    await t.database.rawTransaction(async (q) => {
      await q(`set local session_replication_role = replica`).catch(() => undefined);
      await q(`update customers set sites_count = sites_count + 7, account_manager_name = 'Nobody'`, []);
      await q(`update devices set wans = '[]'::jsonb, customer_name = 'Wrong'`, []);
      // A stored record left behind by the fields above, and one damaged by itself.
      await q(`update devices set record_json = '{}' where id = (select min(id) from devices)`, []);
    });
    const stale = await checkMaintained(t.database, fields());
    expect(Object.keys(stale)).toEqual(
      expect.arrayContaining(['customers.sites_count', 'customers.account_manager_name', 'devices.customer_name', 'devices.record_json']),
    );
    const fixed = await repairMaintained(t.database, fields());
    expect(fixed['customers.sites_count']).toBe((await ids('customers')).length);
    // Once their fields were repaired, the other devices' records were right again: only the damaged one is rewritten.
    expect(fixed['devices.record_json']).toBe(1);
    expect(await checkMaintained(t.database, fields())).toEqual({});
    expect(await repairMaintained(t.database, fields())).toEqual({});
  });

  it('the install backfills a database whose fields were never maintained, and reinstalls a changed definition', async () => {
    // As on a database migrated from before decision 0015: no triggers, columns at their defaults.
    await t.database.rawTransaction(async (q) => {
      for (const r of (await q('select drop_sql from maintained_fields', [])).rows) await q(r.drop_sql);
      await q('delete from maintained_fields', []);
      await q(`update customers set sites_count = 0, contacts_count = 0, account_manager_name = null`, []);
      await q(`update simcards set provider_name = null, device_active = false`, []);
      await q(`update devices set record_json = null`, []);
    });
    expect(Object.keys(await checkMaintained(t.database, fields())).length).toBeGreaterThan(0);
    const { installed } = await installMaintained(t.database, fields());
    expect(installed.length).toBe(fields().length);
    expect(await checkMaintained(t.database, fields())).toEqual({});
    // Started again with the same declarations: nothing to do.
    expect(await installMaintained(t.database, fields())).toEqual({ installed: [], removed: [] });
    // A field no longer declared loses its triggers: its column stops following.
    const without = fields().filter((f) => f.name !== 'customers.sites_count');
    expect((await installMaintained(t.database, without)).removed).toEqual(['customers.sites_count']);
    const [c] = await rows('select id, sites_count from customers order by id limit 1');
    await staff({ method: 'POST', url: '/api/v1/sites/', payload: { name: 'After removal', customer_id: c.id } });
    expect((await rows('select sites_count from customers where id = $1', [c.id]))[0].sites_count).toBe(c.sites_count);
    expect((await installMaintained(t.database, fields())).installed).toEqual(['customers.sites_count']);
    expect((await rows('select sites_count from customers where id = $1', [c.id]))[0].sites_count).toBe(c.sites_count + 1);
  });

  it('a list shows the maintained values as a fresh read does, and a rename reaches every list at once', async () => {
    const [c] = await rows(
      `select c.id from customers c where exists (select 1 from devices d where d.customer_id = c.id and d.archived_at is null) order by c.id limit 1`,
    );
    expect(c).toBeDefined();
    await staff({ method: 'PUT', url: `/api/v1/customers/${c.id}`, payload: { name: 'Renamed Everywhere' } });
    const list = (await staff({ method: 'GET', url: `/api/v1/devices/?customer_id=${c.id}&in_stock=all&page_size=5` })).json();
    expect(list.results.length).toBeGreaterThan(0);
    for (const d of list.results) expect(d.customer_name).toBe('Renamed Everywhere');
  });
});
