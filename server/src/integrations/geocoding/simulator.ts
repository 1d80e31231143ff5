import type { Geocoder } from './index.ts';
export class GeocodingSimulator implements Geocoder {}
