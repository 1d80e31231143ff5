// English messages: react-admin's own, the shell's, and one file per resource under ./resources/.
// To add a resource: create ./resources/<name>.ts exporting { name, fields, ... } and add it below.
import englishMessages from 'ra-language-english';
import { appMessages } from './app.ts';
import { product_items } from './resources/product_items.ts';
import { ips } from './resources/ips.ts';
import { line_providers } from './resources/line_providers.ts';
import { lines } from './resources/lines.ts';
import { location_updates } from './resources/location_updates.ts';
import { providers } from './resources/providers.ts';
import { simpools } from './resources/simpools.ts';
import { chartMessages } from './charts.ts';
import { mapMessages } from './map.ts';
import { peppolMessages } from './peppol.ts';
import { errorMessages } from './errors.ts';
import { codeMessages } from './codes.ts';
import { addresses } from './resources/addresses.ts';
import { companies } from './resources/companies.ts';
import { contacts } from './resources/contacts.ts';
import { customers } from './resources/customers.ts';
import { device_products } from './resources/device_products.ts';
import { devices } from './resources/devices.ts';
import { logs } from './resources/logs.ts';
import { outbox } from './resources/outbox.ts';
import { access_events } from './resources/access_events.ts';
import { billing_runs } from './resources/billing_runs.ts';
import { records } from './resources/records.ts';
import { simcards } from './resources/simcards.ts';
import { servers } from './resources/servers.ts';
import { sites } from './resources/sites.ts';
import { speedtests } from './resources/speedtests.ts';
import { users } from './resources/users.ts';
import { wans } from './resources/wans.ts';
import { packages } from './resources/packages.ts';
import { services } from './resources/services.ts';
import { package_lines } from './resources/package_lines.ts';
import { service_products } from './resources/service_products.ts';
import { data_pools } from './resources/data_pools.ts';
import { invoices } from './resources/invoices.ts';
import { invoice_lines } from './resources/invoice_lines.ts';
import { starlink_terminals } from './resources/starlink_terminals.ts';
import { starlink_service_lines } from './resources/starlink_service_lines.ts';
import { starlink_accounts } from './resources/starlink_accounts.ts';
import { starlink_addresses } from './resources/starlink_addresses.ts';
import { starlink_events } from './resources/starlink_events.ts';
import { starlink_usages } from './resources/starlink_usages.ts';
import { usages } from './resources/usages.ts';
import { data_pricings } from './resources/data_pricings.ts';
import { tasks } from './resources/tasks.ts';
import { usage_alerts } from './resources/usage_alerts.ts';
import { data_suppliers } from './resources/data_suppliers.ts';
import { orders } from './resources/orders.ts';
import { products } from './resources/products.ts';
import { locations } from './resources/locations.ts';

export const resourceMessages = {
  product_items,
  ips,
  line_providers,
  lines,
  location_updates,
  providers,
  simpools,
  addresses,
  companies,
  contacts,
  customers,
  device_products,
  devices,
  logs,
  outbox,
  access_events,
  billing_runs,
  records,
  simcards,
  servers,
  sites,
  speedtests,
  users,
  wans,
  packages,
  services,
  package_lines,
  service_products,
  data_pools,
  invoices,
  invoice_lines,
  starlink_terminals,
  starlink_service_lines,
  starlink_accounts,
  starlink_addresses,
  starlink_events,
  starlink_usages,
  usages,
  data_pricings,
  tasks,
  usage_alerts,
  data_suppliers,
  orders,
  products,
  locations,
};

export const en = {
  ...englishMessages,
  ...appMessages,
  charts: chartMessages,
  map: mapMessages,
  peppol: peppolMessages,
  errors: errorMessages,
  codes: codeMessages,
  resources: resourceMessages,
};
