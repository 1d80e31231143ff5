// Every resource declaration (imported for its defineResource side effect) and every action-route plugin.
import type { RoutePlugin } from '../platform/route-plugin.ts';
import './crm/customers/customers.resource.ts';
import './core/users/users.resource.ts';
import './crm/contacts/contacts.resource.ts';
import './crm/sites/sites.resource.ts';
import './crm/companies/companies.resource.ts';
import './crm/addresses/addresses.resource.ts';
import './core/logs/logs.resource.ts';
import './core/outbox/outbox.resource.ts';
import './core/access_events/access_events.resource.ts';
import './inventory/records/records.resource.ts';
import './inventory/simcards/simcards.resource.ts';
import './inventory/simpools/simpools.resource.ts';
import './inventory/data_suppliers/data_suppliers.resource.ts';
import './inventory/providers/providers.resource.ts';
import './inventory/location_updates/location_updates.resource.ts';
import './inventory/line_providers/line_providers.resource.ts';
import './inventory/lines/lines.resource.ts';
import './inventory/device_products/device_products.resource.ts';
import './inventory/devices/devices.resource.ts';
import './inventory/servers/servers.resource.ts';
import './inventory/speedtests/speedtests.resource.ts';
import './usage/usages/usages.resource.ts';
import './usage/data_pricings/data_pricings.resource.ts';
import './inventory/wans/wans.resource.ts';
import './inventory/ips/ips.resource.ts';
import './inventory/product_items/product_items.resource.ts';
import './commercial/service_products/service_products.resource.ts';
import './commercial/data_pools/data_pools.resource.ts';
import './commercial/packages/packages.resource.ts';
import './commercial/services/services.resource.ts';
import './commercial/package_lines/package_lines.resource.ts';
import './invoicing/invoices/invoices.resource.ts';
import './invoicing/invoice_lines/invoice_lines.resource.ts';
import './invoicing/billing_runs/billing_runs.resource.ts';
import './satellite/starlink_accounts/starlink_accounts.resource.ts';
import './satellite/starlink_addresses/starlink_addresses.resource.ts';
import './satellite/starlink_service_lines/starlink_service_lines.resource.ts';
import './satellite/starlink_terminals/starlink_terminals.resource.ts';
import './satellite/starlink_events/starlink_events.resource.ts';
import './satellite/starlink_usages/starlink_usages.resource.ts';
import './commercial/tasks/tasks.resource.ts';
import './usage/usage_alerts/usage_alerts.resource.ts';
import './commercial/orders/orders.resource.ts';
import './inventory/products/products.resource.ts';
import './crm/locations/locations.resource.ts';
import { customersRoutes } from './crm/customers/customers.routes.ts';
import { geocodeRoutes } from './core/geocode/geocode.routes.ts';
import { searchRoutes } from './dashboards/search/search.routes.ts';
import { statsRoutes } from './dashboards/stats/stats.routes.ts';
import { accountRoutes } from './core/account/account.routes.ts';
import { usersRoutes } from './core/users/users.routes.ts';
import { recordsRoutes } from './inventory/records/records.routes.ts';
import { simcardsRoutes } from './inventory/simcards/simcards.routes.ts';
import { simpoolsRoutes } from './inventory/simpools/simpools.routes.ts';
import { simcardsStatsRoutes } from './dashboards/stats/simcards-stats.ts';
import { linesRoutes } from './inventory/lines/lines.routes.ts';
import { devicesRoutes } from './inventory/devices/devices.routes.ts';
import { deviceDeliveryRoutes } from './inventory/devices/device-delivery.routes.ts';
import { devicesStatsRoutes } from './dashboards/stats/devices-stats.ts';
import { serversRoutes } from './inventory/servers/servers.routes.ts';
import { speedtestsRoutes } from './inventory/speedtests/speedtests.routes.ts';
import { deviceOperationsRoutes } from './inventory/devices/device-operations.routes.ts';
import { ipsRoutes } from './inventory/ips/ips.routes.ts';
import { productItemsRoutes } from './inventory/product_items/product_items.routes.ts';
import { packagesRoutes } from './commercial/packages/packages.routes.ts';
import { servicesRoutes } from './commercial/services/services.routes.ts';
import { packageLinesRoutes } from './commercial/package_lines/package_lines.routes.ts';
import { commercialStatsRoutes } from './dashboards/stats/commercial-stats.ts';
import { linesStatsRoutes } from './dashboards/stats/lines-stats.ts';
import { invoicesRoutes } from './invoicing/invoices/invoices.routes.ts';
import { invoicePeppolRoutes } from './invoicing/invoices/invoice-peppol.routes.ts';
import { starlinkServiceLinesRoutes } from './satellite/starlink_service_lines/starlink_service_lines.routes.ts';
import { starlinkTerminalsRoutes } from './satellite/starlink_terminals/starlink_terminals.routes.ts';
import { starlinkUsagesRoutes } from './satellite/starlink_usages/starlink_usages.routes.ts';
import { starlinkRoutes } from './satellite/starlink/starlink.routes.ts';
import { starlinkStatsRoutes } from './dashboards/stats/starlink-stats.ts';
import { accountingStatsRoutes } from './dashboards/stats/accounting-stats.ts';
import { servicesSatelliteRoutes } from './commercial/services/services-satellite.routes.ts';
import { usagesRoutes } from './usage/usages/usages.routes.ts';
import { deviceUsageRoutes } from './usage/usages/device-usage.routes.ts';
import { dataPricingsRoutes } from './usage/data_pricings/data_pricings.routes.ts';
import { billingRoutes } from './invoicing/billing/billing.routes.ts';
import { billingRunsRoutes } from './invoicing/billing_runs/billing_runs.routes.ts';
import { listFieldsRoutes } from './core/list_fields/list_fields.routes.ts';
import { listViewsRoutes } from './core/list_views/list_views.routes.ts';
import { workStatsRoutes } from './dashboards/stats/work-stats.ts';
import { accessTrailJobsPlugin } from './core/access_events/access-trail-jobs.ts';

export const routePlugins: RoutePlugin[] = [
  accountRoutes,
  usersRoutes,
  customersRoutes,
  geocodeRoutes,
  searchRoutes,
  statsRoutes,
  recordsRoutes,
  simcardsRoutes,
  simpoolsRoutes,
  simcardsStatsRoutes,
  linesRoutes,
  devicesRoutes,
  deviceDeliveryRoutes,
  devicesStatsRoutes,
  serversRoutes,
  speedtestsRoutes,
  deviceOperationsRoutes,
  ipsRoutes,
  productItemsRoutes,
  packagesRoutes,
  servicesRoutes,
  packageLinesRoutes,
  invoicesRoutes,
  invoicePeppolRoutes,
  commercialStatsRoutes,
  linesStatsRoutes,
  starlinkServiceLinesRoutes,
  starlinkTerminalsRoutes,
  starlinkUsagesRoutes,
  starlinkRoutes,
  starlinkStatsRoutes,
  accountingStatsRoutes,
  servicesSatelliteRoutes,
  usagesRoutes,
  deviceUsageRoutes,
  dataPricingsRoutes,
  billingRoutes,
  billingRunsRoutes,
  listFieldsRoutes,
  listViewsRoutes,
  workStatsRoutes,
  accessTrailJobsPlugin,
];
