import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/demo.ts';
import { seedUsageDemo } from '../src/seed/demo-usage.ts';
import type { ControllerDemoCounts } from '../src/seed/demo-controller.ts';
import { createTestApp, createUser, type TestApp } from './helpers.ts';

let t: TestApp;
let counts: ControllerDemoCounts & { usages: number };
beforeAll(async () => {
  t = await createTestApp();
  // The demo runs the controller part after the devices (seed/demo.ts).
  counts = (await seedDemo(t.database.db, { info: () => {} })) as unknown as ControllerDemoCounts & { usages: number };
  // The year of usage (loaded after start by main.ts).
  counts.usages = (await t.database.db.transaction((tx) => seedUsageDemo(tx))).usages;
}, 120_000);
afterAll(async () => t.close());

describe('controller demo data', () => {
  it('has the three servers with organizations, speed tests and usage the API serves', async () => {
    expect(counts.servers).toBe(3);
    expect(counts.speedtests).toBeGreaterThan(10);
    expect(counts.usages).toBeGreaterThan(1000);
    const api = t.as((await createUser(t, 'staff')).token);
    const list = (await api({ method: 'GET', url: '/api/v1/servers/' })).json();
    expect(list.results.map((s: any) => [s.id, s.name, s.organizations_count, s.has_api_secret])).toEqual([
      [3, 'mercure', 1, true],
      [2, 'earth', 3, true],
      [1, 'venus', 2, true],
    ]);
    expect(list.results.find((s: any) => s.name === 'earth').available_organizations_count).toBe(2);
    const tests = (await api({ method: 'GET', url: '/api/v1/speedtests/?page_size=100' })).json();
    expect(tests.results[0].device_wan_quality.length).toBe(5);
    const {
      rows: [row],
    } = await t.database.query("select device_id, site_id from usages where source = 'incontrol' limit 1");
    const series = (await api({ method: 'GET', url: `/api/v1/stats/usages?site_id=${row.site_id}` })).json();
    expect(series.length).toBeGreaterThan(20);
    const chart = (await api({ method: 'GET', url: `/api/v1/devices/${row.device_id}/usage` })).json();
    expect(chart.series[0]).toMatch(/^Cellular/);
    // A demo device can be operated through the simulator.
    expect((await api({ method: 'GET', url: `/api/v1/devices/${row.device_id}/sync` })).json().success).toBe(true);
  });
});
