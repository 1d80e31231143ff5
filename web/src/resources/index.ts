// Every resource of the console, one line each. Resources without screens are registered so that
// references, record names and links to them resolve; their screens replace the bare line later.
import type { ResourceProps } from 'react-admin';
import productItems from './product_items/index.ts';
import ips from './ips/index.ts';
import lineProviders from './line_providers/index.ts';
import tasks from './tasks/index.ts';
import usageAlerts from './usage_alerts/index.ts';
import dataSuppliers from './data_suppliers/index.ts';
import orders from './orders/index.ts';
import products from './products/index.ts';
import locations from './locations/index.ts';
import lines from './lines/index.ts';
import locationUpdates from './location_updates/index.ts';
import providers from './providers/index.ts';
import simpools from './simpools/index.ts';
import addresses from './addresses/index.ts';
import companies from './companies/index.ts';
import contacts from './contacts/index.ts';
import customers from './customers/index.ts';
import deviceProducts from './device_products/index.ts';
import devices from './devices/index.ts';
import logs from './logs/index.ts';
import outbox from './outbox/index.ts';
import access_events from './access_events/index.ts';
import records from './records/index.ts';
import servers from './servers/index.ts';
import simcards from './simcards/index.ts';
import sites from './sites/index.ts';
import speedtests from './speedtests/index.ts';
import users from './users/index.ts';
import wans from './wans/index.ts';
import servicePackages from './packages/index.ts';
import services from './services/index.ts';
import packageLines from './package_lines/index.ts';
import serviceProducts from './service_products/index.ts';
import dataPools from './data_pools/index.ts';
import invoices from './invoices/index.ts';
import invoiceLines from './invoice_lines/index.ts';
import starlinkTerminals from './starlink_terminals/index.ts';
import starlinkServiceLines from './starlink_service_lines/index.ts';
import starlinkAccounts from './starlink_accounts/index.ts';
import starlinkAddresses from './starlink_addresses/index.ts';
import starlinkEvents from './starlink_events/index.ts';
import starlinkUsages from './starlink_usages/index.ts';
import usages from './usages/index.ts';
import dataPricings from './data_pricings/index.ts';
import billingRuns from './billing_runs/index.ts';

export const resources: ResourceProps[] = [
  { name: 'customers', ...customers },
  { name: 'contacts', ...contacts },
  { name: 'sites', ...sites },
  { name: 'addresses', ...addresses },
  { name: 'companies', ...companies },
  { name: 'users', ...users },
  { name: 'logs', ...logs },
  { name: 'outbox', ...outbox },
  { name: 'access_events', ...access_events },
  { name: 'devices', ...devices },
  { name: 'wans', ...wans },
  { name: 'device_products', ...deviceProducts },
  { name: 'servers', ...servers },
  { name: 'speedtests', ...speedtests },
  { name: 'records', ...records },
  { name: 'simcards', ...simcards },
  { name: 'simpools', ...simpools },
  { name: 'providers', ...providers },
  { name: 'location_updates', ...locationUpdates },
  { name: 'lines', ...lines },
  { name: 'line_providers', ...lineProviders },
  { name: 'ips', ...ips },
  { name: 'product_items', ...productItems },
  { name: 'packages', ...servicePackages },
  { name: 'services', ...services },
  { name: 'package_lines', ...packageLines },
  { name: 'service_products', ...serviceProducts },
  { name: 'data_pools', ...dataPools },
  { name: 'invoices', ...invoices },
  { name: 'invoice_lines', ...invoiceLines },
  { name: 'starlink_terminals', ...starlinkTerminals },
  { name: 'starlink_service_lines', ...starlinkServiceLines },
  { name: 'starlink_accounts', ...starlinkAccounts },
  { name: 'starlink_addresses', ...starlinkAddresses },
  { name: 'starlink_events', ...starlinkEvents },
  { name: 'starlink_usages', ...starlinkUsages },
  { name: 'usages', ...usages },
  { name: 'data_pricings', ...dataPricings },
  { name: 'billing_runs', ...billingRuns },
  { name: 'tasks', ...tasks },
  { name: 'usage_alerts', ...usageAlerts },
  { name: 'data_suppliers', ...dataSuppliers },
  { name: 'orders', ...orders },
  { name: 'products', ...products },
  { name: 'locations', ...locations },
];
