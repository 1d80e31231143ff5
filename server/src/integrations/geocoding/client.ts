// Geocoding through a Nominatim search API (decision 0070), as the Nominatim API reference documents it
// (nominatim.org/release-docs/latest/api/Search/) and LocationIQ's Nominatim-compatible v1 Search API:
//   GET {base}/search?q=...&format=jsonv2&limit=5 answers [{place_id, lat: "50.84", lon: "4.35",
//   display_name, category, type, importance, boundingbox...}] (coordinates as strings), [] when nothing matches.
// Public Nominatim (no key): an identifying User-Agent and the operator's `email`, at most one request a
// second for the whole process (a FIFO gate), and results cached. Keyed service (LocationIQ): `key`
// parameter, `format=json`, and "nothing found" answered as 404 {"error": "Unable to geocode"}.
import { endpoint, IntegrationError, requestJson } from '../http.ts';
import { IDEMPOTENT, type RetryPolicy, withRetries } from '../retrying.ts';
import type { GeocodeResult, Geocoder } from './api.ts';
import { GeocodeCache, cacheKey } from './cache.ts';
import { gateFor } from './rate-gate.ts';
import type { Database } from '../../db/client.ts';

const SYSTEM = 'geocoding';
export const PUBLIC_NOMINATIM_URL = 'https://nominatim.openstreetmap.org';

interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
}

export interface GeocodingOptions {
  baseUrl: string;
  /** Keyed Nominatim-compatible services (LocationIQ) take it as `key`; the public Nominatim takes none. */
  apiKey?: string;
  /** The operator's contact, sent as Nominatim's `email` parameter (its usage policy asks for one). */
  email?: string;
  userAgent?: string;
  timeoutMs?: number;
  /** Least time between two requests to the host from the application: 1000 without a key (Nominatim's policy), 500 with one (LocationIQ's free plan allows 2 a second). */
  minIntervalMs?: number;
  /** Longest a lookup waits for its turn before it is refused as busy. */
  maxQueueWaitMs?: number;
  /** Where the turns are reserved so that every server process shares them (the app's database); this process only when unset. */
  gateStore?: Pick<Database, 'query' | 'kind'>;
  cache?: GeocodeCache;
  retry?: RetryPolicy;
}

export class GeocodingClient implements Geocoder {
  readonly cache: GeocodeCache;
  /** Lookups under way, so a second identical one waits for the first rather than spending a turn. */
  private readonly pending = new Map<string, Promise<GeocodeResult[]>>();

  constructor(readonly options: GeocodingOptions) {
    this.cache = options.cache ?? new GeocodeCache();
  }

  async search(address: string): Promise<GeocodeResult[]> {
    const cached = this.cache.get(address);
    if (cached) return cached;
    const key = cacheKey(address);
    const running = this.pending.get(key);
    if (running) return (await running).map((r) => ({ ...r }));
    const lookup = this.lookup(address).finally(() => this.pending.delete(key));
    this.pending.set(key, lookup);
    const results = await lookup;
    this.cache.set(address, results);
    return results;
  }

  private async lookup(address: string): Promise<GeocodeResult[]> {
    const { baseUrl, apiKey, email } = this.options;
    const keyed = !!apiKey;
    const url = endpoint(baseUrl, 'search', {
      q: address,
      format: keyed ? 'json' : 'jsonv2',
      limit: 5,
      ...(keyed ? { key: apiKey } : {}),
      ...(!keyed && email ? { email } : {}),
    });
    const interval = this.options.minIntervalMs ?? (keyed ? 500 : 1000);
    const req = { headers: { 'user-agent': this.options.userAgent ?? 'backoffice-console/1.0' }, timeoutMs: this.options.timeoutMs ?? 8000 };
    // A lookup runs while a user waits at the site form: retries (through the gate) stay within 3 s.
    const policy = this.options.retry ?? { ...IDEMPOTENT, attempts: 3, maxTotalWaitMs: 3000 };
    let data: NominatimPlace[];
    try {
      ({ data } = await withRetries(
        () =>
          gateFor(SYSTEM, url.host, interval, this.options.gateStore).run(
            () => requestJson<NominatimPlace[]>(SYSTEM, url, req),
            this.options.maxQueueWaitMs ?? 5000,
          ),
        policy,
      ));
    } catch (err) {
      if (keyed && err instanceof IntegrationError && err.status === 404 && /unable to geocode/i.test(err.answer?.body ?? '')) return [];
      throw err;
    }
    if (!Array.isArray(data)) throw new IntegrationError(SYSTEM, 'answered something other than a list of places');
    const results: GeocodeResult[] = [];
    for (const p of data) {
      const lat = Number(p.lat);
      const lng = Number(p.lon);
      if (p.lat == null || p.lon == null || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
      results.push({ lat, lng, label: typeof p.display_name === 'string' ? p.display_name : `${lat}, ${lng}` });
    }
    return results;
  }
}
