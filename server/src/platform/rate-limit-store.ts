// The per-address limits of @fastify/rate-limit (sign-in side routes, pings, geocoding) counted in the
// database, so several server processes behind a load balancer share one count per address and route
// (rule 16, decision 0086): an address spreading its requests over N processes gets the limit once,
// not N times. One upsert per limited request on an UNLOGGED table (`rate_limits`, migration 0037):
// no write-ahead log, emptied by a crash, which only forgets counts of at most a window's length.
//
// The plugin's custom store interface: `incr(key, cb, timeWindow, max)` answers the count in the
// current window and the milliseconds left in it; `child(routeOptions)` gives each route its own
// counts (the key is the address only). A fixed window, as the plugin's own local store counts.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** One in this many increments also deletes the windows that ended (a table that never grows past the live addresses). */
const SWEEP_EVERY = 500;

const INCR = `
insert into rate_limits (key, hits, resets_at) values ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
on conflict (key) do update set
  hits = case when rate_limits.resets_at <= now() then 1 else rate_limits.hits + 1 end,
  resets_at = case when rate_limits.resets_at <= now() then excluded.resets_at else rate_limits.resets_at end
returning hits, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::float8 as ttl`;

const READ = `select hits, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::float8 as ttl from rate_limits where key = $1 and resets_at > now()`;

/** A store class for `@fastify/rate-limit`'s `store` option, counting in `database`. */
export function databaseRateLimitStore(database: Pick<Database, 'query'>): FastifyRateLimitStoreCtor {
  let calls = 0;
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, _max: number): void {
      const sweep = ++calls % SWEEP_EVERY === 0;
      void (async () => {
        const { rows } = await database.query(INCR, [this.prefix + key, timeWindow]);
        if (sweep) await database.query(`delete from rate_limits where resets_at < now()`);
        return { current: Number(rows[0].hits), ttl: Number(rows[0].ttl) };
      })().then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }

    read(key: string, callback: Callback): void {
      database.query(READ, [this.prefix + key]).then(
        ({ rows }) => callback(null, rows[0] ? { current: Number(rows[0].hits), ttl: Number(rows[0].ttl) } : { current: 0, ttl: 0 }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: { method?: string | string[]; url?: string; routeInfo?: { method?: string | string[]; url?: string } }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? routeOptions;
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new DatabaseStore({}, `${this.prefix}${method} ${route.url ?? ''}|`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
