// Which console resource an activity-log object_type names (the server's objectType of each resource
// declaration), so an entry links to /{resource}/{id}/show.
const OBJECT_RESOURCES: Record<string, string> = {
  customer: 'customers',
  contact: 'contacts',
  site: 'sites',
  address: 'addresses',
  company: 'companies',
  user: 'users',
  device: 'devices',
  simcard: 'simcards',
  sim: 'simcards',
  simpool: 'simpools',
  line: 'lines',
  line_provider: 'line_providers',
  provider: 'providers',
  ip: 'ips',
  server: 'servers',
  invoice: 'invoices',
  package: 'packages',
  service: 'services',
  product_item: 'product_items',
  device_product: 'device_products',
  data_pool: 'data_pools',
  data_pricing: 'data_pricings',
  starlink_terminal: 'starlink_terminals',
  starlink_service_line: 'starlink_service_lines',
};

/** The resource of an object type; unknown types are taken to be the plural of their name. */
export const resourceOfObjectType = (objectType: string): string => OBJECT_RESOURCES[objectType] ?? `${objectType}s`;
