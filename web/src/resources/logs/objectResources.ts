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

/** The resource a reference field of a logged record names (customer_id -> customers), or null when none is known. */
export const resourceOfReference = (key: string): string | null => {
  const m = /^(.+)_id$/.exec(key);
  if (!m) return null;
  const type =
    m[1] === 'billing_company'
      ? 'company'
      : m[1] === 'invoicing_address'
        ? 'address'
        : m[1] === 'reversed_invoice' || m[1] === 'last_invoice'
          ? 'invoice'
          : m[1];
  return OBJECT_RESOURCES[type] ?? null;
};
