// A bounded, expiring LRU of geocoding answers, in memory (decision 0070): providers ask for caching
// (Nominatim's usage policy requires it), a site form looks the same address up again and again, and a
// stale position costs nothing worse than a pin the user moves. Keyed by the normalised query, so case,
// spacing and accents typed differently hit the same entry.
import type { GeocodeResult } from './api.ts';

export const cacheKey = (address: string) =>
  address
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .trim();

export class GeocodeCache {
  private readonly entries = new Map<string, { results: GeocodeResult[]; expiresAt: number }>();

  constructor(
    readonly maxEntries = 1000,
    readonly ttlMs = 7 * 24 * 3600_000,
  ) {}

  get(address: string, now = Date.now()): GeocodeResult[] | undefined {
    const key = cacheKey(address);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) return undefined;
    // Re-inserted: a Map keeps insertion order, so the first key is always the least recently used.
    this.entries.set(key, entry);
    return entry.results.map((r) => ({ ...r }));
  }

  set(address: string, results: GeocodeResult[], now = Date.now()): void {
    const key = cacheKey(address);
    this.entries.delete(key);
    this.entries.set(key, { results: results.map((r) => ({ ...r })), expiresAt: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}
