// Map settings. Tiles come from a configurable server (VITE_TILE_URL, empty for none) because the
// console may run where OpenStreetMap's public tiles are unreachable or not allowed.
import { MAP_HEIGHT_PX, SITE_MAP_ZOOM } from '@console/contract';

const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const env = import.meta.env as Record<string, string | undefined>;

export const TILE_URL: string = env.VITE_TILE_URL ?? OSM_TILES;
export const TILE_ATTRIBUTION: string = env.VITE_TILE_ATTRIBUTION ?? (TILE_URL === OSM_TILES ? OSM_ATTRIBUTION : '');

/** Where a map without a position opens (spec 3 §9 map default: centre 46.64, 10.45, zoom 3). */
export const WORLD_CENTER: [number, number] = [46.64, 10.45];
export const WORLD_ZOOM = 3;

export { MAP_HEIGHT_PX, SITE_MAP_ZOOM };

/** Clicks give 15 decimals; 6 is about 10 cm, more than a site needs. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

export const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
