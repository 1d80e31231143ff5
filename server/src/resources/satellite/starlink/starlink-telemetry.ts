// Telemetry sampling: the latest sample of every terminal of every mirrored account, stored in the
// time series (one row per terminal and sampling minute: a sample read twice is stored once), the
// terminal's state, last online time and alerts updated, and every alert newly raised recorded once
// as an event (spec 3 §9 codes). Samples older than the retention are removed.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { starlinkEvents, starlinkTelemetry, starlinkTerminals } from '../../../db/schema/index.ts';
import type { SatelliteApi, SlTelemetry } from '../../../integrations/satellite/api.ts';
import { statusOf } from '../starlink_terminals/terminal-status.ts';
import { knownAccounts } from './starlink-sync.ts';

export interface SampleSummary {
  samples: number;
  events: number;
  /** Accounts whose telemetry the provider did not give this time (the others were still sampled). */
  failed: string[];
}

export async function sampleTelemetry(db: Db, api: SatelliteApi, retentionDays: number): Promise<SampleSummary> {
  const summary: SampleSummary = { samples: 0, events: 0, failed: [] };
  for (const account of await knownAccounts(db)) {
    let samples: SlTelemetry[];
    try {
      samples = await api.telemetry(account.account_number);
    } catch {
      summary.failed.push(account.account_number);
      continue;
    }
    if (samples.length === 0) continue;
    const done = await db.transaction(async (tx) => {
      const payload = JSON.stringify(
        samples.map((s) => ({
          terminal_id: s.userTerminalId,
          ts: s.ts,
          state: s.state,
          status: statusOf(s),
          alerts: s.alerts,
          downlink_speed: s.downlinkSpeed,
          uplink_speed: s.uplinkSpeed,
          latency: s.latency,
          ping_drop: s.pingDrop,
          obstructed_time: s.obstructedTime,
          uptime: Math.round(s.uptime),
        })),
      );
      // One statement per step whatever the number of terminals (5,000 a minute at scale).
      const x = sql`jsonb_to_recordset(${payload}::jsonb) as x(terminal_id text, ts timestamptz, state text, status jsonb, alerts jsonb,
        downlink_speed float8, uplink_speed float8, latency float8, ping_drop float8, obstructed_time float8, uptime int)`;
      const inserted =
        await tx.execute(sql`insert into ${starlinkTelemetry} (starlink_terminal_id, ts, state, downlink_speed, uplink_speed, latency, ping_drop, obstructed_time, uptime)
        select t.id, x.ts, x.state, x.downlink_speed, x.uplink_speed, x.latency, x.ping_drop, x.obstructed_time, x.uptime
        from ${x} join ${starlinkTerminals} t on t.terminal_id = x.terminal_id
        on conflict do nothing`);
      // Alerts raised in this sample that the terminal did not have before: one event each.
      const events = await tx.execute(sql`insert into ${starlinkEvents} (starlink_terminal_id, code, timestamp, source, event_key)
        select t.id, a.code, x.ts, 'telemetry', t.terminal_id || ':' || a.code || ':' || to_char(x.ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')
        from ${x} join ${starlinkTerminals} t on t.terminal_id = x.terminal_id
        cross join lateral jsonb_array_elements_text(x.alerts) as a(code)
        where not (t.last_alerts ? a.code) and (t.last_status is null or (t.last_status->>'ts')::timestamptz < x.ts)
        on conflict (event_key) do nothing`);
      // Only a newer sample moves the terminal (a late or repeated read does not take it back).
      await tx.execute(sql`update ${starlinkTerminals} t set state = x.state, last_status = x.status, last_alerts = x.alerts,
          last_alerts_count = jsonb_array_length(x.alerts),
          last_online = case when x.state = 'online' then x.ts else t.last_online end
        from ${x}
        where t.terminal_id = x.terminal_id and (t.last_status is null or (t.last_status->>'ts')::timestamptz < x.ts)`);
      return { samples: rowCount(inserted), events: rowCount(events) };
    });
    summary.samples += done.samples;
    summary.events += done.events;
  }
  await db.execute(sql`delete from ${starlinkTelemetry} where ts < now() - make_interval(days => ${retentionDays})`);
  return summary;
}

const rowCount = (r: unknown): number =>
  Number((r as { rowCount?: number; affectedRows?: number }).rowCount ?? (r as { affectedRows?: number }).affectedRows ?? 0);
