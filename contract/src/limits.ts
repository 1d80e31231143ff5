// Business constants of spec 1 §9 and spec 3 §9.

export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZE_OPTIONS = [25, 50, 100] as const;
/** The largest page a client may ask for; beyond it the list answers 400. */
export const MAX_PAGE_SIZE = 500;
export const EXPORT_LIMIT = 5000;
export const GLOBAL_SEARCH_MIN_CHARS = 2;
export const RESET_PASSWORD_MIN = 6;
export const ACCOUNT_PASSWORD_MIN = 8;
export const GEOCODING_DEBOUNCE_MS = 2000;
export const DEFAULT_DATA_LIMIT_GB = 10;
export const MAP_DEFAULT_ZOOM = 12;
export const SITE_MAP_ZOOM = 16;
export const MAP_HEIGHT_PX = 400;
/**
 * What the combined map reads (spec 3 §7 Map reads, §9 map limits): 500 devices, 500 sites and 5,000
 * terminals, in one page each. The terminals list therefore takes pages of up to 5,000 (its
 * `maxPageSize`); every other list keeps MAX_PAGE_SIZE.
 */
export const MAP_LIMITS = { devices: 500, sites: 500, starlink_terminals: 5000 } as const;
/** The map's search box waits this long after the last key (spec 3 §2 Map). */
export const MAP_SEARCH_DEBOUNCE_MS = 1000;

/** Per-resource list page sizes (spec 1 §9, spec 3 §9); others use DEFAULT_PAGE_SIZE. */
export const PAGE_SIZES: Record<string, number> = {
  customers: 100,
  simpools: 50,
  line_providers: 50,
  device_products: 50,
  logs: 25,
  records: 25,
  speedtests: 100,
  invoice_lines: 50,
  data_pools: 50,
  packages: 50,
  package_lines: 50,
  services: 50,
  service_products: 50,
  data_pricings: 100,
  usages: 100,
};

export const pageSizeFor = (resource: string): number => PAGE_SIZES[resource] ?? DEFAULT_PAGE_SIZE;

/** Storage keys the console uses (spec 1 §9). */
export const STORAGE_KEYS = { token: 'token', permissions: 'permissions', theme: 'theme', locale: 'locale' } as const;

/** Message of the list answer past the last page (spec 1 §8). */
export const INVALID_PAGE = 'Invalid page.';
