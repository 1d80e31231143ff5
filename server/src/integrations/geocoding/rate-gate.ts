// One request at a time, spaced by a minimum interval, for everything the application sends to one
// host: the public Nominatim allows one request a second for a whole application, whatever the number
// of users, client objects or server processes. On a PostgreSQL server the turns are reserved in the
// database, so every process behind a load balancer shares them (rule 16); on the embedded database
// (one process) or without a database (a client built alone) in this process's memory. A lookup that would wait longer than its bound is
// refused at once (the console then asks for a position on the map) instead of holding a request open.
import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from '../../db/client.ts';
import { IntegrationError } from '../http.ts';

export interface Gate {
  readonly minIntervalMs: number;
  /** Runs `call` in its turn; a turn further than `maxWaitMs` away is refused as busy. */
  run<T>(call: () => Promise<T>, maxWaitMs: number): Promise<T>;
}

const busy = (system: string, minIntervalMs: number) =>
  new IntegrationError(system, `busy: more lookups are waiting than the provider's rate allows (${minIntervalMs} ms apart)`);

export class RateGate implements Gate {
  /** When the next request may leave (ms since the epoch). */
  private nextAt = 0;

  constructor(
    readonly system: string,
    readonly minIntervalMs: number,
  ) {}

  /** Runs `call` in its turn; turns are reserved in call order, so this is a FIFO queue. A turn further than `maxWaitMs` away is refused. */
  async run<T>(call: () => Promise<T>, maxWaitMs: number, now = Date.now()): Promise<T> {
    const at = Math.max(now, this.nextAt);
    if (at - now > maxWaitMs) throw busy(this.system, this.minIntervalMs);
    this.nextAt = at + this.minIntervalMs;
    if (at > now) await delay(at - now);
    return call();
  }
}

/**
 * The next free turn of a host is a row of the UNLOGGED `rate_limits` table (migration 0037, shared with
 * the per-address limits; `resets_at` is the time the next turn may start). One statement reserves a
 * turn and answers how long to wait for it, or nothing when that is further than the bound (no turn is
 * taken then). Its rows are swept with the limits' ended windows: a turn in the past is no wait.
 */
const RESERVE = `
insert into rate_limits as r (key, hits, resets_at) values ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
on conflict (key) do update set
  hits = r.hits + 1,
  resets_at = greatest(r.resets_at, now()) + make_interval(secs => $2::float8 / 1000)
where greatest(r.resets_at, now()) <= now() + make_interval(secs => $3::float8 / 1000)
returning greatest(0, extract(epoch from resets_at - now()) * 1000 - $2::float8)::float8 as wait_ms`;

/**
 * A turn is timed when it is reserved, and its request leaves when the answer of the reservation has
 * come back and its wait is over: the time between (a statement's round trip) is added to each turn so
 * that two requests still arrive an interval apart.
 */
const ROUND_TRIP_MARGIN_MS = 100;

export class SharedRateGate implements Gate {
  constructor(
    readonly system: string,
    readonly key: string,
    readonly minIntervalMs: number,
    private readonly database: Pick<Database, 'query'>,
  ) {}

  async run<T>(call: () => Promise<T>, maxWaitMs: number): Promise<T> {
    const { rows } = await this.database.query(RESERVE, [this.key, this.minIntervalMs + ROUND_TRIP_MARGIN_MS, maxWaitMs]);
    if (rows.length === 0) throw busy(this.system, this.minIntervalMs);
    const wait = Number(rows[0].wait_ms);
    if (wait > 0) await delay(wait);
    return call();
  }
}

const gates = new Map<string, RateGate>();

/**
 * The gate of a host, asked at each call: every client of that host shares it (in the database when one
 * is given, else in this process); a client asking a longer interval replaces a process gate for all.
 */
export function gateFor(system: string, host: string, minIntervalMs: number, database?: Pick<Database, 'query' | 'kind'>): Gate {
  // The embedded database serves one process only: its memory is the whole application's.
  if (database?.kind === 'postgres') return new SharedRateGate(system, `gate:${system}:${host}`, minIntervalMs, database);
  const known = gates.get(host);
  if (known && known.minIntervalMs >= minIntervalMs) return known;
  const gate = new RateGate(system, minIntervalMs);
  gates.set(host, gate);
  return gate;
}
