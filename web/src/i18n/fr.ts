// French messages, mirroring en.ts: react-admin's own, the shell's, and one file per resource under
// ./fr/resources/ (typed as the English one). Loaded on demand when a user picks French.
// To add a resource: create ./fr/resources/<name>.ts and add it below; a resource missing here fails
// the typecheck, a key missing anywhere fails `npm run check:i18n -w web`.
import frenchMessages from 'ra-language-french';
import type { resourceMessages as englishResources } from './en.ts';
import { appMessages } from './fr/app.ts';
import { chartMessages } from './fr/charts.ts';
import { mapMessages } from './fr/map.ts';
import { peppolMessages } from './fr/peppol.ts';
import { errorMessages } from './fr/errors.ts';
import { codeMessages } from './fr/codes.ts';
import { product_items } from './fr/resources/product_items.ts';
import { ips } from './fr/resources/ips.ts';
import { line_providers } from './fr/resources/line_providers.ts';
import { lines } from './fr/resources/lines.ts';
import { location_updates } from './fr/resources/location_updates.ts';
import { providers } from './fr/resources/providers.ts';
import { simpools } from './fr/resources/simpools.ts';
import { addresses } from './fr/resources/addresses.ts';
import { companies } from './fr/resources/companies.ts';
import { contacts } from './fr/resources/contacts.ts';
import { customers } from './fr/resources/customers.ts';
import { device_products } from './fr/resources/device_products.ts';
import { devices } from './fr/resources/devices.ts';
import { logs } from './fr/resources/logs.ts';
import { outbox } from './fr/resources/outbox.ts';
import { access_events } from './fr/resources/access_events.ts';
import { billing_runs } from './fr/resources/billing_runs.ts';
import { records } from './fr/resources/records.ts';
import { simcards } from './fr/resources/simcards.ts';
import { servers } from './fr/resources/servers.ts';
import { sites } from './fr/resources/sites.ts';
import { speedtests } from './fr/resources/speedtests.ts';
import { users } from './fr/resources/users.ts';
import { wans } from './fr/resources/wans.ts';
import { packages } from './fr/resources/packages.ts';
import { services } from './fr/resources/services.ts';
import { package_lines } from './fr/resources/package_lines.ts';
import { service_products } from './fr/resources/service_products.ts';
import { data_pools } from './fr/resources/data_pools.ts';
import { invoices } from './fr/resources/invoices.ts';
import { invoice_lines } from './fr/resources/invoice_lines.ts';
import { usages } from './fr/resources/usages.ts';
import { data_pricings } from './fr/resources/data_pricings.ts';
import { tasks } from './fr/resources/tasks.ts';
import { usage_alerts } from './fr/resources/usage_alerts.ts';
import { data_suppliers } from './fr/resources/data_suppliers.ts';
import { orders } from './fr/resources/orders.ts';
import { products } from './fr/resources/products.ts';
import { locations } from './fr/resources/locations.ts';
import { starlink_terminals } from './fr/resources/starlink_terminals.ts';
import { starlink_service_lines } from './fr/resources/starlink_service_lines.ts';
import { starlink_accounts } from './fr/resources/starlink_accounts.ts';
import { starlink_addresses } from './fr/resources/starlink_addresses.ts';
import { starlink_events } from './fr/resources/starlink_events.ts';
import { starlink_usages } from './fr/resources/starlink_usages.ts';

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

export const fr = {
  ...frenchMessages,
  ...appMessages,
  charts: chartMessages,
  map: mapMessages,
  peppol: peppolMessages,
  errors: errorMessages,
  codes: codeMessages,
  resources: resourceMessages,
};
