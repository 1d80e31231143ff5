// Dutch messages, mirroring en.ts: react-admin's own, the shell's, and one file per resource under
// ./nl/resources/ (typed as the English one). Loaded on demand when a user picks Dutch.
// To add a resource: create ./nl/resources/<name>.ts and add it below; a resource missing here fails
// the typecheck, a key missing anywhere fails `npm run check:i18n -w web`.
import { raDutch } from './nl/ra.ts';
import type { resourceMessages as englishResources } from './en.ts';
import { appMessages } from './nl/app.ts';
import { chartMessages } from './nl/charts.ts';
import { mapMessages } from './nl/map.ts';
import { peppolMessages } from './nl/peppol.ts';
import { errorMessages } from './nl/errors.ts';
import { codeMessages } from './nl/codes.ts';
import { product_items } from './nl/resources/product_items.ts';
import { ips } from './nl/resources/ips.ts';
import { line_providers } from './nl/resources/line_providers.ts';
import { lines } from './nl/resources/lines.ts';
import { location_updates } from './nl/resources/location_updates.ts';
import { providers } from './nl/resources/providers.ts';
import { simpools } from './nl/resources/simpools.ts';
import { addresses } from './nl/resources/addresses.ts';
import { companies } from './nl/resources/companies.ts';
import { contacts } from './nl/resources/contacts.ts';
import { customers } from './nl/resources/customers.ts';
import { device_products } from './nl/resources/device_products.ts';
import { devices } from './nl/resources/devices.ts';
import { logs } from './nl/resources/logs.ts';
import { outbox } from './nl/resources/outbox.ts';
import { access_events } from './nl/resources/access_events.ts';
import { billing_runs } from './nl/resources/billing_runs.ts';
import { records } from './nl/resources/records.ts';
import { simcards } from './nl/resources/simcards.ts';
import { servers } from './nl/resources/servers.ts';
import { sites } from './nl/resources/sites.ts';
import { speedtests } from './nl/resources/speedtests.ts';
import { users } from './nl/resources/users.ts';
import { wans } from './nl/resources/wans.ts';
import { packages } from './nl/resources/packages.ts';
import { services } from './nl/resources/services.ts';
import { package_lines } from './nl/resources/package_lines.ts';
import { service_products } from './nl/resources/service_products.ts';
import { data_pools } from './nl/resources/data_pools.ts';
import { invoices } from './nl/resources/invoices.ts';
import { invoice_lines } from './nl/resources/invoice_lines.ts';
import { usages } from './nl/resources/usages.ts';
import { data_pricings } from './nl/resources/data_pricings.ts';
import { tasks } from './nl/resources/tasks.ts';
import { usage_alerts } from './nl/resources/usage_alerts.ts';
import { data_suppliers } from './nl/resources/data_suppliers.ts';
import { orders } from './nl/resources/orders.ts';
import { products } from './nl/resources/products.ts';
import { locations } from './nl/resources/locations.ts';
import { starlink_terminals } from './nl/resources/starlink_terminals.ts';
import { starlink_service_lines } from './nl/resources/starlink_service_lines.ts';
import { starlink_accounts } from './nl/resources/starlink_accounts.ts';
import { starlink_addresses } from './nl/resources/starlink_addresses.ts';
import { starlink_events } from './nl/resources/starlink_events.ts';
import { starlink_usages } from './nl/resources/starlink_usages.ts';

const resourceMessages: typeof englishResources = {
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
  usages,
  data_pricings,
  tasks,
  usage_alerts,
  data_suppliers,
  orders,
  products,
  locations,
  starlink_terminals,
  starlink_service_lines,
  starlink_accounts,
  starlink_addresses,
  starlink_events,
  starlink_usages,
};

export const nl = {
  ...raDutch,
  ...appMessages,
  charts: chartMessages,
  map: mapMessages,
  peppol: peppolMessages,
  errors: errorMessages,
  codes: codeMessages,
  resources: resourceMessages,
};
