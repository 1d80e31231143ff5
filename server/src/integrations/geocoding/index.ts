import type { Config } from '../../config.ts';
import { GeocodingClient } from './client.ts';
import { GeocodingSimulator } from './simulator.ts';

export interface GeocodeResult {
  lat: number;
  lng: number;
  label: string;
}

export interface Geocoder {
  /** Candidates for a free-text address, best first; empty when nothing matches. */
  search(address: string): Promise<GeocodeResult[]>;
}

export function createGeocoder(config: Config): Geocoder {
  return config.INTEGRATIONS === 'real' && config.GEOCODING_URL ? new GeocodingClient(config.GEOCODING_URL) : new GeocodingSimulator();
}
