// The demo data of lines, IPs and product items, on top of the CRM and devices demo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/demo.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
const quiet = { info: () => {} } as any;
const rows = async (q: string) => (await t.database.query(q)).rows;
const count = async (q: string) => (await rows(q))[0].n as number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, quiet);
  staff = t.as((await createUser(t, 'staff')).token);
}, 120_000);
afterAll(() => t.close());

describe('lines, IPs and product items demo', () => {
  it('has the six line providers and ~150 lines in varied statuses, most attached to a device of their site', async () => {
    expect((await rows('select name from line_providers order by id')).map((r) => r.name)).toEqual([
      'Proximus',
      'Telenet',
      'Orange',
      'KPN',
      'Free Pro',
      'Colt',
    ]);
    expect(await count('select count(*)::int n from lines')).toBe(150);
    expect(await count('select count(distinct status)::int n from lines')).toBeGreaterThanOrEqual(12);
    expect(await count('select count(*)::int n from lines where device_id is not null')).toBeGreaterThanOrEqual(50);
    expect(await count('select count(*)::int n from lines where archived_at is not null')).toBeGreaterThan(0);
    // The attach rule holds in the demo too.
    expect(
      await count(
        'select count(*)::int n from lines l join devices d on d.id = l.device_id where d.site_id is distinct from l.site_id or d.archived_at is not null',
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int n from lines l where l.device_id is not null and not exists (select 1 from records r where r.object_type = 'line' and r.object_id = l.id and r.end_date is null and r.device_id = l.device_id)`,
      ),
    ).toBe(0);
    const list = (await staff({ method: 'GET', url: '/api/v1/lines/?attached=true' })).json();
    expect(list.results[0]).toMatchObject({
      status_led: expect.stringMatching(/green|yellow|red|gray/),
      provider_name: expect.any(String),
      device_serial: expect.any(String),
    });
    expect((await staff({ method: 'GET', url: '/api/v1/lines/?next_action_due=true' })).json().count).toBeGreaterThan(0);
  });

  it('has public and private IP blocks, some assigned to devices and pinged', async () => {
    expect(await count('select count(*)::int n from ips')).toBe(30 + 30 + 40 + 20);
    expect(await count('select count(*)::int n from ips where device_id is not null and customer_id is not null')).toBeGreaterThan(20);
    expect(await count('select count(*)::int n from ips where last_ping_result is not null')).toBeGreaterThan(0);
    const free = (await staff({ method: 'GET', url: '/api/v1/ips/?subnet=185.54.216.0/27' })).json();
    expect(free.count).toBeGreaterThan(0);
    expect(free.results.every((r: any) => r.available)).toBe(true);
  });

  it('has ~200 product items at sites and in stock, some reserved and archived, with their periods', async () => {
    expect(await count('select count(*)::int n from product_items')).toBe(200);
    expect(await count('select count(*)::int n from product_items where in_stock and archived_at is null')).toBeGreaterThan(40);
    expect(await count('select count(*)::int n from product_items where not in_stock and customer_id is not null')).toBeGreaterThan(80);
    expect(await count('select count(*)::int n from product_items where reserved')).toBeGreaterThan(5);
    expect(await count('select count(*)::int n from product_items where archived_at is not null')).toBeGreaterThan(0);
    expect(await count(`select count(*)::int n from records where object_type = 'product_item' and end_date is not null`)).toBeGreaterThan(80);
    const starlinks = (await staff({ method: 'GET', url: '/api/v1/product_items/?brand=starlink&family=satellite&in_stock=true' })).json();
    expect(starlinks.count).toBeGreaterThan(0);
    const deployed = (await staff({ method: 'GET', url: '/api/v1/product_items/' })).json();
    expect(deployed.results[0]).toMatchObject({
      in_stock: false,
      product: { managed: false },
      customer_name: expect.any(String),
      site_name: expect.any(String),
    });
  });

  it('is the same every time', async () => {
    const first = await rows('select serial, site_id from product_items order by id limit 5');
    const again = await createTestApp();
    try {
      await seedDemo(again.database.db, quiet);
      expect((await again.database.query('select serial, site_id from product_items order by id limit 5')).rows).toEqual(first);
    } finally {
      await again.close();
    }
  }, 120_000);
});
