// Satellite demo: the simulator's two accounts mirrored as the sync would (addresses, 36 service lines
// active, opted out, paused and deactivated, 40 terminals, this month's and last month's daily usage),
// the attached terminals placed on customer sites (those with satellite services first) with their
// devices, the demo's starlink services and pools tied to them, and a month of telemetry samples (every
// 5 minutes for the last day, hourly before) so the terminal pages have history at once. Runs after
// the commercial demo; deterministic; not logged (nobody made these changes).
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { starlinkTelemetry, starlinkTerminals } from '../db/schema/index.ts';
import { SatelliteSimulator } from '../integrations/satellite/simulator.ts';
import { readAccount, writeAccount } from '../resources/starlink/starlink-sync.ts';
import { statusOf } from '../resources/starlink/starlink-telemetry.ts';

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
  const terminals = await tx.select({ id: starlinkTerminals.id, terminal_id: starlinkTerminals.terminal_id, line: starlinkTerminals.starlink_service_line_id }).from(starlinkTerminals).orderBy(starlinkTerminals.id);
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

  // Telemetry history, set-based in chunks.
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const times: number[] = [];
  for (let at = now - 30 * 86_400_000; at < now - 86_400_000; at += 60 * MINUTE) times.push(at);
  for (let at = now - 86_400_000; at <= now; at += 5 * MINUTE) times.push(at);
  const byUt = new Map(terminals.map((t) => [t.terminal_id, t.id]));
  let samples = 0;
  let rows: (typeof starlinkTelemetry.$inferInsert)[] = [];
  const flush = async () => {
    if (rows.length) await tx.insert(starlinkTelemetry).values(rows).onConflictDoNothing();
    samples += rows.length;
    rows = [];
  };
  for (const t of sim.terminals) {
    const id = byUt.get(t.userTerminalId);
    if (!id) continue;
    for (const at of times) {
      const s = sim.sample(t, at);
      rows.push({ starlink_terminal_id: id, ts: new Date(s.ts), state: s.state, downlink_speed: s.downlinkSpeed, uplink_speed: s.uplinkSpeed, latency: s.latency, ping_drop: s.pingDrop, obstructed_time: s.obstructedTime, uptime: Math.round(s.uptime) });
      if (rows.length >= 2000) await flush();
    }
    const last = sim.sample(t, now);
    await tx.execute(sql`update starlink_terminals set state = ${last.state}, last_status = ${JSON.stringify(statusOf(last))}::jsonb,
        last_alerts = ${JSON.stringify(last.alerts)}::jsonb, last_alerts_count = ${last.alerts.length},
        last_online = ${last.state === 'online' ? new Date(now) : new Date(now - 3 * 86_400_000)} where id = ${id}`);
    // The alerts raised over the last days: one event each time one appears.
    let previous: string[] = [];
    for (let at = now - 7 * 86_400_000; at <= now; at += 60 * MINUTE) {
      const alerts = sim.sample(t, at).alerts;
      for (const code of alerts.filter((a) => !previous.includes(a))) {
        const ts = new Date(at);
        await tx.execute(sql`insert into starlink_events (starlink_terminal_id, code, timestamp, source, event_key)
          values (${id}, ${code}, ${ts}, 'telemetry', ${`${t.userTerminalId}:${code}:${ts.toISOString().slice(0, 19)}`}) on conflict do nothing`);
      }
      previous = alerts;
    }
  }
  await flush();
  return { starlink_accounts: 2, starlink_terminals: terminals.length, starlink_usages: usages, starlink_samples: samples };
}
