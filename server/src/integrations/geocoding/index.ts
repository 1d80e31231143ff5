import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Geocoder } from './api.ts';
import { GeocodingClient } from './client.ts';
import { GeocodingSimulator } from './simulator.ts';

export * from './api.ts';

/** `database`: the turns of the public service are shared by every process through it. */
export function createGeocoder(config: Config, database?: Pick<Database, 'query' | 'kind'>): Geocoder {
  if (config.INTEGRATIONS !== 'real' || !config.GEOCODING_URL) return new GeocodingSimulator();
  return new GeocodingClient({
    baseUrl: config.GEOCODING_URL,
    apiKey: config.GEOCODING_KEY,
    email: config.GEOCODING_EMAIL,
    // Nominatim's policy: a User-Agent that names the application, with a way to reach its operator.
    userAgent: `backoffice-console/1.0 (${config.GEOCODING_EMAIL ?? config.PUBLIC_URL})`,
    gateStore: database,
  });
}
