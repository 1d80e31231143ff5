import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/demo.ts';
import { seedUsageDemo } from '../../src/seed/demo-usage.ts';
import type { ControllerDemoCounts } from '../../src/seed/demo-controller.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

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

  it('lands the satellite lines as source starlink, and shows data-limit alerts at 75, 90 and 100 % raised through ingestion', async () => {
    const api = t.as((await createUser(t, 'staff')).token);
    const {
      rows: [satellite],
    } = await t.database.query(
      "select count(*)::int as n, count(*) filter (where total_price is not null)::int as rated from usages where source = 'starlink'",
    );
    expect(satellite.n).toBeGreaterThan(0);
    expect(satellite.rated).toBe(satellite.n);
    for (const type of ['simcard', 'service']) {
      const alerts = (await api({ method: 'GET', url: `/api/v1/usage_alerts/?object_type=${type}&page_size=100` })).json();
      // Three records: past 75 %, past 90 % and past 100 % of their limits: 1 + 2 + 3 alerts.
      expect(alerts.count, type).toBe(6);
      expect(new Set(alerts.results.map((a: any) => a.threshold))).toEqual(new Set([75, 90, 100]));
      expect(alerts.results.every((a: any) => a.outbox_id != null && a.recipients.includes('@'))).toBe(true);
    }
    const {
      rows: [logged],
    } = await t.database.query("select count(*)::int as n from logs where object_type = 'usage_alert'");
    expect(logged.n).toBe(12);
  });
});
