// An offline geocoder for the demo area: an address that names a known city answers one result near
// that city's centre, at a spot derived from the whole address (the same address always lands on the
// same spot, two streets of one city on two spots); anything else answers nothing, as a real
// geocoder does for gibberish.
import type { GeocodeResult, Geocoder } from './api.ts';
import { COUNTRY_NAMES, PLACES, type Place } from './places.ts';

/** Lower case, no accents, punctuation as spaces, padded so whole words match with includes(). */
const normalize = (s: string) =>
  ` ${s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

const INDEX = PLACES.flatMap((place) => [place.name, ...(place.aliases ?? [])].map((alias) => ({ place, key: normalize(alias) })));
const COUNTRY_WORDS = new Set(
  Object.entries(COUNTRY_NAMES)
    .flatMap(([code, name]) => [normalize(code), normalize(name)])
    .concat([' belgique ', ' belgie ', ' nederland ']),
);

/** FNV-1a: a stable 32-bit hash, so offsets do not depend on the run. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The city an address names; when several match ("Rue de Mons, Charleroi") the last one written wins. */
function findPlace(address: string): Place | undefined {
  const text = normalize(address);
  let best: { place: Place; at: number } | undefined;
  for (const { place, key } of INDEX) {
    const at = text.lastIndexOf(key);
    if (at >= 0 && (!best || at > best.at)) best = { place, at };
  }
  return best?.place;
}

export function locate(address: string): GeocodeResult | undefined {
  const place = findPlace(address);
  if (!place) return undefined;
  const keys = [place.name, ...(place.aliases ?? [])].map(normalize);
  const mentionsCity = (s: string) => keys.some((k) => normalize(s).includes(k));
  const segments = address
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const zipcode = /\b(\d{4,5})\b/.exec(segments.find(mentionsCity) ?? '')?.[1] ?? place.zipcode;
  // The street part is what is left once the city, postcodes and country are taken out.
  let streetKey = normalize(address);
  for (const k of [...keys, ...COUNTRY_WORDS]) streetKey = streetKey.split(k).join(' ');
  streetKey = streetKey
    .replace(/\b\d{4,5}\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const street = segments.filter((seg) => !mentionsCity(seg) && !COUNTRY_WORDS.has(normalize(seg))).join(', ');
  const label = [street, `${zipcode} ${place.name}`, COUNTRY_NAMES[place.country]].filter(Boolean).join(', ');
  if (!streetKey) return { lat: place.lat, lng: place.lng, label };
  // Up to about 1.5 km from the centre, which keeps every street inside its town.
  const h = hash(streetKey);
  const dLat = (((h & 0xffff) / 0xffff) * 2 - 1) * 0.012;
  const dLng = ((((h >>> 16) & 0xffff) / 0xffff) * 2 - 1) * 0.018;
  return { lat: round(place.lat + dLat), lng: round(place.lng + dLng), label };
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export class GeocodingSimulator implements Geocoder {
  async search(address: string): Promise<GeocodeResult[]> {
    const found = locate(address);
    return found ? [found] : [];
  }
}
