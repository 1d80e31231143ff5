import type { Config } from '../../config.ts';
import type { Geocoder } from './api.ts';
import { GeocodingClient } from './client.ts';
import { GeocodingSimulator } from './simulator.ts';

export * from './api.ts';

export function createGeocoder(config: Config): Geocoder {
  return config.INTEGRATIONS === 'real' && config.GEOCODING_URL ? new GeocodingClient(config.GEOCODING_URL) : new GeocodingSimulator();
}
