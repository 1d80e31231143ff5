// Every resource declaration (imported for its defineResource side effect) and every action-route plugin.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../platform/services.ts';
import './customers/customers.resource.ts';
import './users/users.resource.ts';
import './contacts/contacts.resource.ts';
import './sites/sites.resource.ts';
import './companies/companies.resource.ts';
import './addresses/addresses.resource.ts';
import './logs/logs.resource.ts';
import './outbox/outbox.resource.ts';
import './records/records.resource.ts';
import './simcards/simcards.resource.ts';
import './simpools/simpools.resource.ts';
import './data_suppliers/data_suppliers.resource.ts';
import './providers/providers.resource.ts';
import './location_updates/location_updates.resource.ts';
import './line_providers/line_providers.resource.ts';
import './lines/lines.resource.ts';
import './device_products/device_products.resource.ts';
import './devices/devices.resource.ts';
import './servers/servers.resource.ts';
import './speedtests/speedtests.resource.ts';
import './usages/usages.resource.ts';
import './data_pricings/data_pricings.resource.ts';
import './wans/wans.resource.ts';
import './ips/ips.resource.ts';
import './product_items/product_items.resource.ts';
import './service_products/service_products.resource.ts';
import './data_pools/data_pools.resource.ts';
import './packages/packages.resource.ts';
import './services/services.resource.ts';
import './package_lines/package_lines.resource.ts';
import './invoices/invoices.resource.ts';
import './invoice_lines/invoice_lines.resource.ts';
import './billing_runs/billing_runs.resource.ts';
import './starlink_accounts/starlink_accounts.resource.ts';
import './starlink_addresses/starlink_addresses.resource.ts';
import './starlink_service_lines/starlink_service_lines.resource.ts';
import './starlink_terminals/starlink_terminals.resource.ts';
import './starlink_events/starlink_events.resource.ts';
import './starlink_usages/starlink_usages.resource.ts';
import './tasks/tasks.resource.ts';
import './usage_alerts/usage_alerts.resource.ts';
import './orders/orders.resource.ts';
import './products/products.resource.ts';
import './locations/locations.resource.ts';
import { customersRoutes } from './customers/customers.routes.ts';
import { geocodeRoutes } from './geocode/geocode.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { statsRoutes } from './stats/stats.routes.ts';
import { accountRoutes } from './account/account.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { recordsRoutes } from './records/records.routes.ts';
import { simcardsRoutes } from './simcards/simcards.routes.ts';
import { simpoolsRoutes } from './simpools/simpools.routes.ts';
import { simcardsStatsRoutes } from './stats/simcards-stats.ts';
import { linesRoutes } from './lines/lines.routes.ts';
import { devicesRoutes } from './devices/devices.routes.ts';
import { deviceDeliveryRoutes } from './devices/device-delivery.routes.ts';
import { devicesStatsRoutes } from './stats/devices-stats.ts';
import { serversRoutes } from './servers/servers.routes.ts';
import { speedtestsRoutes } from './speedtests/speedtests.routes.ts';
import { deviceOperationsRoutes } from './devices/device-operations.routes.ts';
import { ipsRoutes } from './ips/ips.routes.ts';
import { productItemsRoutes } from './product_items/product_items.routes.ts';
import { packagesRoutes } from './packages/packages.routes.ts';
import { servicesRoutes } from './services/services.routes.ts';
import { packageLinesRoutes } from './package_lines/package_lines.routes.ts';
import { commercialStatsRoutes } from './stats/commercial-stats.ts';
import { linesStatsRoutes } from './stats/lines-stats.ts';
import { invoicesRoutes } from './invoices/invoices.routes.ts';
import { starlinkServiceLinesRoutes } from './starlink_service_lines/starlink_service_lines.routes.ts';
import { starlinkTerminalsRoutes } from './starlink_terminals/starlink_terminals.routes.ts';
import { starlinkUsagesRoutes } from './starlink_usages/starlink_usages.routes.ts';
import { starlinkRoutes } from './starlink/starlink.routes.ts';
import { starlinkStatsRoutes } from './starlink/starlink-stats.ts';
import { servicesSatelliteRoutes } from './services/services-satellite.routes.ts';
import { usagesRoutes } from './usages/usages.routes.ts';
import { dataPricingsRoutes } from './data_pricings/data_pricings.routes.ts';
import { dataPoolsRoutes } from './data_pools/data_pools.routes.ts';
import { billingRunsRoutes } from './billing_runs/billing_runs.routes.ts';
import { listFieldsRoutes } from './list_fields/list_fields.routes.ts';
import { listViewsRoutes } from './list_views/list_views.routes.ts';
import { workStatsRoutes } from './stats/work-stats.ts';

export type RoutePlugin = (app: FastifyInstance, services: Services) => Promise<void> | void;

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
  commercialStatsRoutes,
  linesStatsRoutes,
  starlinkServiceLinesRoutes,
  starlinkTerminalsRoutes,
  starlinkUsagesRoutes,
  starlinkRoutes,
  starlinkStatsRoutes,
  servicesSatelliteRoutes,
  usagesRoutes,
  dataPricingsRoutes,
  dataPoolsRoutes,
  billingRunsRoutes,
  listFieldsRoutes,
  listViewsRoutes,
  workStatsRoutes,
];
