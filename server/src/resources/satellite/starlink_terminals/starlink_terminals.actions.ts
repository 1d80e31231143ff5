// Terminal commands and reads (spec 3 §2, §7): stow, unstow and reboot sent to the provider
// ({success, message}; a refusal carries the provider's message), the live status from the latest
// telemetry sample or from the dish itself (oob), the network statistics over a range, and the
// obstruction map image.
import { sql } from 'drizzle-orm';
import {
  SATELLITE_MESSAGES,
  TERMINAL_RANGES,
  TERMINAL_STATS_POINTS,
  type TerminalMetric,
  type TerminalRange,
  type TerminalStatusSource,
} from '@console/contract';
import type { Db, Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { starlinkAccounts, starlinkTelemetry, starlinkTerminals } from '../../../db/schema/index.ts';
import { IntegrationError } from '../../../integrations/http.ts';
import type { SatelliteApi } from '../../../integrations/satellite/api.ts';
import { AppError, appError, notFound } from '../../../platform/errors.ts';
import { type ActionAnswer, providerFailure } from '../../../platform/provider-answer.ts';
import type { Row } from '../../../platform/registry.ts';
import { findRow } from '../../../platform/store.ts';
import { starlinkTerminalsResource } from './starlink_terminals.resource.ts';
import { statusOf } from './terminal-status.ts';

export type TerminalCommand = 'stow' | 'unstow' | 'reboot';

async function loadTerminal(exec: Executor, id: number): Promise<Row & { account_number: string }> {
  const row = await findRow(exec, starlinkTerminalsResource, id);
  if (!row) throw notFound(SATELLITE_MESSAGES.noTerminal);
  const [account] = await exec
    .select({ account_number: starlinkAccounts.account_number })
    .from(starlinkAccounts)
    .where(sql`${starlinkAccounts.id} = ${row.starlink_account_id}`);
  return { ...row, account_number: account.account_number };
}

export async function terminalCommand(db: Db, api: SatelliteApi, id: number, command: TerminalCommand): Promise<ActionAnswer> {
  const t = await loadTerminal(db, id);
  if (t.archived_at) throw appError('terminal_archived');
  try {
    await api[command](t.account_number, t.terminal_id);
  } catch (err) {
    return providerFailure(err);
  }
  return { success: true, message: SATELLITE_MESSAGES[command] };
}

/** What the telemetry last said of a terminal: its latest sample, or the mirrored state before the first one. */
const telemetryStatus = (t: Row): Row => (t.last_status as Row | null) ?? { ts: null, state: t.state, metrics: null, software_update_state: null, alerts: {} };

export async function terminalStatus(db: Db, api: SatelliteApi, id: number, source: TerminalStatusSource) {
  const t = await loadTerminal(db, id);
  if (source === 'telemetry') return { success: true, source, ...telemetryStatus(t) };
  try {
    return { success: true, source, ...statusOf(await api.terminalStatus(t.account_number, t.terminal_id)) };
  } catch (err) {
    return { ...providerFailure(err), source };
  }
}

/**
 * The terminal state helper (spec 3 §7): the state of the terminal whose provider id is terminalId,
 * as the telemetry status reads it. The one source, starlink, is the provider's telemetry: the
 * helper never wakes the dish, so lists and cards may call it freely.
 */
export async function terminalState(exec: Executor, terminalId: string): Promise<{ state: string }> {
  const [t] = await exec
    .select({ state: starlinkTerminals.state, last_status: starlinkTerminals.last_status })
    .from(starlinkTerminals)
    .where(sql`${starlinkTerminals.terminal_id} = ${terminalId}`);
  if (!t) throw notFound(SATELLITE_MESSAGES.noTerminal);
  return { state: String(telemetryStatus(t).state ?? t.state) };
}

/** One metric over a range, averaged into at most TERMINAL_STATS_POINTS buckets (oldest first). */
export async function terminalStats(db: Db, id: number, name: TerminalMetric, delta: TerminalRange) {
  await loadTerminal(db, id);
  const range = TERMINAL_RANGES[delta];
  const bucket = Math.max(60, Math.ceil(range / TERMINAL_STATS_POINTS / 60) * 60);
  const column = sql.identifier(name);
  const list = rowsOf(
    await db.execute(sql`
    select to_timestamp(floor(extract(epoch from ts) / ${bucket}) * ${bucket}) as ts, avg(${column}) as value
    from ${starlinkTelemetry}
    where starlink_terminal_id = ${id} and ts >= now() - make_interval(secs => ${range})
    group by 1 order by 1`),
  );
  return {
    name,
    delta,
    bucket_seconds: bucket,
    data: list.map((r) => ({ ts: new Date(r.ts).toISOString(), value: r.value === null ? null : Math.round(Number(r.value) * 100) / 100 })),
  };
}

/** Every metric over a range, bucketed as the charts are (the Stats export). */
export async function terminalStatsRows(db: Db, id: number, delta: TerminalRange) {
  const t = await loadTerminal(db, id);
  const range = TERMINAL_RANGES[delta];
  const bucket = Math.max(60, Math.ceil(range / TERMINAL_STATS_POINTS / 60) * 60);
  const rows = rowsOf(
    await db.execute(sql`
      select to_timestamp(floor(extract(epoch from ts) / ${bucket}) * ${bucket}) as ts,
        round(avg(downlink_speed)::numeric, 2)::float8 as downlink_speed, round(avg(uplink_speed)::numeric, 2)::float8 as uplink_speed,
        round(avg(latency)::numeric, 2)::float8 as latency, round(avg(ping_drop)::numeric, 3)::float8 as ping_drop,
        round(avg(obstructed_time)::numeric, 2)::float8 as obstructed_time, max(uptime) as uptime
      from ${starlinkTelemetry}
      where starlink_terminal_id = ${id} and ts >= now() - make_interval(secs => ${range})
      group by 1 order by 1`),
  );
  return { terminal: t, rows: rows.map((r) => ({ ...r, ts: new Date(r.ts) })) };
}

export async function obstructionMap(db: Db, api: SatelliteApi, id: number): Promise<Buffer> {
  const t = await loadTerminal(db, id);
  try {
    return await api.obstructionMap(t.account_number, t.terminal_id);
  } catch (err) {
    if (err instanceof IntegrationError) {
      const reason = err.status === 404 ? SATELLITE_MESSAGES.noObstructionMap : err.reason;
      throw new AppError(err.status === 404 ? 404 : 502, reason, 'provider', undefined, { reason });
    }
    throw err;
  }
}
