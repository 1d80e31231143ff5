// The geocoder's interface and result, apart from the factory in index.ts so that client.ts and
// simulator.ts implement it without importing the module that imports them.

export interface GeocodeResult {
  lat: number;
  lng: number;
  label: string;
}

export interface Geocoder {
  /** Candidates for a free-text address, best first; empty when nothing matches. */
  search(address: string): Promise<GeocodeResult[]>;
}
