// Shared set-up of the controller tests: a staff user, the venus server synced from the simulator.
import { devices } from '../../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from './helpers.ts';

export async function controllerApp(env: Record<string, string> = {}) {
  const t = await createTestApp({ CONTROLLER_SPEEDTEST_DELAY_S: '0', ...env });
  const { token } = await createUser(t, 'staff');
  const api = t.as(token);
  const created = await api({
    method: 'POST',
    url: '/api/v1/servers/',
    payload: { name: 'venus', api_base_url: 'https://venus.example.com', api_key: 'k1', api_secret: 's3cret' },
  });
  const server = created.json();
  return { t, api, token, server };
}

/** A device linked to the venus simulator (organization Fleet Benelux, group Retail). */
export async function linkedDevice(t: TestApp, serverId: number, over: Partial<typeof devices.$inferInsert> = {}) {
  const n = Math.floor(Math.random() * 1e9);
  const [d] = await t.database.db
    .insert(devices)
    .values({
      serial: `1930-TEST-${n}`,
      name: `Van ${n}`,
      server_id: serverId,
      ic_id: String(900_000 + (n % 99_999)),
      ic_organization_id: 'a1Ven',
      ic_organization_name: 'Fleet Benelux',
      ic_group_id: 103,
      ic_group_name: 'Retail',
      site_id: 1,
      ...over,
    })
    .returning();
  return d;
}
