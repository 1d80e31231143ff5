// The combined map's reads (spec 3 §7 Map reads, §9 map limits): devices and sites in pages of at
// most 500, terminals in one page of up to 5,000; the customer filter and q narrow each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_LIMITS, MAX_PAGE_SIZE } from '@console/contract';
import { customers, sites, starlinkAccounts, starlinkTerminals } from '../../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let satellite: ReturnType<TestApp['as']>;
let staff: ReturnType<TestApp['as']>;
let acmeId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  satellite = t.as((await createUser(t, 'staff', { can_view_starlinks: true })).token);
  staff = t.as((await createUser(t, 'staff')).token);
  const [acme] = await db.insert(customers).values({ name: 'Acme Shipping' }).returning();
  acmeId = acme.id;
  await db.insert(sites).values({ name: 'Acme Antwerp', customer_id: acme.id, lat: 51.2, lng: 4.4 });
  const [account] = await db.insert(starlinkAccounts).values({ account_number: 'ACC-MAP', account_name: 'Map' }).returning();
  // 620 terminals: more than any other list may answer at once; 20 of them Acme's.
  await db.insert(starlinkTerminals).values(
    Array.from({ length: 620 }, (_, i) => ({
      terminal_id: `UT-MAP-${i}`,
      starlink_account_id: account.id,
      lat: 40 + (i % 50) / 10,
      lng: 2 + i / 100,
      state: ['online', 'offline', 'searching', 'unknown'][i % 4],
      customer_id: i < 20 ? acme.id : null,
    })),
  );
});
afterAll(() => t.close());

describe('map reads', () => {
  it('answers every terminal in one page of up to 5,000, with position and state', async () => {
    expect(MAP_LIMITS).toEqual({ devices: 500, sites: 500, starlink_terminals: 5000 });
    const res = await satellite({ method: 'GET', url: `/api/v1/starlink_terminals/?page_size=${MAP_LIMITS.starlink_terminals}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(620);
    expect(body.results).toHaveLength(620);
    expect(body.results[0]).toHaveProperty('lat');
    expect(body.results[0]).toHaveProperty('lng');
    expect(['online', 'offline', 'searching', 'unknown']).toContain(body.results[0].state);
  });

  it('refuses a terminals page over 5,000 and keeps 500 for the other lists', async () => {
    expect((await satellite({ method: 'GET', url: '/api/v1/starlink_terminals/?page_size=5001' })).statusCode).toBe(400);
    for (const resource of ['sites', 'devices', 'starlink_service_lines']) {
      expect((await satellite({ method: 'GET', url: `/api/v1/${resource}/?page_size=${MAX_PAGE_SIZE + 1}` })).statusCode, resource).toBe(400);
      expect((await satellite({ method: 'GET', url: `/api/v1/${resource}/?page_size=${MAX_PAGE_SIZE}` })).statusCode, resource).toBe(200);
    }
  });

  it('narrows terminals and sites by customer and by q, as the map filters do', async () => {
    const byCustomer = (await satellite({ method: 'GET', url: `/api/v1/starlink_terminals/?page_size=5000&customer_id=${acmeId}` })).json();
    expect(byCustomer.count).toBe(20);
    const searched = (await satellite({ method: 'GET', url: '/api/v1/starlink_terminals/?page_size=5000&q=UT-MAP-61' })).json();
    expect(searched.results.map((r: any) => r.terminal_id).sort()).toEqual([
      'UT-MAP-61',
      'UT-MAP-610',
      'UT-MAP-611',
      'UT-MAP-612',
      'UT-MAP-613',
      'UT-MAP-614',
      'UT-MAP-615',
      'UT-MAP-616',
      'UT-MAP-617',
      'UT-MAP-618',
      'UT-MAP-619',
    ]);
    const sitesOf = (await satellite({ method: 'GET', url: `/api/v1/sites/?page_size=500&customer_id=${acmeId}` })).json();
    expect(sitesOf.results.map((s: any) => [s.name, s.lat, s.lng])).toEqual([['Acme Antwerp', 51.2, 4.4]]);
  });

  it('terminals stay behind the satellite permission', async () => {
    expect((await staff({ method: 'GET', url: '/api/v1/starlink_terminals/?page_size=5000' })).statusCode).toBe(403);
  });
});
