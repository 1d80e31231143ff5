import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/seed/index.ts';
import { worldOf } from '../../src/integrations/controller/world.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
const quiet = { info: () => {}, warn: () => {}, error: () => {} } as any;
const rows = async (q: string) => (await t.database.query(q)).rows;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: 'Admin-Password-1' });
  await seed(t.database.db, { ...t.config, DEMO_DATA: true }, quiet);
  staff = t.as((await createUser(t, 'staff')).token);
}, 120_000);
afterAll(() => t.close());

describe('demo devices', () => {
  it('is a believable fleet: deployed at customer sites, in stock, a few archived, mixed statuses', async () => {
    const stats = (await staff({ method: 'GET', url: '/api/v1/stats/devices' })).json();
    expect(stats.total + stats.archived).toBeGreaterThanOrEqual(200);
    expect(stats.total + stats.archived).toBeLessThanOrEqual(400);
    expect(stats.in_stock).toBeGreaterThanOrEqual(40);
    expect(stats.deployed).toBeGreaterThanOrEqual(120);
    expect(stats.archived).toBeGreaterThan(0);
    expect(stats.online_status.online).toBeGreaterThan(stats.online_status.offline);
    expect(stats.online_status.offline).toBeGreaterThan(0);
    expect(stats.online_status.never_online).toBeGreaterThan(0);
    expect(stats.fusion_hubs).toBeGreaterThan(0);

    // Deployed devices stand at their customer's site, near it; stock devices at site 1 without customer.
    expect(
      await rows(
        `select d.serial from devices d join sites s on s.id = d.site_id where not d.in_stock and (d.customer_id is distinct from s.customer_id or abs(d.lat - s.lat) > 0.01)`,
      ),
    ).toEqual([]);
    expect(await rows(`select serial from devices where in_stock and (site_id <> 1 or customer_id is not null)`)).toEqual([]);
    // Ports follow the product's modems; WANs: the wired one and one per modem.
    expect(
      await rows(`select d.serial from devices d join device_products p on p.id = d.product_id
                  where (select count(*) from jsonb_object_keys(d.ports_map)) <> 2 * p.ports_count
                     or (not d.virtual and (select count(*) from wans w where w.device_id = d.id) <> p.ports_count + 1)`),
    ).toEqual([]);
  });

  it('links devices to servers 1..3 and to organizations and groups the controller simulator knows', async () => {
    expect(await rows(`select id, name from servers where id <= 3 order by id`)).toEqual([
      { id: 1, name: 'venus' },
      { id: 2, name: 'earth' },
      { id: 3, name: 'mercure' },
    ]);
    const links = await rows(
      `select distinct s.name as server, d.ic_organization_id as org, d.ic_group_id as grp, d.ic_group_name as grp_name from devices d join servers s on s.id = d.server_id`,
    );
    expect(links.length).toBeGreaterThan(3);
    for (const l of links) {
      const org = worldOf(l.server).find((o) => o.id === l.org);
      expect(org, `${l.server}/${l.org}`).toBeTruthy();
      expect(org!.groups.find((g) => g.id === l.grp)?.name).toBe(l.grp_name);
    }
  });

  it('has one open Ops History period per live device, at its site', async () => {
    expect(
      await rows(`select d.serial from devices d where d.archived_at is null
                  and (select count(*) from records r where r.object_type = 'device' and r.object_id = d.id and r.end_date is null and r.site_id = d.site_id) <> 1`),
    ).toEqual([]);
    expect(await rows(`select id from records where end_date < start_date`)).toEqual([]);
    expect(
      await rows(
        `select d.serial from devices d where d.archived_at is not null and exists (select 1 from records r where r.object_type = 'device' and r.object_id = d.id and r.end_date is null)`,
      ),
    ).toEqual([]);
  });

  it('passes the rules the API enforces and feeds the map and the catalogue', async () => {
    const list = (await staff({ method: 'GET', url: '/api/v1/devices/?page_size=60&only_fusion_hub=all' })).json();
    for (const row of list.results) {
      const { id, ...body } = row;
      for (const k of Object.keys(body)) if (body[k] === null) delete body[k];
      const res = await staff({ method: 'PUT', url: `/api/v1/devices/${id}`, payload: body });
      expect(res.statusCode, `${row.serial}: ${res.body}`).toBe(200);
    }
    const map = (await staff({ method: 'GET', url: '/api/v1/devices/?map=true&in_stock=false&page_size=500' })).json();
    expect(map.count).toBeGreaterThan(100);
    const products = (await staff({ method: 'GET', url: '/api/v1/device_products/?managed=all&accessory=all&virtual=all' })).json();
    expect(products.count).toBeGreaterThanOrEqual(8);
    expect(products.results.some((p: any) => p.devices_stock_count > 0)).toBe(true);
  });
});
