// The outside systems, each behind an interface with a real HTTP client and an in-process simulator.
// INTEGRATIONS=simulate (default) runs everything offline; a system's URL in the config selects its client.
import type { Config } from '../config.ts';
import { createGeocoder, type Geocoder } from './geocoding/index.ts';
import { createHelpdesk, type Helpdesk } from './helpdesk/index.ts';
import { createSmsGateway, type SmsGateway } from './sms/index.ts';

export interface Integrations {
  geocoding: Geocoder;
  helpdesk: Helpdesk;
  sms: SmsGateway;
}

export function createIntegrations(config: Config): Integrations {
  return {
    geocoding: createGeocoder(config),
    helpdesk: createHelpdesk(config),
    sms: createSmsGateway(config),
  };
}
