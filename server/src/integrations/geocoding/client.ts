// Nominatim-style geocoding over HTTP: GET {base}/search?q=...&format=json&limit=5 answers
// [{lat: "50.84", lon: "4.35", display_name: "..."}] (coordinates as strings).
import { endpoint, IntegrationError, requestJson } from '../http.ts';
import type { GeocodeResult, Geocoder } from './api.ts';

const SYSTEM = 'geocoding';

interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
}

export class GeocodingClient implements Geocoder {
  constructor(
    readonly baseUrl: string,
    /** Hosted Nominatim-compatible services (LocationIQ...) take a key parameter; the public one takes none. */
    readonly apiKey = '',
    readonly timeoutMs = 8000,
  ) {}

  async search(address: string): Promise<GeocodeResult[]> {
    const url = endpoint(this.baseUrl, 'search', { q: address, format: 'json', limit: 5, ...(this.apiKey ? { key: this.apiKey } : {}) });
    const { data } = await requestJson<NominatimPlace[]>(SYSTEM, url, { timeoutMs: this.timeoutMs });
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
