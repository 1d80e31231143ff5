import type { Geocoder } from './index.ts';
// Real HTTP client: written by the integrations work package.
export class GeocodingClient implements Geocoder {
  constructor(readonly baseUrl: string, readonly apiKey = '') {}
} 
