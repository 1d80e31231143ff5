// The demo order book: service products of every type, ~60 packages in every status, services and
// package lines at every step, data pools; every dashboard tile counts something and opens a list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_STATUSES, SERVICE_TYPES } from '@console/contract';
import { seedDemo } from '../../src/seed/demo.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
const quiet = { info: () => {} } as any;
const rows = async (q: string) => (await t.database.query(q)).rows;
const get = async (url: string) => (await staff({ method: 'GET', url: `/api/v1${url}` })).json();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, quiet);
  staff = t.as((await createUser(t, 'staff')).token);
}, 120_000);
afterAll(() => t.close());

describe('commercial demo', () => {
  it('has products of every type, ~60 packages of every status, services and lines at every step', async () => {
    expect((await rows('select distinct service_type from service_products')).map((r) => r.service_type).sort()).toEqual([...SERVICE_TYPES].sort());
    expect((await rows('select distinct status from packages')).map((r) => r.status).sort()).toEqual([...PACKAGE_STATUSES].sort());
    expect(Number((await rows('select count(*)::int n from packages'))[0].n)).toBe(60);
    const serviceStatuses = (await rows('select distinct status from services')).map((r) => r.status);
    expect(serviceStatuses).toEqual(
      expect.arrayContaining(['DRAFT', 'PROVISIONING', 'PROVISIONED', 'SHIPPED', 'DELIVERED', 'IDLE', 'PAUSED', 'ENDING', 'ENDED']),
    );
    expect((await rows('select distinct status from package_lines')).map((r) => r.status)).toEqual(
      expect.arrayContaining(['draft', 'provisioning', 'provisioned', 'shipped', 'delivered']),
    );
    expect(Number((await rows(`select count(*)::int n from services where type = 'sdwan' and device_id is not null`))[0].n)).toBeGreaterThan(5);
    expect(Number((await rows('select count(*)::int n from data_pools'))[0].n)).toBeGreaterThan(0);
    // Services and lines carry their package's customer.
    expect(
      Number((await rows('select count(*)::int n from services s join packages p on p.id = s.package_id where s.customer_id <> p.customer_id'))[0].n),
    ).toBe(0);
  });

  it('gives every dashboard tile a real count that opens a non-empty list', async () => {
    const business = await get('/admin/dashboard/business/stats');
    const delivery = await get('/admin/dashboard/delivery/stats');
    const tiles: [number, string][] = [
      [business.services.provisioning, '/services/?status=provisioning'],
      [business.services.to_invoice, '/services/?to_invoice=true'],
      [business.services.idle, '/services/?status=idle'],
      [business.services.not_invoiced, '/services/?not_invoiced=true'],
      [business.packages.draft, '/packages/?status=draft'],
      [business.packages.provisioning, '/packages/?status=provisioning'],
      [business.packages.not_invoiced, '/packages/?not_invoiced=true'],
      [business.package_lines.to_invoice, '/package_lines/?not_invoiced=true'],
      ...(['provisioning', 'provisioned', 'shipped'] as const).flatMap((s): [number, string][] => [
        [delivery.services[s], `/services/?status=${s}&queue=delivery`],
        [delivery.package_lines[s], `/package_lines/?status=${s}&queue=delivery`],
      ]),
    ];
    for (const [value, url] of tiles) {
      expect(value, url).toBeGreaterThan(0);
      expect((await get(url)).count, url).toBe(value);
    }
    expect(business.services.monthly.some((m: { value: number }) => m.value > 0)).toBe(true);
    const stock = await get('/admin/dashboard/stock/stats');
    expect(stock.devices.in_stock).toBeGreaterThan(0);
    expect(stock.product_items.in_stock).toBeGreaterThan(0);
  });

  it('lists the commercial records exactly as each reads alone', async () => {
    for (const name of ['service_products', 'packages', 'services', 'package_lines', 'data_pools']) {
      const list = await get(`/${name}/?page_size=20&archived=all${name === 'package_lines' ? '&invoiced=all' : ''}`);
      expect(list.count, name).toBeGreaterThan(0);
      for (const row of list.results) expect(row, `${name} ${row.id}`).toEqual(await get(`/${name}/${row.id}`));
    }
  });
});
