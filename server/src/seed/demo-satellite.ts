// Satellite demo: the simulator's two accounts mirrored as the sync would (addresses, 36 service lines
// active, opted out, paused and deactivated, 40 terminals, this month's and last month's daily usage),
// the attached terminals placed on customer sites (those with satellite services first) with their
// devices, the demo's starlink services and pools tied to them, and a month of telemetry samples (every
// 10 minutes for the last day, every 3 hours before) so the terminal pages have history at once. Runs after
// the commercial demo; deterministic; not logged (nobody made these changes).
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { starlinkTelemetry, starlinkTerminals } from '../db/schema/index.ts';
import { SatelliteSimulator } from '../integrations/satellite/simulator.ts';
import { readAccount, writeAccount } from '../resources/satellite/starlink/starlink-sync.ts';
import { statusOf } from '../resources/satellite/starlink_terminals/terminal-status.ts';

const MINUTE = 60_000;

export async function seedSatelliteDemo(tx: Executor): Promise<Record<string, number>> {
  const sim = new SatelliteSimulator();
  let usages = 0;
  for (const account of await sim.listAccounts()) usages += (await writeAccount(tx, null, await readAccount(sim, account, 1))).usages;

  // Sites of the customers with satellite services first, then any customer site.
  const siteRows = rowsOf(
    await tx.execute(sql`select s.id, s.customer_id, s.lat, s.lng,
        (select d.id from devices d where d.site_id = s.id and d.archived_at is null order by d.id limit 1) as device_id
      from sites s
      where s.customer_id is not null and not s.is_stock and s.archived_at is null
      order by (exists (select 1 from services v where v.site_id = s.id and v.type in ('starlink', 'terminal_access'))) desc, s.id
      limit 40`),
  );
  const terminals = await tx
    .select({ id: starlinkTerminals.id, terminal_id: starlinkTerminals.terminal_id, line: starlinkTerminals.starlink_service_line_id })
    .from(starlinkTerminals)
    .orderBy(starlinkTerminals.id);
  const attached = terminals.filter((t) => t.line !== null);
  for (const [i, t] of attached.entries()) {
    const site = siteRows[i % Math.max(siteRows.length, 1)];
    if (!site) break;
    await tx.execute(sql`update starlink_terminals set customer_id = ${site.customer_id}, site_id = ${site.id}, device_id = ${i % 3 === 0 ? site.device_id : null},
        ip_address = ${`100.64.${10 + Math.floor(i / 200)}.${(i % 200) + 10}`}, port = ${i % 3 === 0 ? 443 : null},
        lat = coalesce(${site.lat}::float8, lat), lng = coalesce(${site.lng}::float8, lng)
      where id = ${t.id}`);
  }
  // The demo's starlink services point at the lines and terminals of their sites; starlink pools at the first account.
  await tx.execute(sql`with numbered as (
      select v.id, row_number() over (order by v.id) as n from services v where v.type in ('starlink', 'terminal_access') and v.archived_at is null),
    lines as (select t.id as terminal_id, t.starlink_service_line_id as line_id, row_number() over (order by t.id) as n from starlink_terminals t where t.starlink_service_line_id is not null)
    update services v set starlink_service_line_id = l.line_id, starlink_terminal_id = l.terminal_id
    from numbered s join lines l on l.n = s.n where v.id = s.id`);
  await tx.execute(sql`update data_pools set starlink_account_id = (select min(id) from starlink_accounts) where type = 'starlink'`);

  // Telemetry history: every 10 minutes for the last day, every 3 hours before (what the 24h and 30d
  // charts draw), inserted from JSON in a few statements.
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const times: number[] = [];
  for (let at = now - 30 * 86_400_000; at < now - 86_400_000; at += 180 * MINUTE) times.push(at);
  for (let at = now - 86_400_000; at <= now; at += 10 * MINUTE) times.push(at);
  const byUt = new Map(terminals.map((t) => [t.terminal_id, t.id]));
  const samples: unknown[] = [];
  const events: unknown[] = [];
  const states: unknown[] = [];
  for (const t of sim.terminals) {
    const id = byUt.get(t.userTerminalId);
    if (!id) continue;
    for (const at of times) {
      const s = sim.sample(t, at);
      samples.push([id, s.ts, s.state, s.downlinkSpeed, s.uplinkSpeed, s.latency, s.pingDrop, s.obstructedTime, Math.round(s.uptime)]);
    }
    const last = sim.sample(t, now);
    states.push({
      id,
      state: last.state,
      status: statusOf(last),
      alerts: last.alerts,
      last_online: new Date(last.state === 'online' ? now : now - 3 * 86_400_000).toISOString(),
    });
    // The alerts raised over the last week: one event each time one appears.
    let previous: string[] = [];
    for (let at = now - 7 * 86_400_000; at <= now; at += 60 * MINUTE) {
      const alerts = sim.sample(t, at).alerts;
      const ts = new Date(at).toISOString();
      for (const code of alerts.filter((a) => !previous.includes(a))) events.push([id, code, ts, `${t.userTerminalId}:${code}:${ts.slice(0, 19)}`]);
      previous = alerts;
    }
  }
  for (let i = 0; i < samples.length; i += 10_000) {
    await tx.execute(sql`insert into ${starlinkTelemetry} (starlink_terminal_id, ts, state, downlink_speed, uplink_speed, latency, ping_drop, obstructed_time, uptime)
      select (r->>0)::int, (r->>1)::timestamptz, r->>2, (r->>3)::float8, (r->>4)::float8, (r->>5)::float8, (r->>6)::float8, (r->>7)::float8, (r->>8)::int
      from jsonb_array_elements(${JSON.stringify(samples.slice(i, i + 10_000))}::jsonb) as r on conflict do nothing`);
  }
  await tx.execute(sql`insert into starlink_events (starlink_terminal_id, code, timestamp, source, event_key)
    select (r->>0)::int, r->>1, (r->>2)::timestamptz, 'telemetry', r->>3 from jsonb_array_elements(${JSON.stringify(events)}::jsonb) as r on conflict do nothing`);
  await tx.execute(sql`update starlink_terminals t set state = x.state, last_status = x.status, last_alerts = x.alerts,
      last_alerts_count = jsonb_array_length(x.alerts), last_online = x.last_online
    from jsonb_to_recordset(${JSON.stringify(states)}::jsonb) as x(id int, state text, status jsonb, alerts jsonb, last_online timestamptz)
    where t.id = x.id`);
  return { starlink_accounts: 2, starlink_terminals: terminals.length, starlink_usages: usages, starlink_samples: samples.length };
}
