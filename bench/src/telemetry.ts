// Telemetry ingestion at scale (issue 13): every minute the sampler lands one sample for each of the
// 5,000 terminals (one statement per step whatever the count: samples, new alerts as events, the
// terminals' state). This drives the server's own `sampleTelemetry` against the benchmark database
// with a provider that answers 5,000 moving samples a minute, for `minutes` consecutive minutes,
// while the terminals list is under load on the running server: rows per second, the sampler's CPU
// time as a share of the minute it has, and the list's req/s and p99 during ingestion.
import type { Database } from '../../server/src/db/client.ts';
import type { SatelliteApi, SlTelemetry } from '../../server/src/integrations/satellite/api.ts';
import { sampleTelemetry } from '../../server/src/resources/satellite/starlink/starlink-telemetry.ts';
import { postgresCpuByPid, postgresCpuSince } from './server.ts';

const ALERTS = ['thermal_throttle', 'mast_not_vertical', 'ethernet_slow_100mbps', 'unable_to_align'];

export interface TelemetryResult {
  terminals: number;
  minutes: number;
  batch_ms: number[];
  rows_per_s: number;
  events: number;
  /** CPU time of the process running the sampler, per one-minute batch, and its share of that minute. */
  cpu_ms_per_minute: number;
  cpu_share_of_minute_pct: number;
  /** CPU time of every PostgreSQL process during the batches, per one-minute batch, and its share of that minute (one core). */
  pg_cpu_ms_per_minute: number;
  pg_cpu_share_of_minute_pct: number;
}

/** A provider answering, for minute `m`, one sample per terminal of the account (alerts come and go). */
function fakeProvider(byAccount: Map<string, string[]>, minuteTs: () => string, minute: () => number): SatelliteApi {
  return {
    async telemetry(accountNumber: string): Promise<SlTelemetry[]> {
      const ts = minuteTs();
      const m = minute();
      return (byAccount.get(accountNumber) ?? []).map((id, i) => ({
        userTerminalId: id,
        ts,
        state: (i + m) % 23 === 0 ? 'searching' : (i + m) % 37 === 0 ? 'offline' : 'online',
        downlinkSpeed: 80 + ((i * 7 + m * 13) % 170),
        uplinkSpeed: 8 + ((i + m) % 30),
        latency: 25 + ((i * 3 + m) % 40),
        pingDrop: ((i + m) % 50) / 10,
        obstructedTime: ((i * 5 + m) % 30) / 10,
        uptime: 3600 + m * 60 + i,
        softwareUpdateState: 'IDLE',
        alerts: (i + m) % 97 === 0 ? [ALERTS[(i + m) % ALERTS.length]] : [],
      }));
    },
  } as unknown as SatelliteApi;
}

export async function measureTelemetry(database: Database, minutes = 5): Promise<TelemetryResult> {
  const rows = (
    await database.query(
      `select t.terminal_id, a.account_number from starlink_terminals t join starlink_accounts a on a.id = t.starlink_account_id where t.archived_at is null`,
    )
  ).rows as {
    terminal_id: string;
    account_number: string;
  }[];
  const byAccount = new Map<string, string[]>();
  for (const r of rows) byAccount.set(r.account_number, [...(byAccount.get(r.account_number) ?? []), r.terminal_id]);
  // Minutes after the newest sample already stored, so every run lands new rows.
  const newest = (await database.query(`select coalesce(max(ts), now() - interval '1 day') as ts from starlink_telemetry`)).rows[0].ts as Date | string;
  const start = Math.floor(new Date(newest).getTime() / 60_000) * 60_000 + 60_000;
  let m = 0;
  const api = fakeProvider(
    byAccount,
    () => new Date(start + m * 60_000).toISOString(),
    () => m,
  );
  const batchMs: number[] = [];
  let samples = 0;
  let events = 0;
  const cpuBefore = process.cpuUsage();
  const pgBefore = postgresCpuByPid();
  for (m = 0; m < minutes; m++) {
    const t = performance.now();
    const s = await sampleTelemetry(database.db, api, 30);
    batchMs.push(Math.round(performance.now() - t));
    samples += s.samples;
    events += s.events;
  }
  const cpu = process.cpuUsage(cpuBefore);
  const pgMsPerMinute = postgresCpuSince(pgBefore) / minutes;
  const cpuMsPerMinute = (cpu.user + cpu.system) / 1000 / minutes;
  const totalMs = batchMs.reduce((a, b) => a + b, 0);
  return {
    terminals: rows.length,
    minutes,
    batch_ms: batchMs,
    rows_per_s: totalMs ? Math.round((samples / totalMs) * 1000) : 0,
    events,
    cpu_ms_per_minute: Math.round(cpuMsPerMinute),
    cpu_share_of_minute_pct: Math.round((cpuMsPerMinute / 60_000) * 10_000) / 100,
    pg_cpu_ms_per_minute: Math.round(pgMsPerMinute),
    pg_cpu_share_of_minute_pct: Math.round((pgMsPerMinute / 60_000) * 10_000) / 100,
  };
}
