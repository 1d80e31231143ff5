// Controller demo: the servers venus, earth and mercure (fixed ids 1..3, spec 1 §9) with their API
// credentials, the organizations and groups the simulator serves (integrations/controller/world.ts),
// speed tests with results for some deployed online devices (their usage: seed/demo-usage.ts).
// Runs after the devices demo; deterministic; not logged (nobody made these changes).
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { controllerOrganizations, devices, servers, speedtests } from '../db/schema/index.ts';
import { stableHash, worldOf } from '../integrations/controller/world.ts';

/** Fixed ids the devices demo refers to. */
export const DEMO_SERVERS = [
  {
    id: 1,
    name: 'venus',
    hostname: 'venus.incontrol.example',
    description: 'Main controller (Benelux fleet and public sector)',
    expiration_date: '2027-06-30',
  },
  { id: 2, name: 'earth', hostname: 'earth.incontrol.example', description: 'Enterprise France, maritime and lab', expiration_date: '2027-01-31' },
  { id: 3, name: 'mercure', hostname: 'mercure.incontrol.example', description: 'Transport NL', expiration_date: '2026-12-31' },
];

const DAY = 86_400_000;

export interface ControllerDemoCounts {
  servers: number;
  organizations: number;
  speedtests: number;
}

export async function seedControllerDemo(tx: Executor): Promise<ControllerDemoCounts> {
  await tx
    .insert(servers)
    .values(
      DEMO_SERVERS.map((s) => ({
        ...s,
        base_url: `https://${s.hostname}`,
        api_base_url: `https://${s.hostname}/api`,
        api_hostname: s.hostname,
        version: '2.13.1',
        api_key: `demo-${s.name}-client`,
        api_secret: `demo-${s.name}-secret`,
        last_sync_at: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000),
      })),
    )
    .onConflictDoUpdate({
      target: servers.id,
      set: {
        description: sql`excluded.description`,
        api_key: sql`excluded.api_key`,
        api_secret: sql`excluded.api_secret`,
        expiration_date: sql`excluded.expiration_date`,
        api_hostname: sql`excluded.api_hostname`,
        last_sync_at: sql`excluded.last_sync_at`,
      },
    });
  await tx.execute(sql`select setval(pg_get_serial_sequence('servers', 'id'), greatest((select max(id) from servers), 1))`);

  const orgRows = DEMO_SERVERS.flatMap((s) => worldOf(s.name).map((o) => ({ server_id: s.id, ic_id: o.id, name: o.name, groups: o.groups, available: true })));
  // The lab organization is one we do not manage: it shows as not available.
  for (const o of orgRows) if (o.name === 'Lab') o.available = false;
  await tx.insert(controllerOrganizations).values(orgRows).onConflictDoNothing();

  // Speed tests: up to three past tests for 25 deployed online devices.
  const online = await tx
    .select({ id: devices.id, serial: devices.serial, name: devices.name })
    .from(devices)
    .where(and(eq(devices.online_status, 'online'), eq(devices.in_stock, false), isNull(devices.archived_at), isNotNull(devices.server_id)))
    .orderBy(devices.id)
    .limit(25);
  const today = Math.floor(Date.now() / DAY) * DAY;
  const testRows: (typeof speedtests.$inferInsert)[] = [];
  for (const d of online) {
    for (let i = 0; i < 1 + (stableHash(d.serial) % 3); i += 1) {
      const h = stableHash(`${d.serial}/st/${i}`);
      const start = today - (1 + (h % 20)) * DAY + (8 + (h % 10)) * 3_600_000;
      testRows.push({
        device_id: d.id,
        device_serial: d.serial,
        device_name: d.name,
        status: 'done',
        dir: 'download',
        remote_serial: 'SPEEDTEST-FH-01',
        remote_name: 'FusionHub speed test',
        bandwidth: 20 + (h % 160) + (h % 100) / 100,
        bandwidth_unit: 'Mbits/sec',
        retransmissions: h % 30,
        cwnd: 250 + (h % 700),
        cwnd_unit: 'KBytes',
        device_wan_quality: Array.from({ length: 5 }, (_, k) => {
          const q = stableHash(`${d.serial}/st/${i}/${k}`);
          return {
            ts: new Date(start + k * 4000).toISOString(),
            band: h % 2 ? 'B3' : 'n78',
            sinr: 5 + (q % 20),
            rsrq: -(6 + (q % 10)),
            rsrp: -(80 + (q % 35)),
          };
        }),
        created_at: new Date(start),
        updated_at: new Date(start + 20_000),
      });
    }
  }
  if (testRows.length) await tx.insert(speedtests).values(testRows);

  return { servers: DEMO_SERVERS.length, organizations: orgRows.length, speedtests: testRows.length };
}
