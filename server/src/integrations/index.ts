// The outside systems, each behind an interface with a real HTTP client and an in-process simulator.
// INTEGRATIONS=simulate (default) runs everything offline; a system's URL in the config selects its client.
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createAccounting, type Accounting } from './accounting/index.ts';
import { createController, type ControllerFactory } from './controller/index.ts';
import { createGeocoder, type Geocoder } from './geocoding/index.ts';
import { createHelpdesk, type Helpdesk } from './helpdesk/index.ts';
import { createPeppol, type PeppolAccessPoint } from './peppol/index.ts';
import { createPinger, type Pinger } from './ping/index.ts';
import { createSatellite, type SatelliteApi } from './satellite/index.ts';
import { createSimProviders, type SimProviders } from './sim-providers/index.ts';
import { createSmsGateway, type SmsGateway } from './sms/index.ts';

export interface Integrations {
  /** The accounting system invoices are pushed to (Odoo). */
  accounting: Accounting;
  /** One controller API per remote-management server (each carries its own URL and credentials). */
  controller: ControllerFactory;
  geocoding: Geocoder;
  helpdesk: Helpdesk;
  sms: SmsGateway;
  /** The Peppol access point e-invoices are transmitted through (decision 0062). */
  peppol: PeppolAccessPoint;
  /** ICMP round trips for the IPs' ping action. */
  ping: Pinger;
  /** One adapter per SIM provider API (providers.api). */
  simProviders: SimProviders;
  /** The satellite provider (Starlink Enterprise API). */
  satellite: SatelliteApi;
}

/** `database`: what the clients share across server processes (the geocoder's turns). */
export function createIntegrations(config: Config, database?: Pick<Database, 'query' | 'kind'>): Integrations {
  return {
    accounting: createAccounting(config),
    controller: createController(config),
    geocoding: createGeocoder(config, database),
    helpdesk: createHelpdesk(config),
    sms: createSmsGateway(config),
    peppol: createPeppol(config),
    ping: createPinger(config),
    simProviders: createSimProviders(config),
    satellite: createSatellite(config),
  };
}
